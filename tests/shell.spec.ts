import { chooseLanguage, expectNoAxeViolations } from './helpers.ts';
import { expect, test } from './test.ts';

test.describe('the navigation', () => {
  test('shows the menu of the spec and marks the current page', async ({ page }) => {
    await page.goto('/apps/file-manager');
    const nav = page.getByRole('complementary', { name: 'Main navigation' });
    for (const group of ['Getting Started', 'Tools', 'Help'])
      await expect(nav.getByText(group, { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/apps/dashboards/project');
    await expect(nav.getByRole('link', { name: 'File Manager' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/pages/faq');
  });

  test('opens the User Guide PDF in a new tab', async ({ page }) => {
    await page.goto('/apps/dashboards/project');
    const guide = page.getByRole('link', { name: /User Guide/ });
    await expect(guide).toHaveAttribute('target', '_blank');
    // The new tab navigates to the guide. A browser with a PDF viewer then shows it there, one
    // without (the headless shell the suites drive) saves it, and its tab never loads a page: the
    // navigation is what is the portal's, so that is what is waited for.
    const [, request] = await Promise.all([
      page.waitForEvent('popup'),
      page.context().waitForEvent('request', (asked) => /\/docs\/user-guide\.pdf$/.test(asked.url())),
      guide.click(),
    ]);
    expect(request.isNavigationRequest()).toBe(true);
    const pdf = await page.request.get('/docs/user-guide.pdf');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the navbar logo goes to the project dashboard', async ({ page }) => {
    await page.goto('/pages/faq');
    await page
      .getByRole('complementary', { name: 'Main navigation' })
      .getByRole('link', { name: /Client Portal home/ })
      .click();
    await expect(page).toHaveURL(/\/apps\/dashboards\/project$/);
  });
});

test.describe('the navbar on a large screen', () => {
  test('closes and opens from the toolbar button', async ({ page }) => {
    await page.goto('/apps/dashboards/project');
    const navbar = page.locator('#navbar');
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await expect(navbar).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(navbar).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(navbar).toBeVisible();
  });

  test('a click before the shell’s script runs is not lost', async ({ page }) => {
    // Hold the shell's script back, as a slow machine or connection would.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/Portal\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back: the page is there, its script is not.
    await page.goto('/apps/dashboards/project', { waitUntil: 'commit' });
    const navbar = page.locator('#navbar');
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await expect(toggle).toBeVisible();
    await expect(page.locator('html:not([data-shell-started])')).toHaveCount(1);
    await toggle.click();
    await expect(navbar).toBeVisible();
    release();
    await expect(navbar).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('folds to 64 px, opens while hovered and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/apps/dashboards/project');
    const navbar = page.locator('#navbar');
    await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(280);
    await page.getByRole('button', { name: 'Fold navigation' }).click();
    await page.mouse.move(900, 500);
    await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(64);
    // Folded, the labels are out of sight but still name the links (for assistive technology).
    await expect.poll(async () => (await navbar.getByText('File Manager').boundingBox())?.width).toBeLessThanOrEqual(1);
    await expect(navbar.getByRole('link', { name: 'File Manager' })).toBeVisible();

    await navbar.hover({ position: { x: 32, y: 300 } });
    await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(280);
    await expect(navbar.getByText('File Manager')).toBeVisible();
    // The hover-open navbar overlays the content instead of pushing it.
    await expect.poll(async () => (await page.locator('.shell-body').boundingBox())?.x).toBe(64);

    await page.mouse.move(900, 500);
    await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(64);

    await navbar.hover({ position: { x: 32, y: 300 } });
    await page.getByRole('button', { name: 'Unfold navigation' }).click();
    await page.mouse.move(900, 500);
    await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(280);
  });
});

test.describe('a page before anyone acts (decision 060)', () => {
  test('downloads no React: the account menu wakes at the first touch, and that click opens it', async ({ page }) => {
    await page.goto('/apps/dashboards/project');
    const account = page.getByRole('button', { name: /^Account menu/ });
    await expect(page.locator('astro-island[ssr]').filter({ has: account })).toHaveCount(1);
    const downloaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop() ?? ''));
    expect((await downloaded()).filter((name) => /^(UserMenu|client|react-dom)\./.test(name))).toEqual([]);

    await account.click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    expect((await downloaded()).some((name) => name.startsWith('UserMenu.'))).toBe(true);
  });

  test('a click on Search before any of the page’s scripts has run opens the search once they run', async ({
    page,
  }) => {
    // The page's scripts are held back, as on a slow network, until the click has been made.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/_astro\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/apps/dashboards/project', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // Nothing of the shell has run: the click met the server's HTML alone.
    expect(await page.evaluate(() => 'shellStarted' in document.documentElement.dataset)).toBe(false);
    release();
    await expect(page.getByRole('combobox', { name: 'Search the portal' })).toBeFocused();
  });

  test('the account menu opens from the keyboard before it has hydrated', async ({ page }) => {
    await page.goto('/apps/dashboards/project');
    const account = page.getByRole('button', { name: /^Account menu/ });
    await account.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  });
});

test.describe('the navbar at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is a drawer that opens from the toolbar and closes with Escape, the backdrop or its close button', async ({
    page,
  }) => {
    await page.goto('/apps/dashboards/project');
    const navbar = page.locator('#navbar');
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await expect(navbar).toBeHidden();

    await toggle.click();
    await expect(navbar).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'File Manager' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(navbar).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.locator('#navbar-backdrop').click({ position: { x: 360, y: 400 } });
    await expect(navbar).toBeHidden();

    await toggle.click();
    await navbar.getByRole('button', { name: 'Close navigation' }).click();
    await expect(navbar).toBeHidden();
  });

  test('slides in from the right in Arabic', async ({ page }) => {
    await chooseLanguage(page, 'ar');
    await page.goto('/apps/dashboards/project');
    await page.getByRole('button', { name: 'إظهار أو إخفاء التنقل' }).click();
    const navbar = page.locator('#navbar');
    await expect(navbar).toBeVisible();
    await expect
      .poll(async () => {
        const box = await navbar.boundingBox();
        return box ? Math.round(box.x + box.width) : 0;
      })
      .toBe(390);
  });

  test('nothing overflows the screen horizontally', async ({ page, browser }) => {
    // Twelve page loads: more than the default time on a busy machine.
    test.slow();
    const guest = await browser.newPage({ viewport: { width: 390, height: 844 } });
    for (const locale of ['en', 'tr', 'ar'] as const) {
      for (const [who, path] of [
        [page, '/apps/dashboards/project'],
        [page, '/ui/page-layouts/carded/left-sidebar-tabbed'],
        [guest, '/login'],
        [guest, '/pages/errors/error-404'],
      ] as const) {
        await chooseLanguage(who, locale);
        await who.goto(path);
        const overflow = await who.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${locale} ${path}`).toBeLessThanOrEqual(0);
      }
    }
    await guest.close();
  });
});

test.describe('the shell at phone width in Arabic', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('keeps the account menu on screen in every layout', async ({ page }) => {
    await chooseLanguage(page, 'ar');
    await page.goto('/apps/dashboards/project');
    const account = page.getByRole('button', { name: 'قائمة الحساب: Ada Admin' });
    for (const layout of ['layout1', 'layout2', 'layout3']) {
      // Applied the way the settings panel applies a layout, without saving it: Ada's settings
      // are shared with the other tests. The horizontal layouts show the logo in the toolbar.
      await page.locator('#shell').evaluate((shell, style) => {
        shell.dataset['layout'] = style;
      }, layout);
      await expect(page.locator('#shell')).toHaveAttribute('data-layout', layout);
      const box = await account.boundingBox();
      expect(box, layout).not.toBeNull();
      expect(box?.x ?? -1, layout).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), layout).toBeLessThanOrEqual(390);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, layout).toBeLessThanOrEqual(0);
    }
  });

  test('the settings and schemes buttons never cover a line of the content, whatever the scroll', async ({ page }) => {
    await chooseLanguage(page, 'ar');
    await page.goto('/apps/dashboards/project');
    const side = await page.locator('.side-buttons').boundingBox();
    if (!side) throw new Error('The side buttons are not on the page');
    // The buttons stay put while the page scrolls under them: no text on screen may share their columns.
    const under = await page.evaluate(
      ({ start, end }) => {
        const found: string[] = [];
        /** The horizontal span a scroll box (a wide table's) lets show of what is inside it. */
        const shownSpan = (element: Element | null) => {
          let left = 0;
          let right = window.innerWidth;
          for (let box = element; box; box = box.parentElement) {
            if (getComputedStyle(box).overflowX === 'visible') continue;
            const rect = box.getBoundingClientRect();
            left = Math.max(left, rect.left);
            right = Math.min(right, rect.right);
          }
          return { left, right };
        };
        const walker = document.createTreeWalker(document.getElementById('content') as Node, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const shown = shownSpan(node.parentElement);
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of range.getClientRects()) {
            // What a scroll box clips is not on screen; scrolled into view it stays inside the box.
            const left = Math.max(line.left, shown.left);
            const right = Math.min(line.right, shown.right);
            if (right > left && right > start && left < end) found.push(node.textContent.trim());
          }
        }
        return found;
      },
      { start: side.x, end: side.x + side.width },
    );
    expect(side.x).toBe(0);
    expect(under).toEqual([]);
  });

  test('the settings and schemes buttons leave room beside tables and cards', async ({ page }) => {
    await chooseLanguage(page, 'ar');
    for (const path of ['/apps/dashboards/project', '/ui/typography']) {
      await page.goto(path);
      const side = await page.locator('.side-buttons').boundingBox();
      if (!side) throw new Error('The side buttons are not on the page');
      // In Arabic the buttons are at the left edge: what is bordered must start clear of them.
      const closest = await page.evaluate(() => {
        const edges = [...document.querySelectorAll('#content table, #content [data-widget]')].map((element) => {
          let left = element.getBoundingClientRect().left;
          // A wide table scrolls inside its box: what shows starts where the box does.
          for (let box = element.parentElement; box; box = box.parentElement)
            if (getComputedStyle(box).overflowX !== 'visible') left = Math.max(left, box.getBoundingClientRect().left);
          return left;
        });
        return edges.length > 0 ? Math.min(...edges) : undefined;
      });
      expect(closest, `${path} has a table or card`).toBeDefined();
      expect((closest ?? 0) - (side.x + side.width), path).toBeGreaterThanOrEqual(7.5);
    }
  });
});

test('from a tablet up the side buttons leave room beside tables and cards too', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of ['/apps/dashboards/contractlocker', '/apps/dashboards/project']) {
    await page.goto(path);
    const side = await page.locator('.side-buttons').boundingBox();
    if (!side) throw new Error('The side buttons are not on the page');
    // In English the buttons are at the right edge: what is bordered must end clear of them.
    const furthest = await page.evaluate(() => {
      const edges = [...document.querySelectorAll('#content table, #content [data-widget]')].map((element) => {
        let right = element.getBoundingClientRect().right;
        for (let box = element.parentElement; box; box = box.parentElement)
          if (getComputedStyle(box).overflowX !== 'visible') right = Math.min(right, box.getBoundingClientRect().right);
        return right;
      });
      return edges.length > 0 ? Math.max(...edges) : undefined;
    });
    expect(furthest, `${path} has a table or card`).toBeDefined();
    expect(side.x - (furthest ?? Number.POSITIVE_INFINITY), path).toBeGreaterThanOrEqual(7.5);
  }
});

test('every icon button has a name and a tooltip', async ({ page }) => {
  await page.goto('/apps/dashboards/project');
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  // A pointer that came to rest before the island hydrated shows nothing until it moves again,
  // as with any script-driven hover: move away and back, as a person would.
  await expect(async () => {
    await page.mouse.move(720, 450);
    await toggle.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Toggle navigation', { timeout: 2_000 });
  }).toPass();
});
