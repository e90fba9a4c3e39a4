import { tooltipAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const tooltipRecipe = defineSlotRecipe({
  className: 'tooltip',
  jsx: ['Tooltip'],
  slots: tooltipAnatomy.keys(),
  base: {
    content: {
      zIndex: 'tooltip',
      maxWidth: '280px',
      paddingInline: '2',
      paddingBlock: '1',
      borderRadius: 'sm',
      // Inverted colours: readable on every scheme because fg and surface always contrast.
      bg: 'fg.default',
      color: 'surface',
      fontSize: 'xs',
      fontWeight: '500',
      lineHeight: '1.4',
      boxShadow: 'overlay',
      _hidden: { display: 'none' },
    },
    trigger: {},
    positioner: {},
    arrow: {},
    arrowTip: {},
  },
  staticCss: ['*'],
});
