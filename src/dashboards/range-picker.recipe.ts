import { defineSlotRecipe } from '@pandacss/dev';

/** A card too narrow for the picker on one line (a quarter of the dashboard, widget.recipe.ts's container). */
const narrowCard = '@container (max-width: 260px)';

/**
 * Range pickers (RangedWidget.astro, decision 049): the widget shows one range's panel; while
 * another is fetched the panel dims, and without JavaScript a Show button submits the picker's
 * form. The weather's units use the same picker.
 */
export const rangePickerRecipe = defineSlotRecipe({
  className: 'range-picker',
  slots: ['root', 'choice', 'input', 'form', 'show', 'panel'],
  base: {
    root: {
      display: 'inline-flex',
      flexWrap: 'wrap',
      gap: '0.5',
      padding: '0.5',
      border: '1px solid {colors.border}',
      borderRadius: 'md',
      background: 'surface.raised',
      margin: '0',
      minWidth: '0',
      // The picker takes the header's width and its choices share it, smaller, rather than stack
      // into a list.
      [narrowCard]: { display: 'flex', flexBasis: '100%', flexWrap: 'nowrap' },
    },
    choice: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: '8',
      paddingInline: '2.5',
      borderRadius: 'sm',
      fontSize: 'sm',
      fontWeight: '500',
      color: 'fg.muted',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      [narrowCard]: {
        flex: '1 1 auto',
        minWidth: '0',
        justifyContent: 'center',
        paddingInline: '1',
        fontSize: 'xs',
        // Four choices on a 320 px phone ("Last 90 days", Turkish's longer words) are wider than
        // the card: a choice's words wrap within its share rather than push the page sideways.
        whiteSpace: 'normal',
        textAlign: 'center',
        lineHeight: '1.2',
      },
      '&:has(input:checked)': { background: 'accent.default', color: 'accent.fg' },
      '&:has(input:focus-visible)': { outline: '2px solid {colors.accent.default}', outlineOffset: '2px' },
    },
    input: { position: 'absolute', inset: '0', opacity: '0', margin: '0', cursor: 'pointer' },
    // The form adds no box: its picker (and Show button) sit in the widget's header.
    form: { display: 'contents' },
    show: {
      minHeight: '8',
      paddingInline: '3',
      border: '1px solid {colors.border}',
      borderRadius: 'md',
      background: 'surface.raised',
      color: 'fg.default',
      fontSize: 'sm',
      fontWeight: '500',
      cursor: 'pointer',
    },
    panel: {
      display: 'contents',
      '[data-widget][aria-busy="true"] & > *': { opacity: '0.55', transition: 'opacity 150ms ease 100ms' },
    },
  },
  staticCss: ['*'],
});
