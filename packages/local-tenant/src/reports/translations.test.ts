import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { TRADE_OF } from '../trades.ts';
import { INVOICE_STATUSES, invoicesOf, REPORT_PERIODS } from './invoices.ts';
import { REPORT_PAGES } from './report-data.ts';
import { REPORT_CULTURES } from './translations.ts';

/** The texts the host script shows, read from it: what each culture must translate. */
async function hostTexts() {
  // The page parts and the slicers write the texts (the rest of the host writes none).
  const host = (
    await Promise.all(
      ['pages.ts', 'draw.ts'].map((file) => readFile(new URL(`./host/${file}`, import.meta.url), 'utf8')),
    )
  ).join('\n');
  const all = (pattern: RegExp) => [...host.matchAll(pattern)].map((match) => match[1] ?? '');
  const columns = all(/table\(\s*'[^']+',\s*\[([^\]]+)\]/g).flatMap((list) =>
    [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? ''),
  );
  return {
    captions: [...all(/caption\('([^']+)'\)/g), ...all(/\['([^']+)', (?:money|count|percent)/g), ...columns],
    labels: [...all(/label\('([^']+)'\)/g), ...all(/(?:chartPanel|sharePanel|table)\(\s*'([^']+)'/g)],
  };
}

describe('the reports’ translations', () => {
  it('give every culture the same texts', () => {
    const [first, ...others] = REPORT_CULTURES;
    for (const culture of others)
      for (const part of ['translatedCaptions', 'labels', 'values'] as const)
        expect(Object.keys(culture[part]).sort(), `${culture.name} ${part}`).toEqual(
          Object.keys(first?.[part] ?? {}).sort(),
        );
  });

  it('translate every caption, label and page the report host shows, and every status and category', async () => {
    const { captions, labels } = await hostTexts();
    expect(captions.length).toBeGreaterThan(15);
    expect(labels.length).toBeGreaterThanOrEqual(10);
    const pages = Object.values(REPORT_PAGES).flatMap((report) => [
      report.title,
      ...report.pages.map((page) => page.displayName),
    ]);
    const periods = REPORT_PERIODS.map((months) => `Last ${months} months`);
    const categories = new Set(
      Object.keys(TRADE_OF)
        .map(Number)
        .flatMap((xref) => invoicesOf(xref).map((invoice) => invoice.category)),
    );
    for (const culture of REPORT_CULTURES) {
      for (const text of captions)
        expect(culture.translatedCaptions, `${culture.name}: ${text}`).toHaveProperty([text]);
      for (const text of [...labels, ...pages, ...periods])
        expect(culture.labels, `${culture.name}: ${text}`).toHaveProperty([text]);
      for (const text of [...INVOICE_STATUSES, ...categories])
        expect(culture.values, `${culture.name}: ${text}`).toHaveProperty([text]);
    }
  });
});
