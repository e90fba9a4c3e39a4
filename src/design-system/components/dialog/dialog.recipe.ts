import { defineSlotRecipe } from '@pandacss/dev';
import { dialogSlotNames, dialogSlots } from '../../theme/dialog-styles.ts';

/** A modal dialog, centred near the top of the viewport; the page scrolls behind a tall one. */
export const dialogRecipe = defineSlotRecipe({
  className: 'dialog',
  jsx: ['Dialog'],
  slots: dialogSlotNames,
  base: dialogSlots({
    zIndex: 'modal',
    motion: '150ms ease-out',
    slots: {
      positioner: {
        inset: '0',
        alignItems: 'flex-start',
        justifyContent: 'center',
        paddingBlock: '16',
        paddingInline: '4',
        overflowY: 'auto',
        overscrollBehaviorY: 'none',
      },
      content: {
        position: 'relative',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'md',
        _starting: { translate: '0 8px' },
      },
      header: { paddingInline: '6', paddingBlockStart: '5', paddingBlockEnd: '2' },
      body: { gap: '3', paddingInline: '6', paddingBlock: '3' },
      footer: { paddingInline: '6', paddingBlockStart: '3', paddingBlockEnd: '5' },
      // Lines the × up with the title's first line.
      closeTrigger: { marginBlockStart: '-1' },
    },
  }),
  variants: {
    size: {
      sm: { content: { maxWidth: '400px' } },
      md: { content: { maxWidth: '560px' } },
      lg: { content: { maxWidth: '800px' } },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
