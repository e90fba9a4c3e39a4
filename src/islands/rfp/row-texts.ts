import type { RfpRow } from '../../content/schemas/rfp.ts';
import type { Section } from '../../rfp/weights.ts';

/**
 * The questions and answers of the RFP travel to the browser once, as the grid's HTML (decision
 * 089): the island's props carry the outline and the proposals, and the island reads the text it
 * shows back from the server's grid before it hydrates, so its first render matches that HTML.
 * On the server the texts ride with the render itself, in a prop whose only key is a symbol
 * (decision 099): the island's server render reads them, and Astro, which writes a prop's string
 * keys only (as JSON would), sends the browser an empty object in their place.
 */
export interface RowText {
  question: string;
  /** By vendor; null where the vendor gave no answer. */
  answers: (string | null)[];
}

const onServer = Symbol("the RFP rows' texts, for the server render only");

/** The `rowTexts` prop of the island: the texts on the server, nothing once serialised for the browser. */
export interface ServerRowTexts {
  readonly [onServer]?: ReadonlyMap<number, RowText>;
}

// By the content's rows: the array is the content collection's own, the same for every request
// until the RFP is edited (then a new one, and the old texts go with it). Nothing a request
// writes here differs from what any other would: the value follows from its key alone.
const byContent = new WeakMap<readonly RfpRow[], ServerRowTexts>();

/** On the server, by the page: the texts the island renders, built once per version of the content. */
export function serverRowTexts(rows: readonly RfpRow[]): ServerRowTexts {
  const known = byContent.get(rows);
  if (known) return known;
  const texts: ServerRowTexts = {
    [onServer]: new Map(
      rows.map((row) => [row.Row, { question: row.Question, answers: row.answers.map((answer) => answer.value) }]),
    ),
  };
  byContent.set(rows, texts);
  return texts;
}

/** In the browser: the text of the rows the server's grid shows (`GridRow`'s markup), by row. */
export function rowTextsFromGrid(root: ParentNode): Map<number, RowText> {
  const texts = new Map<number, RowText>();
  for (const line of root.querySelectorAll<HTMLElement>('.rfp-grid tr[data-row]')) {
    const question = line.querySelector('.rfp-question > [dir="auto"]')?.textContent;
    if (question === undefined || question === null) continue;
    const answers = [...line.querySelectorAll<HTMLElement>(':scope > td[data-v]')].map((cell) => {
      const answer = cell.querySelector(':scope > .rfp-answer');
      return answer ? (answer.textContent ?? '') : null;
    });
    texts.set(Number(line.dataset['row']), { question, answers });
  }
  return texts;
}

/**
 * The texts of the island's first render: the server's own from its prop, the grid's in the
 * browser (where the prop arrives empty); none where there is neither.
 */
export function rowTextsOf(provided: ServerRowTexts | undefined): ReadonlyMap<number, RowText> {
  const server = provided?.[onServer];
  if (server) return server;
  return typeof document === 'undefined' ? new Map() : rowTextsFromGrid(document);
}

/**
 * The shown rows whole again: the outline's section and subsection, the text where there is
 * one. A row without text (not in the server's grid) is `missing`, for the island to load.
 */
export function rowsOf(
  outline: readonly Section[],
  shown: readonly number[],
  vendors: readonly string[],
  texts: ReadonlyMap<number, RowText>,
): { rows: RfpRow[]; missing: number[] } {
  const wanted = new Set(shown);
  const rows: RfpRow[] = [];
  const missing: number[] = [];
  for (const section of outline) {
    for (const subsection of section.subsections) {
      for (const number of subsection.rows) {
        if (!wanted.has(number)) continue;
        const text = texts.get(number);
        if (!text) missing.push(number);
        rows.push({
          Row: number,
          SecNum: section.number,
          SecSub: subsection.id,
          Section: section.name,
          Subsection: subsection.name,
          Question: text?.question ?? '',
          answers: vendors.map((vendor, index) => ({
            vendor,
            value: text?.answers[index] ?? null,
          })) as RfpRow['answers'],
        });
      }
    }
  }
  return { rows, missing };
}
