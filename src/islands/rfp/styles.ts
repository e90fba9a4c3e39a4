import { rfpControl, rfpEvaluation, rfpTable } from 'styled-system/recipes';

// The evaluation's classes (rfp-evaluation.recipe.ts), worked out once: the grid renders 1,260
// cells and asks for them on every row.
/** The evaluation's own parts: totals, progress, tabs, editor, weights. */
export const parts = rfpEvaluation();
/** A button, choice or field of the evaluation. */
export const control = rfpControl();
export const primaryControl = rfpControl({ variant: 'primary' });
export const linkControl = rfpControl({ variant: 'link' });
export const scoreControl = rfpControl({ variant: 'score' });
/** The answers' tables: what every one shares (a row's number, its question), then one per panel. */
export const answersTable = rfpTable();
export const gridTable = rfpTable({ kind: 'grid' });
export const consensusTable = rfpTable({ kind: 'consensus' });
export const compareTable = rfpTable({ kind: 'compare' });
