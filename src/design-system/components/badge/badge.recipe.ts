import { defineRecipe } from '@pandacss/dev';

export const badgeRecipe = defineRecipe({
  className: 'badge',
  jsx: ['Badge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    paddingInline: '2',
    height: '5',
    borderRadius: 'full',
    borderWidth: '1px',
    fontSize: 'xs',
    fontWeight: '600',
    lineHeight: '1',
    whiteSpace: 'nowrap',
    '& svg': { width: '3', height: '3' },
  },
  variants: {
    tone: {
      neutral: { bg: 'surface.raised', color: 'fg.default', borderColor: 'border' },
      accent: { bg: 'accent.default', color: 'accent.fg', borderColor: 'accent.default' },
      info: { bg: 'info.subtle', color: 'info.text', borderColor: 'info.default/30' },
      success: { bg: 'success.subtle', color: 'success.text', borderColor: 'success.default/30' },
      warning: { bg: 'warning.subtle', color: 'warning.text', borderColor: 'warning.default/30' },
      danger: { bg: 'danger.subtle', color: 'danger.text', borderColor: 'danger.default/30' },
    },
  },
  defaultVariants: { tone: 'neutral' },
  staticCss: ['*'],
});
