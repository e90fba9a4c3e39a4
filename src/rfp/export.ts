import type { RfpRow } from '../content/schemas/rfp.ts';
import type { EvaluationView } from './evaluation.ts';
import { answerId, type Proposal } from './scoring.ts';
import { ranking, type ScoreOf, scoreSources, type VendorTotal } from './totals.ts';
import { DEFAULT_IMPORTANCE, type Section, type Weights } from './weights.ts';

export type Cell = string | number | null;

/** One view of the evaluation as a table: a sheet of the workbook, or the CSV file. */
export interface Table {
  /** A dictionary key of `rfpEvaluation:export.sheets.*`. */
  name: 'answers' | 'totals' | 'weights' | 'history';
  header: string[];
  rows: Cell[][];
}

/** Headers are translated by the caller: `t` reads `rfpEvaluation:export.columns.<key>`. */
type Label = (key: string, values?: Record<string, unknown>) => string;

export interface ExportInput {
  rows: readonly RfpRow[];
  vendors: readonly string[];
  outline: readonly Section[];
  weights: Weights;
  view: EvaluationView;
  proposals: ReadonlyMap<string, Proposal>;
  /** The score that counts for each answer, with its source: what the totals count. */
  scoreOf: ScoreOf;
  totals: readonly VendorTotal[];
  history: readonly { at: string; byName: string; what: string; target: string; value: string }[];
}

const rounded = (value: number | undefined) => (value === undefined ? null : Math.round(value * 100) / 100);

/** The evaluation as tables: answers with every score and comment, totals and ranking, weights, history. */
export function exportTables(input: ExportInput, label: Label): Table[] {
  const { rows, vendors, view, proposals } = input;
  const sheetIds = Object.keys(view.sheets);
  const answers: Table = {
    name: 'answers',
    header: [
      label('row'),
      label('section'),
      label('subsection'),
      label('question'),
      label('importance'),
      label('vendor'),
      label('answer'),
      label('proposed'),
      ...sheetIds.flatMap((id) => {
        const name = view.sheets[id]?.name ?? id;
        return [label('scoreBy', { name }), label('commentBy', { name })];
      }),
      label('consensus'),
      label('consensusComment'),
      label('teamScore'),
      label('countedFrom'),
    ],
    rows: [],
  };
  for (const row of rows) {
    row.answers.forEach((answer, vendor) => {
      const id = answerId(row.Row, vendor);
      const proposal = proposals.get(id);
      const proposed = proposal?.kind === 'proposed' ? proposal.score : undefined;
      const counted = input.scoreOf(row.Row, vendor);
      const consensus = view.consensus[id];
      answers.rows.push([
        row.Row,
        row.Section,
        `${row.SecSub} ${row.Subsection}`,
        row.Question,
        label(`importanceLevel.${view.importance[String(row.Row)] ?? DEFAULT_IMPORTANCE}`),
        vendors[vendor] ?? '',
        answer.value ?? (proposal?.kind === 'excluded' ? label('excluded') : ''),
        proposed ?? null,
        ...sheetIds.flatMap((sheet) => {
          const entry = view.sheets[sheet]?.scores[id];
          return [entry?.score ?? null, entry?.comment ?? ''];
        }),
        consensus?.score ?? null,
        consensus?.comment ?? '',
        rounded(counted?.score),
        counted ? label(`source.${counted.source}`) : null,
      ]);
    });
  }
  const totals: Table = {
    name: 'totals',
    header: [
      label('rank'),
      label('vendor'),
      label('overall'),
      ...input.outline.map((section) => section.name),
      label('scored'),
      ...scoreSources.map((source) => label(`countedBy.${source}`)),
    ],
    rows: ranking(input.totals).map((total) => [
      total.rank ?? null,
      vendors[total.vendor] ?? '',
      rounded(total.overall),
      ...input.outline.map((section) => rounded(total.sections[section.name])),
      total.scored,
      ...scoreSources.map((source) => total.counted[source]),
    ]),
  };
  const weights: Table = {
    name: 'weights',
    header: [label('section'), label('subsection'), label('weight')],
    rows: input.outline.flatMap((section) => [
      [section.name, '', input.weights.sections[section.name] ?? null] as Cell[],
      ...section.subsections.map(
        (subsection) =>
          [
            section.name,
            `${subsection.id} ${subsection.name}`,
            input.weights.subsections[subsection.id] ?? null,
          ] as Cell[],
      ),
    ]),
  };
  const history: Table = {
    name: 'history',
    header: [label('when'), label('who'), label('what'), label('target'), label('value')],
    rows: input.history.map((change) => [change.at, change.byName, change.what, change.target, change.value]),
  };
  return [answers, totals, weights, history];
}

/**
 * RFC 4180 CSV with a byte-order mark (so Excel reads UTF-8: Turkish and Arabic names) and CRLF.
 * A cell starting with `=`, `+`, `-`, `@` gets a leading apostrophe: an answer is text, never a
 * formula a spreadsheet would run.
 */
export function toCsv(table: Table): string {
  const cell = (value: Cell): string => {
    if (value === null) return '';
    if (typeof value === 'number') return String(value);
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return `\uFEFF${[table.header, ...table.rows].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** `rfp-evaluation-northwind-traders-website-2026-11-26`: the client, the project and the day. */
export function exportFileName(client: string, project: string, day: string): string {
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return ['rfp-evaluation', slug(client), slug(project), day].filter(Boolean).join('-');
}
