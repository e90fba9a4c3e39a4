import { defineSlotRecipe } from '@pandacss/dev';

/**
 * The toolbar (Toolbar). Whether it shows and whether it sticks are settings on the shell's root
 * (src/preferences/attributes.ts), so they are selectors on it here; where it sits in the grid is
 * the shell's layout (shell-layout.recipe.ts).
 */
export const toolbarRecipe = defineSlotRecipe({
  className: 'toolbar',
  slots: ['root', 'start', 'logo', 'shortcuts', 'end'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      minHeight: 'toolbar',
      paddingInline: '3',
      bg: 'surface',
      color: 'fg.default',
      borderBlockEnd: '1px solid {colors.border}',
      zIndex: 'toolbar',
      '.shell[data-toolbar-style="fixed"] &': { position: 'sticky', insetBlockStart: '0' },
      '.shell[data-toolbar-display="false"] &': { display: 'none' },
    },
    start: { display: 'flex', alignItems: 'center', gap: '1', minWidth: '0' },
    end: { display: 'flex', alignItems: 'center', gap: '1', minWidth: '0' },
    logo: {
      // layout1 has the logo in the vertical navbar.
      '.shell[data-layout="layout1"] &': { display: 'none' },
      // Phones: the mark only, so the tools and the account menu at the toolbar's end stay on screen.
      smDown: { '& .logo-text': { display: 'none' } },
    },
    shortcuts: { '&:empty': { display: 'none' } },
  },
  staticCss: ['*'],
});
