import { signInAs } from './auth.ts';
import { openDrawer } from './helpers.ts';
import { type BrowserContext, expect, type Page, test } from './test.ts';

// These tests change a person's saved settings, so they use Sam Settings, whom no other suite
// signs in as, one test after the other.
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: 'serial' });

const SAM = 'Sam Settings';

/** Back to the defaults: an empty body is refused, so write the defaults the server renders. */
async function resetSam(page: Page): Promise<void> {
  const { defaultSettings } = await import('../src/preferences/settings.ts');
  const { defaultPreferences } = await import('../src/preferences/preferences.ts');
  const response = await page.request.put('/api/user', {
    data: {
      data: { shortcuts: [], settings: defaultSettings, preferences: defaultPreferences },
      // A writer of its own, newer than any before: the reset is kept.
      order: { writer: `test-reset-${Date.now()}`, seq: 0 },
    },
  });
  expect(response.status()).toBe(204);
}

/** The HTML the server sends (first paint, before any script runs). */
async function served(page: Page, path = '/apps/dashboards/project'): Promise<string> {
  return (await page.request.get(path)).text();
}

/** Signs in on a browser with no cookies (the shell may then be in the saved language). */
async function signInSam(page: Page): Promise<void> {
  await signInAs(page, SAM);
  // The machine may be busy: allow the sign-in its time.
  await expect(page).toHaveURL(/\/apps\/dashboards\/project$/);
  await expect(page.locator('#shell')).toBeVisible();
}

async function signInFresh(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await signInSam(page);
  return page;
}

