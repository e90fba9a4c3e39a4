import { createAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const cardAnatomy = createAnatomy('card').parts('root', 'header', 'title', 'description', 'body', 'footer');

export const cardRecipe = defineSlotRecipe({
  className: 'card',
  jsx: ['Card'],
  slots: cardAnatomy.keys(),
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      overflow: 'hidden',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', paddingInline: '5', paddingBlockStart: '5' },
    title: { textStyle: 'sectionTitle', color: 'fg.default' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', paddingInline: '5', paddingBlock: '4', flex: '1' },
    footer: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: '3',
      paddingInline: '5',
      paddingBlock: '3',
      borderBlockStartWidth: '1px',
      borderColor: 'border',
      bg: 'surface.raised',
    },
  },
  variants: {
    elevation: {
      flat: {},
      raised: { root: { boxShadow: 'raised' } },
    },
  },
  defaultVariants: { elevation: 'flat' },
  staticCss: ['*'],
});
