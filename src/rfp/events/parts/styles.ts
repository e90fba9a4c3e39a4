import { css } from 'styled-system/css';
import { button, field } from 'styled-system/recipes';

/** The looks the RFP event pages share, from the design system's recipes and tokens. */
export const card = css({
  bg: 'surface',
  border: '1px solid {colors.border}',
  borderRadius: 'xl',
  boxShadow: 'raised',
  padding: { base: '4', md: '5' },
});

export const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    paddingBlock: '2.5',
    paddingInline: '3',
    borderBlockEnd: '1px solid {colors.border}',
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& thead th': { color: 'fg.muted', fontWeight: '600' },
  '& a': { color: 'accent.default', fontWeight: '600' },
});

/** A link that looks like the main button (New RFP event, Evaluate). */
export const linkButton = button({ variant: 'solid' });
export const outlineLink = button({ variant: 'outline' });

/** A labelled textarea or file input, in the field recipe's parts (Field.tsx composes inputs and selects). */
export const fieldParts = field();

export const hint = css({ fontSize: 'sm', color: 'fg.muted' });
export const sectionTitle = css({ fontSize: 'lg', fontWeight: '700', marginBlockEnd: '3' });
export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' });
