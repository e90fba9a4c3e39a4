import { describe, expect, it } from 'vitest';
import rfp from '../../content/mock/rfp-analysis.json' with { type: 'json' };
import type { RfpRow } from '../../content/schemas/rfp.ts';
import { outlineOf } from '../../rfp/weights.ts';
import { provideRowTexts, rowsOf, rowTexts } from './row-texts.ts';

const rows = rfp.rows as RfpRow[];
const vendors = rows[0]?.answers.map((answer) => answer.vendor) ?? [];

describe('the rows the island shows', () => {
  it('are whole again from the outline and the texts the page provided', () => {
    provideRowTexts(rows);
    const shown = rows.filter((row) => row.Section === 'Compliance').map((row) => row.Row);
    const { rows: rebuilt, missing } = rowsOf(outlineOf(rows), shown, vendors, rowTexts());
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
