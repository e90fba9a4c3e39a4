import { defineRecipe } from '@pandacss/dev';

export const buttonRecipe = defineRecipe({
  className: 'button',
  jsx: ['Button', 'IconButton'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: '600',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    transition: 'background 150ms, color 150ms, border-color 150ms',
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    '& svg': { width: '1.25em', height: '1.25em', flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.default',
        color: 'accent.fg',
        _hover: { bg: 'accent.emphasized' },
      },
      outline: {
        borderColor: 'border',
        color: 'fg.default',
        bg: 'transparent',
        _hover: { bg: 'surface.raised' },
      },
      ghost: {
        bg: 'transparent',
        color: 'inherit',
        _hover: { bg: 'color-mix(in srgb, currentColor 10%, transparent)' },
      },
      danger: {
        bg: 'danger.default',
        color: 'danger.fg',
        _hover: { opacity: 0.9 },
      },
    },
    size: {
      sm: { height: '8', px: '3', fontSize: 'sm' },
      md: { height: '10', px: '4', fontSize: 'md' },
      lg: { height: '12', px: '6', fontSize: 'lg' },
    },
    shape: {
      default: {},
      icon: { px: '0', aspectRatio: '1', borderRadius: 'full' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md', shape: 'default' },
});
