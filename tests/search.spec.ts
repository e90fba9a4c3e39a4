import { randomUUID } from 'node:crypto';
import { stateOf } from './auth.ts';
import { chooseLanguage, expectNoAxeViolations } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

/**
 * The one search (decision 077), as Ada Admin (provider staff, this project's signed-in user):
 * the toolbar's sections below the screens, the results page, languages, the keyboard and bad
 * input. Contracts and documents are not offered until the server reads the client's library.
 */

const panel = (page: Page) => page.locator('[data-panel-name="search"]');
const section = (page: Page, kind: string) => panel(page).locator(`[data-search-section="${kind}"]`);

async function openSearch(page: Page, buttonName = 'Search', boxName = 'Search the portal') {
  await page.goto('/apps/dashboards/project');
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const box = page.getByRole('combobox', { name: boxName });
  await expect(box).toBeFocused();
  return box;
}

test.describe('the toolbar search', () => {
  test('adds FAQ answers, articles and RFP questions below the screens, matched words marked', async ({ page }) => {
    const box = await openSearch(page);
    await box.fill('renewal');
    await expect(section(page, 'articles').getByRole('option').first()).toContainText('Contract renewals');
    await expect(section(page, 'articles').locator('mark').first()).toHaveText(/renewal/i);
    await expect(section(page, 'faq').getByRole('option').first()).toBeVisible();
    // The screens keep the specification's rule: nothing of the navigation has the word.
    await expect(section(page, 'pages')).toHaveCount(0);
    await expect(
      panel(page)
        .getByRole('status')
        .filter({ hasText: /suggestions?/ }),
    ).toHaveText(/\d+ suggestions?/);
    await expect(panel(page).locator('[data-search-show-all]')).toHaveText('Show all results');
    await expectNoAxeViolations(page);
  });

  test('finds while typing a prefix, and a long word with one letter wrong', async ({ page }) => {
    const box = await openSearch(page);
    await box.fill('renew');
    await expect(section(page, 'articles').getByRole('option').first()).toContainText('Contract renewals');
    await box.fill('renewsl');
    await expect(section(page, 'articles').getByRole('option').first()).toContainText('Contract renewals');
    // Four letters: no typo allowed.
    await box.fill('renx');
    await expect(panel(page).getByText('No results..')).toBeVisible();
  });

  test('is used with the keyboard across sections: arrows, Enter opens the answer, Escape closes', async ({ page }) => {
    const box = await openSearch(page);
    await box.fill('automatically');
    const options = panel(page).getByRole('option');
    await expect(section(page, 'faq').getByRole('option').first()).toBeVisible();
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    // Down to the first FAQ answer (the sections come in order: FAQ answers first here).
    const firstFaq = section(page, 'faq').getByRole('option').first();
    const faqId = await firstFaq.getAttribute('id');
    while ((await box.getAttribute('aria-activedescendant')) !== faqId) await page.keyboard.press('ArrowDown');
    await expect(firstFaq).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pages\/faq\?open=/);
    const slug = new URL(page.url()).searchParams.get('open') ?? '';
    await expect(page.locator(`details[data-faq="${slug}"]`)).toHaveAttribute('open', '');

    const button = page.getByRole('button', { name: 'Search', exact: true });
    await button.click();
    await page.getByRole('combobox', { name: 'Search the portal' }).fill('renewal');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('opens a found contract’s details in the contract locker, and a found document in its folder', async ({
    page,
  }) => {
    // The deep link makes Northwind the active client, whatever another suite chose for Ada.
    await page.goto('/deepLink/contractlocker?hubspotCompanyXref=1001');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('combobox', { name: 'Search the portal' });
    await box.fill('vehicle lease');
    const contract = section(page, 'contracts').getByRole('option').first();
    await expect(contract).toContainText('Vehicle lease');
    // Two contracts of one vendor share the title: the document's name tells them apart.
    await expect(contract).toContainText('.docx');
    await contract.click();
    await expect(page).toHaveURL(/\/apps\/dashboards\/contractlocker\?contract=/);
    await expect(page.locator('[data-contract-details]').getByRole('heading', { level: 3 })).toHaveText(
      'Vehicle lease',
    );

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await box.fill('vehicle lease');
    const document = section(page, 'documents').getByRole('option').first();
    await expect(document).toContainText('.docx');
    await document.click();
    await expect(page).toHaveURL(/\/apps\/file-manager\?(folder=[^&]+&)?item=/);
    // Its folder opens (the contract locker's, which the library's top does not list) with it selected.
    await expect(page.getByRole('navigation', { name: 'Folder path' }).locator('[aria-current="page"]')).toHaveText(
      'Fleet',
    );
    await expect(page.locator('tbody tr[aria-selected="true"]')).toContainText(/Vehicle lease.*\.docx/);
  });

  test('leads to the results page with "Show all results" and with Enter on it', async ({ page }) => {
    const box = await openSearch(page);
    await box.fill('renewal');
    await panel(page).locator('[data-search-show-all]').click();
    await expect(page).toHaveURL(/\/search\?q=renewal$/);
    await expect(page.locator('[data-search-section="articles"] [data-search-hit]').first()).toContainText(
      'Contract renewals',
    );
  });

  test('matches Turkish i as a Turkish reader expects', async ({ page }) => {
    await chooseLanguage(page, 'tr');
    const box = await openSearch(page, 'Ara', 'Portalda ara');
    // "İncelemeye Hazır": typed in capitals without Turkish letters.
    await box.fill('INCELEMEYE HAZIR');
    await expect(section(page, 'faq').getByRole('option').first()).toContainText('İncelemeye Hazır');
    await box.fill('sozlesme yenilemeleri');
    await expect(section(page, 'articles').getByRole('option').first()).toContainText('Sözleşme yenilemeleri');
  });

  test.describe('as one of Contoso Bank, whose RFP events it finds', () => {
    test.use({ storageState: stateOf('Cleo Contoso') });
    test('matches Arabic with tashkeel, tatweel and the article, at phone width', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await chooseLanguage(page, 'ar');
      await page.goto('/apps/dashboards/project');
      await page.locator('[data-panel="search"]').click();
      const box = panel(page).getByRole('combobox');
      // "تجديد العقود" asked with vowel marks, a stretched letter and without the article.
      await box.fill('تَجْدِيد عقـــود');
      const article = section(page, 'articles').getByRole('option').first();
      await expect(article).toContainText('تجديد العقود');
      await expect(article.locator('span[dir="auto"]').first().locator('mark')).toHaveCount(2);
      // The panel stays on the screen.
      const box390 = await panel(page).boundingBox();
      expect(box390 && box390.x >= 0 && box390.x + box390.width <= 390).toBe(true);
      // English RFP questions on the Arabic page keep their own direction.
      await box.fill('encryption');
      await expect(section(page, 'rfp').getByRole('option').first().locator('[lang="en"]')).toHaveAttribute(
        'dir',
        'auto',
      );
    });
  });
});

