import { css } from 'styled-system/css';

/**
 * The register's colours for where a contract stands on its deadline (`data-bucket`), and for a
 * contract whose facts are incomplete, the same on the table's rows, the phone's cards and the
 * details (ContractRegister.astro, RegisterCards.tsx).
 */
const badge = css.raw({
  display: 'inline-block',
  paddingInline: '2',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: '600',
  '&[data-bucket=missed], &[data-bucket=passed]': { bg: 'danger.subtle', color: 'danger.text' },
  '&[data-bucket=within7], &[data-bucket=within30]': { bg: 'warning.subtle', color: 'warning.text' },
  '&[data-bucket=within90]': { bg: 'info.subtle', color: 'info.text' },
  '&[data-bucket=later], &[data-ended]': { bg: 'surface.raised', color: 'fg.muted' },
  '&[data-incomplete]': { bg: 'danger.subtle', color: 'danger.text' },
});
/** On one line in the table's cells. */
export const deadlineBadge = css(badge, { whiteSpace: 'nowrap' });
/** In a phone's card, a long one ("Notice missed · renews …") wraps within the card. */
export const cardBadge = css(badge);

/** A link in the register's text. */
export const registerLink = css({ color: 'accent.emphasized', textDecoration: 'underline' });
