import { foldText } from '../search/normalise.ts';
import type { RfpRow } from './schemas/rfp.ts';

export interface RfpFilter {
  /** A Section name, or empty for all. */
  section: string;
  /** Words to find in the question, its subsection or any answer (case and accents ignored). */
  text: string;
}

export function filterRfpRows(rows: readonly RfpRow[], filter: RfpFilter): RfpRow[] {
  const needle = foldText(filter.text.trim());
  return rows.filter(
    (row) =>
      (!filter.section || row.Section === filter.section) &&
      (!needle ||
        [row.Question, row.Subsection, ...row.answers.map((answer) => answer.value ?? '')].some((text) =>
          foldText(text).includes(needle),
        )),
  );
}

/** Section names in order of first appearance. */
export function sectionsOf(rows: readonly RfpRow[]): string[] {
  return [...new Set(rows.map((row) => row.Section))];
}
