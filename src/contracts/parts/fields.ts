import { css } from 'styled-system/css';

/** A text field or choice of the contract locker's forms (the register's filters, the staff edit form). */
export const fieldControl = css({
  width: '100%',
  minWidth: '0',
  minHeight: '10',
  paddingInline: '2',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface',
  color: 'fg.default',
  '&[aria-invalid=true]': { borderColor: 'danger.text', borderWidth: '2px' },
});
