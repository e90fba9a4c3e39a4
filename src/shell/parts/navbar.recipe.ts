import { defineSlotRecipe } from '@pandacss/dev';

/** The shell while the navbar is folded (style-2, or folded by its button) and not hovered open. */
export const foldedShut = '.shell[data-navbar-folded="true"][data-navbar-folded-open="false"]';

/**
 * The vertical navbar (Navbar): the navigation of layout1 from the large breakpoint, and every
 * layout's drawer below it. Whether it shows, folds or is open are settings and state on the
 * shell's root (src/preferences/attributes.ts, islands/shell/navbar.ts), so they are selectors on
 * it here. Its entries are nav-items.recipe.ts, the rail of style-3 nav-rail.recipe.ts.
 */
export const navbarRecipe = defineSlotRecipe({
  className: 'navbar',
  slots: ['root', 'header', 'client', 'clientLogo', 'clientLogoImage', 'clientName', 'content', 'backdrop'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      width: 'navbar',
      flexShrink: '0',
      bg: 'surface',
      color: 'fg.default',
      zIndex: 'navbar',
      // Large screens: part of the page in layout1 (styles 1 and 2); folded it is the icons' width
      // and opens over the content while hovered.
      lg: {
        '.shell:is(:not([data-layout="layout1"]), [data-navbar-display="false"], [data-navbar-open="false"], [data-navbar-style^="style-3"]) &':
          { display: 'none' },
        '.shell[data-layout="layout1"] &': {
          position: 'sticky',
          // The shell's grid (shell-layout.recipe.ts) sets these under a fixed toolbar or above a fixed footer.
          insetBlockStart: 'var(--navigation-top, 0px)',
          height: 'calc(100dvh - var(--navigation-top, 0px) - var(--navigation-bottom, 0px))',
          transition: 'width 150ms',
        },
        '.shell[data-navbar-folded="true"] &': { width: 'navbarFolded' },
        [`${foldedShut} & .fold-hide`]: { display: 'none' },
        '.shell[data-navbar-folded="true"][data-navbar-folded-open="true"] &': {
          width: 'navbar',
          // Over the content: the folded width stays taken, the rest overlaps.
          marginInlineEnd: 'calc({sizes.navbarFolded} - {sizes.navbar})',
          boxShadow: 'overlay',
        },
      },
      // Below it, a drawer that slides in from the start side.
      lgDown: {
        position: 'fixed',
        insetBlock: '0',
        insetInlineStart: '0',
        transform: 'translateX(-100%)',
        visibility: 'hidden',
        transition: 'transform 200ms ease, visibility 0s linear 200ms',
        boxShadow: 'overlay',
        '[dir="rtl"] &': { transform: 'translateX(100%)' },
        '.shell[data-navbar-mobile-open="true"] &': {
          transform: 'none',
          visibility: 'visible',
          transition: 'transform 200ms ease',
        },
      },
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      minHeight: 'toolbar',
      paddingInlineStart: '4',
      paddingInlineEnd: '2',
      lg: { [`${foldedShut} &`]: { paddingInline: '4', justifyContent: 'center' } },
    },
    client: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      marginBlockStart: '0',
      marginInline: '3',
      marginBlockEnd: '2',
      paddingBlock: '2.5',
      paddingInline: '3',
      borderRadius: 'lg',
      bg: 'color-mix(in srgb, {colors.fg.default} 6%, transparent)',
    },
    // The tile (ClientLogo.tsx): the client's initials, under the picture when there is one.
    clientLogo: {
      position: 'relative',
      flexShrink: '0',
      display: 'inline-grid',
      placeItems: 'center',
      width: '8',
      height: '8',
      borderRadius: 'md',
      overflow: 'hidden',
      bg: 'accent.default',
      color: 'accent.fg',
      fontSize: 'xs',
      fontWeight: '700',
      lineHeight: '1',
      userSelect: 'none',
    },
    clientLogoImage: {
      position: 'absolute',
      inset: '0',
      width: 'full',
      height: 'full',
      objectFit: 'contain',
      // Logos are drawn for a light ground, in every scheme.
      bg: '#ffffff',
    },
    clientName: {
      fontWeight: '600',
      minWidth: '0',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    content: {
      flex: '1',
      overflowY: 'auto',
      paddingBlockStart: '2',
      paddingBlockEnd: '6',
    },
    backdrop: {
      display: 'none',
      lgDown: {
        '.shell[data-navbar-mobile-open="true"] &': {
          display: 'block',
          position: 'fixed',
          inset: '0',
          bg: 'backdrop',
          zIndex: 1090,
        },
      },
    },
  },
  staticCss: ['*'],
});
