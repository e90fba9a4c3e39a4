import { css } from 'styled-system/css';

/**
 * The styles of the contract locker's forms, written once: the register's search and filters
 * (ContractRegister.astro), provider staff's edit form (ContractEditFields.tsx) and the calendar
 * subscription's address (CalendarSubscription.astro). Each form adds only how its fields sit in
 * it: the filters wrap in one row, the facts fill a two-column grid.
 */

/** A labelled field: its label (or caption) above its control and messages, in small text. */
const field = css.raw({ display: 'grid', gap: '1', fontSize: 'sm', minWidth: '0' });
/** A row of controls or actions that wraps at phone width. */
const row = css.raw({ display: 'flex', flexWrap: 'wrap', gap: '3' });

/** The box of a control: the height of a button, the page's surface, a thin border. */
const controlBox = css.raw({
  minWidth: '0',
  minHeight: '10',
  paddingInline: '2',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface',
  color: 'fg.default',
});

/** A text field or choice of either form. */
export const fieldControl = css(controlBox, {
  width: '100%',
  '&[aria-invalid=true]': { borderColor: 'danger.text', borderWidth: '2px' },
});
/** The calendar subscription's address, to read and copy: it shares its row with the buttons. */
export const addressField = css(controlBox, { flex: '1 1 16rem', fontFamily: 'mono', fontSize: 'sm' });

/** The register's filters: fields side by side, the button and the link on their baseline. */
export const filterRow = css(row, { alignItems: 'end' });
/** One filter: it grows into the row's room and wraps under the others below 10 rem. */
export const filterField = css(field, { flex: '1 1 10rem' });

/** One fact of the edit form: the top of its grid cell, however tall its neighbour's messages. */
export const factField = css(field, { alignContent: 'start' });
/** A rule's message beside its field, gone while there is none. */
export const factError = css({ color: 'danger.text', fontWeight: '600', '&:empty': { display: 'none' } });
/** What the library holds now, after someone else saved first. */
export const factTheirs = css({ color: 'fg.muted', fontStyle: 'italic' });
/** A checkbox with its label beside it, as tall as the other controls. */
export const factCheck = css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm', minHeight: '10' });
/** The save button and its status, across the whole grid. */
export const formActions = css(row, { gridColumn: '1 / -1', alignItems: 'center' });
