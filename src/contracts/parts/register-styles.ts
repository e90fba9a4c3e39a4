import { css, cx } from 'styled-system/css';
import type { Palette } from '../../design-system/theme/tokens.ts';
import type { DeadlineBucket } from '../model.ts';

/**
 * The palette of where a contract stands on its deadline, read wherever a deadline is shown (the
 * register's table, its phone cards and details, the Overview's decisions to make): red once the
 * notice is missed or the deadline passed, and within a week; amber within the month; blue within
 * the quarter; the scheme's greys after that or once the contract has ended. The text says it too.
 */
export const deadlinePalettes: Readonly<Record<DeadlineBucket, Palette>> = {
  missed: 'danger',
  passed: 'danger',
  within7: 'danger',
  within30: 'warning',
  within90: 'info',
  later: 'neutral',
  ended: 'neutral',
};

const badge = css.raw({
  display: 'inline-block',
  paddingInline: '2',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: '600',
  bg: 'colorPalette.subtle',
  color: 'colorPalette.text',
});
const lineBadge = css(badge, { whiteSpace: 'nowrap' });
const wrappingBadge = css(badge);

/** A palette's class (each is generated, panda.config.ts). */
const inPalette = (palette: Palette) => css({ colorPalette: palette });

/** A deadline's badge on one line, in a table's cell or a list. */
export const deadlineBadge = (bucket: DeadlineBucket): string => cx(lineBadge, inPalette(deadlinePalettes[bucket]));
/** In a phone's card, a long one ("Notice missed · renews …") wraps within the card. */
export const cardBadge = (bucket: DeadlineBucket): string => cx(wrappingBadge, inPalette(deadlinePalettes[bucket]));
/** A contract whose facts are incomplete, in the register's table or cards. */
export const incompleteBadge = cx(lineBadge, inPalette('danger'));
export const incompleteCardBadge = cx(wrappingBadge, inPalette('danger'));

/** A link in the register's text. */
export const registerLink = css({ color: 'accent.emphasized', textDecoration: 'underline' });
