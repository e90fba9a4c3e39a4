import { css } from 'styled-system/css';

/** Styles the dashboard widgets share (atomic classes, so a widget renders the same classes wherever it sits). */
export const muted = css({ color: 'fg.muted', fontSize: 'sm' });
/** A value that stands out from its label. */
export const emphasis = css({ fontWeight: '600' });
/** The scroll box and look of a widget's data table. */
export const tableScroll = css({ overflowX: 'auto' });
export const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    paddingBlock: '2',
    paddingInline: '3',
    borderBlockEnd: '1px solid {colors.border}',
    textAlign: 'start',
  },
});
/** A data table whose cells after the row heading are numbers: aligned to the end, in even widths. */
export const numericTable = css({
  '& tbody td': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});
