import { menuAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { floatingListContent, listItem, optionListSlots } from '../../theme/list-styles.ts';

export const menuRecipe = defineSlotRecipe({
  className: 'menu',
  jsx: ['Menu'],
  slots: menuAnatomy.keys(),
  base: {
    content: { ...floatingListContent, minWidth: '180px', maxHeight: 'none', overflowY: 'visible' },
    item: {
      ...listItem,
      fontSize: 'md',
      userSelect: 'none',
      textAlign: 'start',
      '& svg': { width: '4', height: '4', flexShrink: 0, color: 'fg.muted' },
    },
    triggerItem: listItem,
    itemGroup: optionListSlots.itemGroup,
    itemGroupLabel: optionListSlots.itemGroupLabel,
    itemText: { flex: '1' },
    itemIndicator: { display: 'inline-flex', marginInlineStart: 'auto' },
    separator: { marginBlock: '1', marginInline: '-1', borderBlockStartWidth: '1px', borderColor: 'border' },
    indicator: {
      display: 'inline-flex',
      transition: 'rotate 150ms',
      _open: { rotate: '180deg' },
      '& svg': { width: '4', height: '4' },
    },
    trigger: {},
    contextTrigger: {},
    positioner: {},
    arrow: {},
    arrowTip: {},
  },
  staticCss: ['*'],
});
