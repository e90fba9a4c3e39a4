import type { RfpRow } from './schemas/rfp.ts';
import { foldForSearch } from './schemas/search.ts';

export interface RfpFilter {
  /** A Section name, or empty for all. */
  section: string;
  /** Words to find in the question, its subsection or any answer (case and accents ignored). */
  text: string;
}

export function filterRfpRows(rows: readonly RfpRow[], filter: RfpFilter): RfpRow[] {
  const needle = foldForSearch(filter.text.trim());
  return rows.filter(
    (row) =>
      (!filter.section || row.Section === filter.section) &&
      (!needle ||
        [row.Question, row.Subsection, ...row.answers.map((answer) => answer.value ?? '')].some((text) =>
          foldForSearch(text).includes(needle),
        )),
  );
}

export interface RfpGroup {
  SecNum: number;
  Section: string;
  SecSub: string;
  Subsection: string;
  /** First group of its section: the section heading goes above it. */
  startsSection: boolean;
  rows: RfpRow[];
}

/** Rows grouped by subsection, in row order (rows of one subsection are contiguous). */
export function groupRfpRows(rows: readonly RfpRow[]): RfpGroup[] {
  const groups: RfpGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.SecSub === row.SecSub) last.rows.push(row);
    else
      groups.push({
        SecNum: row.SecNum,
        Section: row.Section,
        SecSub: row.SecSub,
        Subsection: row.Subsection,
        startsSection: last?.SecNum !== row.SecNum,
        rows: [row],
      });
  }
  return groups;
}

/** Section names in order of first appearance. */
export function sectionsOf(rows: readonly RfpRow[]): string[] {
  return [...new Set(rows.map((row) => row.Section))];
}
