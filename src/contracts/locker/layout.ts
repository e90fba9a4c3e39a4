import { css } from 'styled-system/css';

/** The contract locker's grid: one column on phones, two from `md`, three from `lg`. */
export const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
});
/** A widget two columns wide (from `md`). */
export const wide = css({ gridColumn: { md: 'span 2' } });
/** A widget across the whole row. */
export const full = css({ gridColumn: { md: 'span 2', lg: 'span 3' } });
