import { defineRecipe } from '@pandacss/dev';

/**
 * A short label. Its colours come from the palette the caller chooses (`colorPalette`, as Park
 * UI's badge): the variants are the style alone, a subtle tint or a solid fill.
 */
export const badgeRecipe = defineRecipe({
  className: 'badge',
  jsx: ['Badge'],
  base: {
    colorPalette: 'neutral',
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
    variant: {
      subtle: { bg: 'colorPalette.subtle', color: 'colorPalette.text', borderColor: 'colorPalette.border' },
      solid: { bg: 'colorPalette.default', color: 'colorPalette.fg', borderColor: 'colorPalette.default' },
    },
  },
  defaultVariants: { variant: 'subtle' },
  staticCss: ['*'],
});
