import { defineSlotRecipe } from '@pandacss/dev';

/**
 * What the shell's panels (src/islands/shell) have in common: the search field of the search box
 * and the shortcuts menu, their unstyled lists, the small icon buttons in a row (a shortcut's star,
 * a notification's dismiss), and the empty and failed states.
 */
export const panelPartsRecipe = defineSlotRecipe({
  className: 'panel-parts',
  slots: ['input', 'list', 'iconButton', 'empty', 'error'],
  base: {
    input: {
      width: '100%',
      height: '10',
      paddingInline: '3',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      bg: 'surface',
      color: 'inherit',
      // Nearer the field than the page's other focus rings (2px): it sits at the popover's edge.
      _focusVisible: { outline: '2px solid token(colors.accent.default)', outlineOffset: '1px' },
    },
    list: { listStyle: 'none', margin: '0', padding: '0', display: 'grid', gap: '1' },
    iconButton: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '8',
      height: '8',
      flexShrink: 0,
      borderRadius: 'md',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { background: 'color-mix(in srgb, currentColor 10%, transparent)' },
    },
    empty: { color: 'fg.muted', paddingBlock: '2' },
    // The message, then its retry button at the start.
    error: { display: 'grid', gap: '2', justifyItems: 'start' },
  },
  staticCss: ['*'],
});
