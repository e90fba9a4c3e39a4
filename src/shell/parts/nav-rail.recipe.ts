import { defineSlotRecipe } from '@pandacss/dev';

const dense = '.shell[data-navbar-style="style-3-dense"]';

/**
 * Navbar style-3 (NavGroups, variant `rail`): a rail of the menu's groups, each opening a panel
 * of its entries beside the rail; dense, a narrower rail of icons. Every layout's page has it or
 * its marker; the settings on the shell's root choose whether it shows, so they are selectors on
 * it here. Below the large breakpoint the navbar's drawer has the menu instead.
 */
export const navRailRecipe = defineSlotRecipe({
  className: 'nav-rail',
  slots: ['root', 'groups', 'group', 'button', 'label', 'panel', 'panelTitle'],
  base: {
    root: {
      position: 'sticky',
      // The shell's grid (shell-layout.recipe.ts) sets these under a fixed toolbar or above a fixed footer.
      insetBlockStart: 'var(--navigation-top, 0px)',
      height: 'calc(100dvh - var(--navigation-top, 0px) - var(--navigation-bottom, 0px))',
      width: 'sidePanel',
      flexShrink: '0',
      bg: 'surface',
      color: 'fg.default',
      zIndex: 'navbar',
      [`${dense} &`]: { width: 'sidePanelDense' },
      '.shell:is(:not([data-layout="layout1"]), :not([data-navbar-style^="style-3"]), [data-navbar-display="false"]) &':
        { display: 'none' },
      lgDown: { display: 'none' },
    },
    groups: {
      listStyle: 'none',
      margin: '0',
      // 72 px is no step of the spacing scale (64, 80 px).
      paddingBlockStart: '72px',
      paddingInline: '2',
      paddingBlockEnd: '2',
      display: 'grid',
      gap: '1',
    },
    group: {},
    button: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '1',
      paddingBlock: '3',
      paddingInline: '1',
      borderRadius: 'md',
      cursor: 'pointer',
      listStyle: 'none',
      textAlign: 'center',
      fontSize: 'xs',
      '&::-webkit-details-marker': { display: 'none' },
      '&:hover, details[open] > &': { bg: 'color-mix(in srgb, {colors.fg.default} 10%, transparent)' },
      '.nav-rail__group[data-current="true"] &': { color: 'accent.default', fontWeight: '700' },
    },
    // Dense, the groups' names stay the buttons' names for assistive technology: hidden from sight only.
    label: {
      [`${dense} &`]: { srOnly: true },
    },
    panel: {
      position: 'fixed',
      insetBlock: '0',
      insetInlineStart: '{sizes.sidePanel}',
      width: 'panel',
      paddingBlock: '4',
      paddingInline: '3',
      overflowY: 'auto',
      bg: 'surface',
      color: 'fg.default',
      borderInlineStart: '1px solid {colors.border}',
      boxShadow: 'overlay',
      [`${dense} &`]: { insetInlineStart: '{sizes.sidePanelDense}' },
    },
    panelTitle: {
      paddingBlockStart: '2',
      paddingInline: '3',
      paddingBlockEnd: '3',
      fontWeight: '700',
      fontSize: 'lg',
    },
  },
  staticCss: ['*'],
});
