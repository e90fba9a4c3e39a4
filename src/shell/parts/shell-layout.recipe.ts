import { defineSlotRecipe } from '@pandacss/dev';

/**
 * The shell's frame: the skip link, the root (#shell, whose data attributes carry the layout
 * settings: src/preferences/attributes.ts), the body column beside the navigation, the content
 * and its container. Portal.astro and the stories' ShellFrame apply it alike. The parts inside
 * (navbar, toolbar, footer…) have their own recipes; the layout-1 grid below places them, so it
 * names them by their plain classes.
 */
export const shellLayoutRecipe = defineSlotRecipe({
  className: 'shell-layout',
  slots: ['skipLink', 'root', 'body', 'content', 'container'],
  base: {
    skipLink: {
      position: 'absolute',
      insetInlineStart: '2',
      insetBlockStart: '-100px',
      zIndex: 2000,
      paddingBlock: '2',
      paddingInline: '4',
      bg: 'accent.default',
      color: 'accent.fg',
      borderRadius: 'md',
      _focus: { insetBlockStart: '2' },
    },
    root: {
      display: 'flex',
      minHeight: '100dvh',
      bg: 'canvas',
      '&[data-navbar-position="right"]': { flexDirection: 'row-reverse' },
      // Boxed: the whole shell (navigation, toolbar, content, footer) is a box of the container
      // width, centred on a darker page (panda.config.ts), so it looks unlike container mode,
      // which only narrows the content.
      '&[data-mode="boxed"]': {
        maxWidth: 'var(--container-width)',
        marginInline: 'auto',
        boxShadow: 'overlay',
      },
      // Vertical layout on a large screen: a toolbar or footer 'below' the navigation sits in
      // the body's column beside it (the flex layout above); 'above' lies over it, across the
      // whole width. The body's parts then join one grid with the navigation.
      lg: {
        '&[data-layout="layout1"]:is([data-toolbar-position="above"], [data-footer-position="above"])': {
          '--navigation-column': '1',
          '--body-column': '2',
          '--navigation-top': '0px',
          '--navigation-bottom': '0px',
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          // toolbar, navigation bar (hidden in layout1), content, footer
          gridTemplateRows: 'auto auto 1fr auto',
          '& .shell-body': { display: 'contents' },
          '& :is(.navbar, .nav-rail)': {
            gridColumn: 'var(--navigation-column)',
            gridRow: '1 / -1',
            insetBlockStart: 'var(--navigation-top)',
            height: 'calc(100dvh - var(--navigation-top) - var(--navigation-bottom))',
          },
          '& .toolbar': { gridColumn: 'var(--body-column)', gridRow: '1' },
          '& .content': { gridColumn: 'var(--body-column)', gridRow: '3' },
          '& .footer': { gridColumn: 'var(--body-column)', gridRow: '4' },
          '&[data-navbar-position="right"]': {
            '--navigation-column': '2',
            '--body-column': '1',
            gridTemplateColumns: 'minmax(0, 1fr) auto',
          },
        },
        '&[data-layout="layout1"][data-toolbar-position="above"]': {
          '& .toolbar': { gridColumn: '1 / -1' },
          '& :is(.navbar, .nav-rail)': { gridRowStart: '2' },
          // A fixed toolbar above stays at the top: the navigation sticks under it.
          '&[data-toolbar-style="fixed"]': { '--navigation-top': 'token(sizes.toolbar)' },
        },
        '&[data-layout="layout1"][data-footer-position="above"]': {
          '& .footer': { gridColumn: '1 / -1', zIndex: 1000 },
          '& :is(.navbar, .nav-rail)': { gridRowEnd: '4' },
          '&[data-footer-style="fixed"]': { '--navigation-bottom': 'token(sizes.footer)' },
        },
      },
    },
    body: { display: 'flex', flexDirection: 'column', flex: '1', minWidth: '0' },
    content: { flex: '1', outline: 'none', color: 'fg.default' },
    container: {
      width: '100%',
      marginInline: 'auto',
      // The side buttons (side-buttons.recipe.ts) stay fixed at the end side over the pages' 24 px
      // margin: 40 px wide from a tablet up, so the content keeps 24 px more room there; 24 px on
      // phones, where 8 px more keeps tables and cards clear of them, in Arabic as in English.
      paddingInlineEnd: '6',
      smDown: { paddingInlineEnd: '2' },
      // Container: the content keeps to the container width, the shell spans the screen.
      '.shell[data-mode="container"] &': { maxWidth: 'var(--container-width)' },
    },
  },
  staticCss: ['*'],
});