test.describe('the results page', () => {
  test.describe('as one of Contoso Bank, whose RFP events it finds', () => {
    test.use({ storageState: stateOf('Cleo Contoso') });
    test('shows every kind with filters and pages, server-rendered', async ({ page }) => {
      await page.goto('/search?q=release');
      const filters = page.getByRole('navigation', { name: 'Kinds of result' });
      await expect(filters.getByRole('link', { name: /^All \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
      // A kind with nothing found has its count on its filter, and no empty heading under All.
      const none = (await filters.getByRole('link', { name: / \(0\)$/ }).allTextContents()).length;
      expect(none).toBeGreaterThan(0);
      await expect(page.locator('[data-search-section]')).toHaveCount(6 - none);
      await expect(page.locator('[data-search-section][data-total="0"]')).toHaveCount(0);
      await filters.getByRole('link', { name: /^RFP questions/ }).click();
      await expect(page).toHaveURL(/kind=rfp/);
      const hits = page.locator('[data-search-section="rfp"] [data-search-hit]');
      await expect(hits).toHaveCount(20);
      await expect(hits.first().locator('mark').first()).toHaveText(/release/i);
      const paging = page.getByRole('navigation', { name: 'Result pages' });
      await expect(paging).toContainText('Page 1 of');
      await paging.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(paging).toContainText('Page 2 of');
      // A result opens the RFP row it names.
      const question = (await hits.first().getByRole('link').textContent()) ?? '';
      await hits.first().getByRole('link').click();
      await expect(page).toHaveURL(/\/pages\/rfp-analysis\?event=/);
      // (For staff the row's heading also holds the question's importance choice.)
      await expect(page.locator('tr[data-row] th').first()).toContainText(question);
      await expectNoAxeViolations(page);
    });
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: 'test-results/.auth/ada.json',
    });
    const page = await context.newPage();
    await page.goto('/search?q=renewal');
    await expect(page.locator('[data-search-section="articles"] [data-search-hit]').first()).toContainText(
      'Contract renewals',
    );
    await context.close();
  });

  test('finds help by its Arabic, Turkish or English words whatever the page’s language, shown in that language', async ({
    page,
  }) => {
    // "Where are my company's documents?": its Arabic and Turkish words find it in the English page,
    // and its English words in the Arabic page; each shows the question in the page's language.
    const faq = page.locator('[data-search-section="faq"] [data-search-hit]');
    for (const query of ['مستندات شركتي', 'şirketimin belgeleri', 'company documents']) {
      await page.goto(`/search?${new URLSearchParams({ q: query, kind: 'faq' })}`);
      await expect(faq.first()).toContainText(/Where are my company.s documents\?/);
    }
    await chooseLanguage(page, 'ar');
    await page.goto(`/search?${new URLSearchParams({ q: 'company documents', kind: 'faq' })}`);
    await expect(faq.first()).toContainText('أين مستندات شركتي؟');
  });

  test('takes bad input without failing: punctuation, a star, quotes, marks, very long queries, bad filters', async ({
    page,
  }) => {
    for (const query of ['*', '"""', '\u200F\u200E', '!?.,;', `${'lease '.repeat(2000)}`, '" OR 1=1 --']) {
      const response = await page.goto(`/search?${new URLSearchParams({ q: query })}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('[data-search-total]')).toBeVisible();
    }
    const odd = await page.goto('/search?q=renewal&kind=secrets&page=-4');
    expect(odd?.status()).toBe(200);
    await expect(page.locator('[data-search-section="articles"]')).toBeVisible();
    const api = await page.request.get(`/api/search/sections?${new URLSearchParams({ q: '*' })}`);
    expect(api.status()).toBe(200);
    expect(((await api.json()) as { sections: { total: number }[] }).sections.every((s) => s.total === 0)).toBe(true);
  });

  test('follows an edit of the FAQ at once', async ({ page, baseURL }) => {
    const word = `zebrafinch${randomUUID().slice(0, 6)}`;
    const slug = `e2e-search-${randomUUID().slice(0, 8)}`;
    const created = await page.request.post('/api/content/faq', {
      data: {
        slug,
        shared: { category: 'account', order: 900 },
        texts: { en: { question: 'Where are the birds?', answer: `The ${word} sings.` } },
      },
    });
    expect(created.status()).toBe(201);
    try {
      await expect
        .poll(async () => {
          await page.goto(`/search?q=${word}`);
          return page.locator('[data-search-section="faq"] [data-search-hit]').count();
        })
        .toBe(1);
      await expect(page.locator('[data-search-section="faq"] mark')).toHaveText(word);
    } finally {
      const revision = ((await created.json()) as { entry: { revision: number } }).entry.revision;
      await page.request.delete(`/api/content/faq/${slug}?revision=${revision}`, {
        headers: { Origin: baseURL ?? '' },
      });
    }
  });

  test('answers a guest nothing: the API wants a session, the page sends to sign-in', async ({ browser }) => {
    const guest = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const answer = await guest.request.get('/api/search/sections?q=renewal');
    expect(answer.status()).toBe(401);
    const page = await guest.newPage();
    await page.goto('/search?q=renewal');
    await expect(page).toHaveURL(/\/login/);
    await guest.close();
  });
});

test.describe('the active client’s library', () => {
  type Answer = { sections: { kind: string; total: number; failed?: string; hits: { id: string; url: string }[] }[] };
  const sectionsFor = async (
    browser: import('@playwright/test').Browser,
    account: 'Cem Client' | 'Vera Vendor',
    q: string,
  ) => {
    const context = await browser.newContext({ storageState: stateOf(account) });
    try {
      const answer = await context.request.get(`/api/search/sections?${new URLSearchParams({ q })}`);
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as Answer).sections;
    } finally {
      await context.close();
    }
  };

  test('finds contracts and documents of the person’s own client only, two clients sharing words', async ({
    browser,
  }) => {
    // Both clients' libraries have insurance contracts (the seeded categories): the same word in both.
    const northwind = await sectionsFor(browser, 'Cem Client', 'insurance');
    const contoso = await sectionsFor(browser, 'Vera Vendor', 'insurance');
    const contractsOf = (sections: Answer['sections']) =>
      sections.find((section) => section.kind === 'contracts')?.hits.map((hit) => hit.id) ?? [];
    const north = contractsOf(northwind);
    expect(north.length).toBeGreaterThan(0);
    for (const id of contractsOf(contoso)) expect(north).not.toContain(id);
    expect(northwind.find((section) => section.kind === 'contracts')?.hits[0]?.url).toMatch(
      /^\/apps\/dashboards\/contractlocker\?contract=/,
    );

    const documents = (await sectionsFor(browser, 'Cem Client', 'invoice')).find(
      (section) => section.kind === 'documents',
    );
    expect(documents?.failed).toBeUndefined();
    expect(documents?.hits.length).toBeGreaterThan(0);
    expect(documents?.hits[0]?.url).toMatch(/^\/apps\/file-manager\?(folder=[^&]+&)?item=/);
  });
});
