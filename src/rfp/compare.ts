import type { RfpRow } from '../content/schemas/rfp.ts';
import type { ScoreOf } from './totals.ts';

/** Two to four vendors side by side. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

export interface ComparedRow {
  row: RfpRow;
  /** The answers' texts differ between the chosen vendors. */
  answersDiffer: boolean;
  /** The scores differ: `best` holds the vendors with the highest. */
  scoresDiffer: boolean;
  best: number[];
}

/** The chosen vendors' answers per question, with the differences marked. */
export function compareVendors(rows: readonly RfpRow[], vendors: readonly number[], scoreOf: ScoreOf): ComparedRow[] {
  return rows.map((row) => {
    const texts = new Set(vendors.map((vendor) => (row.answers[vendor]?.value ?? '').trim().toLowerCase()));
    const scores = vendors.map((vendor) => ({ vendor, score: scoreOf(row.Row, vendor)?.score }));
    const known = scores.filter((entry): entry is { vendor: number; score: number } => entry.score !== undefined);
    const top = known.length > 0 ? Math.max(...known.map((entry) => entry.score)) : undefined;
    const scoresDiffer = new Set(scores.map((entry) => entry.score)).size > 1;
    return {
      row,
      answersDiffer: texts.size > 1,
      scoresDiffer,
      best: scoresDiffer && top !== undefined ? known.filter((entry) => entry.score === top).map((e) => e.vendor) : [],
    };
  });
}

/** A valid choice of vendors to compare: 2–4 distinct columns, in column order. */
export function comparedVendors(chosen: readonly number[], vendorCount: number): number[] {
  const valid = [...new Set(chosen)].filter(
    (vendor) => Number.isInteger(vendor) && vendor >= 0 && vendor < vendorCount,
  );
  valid.sort((a, b) => a - b);
  return valid.length >= MIN_COMPARED ? valid.slice(0, MAX_COMPARED) : [];
}
