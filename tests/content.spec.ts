import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { academyCategoriesSchema, courseSchema, coursesSchema } from '../src/content/schemas/academy.ts';
import { analyticsWidgetsSchema } from '../src/content/schemas/analytics.ts';
import { lockerWidgetsSchema } from '../src/content/schemas/contract-locker.ts';
import { knowledgeBaseSchema } from '../src/content/schemas/knowledge-base.ts';
import { projectDashboardWidgetsSchema, projectsSchema } from '../src/content/schemas/project-dashboard.ts';
import { rfpAnalysisSchema } from '../src/content/schemas/rfp.ts';
import { searchResponseSchema } from '../src/content/schemas/search.ts';
import { signedInAs, stateOf } from './auth.ts';
import { chooseLanguage } from './helpers.ts';
import { expect, test } from './test.ts';

const endpoints: [string, z.ZodType][] = [
  ['/api/knowledge-base', knowledgeBaseSchema],
  ['/api/project-dashboard-app/widgets', projectDashboardWidgetsSchema],
  ['/api/project-dashboard-app/projects', projectsSchema],
  ['/api/search?q=contract', searchResponseSchema],
  ['/api/rfp-analysis', rfpAnalysisSchema],
  ['/api/contract-locker-app/widgets', lockerWidgetsSchema],
  ['/api/report-whohaswhat/widgets', lockerWidgetsSchema],
  ['/api/academy-app/categories', academyCategoriesSchema],
  ['/api/academy-app/courses', coursesSchema],
  ['/api/academy-app/course?courseId=scoring-an-rfp', courseSchema],
  ['/api/analytics-dashboard-app/widgets', analyticsWidgetsSchema],
];