test('settings apply at once, are saved after a short pause, and survive signing out and in', async ({
  page,
  browser,
}) => {
  await signInSam(page);
  await resetSam(page);
  await page.goto('/apps/dashboards/project');
  const shell = page.locator('#shell');
  await expect(shell).toHaveAttribute('data-layout', 'layout1');

  await openDrawer(page, 'settings');
  const panel = page.getByRole('dialog', { name: 'Settings' });
  await panel.getByRole('combobox', { name: 'Layout style' }).click();
  await page.getByRole('option', { name: 'Horizontal navigation, boxed' }).click();
  // At once, without a reload: the layout and its defaults (layout2 uses a container).
  await expect(shell).toHaveAttribute('data-layout', 'layout2');
  await expect(shell).toHaveAttribute('data-mode', 'container');
  await expect(page.locator('.horizontal-nav')).toBeVisible();
  const footer = panel.getByRole('switch', { name: 'Footer: Show' });
  await footer.focus();
  await page.keyboard.press('Space');
  await expect(footer).not.toBeChecked();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await page.keyboard.press('Escape');

  await openDrawer(page, 'schemes');
  await page.getByRole('dialog', { name: 'Colour schemes' }).getByRole('button', { name: 'Midnight' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-scheme', 'dark1');
  await expect(page.locator('.toolbar')).toHaveAttribute('data-scheme', 'dark1');
  await page.keyboard.press('Escape');

  // The font size, with the keyboard: 1.0 → 1.2 of the 62.5% root.
  await page.getByRole('button', { name: 'Font size' }).click();
  const slider = page.getByRole('slider', { name: 'Font size' });
  await expect(slider).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '1.2');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('12px');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Font size' })).toBeFocused();

  // Saved after the 300 ms debounce: the next render has it all on first paint. Wait for the
  // last change (the font size, still in its debounce when the slider moved) before reading.
  await expect.poll(() => served(page)).toContain('--font-root: 75%');
  const html = await served(page);
  expect(html).toContain('data-layout="layout2"');
  expect(html).toContain('data-footer-display="false"');
  expect(html).toMatch(/<body[^>]*data-scheme="dark1"/);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const again = await signInFresh(context);
  await expect(again.locator('#shell')).toHaveAttribute('data-layout', 'layout2');
  await expect(again.locator('body')).toHaveAttribute('data-scheme', 'dark1');
  // Polled: the attributes above are in the HTML, the root's size needs the stylesheet, which the
  // sign-in's last navigation may still be loading.
  await expect.poll(() => again.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('12px');
  await resetSam(again);
  await context.close();
});

test('a navigation the layout did not show comes from the server when it is chosen', async ({ page }) => {
  await signInSam(page);
  await resetSam(page);
  await page.goto('/apps/dashboards/project');
  // Layout1 with navbar style 1: the page carries neither the rail nor the horizontal bar (decision 050).
  await expect(page.locator('#shell')).toHaveAttribute('data-layout', 'layout1');
  await expect(page.locator('.nav-rail, .horizontal-nav')).toHaveCount(0);

  await openDrawer(page, 'settings');
  const panel = page.getByRole('dialog', { name: 'Settings' });
  await panel.getByRole('combobox', { name: 'Navigation bar: Style' }).click();
  await page.getByRole('option', { name: 'Style 3 (rail)' }).click();
  const rail = page.locator('.nav-rail');
  await expect(rail).toBeVisible();
  await expect(rail).toHaveAttribute('data-scheme', /.+/);
  // The current page is marked in the fetched rail as in a rendered one.
  await expect(rail.locator('[data-current="true"]')).toHaveCount(1);

  await panel.getByRole('combobox', { name: 'Layout style' }).click();
  await page.getByRole('option', { name: 'Horizontal navigation, boxed' }).click();
  const bar = page.locator('.horizontal-nav');
  await expect(bar).toBeVisible();
  await expect(rail).toBeHidden();
  await page.keyboard.press('Escape');
  await bar.locator('summary').first().click();
  await expect(bar.getByRole('link').first()).toBeVisible();
  await resetSam(page);
});

test('the language is kept in the user document and rendered by the server, Arabic right to left', async ({
  page,
  browser,
}) => {
  await signInSam(page);
  await resetSam(page);
  await page.goto('/apps/dashboards/project');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('dialog', { name: 'Language' }).getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نظرة عامة');

  // Another browser, no language cookie: the saved language is rendered.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, locale: 'en-US' });
  const again = await signInFresh(context);
  await expect(again.locator('html')).toHaveAttribute('lang', 'ar');
  await again.getByRole('button', { name: 'اللغة: العربية' }).click();
  await again.getByRole('dialog', { name: 'اللغة' }).getByRole('button', { name: 'English' }).click();
  await expect(again.locator('html')).toHaveAttribute('lang', 'en');
  await expect(again.locator('html')).toHaveAttribute('dir', 'ltr');
  await resetSam(again);
  await context.close();
});

test('English chosen on this browser reads left to right, whatever an Arabic session saved', async ({ page }) => {
  await signInSam(page);
  const { defaultSettings } = await import('../src/preferences/settings.ts');
  const { defaultPreferences } = await import('../src/preferences/preferences.ts');
  // What choosing Arabic on another computer saves: the language, and "right to left" with it.
  const saved = await page.request.put('/api/user', {
    data: {
      data: {
        shortcuts: [],
        settings: { ...defaultSettings, direction: 'rtl' },
        preferences: { ...defaultPreferences, language: 'ar' },
      },
      order: { writer: `test-arabic-${Date.now()}`, seq: 0 },
    },
  });
  expect(saved.status()).toBe(204);
  // This browser's own choice is English: the page is English, laid out left to right.
  await page.context().addCookies([{ name: 'portal-lang', value: 'en', url: page.url() }]);
  const html = await served(page);
  expect(html).toMatch(/<html[^>]* lang="en"/);
  expect(html).toMatch(/<html[^>]* dir="ltr"/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await resetSam(page);
});

test('shortcuts are added and removed with the star menu and kept in the user document', async ({ page }) => {
  await signInSam(page);
  await resetSam(page);
  await page.goto('/apps/dashboards/project');
  const bar = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(bar.getByRole('link')).toHaveCount(0);
  await bar.getByRole('button', { name: 'Add or remove shortcuts' }).click();
  const menu = page.getByRole('dialog', { name: 'Add or remove shortcuts' });
  await menu.getByRole('searchbox', { name: 'Search for an app or page' }).fill('file');
  await menu.getByRole('button', { name: 'Add File Manager to shortcuts' }).click();
  await expect(bar.getByRole('link', { name: 'File Manager' })).toHaveAttribute('href', '/apps/file-manager');
  await expect(page.getByText('File Manager added to your shortcuts.')).toBeVisible();
  await expect.poll(async () => /shortcuts-list[^>]*>\s*<li>/.test(await served(page))).toBe(true);

  await page.reload();
  await expect(bar.getByRole('link', { name: 'File Manager' })).toBeVisible();
  await bar.getByRole('button', { name: 'Add or remove shortcuts' }).click();
  await menu.getByRole('button', { name: 'Remove File Manager from shortcuts' }).click();
  await expect(bar.getByRole('link')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Hidden on small screens.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bar).toBeHidden();
});

test('the quick settings and fullscreen are used with the keyboard; switches are remembered', async ({ page }) => {
  await signInSam(page);
  await resetSam(page);
  await page.goto('/apps/dashboards/project');
  await page.getByRole('button', { name: 'Open quick panel' }).click();
  // Retro Thrusters: Cloud Sync off changes where settings are kept (tests/quick-panel.spec.ts).
  const thrusters = page.getByRole('dialog', { name: 'Quick panel' }).getByRole('switch', { name: 'Retro Thrusters' });
  await expect(thrusters).toBeChecked();
  await thrusters.focus();
  await page.keyboard.press('Space');
  await expect(thrusters).not.toBeChecked();
  // Saved: the next page hands it to the panels' island (its props, in Astro's [type, value] form).
  await expect.poll(async () => (await served(page)).includes('&quot;retroThrusters&quot;:[0,false]')).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: 'Open quick panel' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Quick panel' }).getByRole('switch', { name: 'Retro Thrusters' }),
  ).not.toBeChecked();
  await page.keyboard.press('Escape');

  const fullscreen = page.getByRole('button', { name: 'Fullscreen' });
  await fullscreen.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Exit fullscreen' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Fullscreen' })).toHaveAttribute('aria-pressed', 'false');
  await resetSam(page);
});

