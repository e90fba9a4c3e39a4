import { defineSlotRecipe } from '@pandacss/dev';

/** The two buttons at the end side of the screen that open the settings and colour-scheme panels. */
export const sideButtonsRecipe = defineSlotRecipe({
  className: 'side-buttons',
  slots: ['root', 'button'],
  base: {
    root: {
      position: 'fixed',
      insetInlineEnd: '0',
      insetBlockStart: '50%',
      translate: '0 -50%',
      // Above the content and toolbar, below the mobile navbar's backdrop (1090) and the panels.
      zIndex: 1050,
      display: 'flex',
      flexDirection: 'column',
      borderStartStartRadius: 'md',
      borderEndStartRadius: 'md',
      overflow: 'hidden',
      boxShadow: 'overlay',
      // Kept in the page for the account menu's Settings, not shown (SideButtons.tsx).
      '&[hidden]': { display: 'none' },
    },
    button: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '10',
      height: '10',
      bg: 'accent.default',
      color: 'accent.fg',
      cursor: 'pointer',
      _hover: { bg: 'accent.emphasized' },
      _focusVisible: { outline: '2px solid {colors.accent.default}', outlineOffset: '2px' },
      // Phones: the buttons fit in the content's 24 px margin instead of covering its text (at the
      // end of Arabic lines as at the end of English ones).
      smDown: { width: '6', height: '9', '& svg': { width: '4', height: '4' } },
    },
  },
  staticCss: ['*'],
});
