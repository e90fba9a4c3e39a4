import { defineSlotRecipe } from '@pandacss/dev';
import { foldedShut } from './navbar.recipe.ts';

/** Folded (large screens only), the navbar shows the entries' icons. */
const inFoldedNavbar = `${foldedShut} .navbar__root &`;

/**
 * The entries of the vertical navigation (NavItems): in the navbar, in the rail's panels and in
 * the horizontal navigation's menus.
 */
export const navItemsRecipe = defineSlotRecipe({
  className: 'nav-items',
  slots: ['list', 'group', 'groupTitle', 'link', 'label', 'chevron', 'external', 'badge', 'divider'],
  base: {
    list: {
      listStyle: 'none',
      margin: '0',
      padding: '0',
      '&[data-depth="0"]': { paddingInline: '3' },
      '&:is([data-depth="2"], [data-depth="3"])': { paddingInlineStart: '4' },
      lg: { [`${inFoldedNavbar}[data-depth="0"]`]: { paddingInline: '2' } },
    },
    group: { '& + &': { marginBlockStart: '4' } },
    groupTitle: {
      display: 'block',
      paddingBlockStart: '3',
      paddingInline: '3',
      paddingBlockEnd: '1.5',
      fontSize: 'xs',
      fontWeight: '700',
      letterSpacing: '0.06em',
      textTransform: 'uppercase',
      color: 'accent.default',
      // Folded, a group's title is a line between the groups.
      lg: {
        [inFoldedNavbar]: {
          height: '1px',
          padding: '0',
          margin: '3',
          overflow: 'hidden',
          bg: 'border',
          color: 'transparent',
        },
      },
    },
    link: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      minHeight: '10',
      paddingBlock: '2',
      paddingInline: '3',
      marginBlock: '0.5',
      borderRadius: 'md',
      color: 'fg.default',
      textDecoration: 'none',
      cursor: 'pointer',
      listStyle: 'none',
      '&::-webkit-details-marker': { display: 'none' },
      '& svg': { flexShrink: '0' },
      // The current page keeps its colour under the pointer.
      '&:hover:not([aria-current="page"])': { bg: 'color-mix(in srgb, {colors.fg.default} 8%, transparent)' },
      '&[aria-current="page"]': { bg: 'accent.default', color: 'accent.fg', fontWeight: '600' },
    },
    label: {
      flex: '1',
      minWidth: '0',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      // The labels stay the links' names for assistive technology: hidden from sight only.
      lg: { [inFoldedNavbar]: { srOnly: true } },
    },
    chevron: {
      transition: 'transform 150ms',
      'details[open] > summary &': { transform: 'rotate(180deg)' },
      lg: { [inFoldedNavbar]: { display: 'none' } },
    },
    external: { opacity: '0.7', lg: { [inFoldedNavbar]: { display: 'none' } } },
    badge: {
      paddingBlock: '0',
      paddingInline: '2',
      borderRadius: '999px',
      fontSize: '2xs',
      fontWeight: '700',
      bg: 'secondary.default',
      color: 'secondary.fg',
      // A badge of a palette of its own (NavItems.tsx sets it).
      '&[data-tone]': { bg: 'colorPalette.default', color: 'colorPalette.fg' },
      lg: { [inFoldedNavbar]: { display: 'none' } },
    },
    divider: { marginBlock: '2', borderBlockStart: '1px solid {colors.border}' },
  },
  staticCss: ['*'],
});
