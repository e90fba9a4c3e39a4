import type { RfpRow } from '../../content/schemas/rfp.ts';
import type { Section } from '../../rfp/weights.ts';

/**
 * The questions and answers of the RFP travel to the browser once, as the grid's HTML (decision
 * 089): the island's props carry the outline and the proposals, and the island reads the text it
 * shows back from the server's grid before it hydrates, so its first render matches that HTML.
 * On the server the page hands the rows over here before rendering the island.
 */
export interface RowText {
  question: string;
  /** By vendor; null where the vendor gave no answer. */
  answers: (string | null)[];
}

let serverTexts: ReadonlyMap<number, RowText> = new Map();

/** On the server, by the page: the text the island renders (the same content for every request). */
export function provideRowTexts(rows: readonly RfpRow[]): void {
  serverTexts = new Map(
    rows.map((row) => [row.Row, { question: row.Question, answers: row.answers.map((answer) => answer.value) }]),
  );
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

/** The server's texts on the server, the grid's in the browser. */
export function rowTexts(): ReadonlyMap<number, RowText> {
  return typeof document === 'undefined' ? serverTexts : rowTextsFromGrid(document);
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
