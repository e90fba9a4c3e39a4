import { defineSlotRecipe } from '@pandacss/dev';

/**
 * The toolbar search (islands/shell/SearchBox.tsx): its suggestions grouped by kind (screens first,
 * then the other sections of the one search), matched words marked; its field and list are panelParts.
 */
export const searchBoxRecipe = defineSlotRecipe({
  className: 'search-box',
  slots: ['option', 'group', 'heading', 'excerpt', 'note', 'showAll', 'recent', 'remove', 'clear'],
  base: {
    option: {
      display: 'grid',
      gap: '0.5',
      paddingBlock: '2',
      paddingInline: '3',
      borderRadius: 'md',
      cursor: 'pointer',
      overflowWrap: 'anywhere',
      '& mark': { bg: 'accent.subtle', color: 'inherit', fontWeight: '700', borderRadius: 'sm' },
      // The active suggestion (arrow keys or the pointer), the one Enter opens.
      '&[aria-selected="true"]': { bg: 'accent.default', color: 'accent.fg' },
      '&[aria-selected="true"] mark': { bg: 'transparent', textDecoration: 'underline' },
    },
    group: { display: 'grid', gap: '1' },
    heading: {
      paddingInline: '3',
      paddingBlockStart: '2',
      fontSize: 'xs',
      fontWeight: '700',
      textTransform: 'uppercase',
      color: 'fg.muted',
    },
    excerpt: { fontSize: 'sm', opacity: '0.8' },
    note: { paddingInline: '3', fontSize: 'sm', color: 'fg.muted' },
    showAll: { fontWeight: '600', color: 'accent.default' },
    // A recent search: its words, then a pointer's way to remove it (the keyboard's is Delete).
    recent: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' },
    remove: {
      flexShrink: '0',
      display: 'inline-grid',
      placeItems: 'center',
      // A finger's size at phone width.
      minWidth: '8',
      minHeight: '8',
      borderRadius: 'full',
      fontSize: 'lg',
      lineHeight: '1',
      _hover: { bg: 'surface.raised', color: 'fg.default' },
    },
    clear: {
      justifySelf: 'end',
      marginInline: '3',
      paddingInline: '2',
      minHeight: '8',
      borderRadius: 'md',
      color: 'accent.default',
      fontSize: 'sm',
      fontWeight: '600',
      cursor: 'pointer',
      _hover: { textDecoration: 'underline' },
      _focusVisible: { outline: '2px solid {colors.accent.default}', outlineOffset: '2px' },
    },
  },
  staticCss: ['*'],
});
