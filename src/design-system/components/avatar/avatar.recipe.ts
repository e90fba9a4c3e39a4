import { avatarAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const avatarRecipe = defineSlotRecipe({
  className: 'avatar',
  jsx: ['Avatar'],
  slots: avatarAnatomy.keys(),
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      overflow: 'hidden',
      borderRadius: 'full',
      bg: 'accent.default',
      color: 'accent.fg',
      fontWeight: '600',
      userSelect: 'none',
    },
    image: { width: '100%', height: '100%', objectFit: 'cover' },
    fallback: { lineHeight: '1', textTransform: 'uppercase', '&::before': { content: 'attr(data-initials)' } },
  },
  variants: {
    size: {
      sm: { root: { width: '7', height: '7', fontSize: '2xs' } },
      md: { root: { width: '9', height: '9', fontSize: 'sm' } },
      lg: { root: { width: '12', height: '12', fontSize: 'lg' } },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
