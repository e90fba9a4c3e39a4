import { defineSlotRecipe } from '@pandacss/dev';

/**
 * The horizontal navigation of layout2 and layout3 (NavGroups, variant `bar`): a menu under each
 * group. It is in every page; the settings on the shell's root choose whether it shows, so they
 * are selectors on it here. Below the large breakpoint the navbar's drawer has the menu instead.
 */
export const horizontalNavRecipe = defineSlotRecipe({
  className: 'horizontal-nav',
  slots: ['root', 'groups', 'group', 'title', 'menu'],
  base: {
    root: {
      bg: 'surface',
      color: 'fg.default',
      paddingInline: '3',
      zIndex: 1050,
      '.shell[data-layout="layout1"] &': { display: 'none' },
      // The toolbar's position is its place against the navigation bar.
      '.shell:not([data-layout="layout1"])[data-toolbar-position="below"] &': { order: -1 },
      lgDown: { display: 'none' },
    },
    groups: {
      display: 'flex',
      gap: '1',
      listStyle: 'none',
      marginBlock: '0',
      marginInline: 'auto',
      padding: '0',
      maxWidth: 'var(--container-width)',
    },
    group: {
      position: 'relative',
      '& details::details-content': { transition: 'content-visibility 0s linear 150ms' },
      // Pointer hover opens a group after the hover menu delay (docs/constants.md: 150 ms).
      '&:hover details::details-content': { contentVisibility: 'visible', display: 'block' },
    },
    title: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minHeight: '12',
      paddingInline: '3',
      borderRadius: 'md',
      cursor: 'pointer',
      listStyle: 'none',
      fontWeight: '600',
      '&::-webkit-details-marker': { display: 'none' },
      '.horizontal-nav__group[data-current="true"] &': { color: 'accent.default' },
    },
    menu: {
      position: 'absolute',
      insetBlockStart: '100%',
      insetInlineStart: '0',
      minWidth: '240px',
      padding: '2',
      borderRadius: 'lg',
      bg: 'surface',
      color: 'fg.default',
      boxShadow: 'overlay',
      zIndex: 1200,
    },
  },
  staticCss: ['*'],
});
