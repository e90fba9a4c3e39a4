import type { RfpRow } from './schemas/rfp.ts';

/**
 * The RFP's rows grouped under their headings, for the page's table and the evaluation's grid.
 * A module of its own, without zod: the filter (rfp-filter.ts) folds text with the search's
 * schemas, and zod's probe for `new Function` in the island's bundle is reported by the page's CSP.
 */
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
