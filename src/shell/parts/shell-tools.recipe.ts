import { defineSlotRecipe } from '@pandacss/dev';

/** The toolbar's tools (ShellTools): each is a tool button (tool-button.recipe.ts); these are the rest. */
export const shellToolsRecipe = defineSlotRecipe({
  className: 'shell-tools',
  slots: ['root', 'search', 'language', 'languageCode', 'badge'],
  base: {
    root: { display: 'flex', alignItems: 'center', gap: '0.5' },
    search: { display: 'flex', alignItems: 'center' },
    language: {
      '& img': { borderRadius: '2px', boxShadow: '0 0 0 1px color-mix(in srgb, currentColor 20%, transparent)' },
    },
    // The flag says the language on a phone; the code is left out for room.
    languageCode: { fontSize: 'xs', fontWeight: '700', mdDown: { display: 'none' } },
    // The unread notifications' count, over the bell's corner.
    badge: {
      position: 'absolute',
      insetBlockStart: '0.5',
      insetInlineEnd: '0.5',
      minWidth: '18px',
      height: '18px',
      paddingInline: '1',
      borderRadius: '999px',
      bg: 'danger.default',
      color: 'danger.fg',
      fontSize: '11px',
      fontWeight: '700',
      lineHeight: '18px',
      textAlign: 'center',
    },
  },
  staticCss: ['*'],
});
