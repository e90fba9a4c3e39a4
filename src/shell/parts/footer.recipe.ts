import { defineSlotRecipe } from '@pandacss/dev';

/**
 * The footer (Footer.tsx and its twin Footer.astro). Whether it shows and whether it sticks are
 * settings on the shell's root (src/preferences/attributes.ts), so they are selectors on it here.
 */
export const shellFooterRecipe = defineSlotRecipe({
  className: 'shell-footer',
  slots: ['root', 'text', 'badges'],
  base: {
    root: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      minHeight: 'footer',
      paddingBlock: '2',
      paddingInline: '6',
      bg: 'surface',
      color: 'fg.default',
      fontSize: 'sm',
      '.shell[data-footer-style="fixed"] &': { position: 'sticky', insetBlockEnd: '0' },
      '.shell[data-footer-display="false"] &': { display: 'none' },
    },
    text: { color: 'fg.muted' },
    badges: { display: 'flex', gap: '2' },
  },
  staticCss: ['*'],
});
