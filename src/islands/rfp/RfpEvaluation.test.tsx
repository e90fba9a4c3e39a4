import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import rfp from '../../content/mock/rfp-analysis.json' with { type: 'json' };
import type { RfpRow } from '../../content/schemas/rfp.ts';
import { islandTexts } from '../../i18n/island-texts.ts';
import { encodeProposals } from '../../rfp/proposal-codes.ts';
import { proposalsOf } from '../../rfp/scoring.ts';
import { outlineOf, rowNumbersOf } from '../../rfp/weights.ts';
import RfpEvaluation from './RfpEvaluation.tsx';
import { type ServerRowTexts, serverRowTexts } from './row-texts.ts';

const rows = rfp.rows as RfpRow[];
const vendors = rows[0]?.answers.map((answer) => answer.vendor) ?? [];
const outline = outlineOf(rows);
const shown = rows.filter((row) => row.SecSub === '1.1');

const render = (rowTexts?: ServerRowTexts, locale: 'en' | 'ar' = 'en') =>
  renderToStaticMarkup(
    <RfpEvaluation
      outline={outline}
      {...(rowTexts ? { rowTexts } : {})}
      proposals={encodeProposals(proposalsOf(rows), rowNumbersOf(outline), vendors.length)}
      shown={shown.map((row) => row.Row)}
      vendors={vendors}
      eventId="example"
      initial={{
        role: 'evaluator',
        uid: 'cem',
        weights: undefined,
        importance: {},
        mine: {},
        consensus: {},
        sheets: {},
        evaluators: {},
        scoredCounts: {},
      }}
      sectionNames={{}}
      texts={islandTexts(locale, ['rfpEvaluation', 'rfp'])}
    />,
  );

describe('the evaluation rendered on the server', () => {
  it('shows the questions and answers its prop carries', () => {
    const html = render(serverRowTexts(rows));
    const first = shown[0];
    expect(html).toContain(`data-row="${first?.Row}"`);
    for (const row of shown) expect(html).toContain(row.Question.replaceAll('&', '&amp;').slice(0, 30));
  });

  it('a request without them renders no other request’s texts', () => {
    render(serverRowTexts(rows));
    const html = render();
    // The rows are there (their text to be loaded), only without words.
    expect(html).toContain(`data-row="${shown[0]?.Row}"`);
    for (const row of shown) expect(html).not.toContain(row.Question.replaceAll('&', '&amp;').slice(0, 30));
  });

  it('writes the ranks, totals and scores in the page’s digits', () => {
    const totals = (html: string) => [...html.matchAll(/<td class="[^"]*" data-overall="">([^<]*)</g)].map((m) => m[1]);
    const ranks = (html: string) => [...html.matchAll(/data-rank="\d+"><td>([^<]*)/g)].map((m) => m[1]);
    const proposed = (html: string) => [...html.matchAll(/data-kind="proposed"[^>]*>([^<]*)</g)].map((m) => m[1]);
    const english = render(serverRowTexts(rows));
    expect(totals(english)).toHaveLength(vendors.length);
    for (const total of totals(english)) expect(total).toMatch(/^\d\.\d\d$/);
    expect(ranks(english)).toEqual(['1', '2', '3', '4']);
    expect(proposed(english).length).toBeGreaterThan(0);
    for (const score of proposed(english)) expect(score).toMatch(/^[0-5]$/);

    const arabic = render(serverRowTexts(rows), 'ar');
    for (const total of totals(arabic)) expect(total).toMatch(/^[٠-٩]٫[٠-٩]{2}$/);
    expect(ranks(arabic)).toEqual(['١', '٢', '٣', '٤']);
    for (const score of proposed(arabic)) expect(score).toMatch(/^[٠-٥]$/);
  });

  it('says the totals of a sheet nobody has scored are the portal’s proposals, and how far each evaluator has come', () => {
    const html = render(serverRowTexts(rows));
    expect(html).toContain('data-counts="proposalsOnly"');
    expect(html).toContain('this ranking is the portal&#x27;s proposal');
    expect(html).toContain('>Proposed rank<');
    expect(html).not.toContain('answers counted');
    // The person's own line, no score yet, of each vendor's answers there are to score.
    const own = /<tr data-progress="you">(.*?)<\/tr>/.exec(html)?.[1] ?? '';
    expect(own).toContain('You');
    expect([...own.matchAll(/>(0 of [\d,]+)</g)]).toHaveLength(vendors.length + 1);
    // An answer left out says why a key does nothing there.
    expect(html).toMatch(/aria-describedby="rfp-why-\d+-\d"/);
    expect(html).toContain('This vendor gave no answer: nothing to score.');
  });
});
