import { describe, expect, it } from 'vitest';
import type { RfpRow } from '../content/schemas/rfp.ts';
import english from '../i18n/locales/en/rfpEvaluation.json' with { type: 'json' };
import { type TextValues, translatorOf } from '../i18n/texts.ts';
import { emptyEvaluation, viewFor, withConsensus, withScore } from './evaluation.ts';
import { exportFileName, exportTables, toCsv } from './export.ts';
import { proposalsOf } from './scoring.ts';
import { vendorTotals } from './totals.ts';
import { scoreOfView } from './views.ts';
import { defaultWeights, outlineOf } from './weights.ts';

const rows: RfpRow[] = [
  {
    Row: 1,
    SecNum: 1,
    SecSub: '1.1',
    Section: 'Compliance',
    Subsection: 'Data Privacy',
    Question: 'Encrypted at rest?',
    answers: [
      { vendor: 'Northwind Digital', value: 'Yes, "always".' },
      { vendor: 'Contoso Fintech', value: '=HYPERLINK("x")' },
      { vendor: 'Fabrikam Systems', value: 'n/a' },
      { vendor: 'Tailspin Banking', value: null },
    ],
  },
];
const vendors = rows[0]?.answers.map((answer) => answer.vendor) ?? [];
const label = (key: string, values?: Record<string, unknown>) =>
  values ? `${key}(${Object.values(values).join()})` : key;

describe('exportTables', () => {
  it('has one row per answer with every score and comment, and the totals, weights and history', () => {
    let evaluation = withScore(
      emptyEvaluation(),
      { row: 1, vendor: 0, score: 4, comment: 'good' },
      { uid: 'c', name: 'Cem' },
      'T1',
    );
    evaluation = withConsensus(
      evaluation,
      { row: 1, vendor: 1, score: 1, comment: 'vague' },
      { uid: 'a', name: 'Ada' },
      'T2',
    );
    const proposals = proposalsOf(rows);
    const view = viewFor(evaluation, 'lead', 'a', proposals, 4);
    const outline = outlineOf(rows);
    const weights = defaultWeights(outline);
    const scoreOf = scoreOfView(view, proposals, 'team');
    const totals = vendorTotals(outline, weights, {}, 4, scoreOf);
    const [answers, totalsTable, weightsTable, history] = exportTables(
      { rows, vendors, outline, weights, view, proposals, scoreOf, totals, history: evaluation.history },
      label,
    );
    expect(answers?.header).toEqual([
      'row',
      'section',
      'subsection',
      'question',
      'importance',
      'vendor',
      'answer',
      'proposed',
      'scoreBy(Cem)',
      'commentBy(Cem)',
      'consensus',
      'consensusComment',
      'teamScore',
      'countedFrom',
    ]);
    expect(answers?.rows).toEqual([
      [
        1,
        'Compliance',
        '1.1 Data Privacy',
        'Encrypted at rest?',
        'importanceLevel.should',
        'Northwind Digital',
        'Yes, "always".',
        5,
        4,
        'good',
        null,
        '',
        4,
        'source.evaluators',
      ],
      [
        1,
        'Compliance',
        '1.1 Data Privacy',
        'Encrypted at rest?',
        'importanceLevel.should',
        'Contoso Fintech',
        '=HYPERLINK("x")',
        null,
        null,
        '',
        1,
        'vague',
        1,
        'source.consensus',
      ],
      [
        1,
        'Compliance',
        '1.1 Data Privacy',
        'Encrypted at rest?',
        'importanceLevel.should',
        'Fabrikam Systems',
        'n/a',
        null,
        null,
        '',
        null,
        '',
        null,
        null,
      ],
      [
        1,
        'Compliance',
        '1.1 Data Privacy',
        'Encrypted at rest?',
        'importanceLevel.should',
        'Tailspin Banking',
        'excluded',
        null,
        null,
        '',
        null,
        '',
        null,
        null,
      ],
    ]);
    expect(totalsTable?.rows.slice(0, 2)).toEqual([
      [1, 'Northwind Digital', 4, 4, 1, 0, 1, 0, 0],
      [2, 'Contoso Fintech', 1, 1, 1, 1, 0, 0, 0],
    ]);
    expect(weightsTable?.rows).toEqual([
      ['Compliance', '', 100],
      ['Compliance', '1.1 Data Privacy', 100],
    ]);
    expect(history?.rows).toEqual([
      ['T1', 'Cem', 'score', '1-0', '4'],
      ['T2', 'Ada', 'consensus', '1-1', '1'],
    ]);
  });
});

describe('the export in words', () => {
  it('finds every header and importance in the dictionary', () => {
    const t = translatorOf({ tag: 'en', dictionaries: { rfpEvaluation: english } });
    const words = (key: string, values?: Record<string, unknown>) =>
      t(`rfpEvaluation:export.columns.${key}`, values as TextValues | undefined);
    const proposals = proposalsOf(rows);
    const view = viewFor(emptyEvaluation(), 'lead', 'a', proposals, 4);
    const scoreOf = scoreOfView(view, proposals, 'team');
    const outline = outlineOf(rows);
    const weights = defaultWeights(outline);
    const tables = exportTables(
      {
        rows,
        vendors,
        outline,
        weights,
        view,
        proposals,
        scoreOf,
        totals: vendorTotals(outline, weights, {}, 4, scoreOf),
        history: [],
      },
      words,
    );
    const texts = tables
      .flatMap((table) => [...table.header, ...table.rows.flat()])
      .filter((cell) => typeof cell === 'string');
    expect(texts.filter((text) => text.startsWith('rfpEvaluation:'))).toEqual([]);
    expect(tables[0]?.rows[0]?.[4]).toBe('Should');
  });
});

describe('toCsv', () => {
  it('quotes, keeps formulas as text and starts with a byte-order mark', () => {
    const csv = toCsv({
      name: 'answers',
      header: ['a', 'b'],
      rows: [
        ['Yes, "always".', '=SUM(1)'],
        [3, null],
      ],
    });
    expect(csv).toBe('\uFEFFa,b\r\n"Yes, ""always"".",\'=SUM(1)\r\n3,\r\n');
  });
});

describe('exportFileName', () => {
  it('names the client, project and day', () => {
    expect(exportFileName('Northwind Traders', 'Website Redesign', '2026-11-26')).toBe(
      'rfp-evaluation-northwind-traders-website-redesign-2026-11-26',
    );
    expect(exportFileName('Çalışkan A.Ş.', '', '2026-11-26')).toBe('rfp-evaluation-caliskan-a-s-2026-11-26');
  });
});
