import { createAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const alertAnatomy = createAnatomy('alert').parts('root', 'icon', 'content', 'title', 'description');

export const alertRecipe = defineSlotRecipe({
  className: 'alert',
  jsx: ['Alert'],
  slots: alertAnatomy.keys(),
  base: {
    root: {
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
  variants: {
    status: {
      info: { root: { bg: 'info.subtle', color: 'info.text', borderColor: 'info.default' } },
      success: { root: { bg: 'success.subtle', color: 'success.text', borderColor: 'success.default' } },
      warning: { root: { bg: 'warning.subtle', color: 'warning.text', borderColor: 'warning.default' } },
      error: { root: { bg: 'danger.subtle', color: 'danger.text', borderColor: 'danger.default' } },
    },
  },
  defaultVariants: { status: 'info' },
  staticCss: ['*'],
});
