import { popoverAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

// A small non-modal panel beside its trigger (search, pickers, short forms). 320 px wide unless
// the content is given another width; never wider than the screen.
export const popoverRecipe = defineSlotRecipe({
  className: 'popover',
  jsx: ['Popover'],
  slots: popoverAnatomy.keys(),
  base: {
    content: {
      zIndex: 'modal',
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      width: '320px',
      // Never wider than the screen less its margins, never taller than most of it.
      maxWidth: 'calc(100vw - 16px)',
      maxHeight: 'min(70dvh, 520px)',
      overflowY: 'auto',
      padding: '3',
      bg: 'surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'lg',
      boxShadow: 'overlay',
      outline: 'none',
      _hidden: { display: 'none' },
    },
    title: { fontSize: 'md', fontWeight: '600' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    closeTrigger: {},
    indicator: {},
    arrow: {},
    arrowTip: {},
    anchor: {},
    trigger: {},
    positioner: {},
  },
  staticCss: ['*'],
});