test.describe('mock endpoints', () => {
  // One test, a step per endpoint: a test of its own each paid a browser context for one request.
  test('each answers 200 with data its schema accepts', async ({ request }) => {
    for (const [url, schema] of endpoints) {
      await test.step(`GET ${url}`, async () => {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        const parsed = schema.safeParse(await response.json());
        expect(parsed.error?.issues ?? [], url).toEqual([]);
      });
    }
  });

  test('they need a session', async ({ browser }) => {
    const guest = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const response = await guest.request.get('/api/project-dashboard-app/widgets');
    expect(response.status()).toBe(401);
    await guest.close();
  });

  test('search matches titles ignoring case and accents, at most 10, none for an empty query', async ({ request }) => {
    const many = searchResponseSchema.parse(await (await request.get('/api/search?q=CONTRACT')).json());
    expect(many).toHaveLength(10);
    expect(many.every((result) => /contract/i.test(result.title))).toBe(true);
    const accented = searchResponseSchema.parse(await (await request.get('/api/search?q=sozlesme')).json());
    expect(accented.map((result) => result.title)).toEqual(['Sözleşme kasası']);
    expect(await (await request.get('/api/search?q=')).json()).toEqual([]);
    expect(await (await request.get('/api/search')).json()).toEqual([]);
  });

  test('an unknown course is a 404', async ({ request }) => {
    const response = await request.get('/api/academy-app/course?courseId=no-such-course');
    expect(response.status()).toBe(404);
    expect((await response.json()).error.message).toContain('no-such-course');
  });

  test('course save and update validate their bodies', async ({ request }) => {
    const course = courseSchema.parse(
      await (await request.get('/api/academy-app/course?courseId=scoring-an-rfp')).json(),
    );
    const saved = await request.post('/api/academy-app/course/save', {
      data: { course: { ...course, title: 'Scoring an RFP, revised' } },
    });
    expect(saved.status()).toBe(200);
    expect(courseSchema.parse(await saved.json()).title).toBe('Scoring an RFP, revised');

    const noTitle = await request.post('/api/academy-app/course/save', { data: { course: { ...course, title: ' ' } } });
    expect(noTitle.status()).toBe(400);
    expect((await noTitle.json()).error.message).toBe('Invalid request: course.title: title is required');

    const notJson = await request.post('/api/academy-app/course/save', {
      data: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status()).toBe(400);
    expect((await notJson.json()).error.message).toMatch(/^Invalid request: /);

    const updated = await request.post('/api/academy-app/course/update', {
      data: { courseId: course.id, changes: { duration: 90 } },
    });
    expect(updated.status()).toBe(200);
    expect(courseSchema.parse(await updated.json()).duration).toBe(90);

    const badChange = await request.post('/api/academy-app/course/update', {
      data: { courseId: course.id, changes: { duration: -5 } },
    });
    expect(badChange.status()).toBe(400);
    expect((await badChange.json()).error.message).toContain('changes.duration');

    const unknown = await request.post('/api/academy-app/course/update', { data: { courseId: 'nope', changes: {} } });
    expect(unknown.status()).toBe(404);
  });
});

test.describe('project dashboard', () => {
  test('the weather widget, where the client has it, switches C/F and KMH/MPH and forecasts 5 days', async ({
    page,
  }) => {
    const { weatherWidget } = projectDashboardWidgetsSchema.parse(
      await (await page.request.get('/api/project-dashboard-app/widgets')).json(),
    );
    const here = weatherWidget.locations[weatherWidget.currentLocation];
    // Fabrikam's record grants the weather widget by name; Northwind's (Ada's client here) does not.
    await page.goto('/apps/dashboards/project');
    await expect(page.locator('[data-overview]')).toBeVisible();
    await expect(page.locator('[data-widget="weather"]')).toHaveCount(0);
    await page.context().clearCookies();
    await signedInAs(page, 'Fiona Fabrikam');
    await page.goto('/apps/dashboards/project');
    const weather = page.locator('[data-widget="weather"]');
    const temperature = weather.locator('[data-current-temp] [data-temp]:visible');
    await expect(temperature).toHaveText(`${here?.temp.C}°C`);
    await weather.getByText('°F', { exact: true }).click();
    await expect(temperature).toHaveText(`${here?.temp.F}°F`);
    const wind = weather.locator('[data-wind] [data-speed]:visible');
    await expect(wind).toHaveText(`${here?.windSpeed.KMH} km/h`);
    await weather.getByText('mph', { exact: true }).click();
    await expect(wind).toHaveText(`${here?.windSpeed.MPH} mph`);
    await expect(weather.locator('[data-forecast]:visible li')).toHaveCount(5);
  });

  test("in Arabic the person's name reads in its own direction and the welcome's '!' stays on the sentence's side", async ({
    page,
  }) => {
    await chooseLanguage(page, 'ar');
    await page.goto('/apps/dashboards/project');
    const welcome = page.locator('p', { hasText: 'مرحبًا بعودتك، ' });
    await expect(welcome.locator('bdi')).toHaveText('Ada Admin');
    // Where an Arabic sentence ends: the "!" left of the name, not inside the name's own run.
    const { nameLeft, markRight, mark } = await welcome.evaluate((paragraph) => {
      const name = paragraph.querySelector('bdi');
      const after = name?.nextSibling;
      if (!name || !after) throw new Error('No name or nothing after it');
      const range = document.createRange();
      range.selectNodeContents(after);
      return {
        nameLeft: name.getBoundingClientRect().left,
        markRight: range.getBoundingClientRect().right,
        mark: after.textContent,
      };
    });
    expect(mark).toBe('!');
    expect(markRight).toBeLessThanOrEqual(nameLeft + 1);
  });
});

test.describe('contract locker', () => {
  test('the map shows a marker for each vendor under contract whose place is known', async ({ page }) => {
    await page.goto('/apps/dashboards/contractlocker');
    const map = page.locator('[data-widget="widget6"]');
    await expect(map.getByRole('img', { name: 'Vendor locations' })).toBeVisible();
    // The land is drawn on the server from the npm data set (world-atlas), no map service.
    const land = await page.request.get('/maps/world-land.svg');
    expect(land.headers()['content-type']).toBe('image/svg+xml');
    expect((await land.text()).length).toBeGreaterThan(20_000);
    // One marker a vendor and place, each listed under the map by the vendor and its city.
    const labels = await map.getByRole('listitem').allTextContents();
    expect(labels.length).toBeGreaterThan(3);
    for (const label of labels) {
      expect(label).toMatch(/^.+ · .+$/);
      await expect(map.locator(`[data-marker="${label.trim()}"]`)).toBeVisible();
    }
  });

  test('expirations switch by year and the donut by period; values carry the k suffix', async ({ page }) => {
    await page.goto('/apps/dashboards/contractlocker');
    const expirations = page.locator('[data-widget="widget1"]');
    await expect(expirations.getByRole('img', { name: 'Contract expirations 2026' })).toBeVisible();
    await expect(expirations.locator('li:visible', { hasText: 'Due for Review' })).toHaveCount(1);
    await expirations.getByText('2027', { exact: true }).click();
    await expect(expirations.getByRole('img', { name: 'Contract expirations 2027' })).toBeVisible();
    await expect(expirations.getByRole('img', { name: 'Contract expirations 2026' })).toBeHidden();

    // Contracts by status opens on today: every contract of the register, as each stands.
    const donut = page.locator('[data-widget="widget7"]');
    await expect(donut.getByRole('img', { name: /Today/ })).toBeVisible();
    await donut.getByText('Last 90 days', { exact: true }).click();
    await expect(donut.getByRole('img', { name: /Last 90 days/ })).toBeVisible();
    await expect(donut.getByRole('img', { name: /Today/ })).toBeHidden();

    await expect(page.locator('[data-widget="widget4"] [data-value]')).toHaveText(/^\$[\d,.]+k$/);
  });

  test('most opened contracts count the documents people open in the portal', async ({ page }) => {
    await page.goto('/deepLink/contractlocker?hubspotCompanyXref=1001');
    const first = page.locator('[data-register-table] tbody tr').first().locator('td:nth-child(2) a');
    const title = ((await first.textContent()) ?? '').trim();
    await first.click();
    const before = page.locator('[data-widget="widget8"] tbody tr').filter({ hasText: title });
    const opened = (await before.count()) > 0 ? Number(await before.locator('td').first().textContent()) : 0;
    const open = await page.request.get(
      (await page
        .locator('[data-contract-details]')
        .getByRole('link', { name: 'Open document' })
        .getAttribute('href')) ?? '',
    );
    expect(open.status()).toBe(200);
    await page.reload();
    const table = page.locator('[data-widget="widget8"]').getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Contract', 'Opens', 'People']);
    await expect(table.locator('tbody tr').filter({ hasText: title }).locator('td').first()).toHaveText(
      String(opened + 1),
    );
  });

  test('the who-has-what view lists the client’s vendors and invents no market figures', async ({ page }) => {
    await page.goto('/apps/dashboards/contractlocker?view=whohaswhat');
    await expect(page.getByRole('link', { name: 'Who has what' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-widget]')).toHaveCount(0);
    await expect(page.getByText('Institutions surveyed')).toHaveCount(0);
    await expect(page.locator('[data-market-data]')).toBeVisible();
  });
});

test.describe('RFP analysis', () => {
  // Contoso Bank's closed example event, as one of its team evaluates it.
  test.use({ storageState: stateOf('Cleo Contoso') });
  test('lists the 315 rows grouped by section and subsection', async ({ page }) => {
    await page.goto('/pages/rfp-analysis');
    await expect(page.locator('tr[data-row]')).toHaveCount(315);
    await expect(page.locator('.rfp-table thead th')).toHaveText([
      'Row',
      'Question',
      'Northwind Digital',
      'Contoso Fintech',
      'Fabrikam Systems',
      'Tailspin Banking',
    ]);
    await expect(page.locator('.rfp-section')).toHaveText([
      '1. Compliance',
      '2. Research & Development',
      '3. Integration',
    ]);
    await expect(page.getByRole('rowheader', { name: 'Can it be white labeled?' })).toHaveCount(11);
    await expect(page.getByText('No answer').first()).toBeVisible();
  });

  test('counts its questions in Arabic with the plural forms of the number', async ({ page }) => {
    await chooseLanguage(page, 'ar');
    await page.goto('/pages/rfp-analysis');
    await expect(page.getByText('٣١٥ سؤالًا في ٣ أقسام.')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('يُعرض ٣١٥ من ٣١٥ سؤالًا');
  });

  test('filters by section and by text', async ({ page }) => {
    await page.goto('/pages/rfp-analysis');
    await page.getByRole('combobox', { name: 'Section' }).selectOption('Integration');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/section=Integration/);
    // The count the page states, then every row of it: the evaluation's grid may still be arriving.
    const count = Number(await page.locator('[data-rfp-count]').getAttribute('data-rfp-count'));
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(315);
    await expect(page.locator('tr[data-row]')).toHaveCount(count);
    await expect(page.locator('tbody[data-subsection]:not([data-section="Integration"])')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(`Showing ${count} of 315 questions`);

    await page.getByRole('combobox', { name: 'Section' }).selectOption('');
    await page.getByRole('searchbox', { name: 'Find in questions and answers' }).fill('soc 2');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('tr[data-row]')).toHaveCount(1);
    await expect(page.getByRole('rowheader', { name: 'Do you hold a current SOC 2 Type II report?' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear filter' }).click();
    await expect(page.locator('tr[data-row]')).toHaveCount(315);
  });

  test('keeps the column headers in view while scrolling', async ({ page }) => {
    await page.goto('/pages/rfp-analysis');
    const header = page.getByRole('columnheader', { name: 'Question' });
    const before = await header.boundingBox();
    await page.locator('.rfp-scroll').evaluate((element) => element.scrollBy(0, 2000));
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(before?.y);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('each answer is labelled with its vendor and nothing overflows', async ({ page }) => {
      await page.goto('/pages/rfp-analysis?section=Compliance');
      const labels = await page
        .locator('tr[data-row="1"] td[data-vendor]')
        .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
      expect(labels).toEqual(['"Northwind Digital"', '"Contoso Fintech"', '"Fabrikam Systems"', '"Tailspin Banking"']);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});

/** The English FAQ files, read from the content collection's folder (front matter `question:`). */
function faqQuestionsOnDisk(): string[] {
  const folder = path.resolve('src/content/faq/en');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const match = /^question:\s*(.+)$/m.exec(readFileSync(path.join(folder, file), 'utf8'));
      if (!match?.[1]) throw new Error(`${file} has no question`);
      return JSON.parse(match[1].startsWith('"') ? match[1] : JSON.stringify(match[1])) as string;
    });
}

test.describe('FAQ and knowledge base', () => {
  test('the FAQ lists exactly the questions of its content files, grouped', async ({ page }) => {
    await page.goto('/pages/faq');
    const onPage = await page.locator('[data-faq] summary').allTextContents();
    expect(onPage.toSorted()).toEqual(faqQuestionsOnDisk().toSorted());
    await expect(page.locator('[data-faq-category] h2')).toHaveText([
      'Your account',
      'Clients and projects',
      'Documents',
      'Reports',
      'RFP',
    ]);
    await page.getByText('How do I switch to another client or project?').click();
    await expect(page.getByText(/Open the profile menu in the toolbar/)).toBeVisible();
  });

  test('the FAQ is searchable', async ({ page }) => {
    await page.goto('/pages/faq');
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('LANGUAGE');
    await page.getByRole('button', { name: 'Search the questions' }).click();
    await expect(page.locator('[data-faq]')).toHaveCount(1);
    await expect(page.getByText('How do I change the language?')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('zzzz');
    await page.getByRole('button', { name: 'Search the questions' }).click();
    await expect(page.getByText('No question matches your search.')).toBeVisible();
  });

  test('the FAQ is in the reader language', async ({ page }) => {
    await chooseLanguage(page, 'tr');
    await page.goto('/pages/faq');
    await expect(page.getByText('Dili nasıl değiştiririm?')).toBeVisible();
  });

  test('knowledge-base articles are written in Turkish and Arabic too', async ({ page }) => {
    await chooseLanguage(page, 'ar');
    await page.goto('/pages/knowledge-base/getting-started');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('البدء باستخدام البوابة');
    await expect(page.locator('article')).toContainText('مدير الملفات');
    await expect(page.getByText('لم تُترجم هذه المقالة بعد؛ وهي معروضة بالإنجليزية.')).toHaveCount(0);
    await chooseLanguage(page, 'tr');
    await page.goto('/pages/knowledge-base');
    await expect(page.getByRole('link', { name: 'Sözleşme yenilemeleri: ne zaman ne olur' })).toBeVisible();
  });

  test('knowledge-base articles have their own pages with sanitised HTML', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/pages/knowledge-base');
    await page.getByRole('link', { name: 'Contract renewals: what happens when' }).click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base\/contract-renewals$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contract renewals: what happens when');
    const article = page.locator('article');
    await expect(article.getByRole('table')).toBeVisible();
    expect(await article.locator('script').count()).toBe(0);
    await page.goto('/pages/knowledge-base/reading-the-rfp-analysis');
    const unsafe = page.getByText('Unsafe links lose their script.');
    await expect(unsafe).toBeVisible();
    expect(await page.locator('article [onclick], article a[href^="javascript"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('an unknown article goes to the 404 page', async ({ page }) => {
    const response = await page.request.get('/pages/knowledge-base/no-such-article', { maxRedirects: 0 });
    expect(response.headers()['location']).toBe('/pages/errors/error-404');
  });

  test('the knowledge-base endpoint serves the same articles as the pages', async ({ page }) => {
    const categories = knowledgeBaseSchema.parse(await (await page.request.get('/api/knowledge-base')).json());
    await page.goto('/pages/knowledge-base');
    const titles = categories.flatMap((category) => category.articles.map((article) => article.title));
    await expect(page.locator('[data-article] a')).toHaveText(titles);
    expect(JSON.stringify(categories)).not.toContain('<script');
  });
});
