import { dialogAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

// A side sheet is a dialog pinned to one inline edge, so it uses the dialog anatomy (and Ark's
// Dialog machine): Ark's own Drawer is a swipeable bottom sheet with snap points.
export const drawerRecipe = defineSlotRecipe({
  className: 'drawer',
  jsx: ['Drawer'],
  slots: dialogAnatomy.extendWith('header', 'actions', 'body', 'footer').keys(),
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'drawer',
      bg: 'backdrop',
      transition: 'opacity 200ms ease-out',
      _starting: { opacity: 0 },
      _motionReduce: { transition: 'none' },
    },
    positioner: {
      position: 'fixed',
      insetBlock: '0',
      zIndex: 'drawer',
      display: 'flex',
      // The width comes from the Root/Content `width` prop through this variable.
      width: 'var(--drawer-width, token(sizes.settingsDrawer))',
      maxWidth: '100vw',
    },
    content: {
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      height: '100%',
      bg: 'surface',
      color: 'fg.default',
      boxShadow: 'overlay',
      outline: 'none',
      transition: 'translate 200ms ease-out',
      _motionReduce: { transition: 'none' },
    },
    header: {
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: '3',
      paddingInline: '5',
      paddingBlock: '4',
      borderBlockEndWidth: '1px',
      borderColor: 'border',
    },
    // The controls at the end of the header: the sheet's own actions, then the close button.
    actions: { display: 'flex', alignItems: 'center', gap: '1', flexShrink: 0 },
    title: { textStyle: 'sectionTitle', color: 'fg.default' },
    description: { fontSize: 'md', color: 'fg.muted' },
    body: {
      flex: '1',
      overflowY: 'auto',
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      paddingInline: '5',
      paddingBlock: '4',
    },
    footer: {
      display: 'flex',
      justifyContent: 'flex-end',
      gap: '3',
      paddingInline: '5',
      paddingBlock: '4',
      borderBlockStartWidth: '1px',
      borderColor: 'border',
    },
    closeTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '8',
      height: '8',
      marginInlineEnd: '-2',
      borderRadius: 'md',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'surface.raised', color: 'fg.default' },
      '& svg': { width: '4', height: '4' },
    },
    trigger: {},
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
