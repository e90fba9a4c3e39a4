import { stateOf } from './auth.ts';
import { chooseLanguage, expectNoAxeViolations } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

// A row's menu, as in SharePoint (decision 121): its "More actions" button, a right click,
// Shift+F10 and the context menu key open the actions that apply to that item, for that person.
test.use({ storageState: stateOf('Cem Client') });

const grid = (page: Page) => page.getByRole('grid');
const row = (page: Page, name: string) => grid(page).locator('tbody tr').filter({ hasText: name }).first();
const status = (page: Page) => page.getByTestId('file-status');
const menu = (page: Page) => page.getByRole('menu');
const dialog = (page: Page) => page.getByTestId('organise-dialog');
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const words = {
  en: {
    newFolder: 'New folder',
    create: 'Create',
    name: 'Name',
    more: (name: string) => `More actions for ${name}`,
    actions: (name: string) => `Actions for ${name}`,
    open: 'Open',
    rename: 'Rename',
    move: 'Move to…',
    delete: 'Delete',
    preview: 'Preview',
    download: 'Download',
    tab: 'Open in a new tab',
    cancel: 'Cancel',
  },
  ar: {
    newFolder: 'مجلد جديد',
    create: 'إنشاء',
    name: 'الاسم',
    more: (name: string) => `إجراءات أخرى لـ ${name}`,
    actions: (name: string) => `إجراءات ${name}`,
    open: 'فتح',
    rename: 'إعادة تسمية',
    move: 'نقل إلى…',
    delete: 'حذف',
    preview: 'معاينة',
    download: 'تنزيل',
    tab: 'فتح في علامة تبويب جديدة',
    cancel: 'إلغاء',
  },
} as const;

for (const [language, w] of Object.entries(words) as [keyof typeof words, (typeof words)[keyof typeof words]][]) {
  test(`a row's menu from its button, a right click and the keyboard (${language})`, async ({ page }) => {
    await chooseLanguage(page, language);
    if (language === 'ar') await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/apps/file-manager');
    await expect(status(page)).not.toBeEmpty();
    await grid(page).locator('tbody tr').first().waitFor();

    // Someone else's document: it can be looked at and downloaded, not changed.
    const theirs = 'Engagement letter.pdf';
    await row(page, theirs)
      .getByRole('button', { name: w.more(theirs) })
      .click();
    await expect(menu(page)).toHaveAccessibleName(w.actions(theirs));
    await expect(menu(page).getByRole('menuitem')).toHaveText([w.preview, w.download, w.tab]);
    if (language === 'ar') {
      // Inside the phone's screen, and right to left.
      const box = await menu(page).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await expectNoAxeViolations(page);
    }
    await page.keyboard.press('Escape');
    await expect(menu(page)).toHaveCount(0);

    // A folder of their own: open, rename, move, delete.
    await row(page, 'Uploads').dblclick();
    await expect(status(page)).not.toBeEmpty();
    const name = `Menu ${unique()}`;
    await page.getByRole('button', { name: w.newFolder }).click();
    await dialog(page).getByLabel(w.name).fill(name);
    await dialog(page).getByRole('button', { name: w.create }).click();
    await expect(row(page, name)).toBeVisible();

    // A right click opens it where the pointer is; Escape gives the keyboard back to the row.
    await row(page, name).click({ button: 'right' });
    await expect(menu(page).getByRole('menuitem')).toHaveText([w.open, w.rename, w.move, w.delete]);
    await expect(row(page, name)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(menu(page)).toHaveCount(0);
    await expect(row(page, name)).toBeFocused();

    // Shift+F10 on the row: the first action is highlighted, the arrows move, Enter chooses.
    await page.keyboard.press('Shift+F10');
    await expect(menu(page).getByRole('menuitem', { name: w.open })).toHaveAttribute('data-highlighted');
    // The menu takes the keyboard once it is drawn (a key before that is not the row's either).
    await expect(menu(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu(page).getByRole('menuitem', { name: w.rename })).toHaveAttribute('data-highlighted');
    await page.keyboard.press('Enter');
    await expect(menu(page)).toHaveCount(0);
    await expect(dialog(page).getByLabel(w.name)).toHaveValue(name);
    await dialog(page).getByRole('button', { name: w.cancel }).click();

    // The context menu key does the same.
    await row(page, name).focus();
    await page.keyboard.press('ContextMenu');
    await expect(menu(page).getByRole('menuitem', { name: w.open })).toHaveAttribute('data-highlighted');
    await expect(menu(page)).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu(page).getByRole('menuitem', { name: w.delete })).toHaveAttribute('data-highlighted');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: w.delete }).click();
    await expect(row(page, name)).toHaveCount(0);
  });
}
