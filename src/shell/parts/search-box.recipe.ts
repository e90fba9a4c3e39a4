import { defineSlotRecipe } from '@pandacss/dev';

/** The toolbar search's suggestions (islands/shell/SearchBox.tsx); its field and list are panelParts. */
export const searchBoxRecipe = defineSlotRecipe({
  className: 'search-box',
  slots: ['option'],
  base: {
    option: {
      paddingBlock: '2',
      paddingInline: '3',
      borderRadius: 'md',
      cursor: 'pointer',
      // The active suggestion (arrow keys or the pointer), the one Enter opens.
      '&[aria-selected="true"]': { bg: 'accent.default', color: 'accent.fg' },
    },
  },
  staticCss: ['*'],
});
