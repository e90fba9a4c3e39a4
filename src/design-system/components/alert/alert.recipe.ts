import { createAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const alertAnatomy = createAnatomy('alert').parts('root', 'icon', 'content', 'title', 'description');

export const alertRecipe = defineSlotRecipe({
  className: 'alert',
  jsx: ['Alert'],
  slots: alertAnatomy.keys(),
  base: {
    root: {
      // The caller's palette (Alert.tsx: the status's by default) colours it, as in Park UI.
      colorPalette: 'info',
      bg: 'colorPalette.subtle',
      color: 'colorPalette.text',
      borderColor: 'colorPalette.default',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      width: '100%',
      paddingInline: '4',
      paddingBlock: '3',
      borderWidth: '1px',
      borderInlineStartWidth: '4px',
      borderRadius: 'md',
    },
    icon: { display: 'inline-flex', flexShrink: 0, marginBlockStart: '0.5', '& svg': { width: '4', height: '4' } },
    content: { display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minWidth: '0' },
    title: { fontWeight: '600' },
    description: { fontSize: 'md' },
  },
  staticCss: ['*'],
});
