import { readFileSync } from 'node:fs';
import { projectDashboardWidgetsSchema } from '../src/content/schemas/project-dashboard.ts';
import { signedInAs } from './auth.ts';
import { chooseLanguage, expectNoAxeViolations } from './helpers.ts';
import { expect, test } from './test.ts';

interface WeatherTexts {
  location: string;
  chooseLocation: string;
  conditions: Record<string, string>;
}

const weatherTexts = (locale: 'en' | 'ar'): WeatherTexts =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/${locale}/dashboards.json`, import.meta.url), 'utf8')).project
    .weather;

// The weather widget switches between the data's locations, without a script (weather.recipe.ts). It is
// on the Overview of a client whose record grants it by name: Fabrikam's (decision 116).
test.use({ storageState: { cookies: [], origins: [] } });
for (const locale of ['en', 'ar'] as const) {
  test(`the weather widget switches between the data's locations (${locale})`, async ({ page }) => {
    const texts = weatherTexts(locale);
    await signedInAs(page, 'Fiona Fabrikam');
    const { weatherWidget } = projectDashboardWidgetsSchema.parse(
      await (await page.request.get('/api/project-dashboard-app/widgets')).json(),
    );
    await chooseLanguage(page, locale);
    await page.goto('/apps/dashboards/project');
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

    const weather = page.locator('[data-widget="weather"]');
    const choice = weather.getByRole('combobox', { name: texts.chooseLocation });
    const heading = weather.getByRole('heading', { level: 2 });
    const keys = Object.keys(weatherWidget.locations);
    expect(keys.length).toBeGreaterThan(1);
    await expect(choice).toHaveValue(weatherWidget.currentLocation);
    await expect(choice.getByRole('option')).toHaveText(keys.map((key) => weatherWidget.locations[key]?.name ?? ''));

    // The data's current location first, then each other one; one location's weather at a time.
    for (const key of [
      weatherWidget.currentLocation,
      ...keys.filter((other) => other !== weatherWidget.currentLocation),
    ]) {
      const here = weatherWidget.locations[key];
      if (!here) throw new Error(`No location ${key}`);
      await choice.selectOption(key);
      await expect(heading).toHaveText(texts.location.replace('{{location}}', here.name));
      const shown = weather.locator(`[data-location="${key}"]`);
      await expect(shown.getByText(texts.conditions[here.condition] ?? '', { exact: true }).first()).toBeVisible();
      await expect(weather.locator('[data-forecast]:visible li')).toHaveCount(5);
      for (const other of keys.filter((other) => other !== key)) {
        await expect(weather.locator(`[data-location="${other}"] [data-current-temp]`)).toBeHidden();
      }
    }

    await expectNoAxeViolations(page, { include: ['[data-widget="weather"]'] });
  });
}
