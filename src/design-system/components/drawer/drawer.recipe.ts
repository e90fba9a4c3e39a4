import { defineSlotRecipe } from '@pandacss/dev';
import { dialogSlotNames, dialogSlots } from '../../theme/dialog-styles.ts';

// A side sheet is a dialog pinned to one inline edge, so it uses the dialog anatomy (and Ark's
// Dialog machine): Ark's own Drawer is a swipeable bottom sheet with snap points.
export const drawerRecipe = defineSlotRecipe({
  className: 'drawer',
  jsx: ['Drawer'],
  slots: [...dialogSlotNames, 'actions'],
  base: {
    ...dialogSlots({
      zIndex: 'drawer',
      motion: '200ms ease-out',
      slots: {
        positioner: {
          insetBlock: '0',
          // The width comes from the Root/Content `width` prop through this variable.
          width: 'var(--drawer-width, token(sizes.settingsDrawer))',
          maxWidth: '100vw',
        },
        content: { height: '100%' },
        header: { paddingInline: '5', paddingBlock: '4', borderBlockEndWidth: '1px', borderColor: 'border' },
        body: { flex: '1', overflowY: 'auto', gap: '4', paddingInline: '5', paddingBlock: '4' },
        footer: { paddingInline: '5', paddingBlock: '4', borderBlockStartWidth: '1px', borderColor: 'border' },
      },
    }),
    // The controls at the end of the header: the sheet's own actions, then the close button.
    actions: { display: 'flex', alignItems: 'center', gap: '1', flexShrink: 0 },
  },
  variants: {
    placement: {
      end: {
        positioner: { insetInlineEnd: '0' },
        content: {
          borderInlineStartWidth: '1px',
          borderColor: 'border',
          _starting: { translate: '100% 0' },
          // Not `_rtl`: inside @starting-style Panda emits it before the base rule, with the same
          // specificity, so it would lose. `:dir()` on the element itself outranks the base rule.
          '&:dir(rtl)': { _starting: { translate: '-100% 0' } },
        },
      },
      start: {
        positioner: { insetInlineStart: '0' },
        content: {
          borderInlineEndWidth: '1px',
          borderColor: 'border',
          _starting: { translate: '-100% 0' },
          '&:dir(rtl)': { _starting: { translate: '100% 0' } },
        },
      },
    },
  },
  defaultVariants: { placement: 'end' },
  staticCss: ['*'],
});