// The write waits 300 ms for more changes; a page going away sooner writes it as it goes (decision 120).
test('a setting changed just before a reload is saved', async ({ page }) => {
  await signInSam(page);
  await resetSam(page);
  await page.goto('/apps/dashboards/project');
  await page.getByRole('button', { name: 'Open quick panel' }).click();
  const thrusters = page.getByRole('dialog', { name: 'Quick panel' }).getByRole('switch', { name: 'Retro Thrusters' });
  await expect(thrusters).toBeChecked();
  await thrusters.focus();
  await page.keyboard.press('Space');
  await expect(thrusters).not.toBeChecked();
  await page.reload();
  await expect.poll(async () => (await served(page)).includes('&quot;retroThrusters&quot;:[0,false]')).toBe(true);
  await resetSam(page);
});

test('a guest keeps theme settings in a cookie that the server renders', async ({ page, context }) => {
  const { defaultSettings } = await import('../src/preferences/settings.ts');
  const { defaultPreferences } = await import('../src/preferences/preferences.ts');
  const value = encodeURIComponent(
    JSON.stringify({
      settings: { ...defaultSettings, theme: { ...defaultSettings.theme, main: 'dark2' } },
      preferences: { ...defaultPreferences, fontScale: 1.3 },
    }),
  );
  await context.addCookies([{ name: 'portal-settings', value, domain: 'localhost', path: '/' }]);
  const html = await (await page.request.get('/login')).text();
  expect(html).toMatch(/<body[^>]*data-scheme="dark2"/);
  expect(html).toContain('--font-root: 81.25%');
});

test('settings writes that arrive out of order keep the newest', async ({ page }) => {
  await signInSam(page);
  await resetSam(page);
  const { defaultSettings } = await import('../src/preferences/settings.ts');
  const { defaultPreferences } = await import('../src/preferences/preferences.ts');
  const write = (fontScale: number, seq: number) =>
    page.request.put('/api/user', {
      data: {
        data: { shortcuts: [], settings: defaultSettings, preferences: { ...defaultPreferences, fontScale } },
        order: { writer: 'out-of-order-tab', seq },
      },
    });
  // The tab sent 1.2 (seq 1), then 0.8 (seq 2); the second arrives first.
  expect((await write(0.8, 2)).status()).toBe(204);
  const late = await write(1.2, 1);
  expect(late.status()).toBe(409);
  expect(await late.json()).toMatchObject({ error: { code: 'staleWrite' } });
  expect(await served(page)).toContain('--font-root: 50%');
  await resetSam(page);
});

test('the navbar buttons follow a navbar style chosen in the settings panel, without a reload', async ({ page }) => {
  await signInSam(page);
  await resetSam(page);
  await page.goto('/apps/dashboards/project');
  const navbar = page.locator('#navbar');
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(280);

  await openDrawer(page, 'settings');
  const panel = page.getByRole('dialog', { name: 'Settings' });
  await panel.getByRole('combobox', { name: 'Navigation bar: Style' }).click();
  await page.getByRole('option', { name: 'Style 2 (folded)' }).click();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.mouse.move(900, 500);

  // Style 2 starts folded, and the toolbar's button unfolds and folds it instead of hiding it.
  await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(64);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await page.mouse.move(900, 500);
  await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(280);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(navbar.getByRole('button', { name: 'Fold navigation' })).toBeVisible();
  await resetSam(page);
});

