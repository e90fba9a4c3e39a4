import { serializeProps } from 'astro/runtime/server/serialize.js';
import { describe, expect, it } from 'vitest';
import rfp from '../../content/mock/rfp-analysis.json' with { type: 'json' };
import type { RfpRow } from '../../content/schemas/rfp.ts';
import { outlineOf } from '../../rfp/weights.ts';
import { rowsOf, rowTextsOf, serverRowTexts } from './row-texts.ts';

const rows = rfp.rows as RfpRow[];
const vendors = rows[0]?.answers.map((answer) => answer.vendor) ?? [];

describe('the rows the island shows', () => {
  it('are whole again from the outline and the texts the page gave the server render', () => {
    const shown = rows.filter((row) => row.Section === 'Compliance').map((row) => row.Row);
    const { rows: rebuilt, missing } = rowsOf(outlineOf(rows), shown, vendors, rowTextsOf(serverRowTexts(rows)));
    expect(missing).toEqual([]);
    expect(rebuilt).toEqual(rows.filter((row) => row.Section === 'Compliance'));
  });

  it('say which rows have no text, and keep their place', () => {
    const texts = new Map([[2, { question: 'Second?', answers: ['Yes', null, 'No', 'n/a'] }]]);
    const { rows: rebuilt, missing } = rowsOf(outlineOf(rows), [1, 2], vendors, texts);
    expect(missing).toEqual([1]);
    expect(rebuilt.map((row) => [row.Row, row.Question, row.answers.map((answer) => answer.value)])).toEqual([
      [1, '', [null, null, null, null]],
      [2, 'Second?', ['Yes', null, 'No', 'n/a']],
    ]);
    expect(rebuilt[1]?.answers.map((answer) => answer.vendor)).toEqual(vendors);
  });
});

describe("the server render's texts", () => {
  it('are built once per version of the content, and again once it is edited', () => {
    const once = serverRowTexts(rows);
    expect(serverRowTexts(rows)).toBe(once);
    // An edited RFP is a new array from the content collection.
    const edited = rows.map((row) => (row.Row === 1 ? { ...row, Question: 'Edited?' } : row));
    const again = serverRowTexts(edited);
    expect(again).not.toBe(once);
    expect(rowTextsOf(again).get(1)?.question).toBe('Edited?');
    expect(rowTextsOf(once).get(1)?.question).toBe(rows[0]?.Question);
  });

  it('are not written into the page: Astro serialises the prop as an empty object', () => {
    const serialised = serializeProps(
      { rowTexts: serverRowTexts(rows) },
      { displayName: 'RfpEvaluation', astroStaticSlot: true },
    );
    expect(JSON.parse(serialised)).toEqual({ rowTexts: [0, {}] });
    for (const row of rows.slice(0, 20)) expect(serialised).not.toContain(row.Question);
  });

  it('are none without the prop outside a browser', () => {
    expect(rowTextsOf(undefined).size).toBe(0);
    expect(rowTextsOf({}).size).toBe(0);
  });
});
