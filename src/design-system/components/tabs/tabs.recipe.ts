import { tabsAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  jsx: ['Tabs'],
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', width: '100%' },
    list: {
      position: 'relative',
      display: 'flex',
      gap: '1',
      borderBlockEndWidth: '1px',
      borderColor: 'border',
      overflowX: 'auto',
      scrollbarWidth: 'none',
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      height: '10',
      paddingInline: '3',
      marginBlockEnd: '-1px',
      borderBlockEndWidth: '2px',
      borderColor: 'transparent',
      color: 'fg.muted',
      fontWeight: '600',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      _hover: { color: 'fg.default' },
      _selected: { color: 'fg.default', borderColor: 'accent.default' },
      _disabled: { opacity: 0.55, cursor: 'not-allowed' },
      _focusVisible: { outlineOffset: '-2px' },
      '& svg': { width: '4', height: '4' },
    },
    content: { paddingBlock: '4' },
    indicator: {},
  },
  staticCss: ['*'],
});