test('boxed puts the whole shell in a centred box; container narrows only the content', async ({ page }) => {
  await signInSam(page);
  await resetSam(page);
  await page.goto('/apps/dashboards/project');
  const shell = page.locator('#shell');
  const content = page.locator('.content-container');
  const widthOf = async (target: typeof shell) => (await target.boundingBox())?.width ?? 0;

  await openDrawer(page, 'settings');
  const panel = page.getByRole('dialog', { name: 'Settings' });
  // Nothing the portal cannot show is offered (decision 053).
  await expect(panel.getByText(/side panel/i)).toHaveCount(0);
  await panel.getByRole('combobox', { name: 'Container width' }).click();
  await page.getByRole('option', { name: '1,120 px' }).click();

  await panel.getByRole('combobox', { name: 'Mode' }).click();
  await page.getByRole('option', { name: 'Container' }).click();
  await expect(shell).toHaveAttribute('data-mode', 'container');
  await expect.poll(() => widthOf(shell)).toBe(1440);
  await expect.poll(() => widthOf(content)).toBeLessThanOrEqual(1120);

  await panel.getByRole('combobox', { name: 'Mode' }).click();
  await page.getByRole('option', { name: 'Boxed' }).click();
  await expect(shell).toHaveAttribute('data-mode', 'boxed');
  await expect.poll(() => widthOf(shell)).toBe(1120);
  const box = await shell.boundingBox();
  expect(box?.x).toBe((1440 - 1120) / 2);
  // The page around the box is not the box's own colour.
  const [around, inside] = await page.evaluate(() => [
    getComputedStyle(document.body).backgroundColor,
    getComputedStyle(document.getElementById('shell') as HTMLElement).backgroundColor,
  ]);
  expect(around).not.toBe(inside);
  await resetSam(page);
});

test('the toolbar and footer lie across the navigation when above, beside it when below', async ({ page }) => {
  await signInSam(page);
  await resetSam(page);
  await page.goto('/apps/dashboards/project');
  const shell = page.locator('#shell');
  const boxOf = async (selector: string) =>
    (await page.locator(selector).boundingBox()) ?? { x: -1, y: -1, width: 0, height: 0 };
  const choose = async (name: string, option: string) => {
    await panel.getByRole('combobox', { name }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await openDrawer(page, 'settings');
  const panel = page.getByRole('dialog', { name: 'Settings' });

  // Layout 1, the defaults: both in the content's column, beside the 280 px navbar.
  await expect(shell).toHaveAttribute('data-toolbar-position', 'below');
  expect(await boxOf('.toolbar')).toMatchObject({ x: 280, width: 1440 - 280 });
  expect((await boxOf('.footer')).x).toBe(280);

  await choose('Toolbar: Position', 'Above');
  await expect(shell).toHaveAttribute('data-toolbar-position', 'above');
  await expect.poll(() => boxOf('.toolbar')).toMatchObject({ x: 0, y: 0, width: 1440 });
  const toolbar = await boxOf('.toolbar');
  expect((await boxOf('#navbar')).y).toBeGreaterThanOrEqual(toolbar.height);

  await choose('Footer: Position', 'Above');
  await expect(shell).toHaveAttribute('data-footer-position', 'above');
  await expect.poll(async () => (await boxOf('.footer')).width).toBe(1440);
  const footer = await boxOf('.footer');
  const navbar = await boxOf('#navbar');
  expect(navbar.y + navbar.height).toBeLessThanOrEqual(footer.y + 1);

  // A horizontal layout: the toolbar before or after the navigation bar; the footer's position,
  // which changes nothing there, is not offered.
  await panel.getByRole('combobox', { name: 'Layout style' }).click();
  await page.getByRole('option', { name: 'Horizontal navigation, boxed' }).click();
  await expect(shell).toHaveAttribute('data-layout', 'layout2');
  await expect(panel.getByRole('combobox', { name: 'Footer: Position' })).toHaveCount(0);
  const toolbarFirst = async () => (await boxOf('.toolbar')).y < (await boxOf('.horizontal-nav')).y;
  await expect.poll(toolbarFirst).toBe(true);
  await choose('Toolbar: Position', 'Below');
  await expect.poll(toolbarFirst).toBe(false);
  expect((await boxOf('.horizontal-nav')).height).toBeGreaterThan(0);
  await resetSam(page);
});
