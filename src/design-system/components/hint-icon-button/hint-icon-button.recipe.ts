import { defineSlotRecipe } from '@pandacss/dev';

/**
 * An icon button whose label tooltip is CSS (decision 060): it shows on hover and keyboard focus
 * after the same 300 ms as the Ark tooltip, placed by CSS anchor positioning under the button and
 * flipped above or to the other side where there is no room. Looks like the Ark tooltip.
 */
export const hintIconButtonRecipe = defineSlotRecipe({
  className: 'hint-icon-button',
  slots: ['root', 'hint'],
  base: {
    root: {
      display: 'inline-flex',
      // Each button anchors its own hint, however many are on the page.
      anchorScope: '--hint-anchor',
      '& > button': { anchorName: '--hint-anchor' },
      '@supports not (anchor-name: --a)': { position: 'relative' },
    },
    hint: {
      position: 'fixed',
      positionAnchor: '--hint-anchor',
      positionArea: 'block-end',
      positionTryFallbacks: 'flip-block, flip-inline',
      marginBlock: '1',
      zIndex: 'tooltip',
      maxWidth: '280px',
      width: 'max-content',
      paddingInline: '2',
      paddingBlock: '1',
      borderRadius: 'sm',
      bg: 'fg.default',
      color: 'surface',
      fontSize: 'xs',
      fontWeight: '500',
      lineHeight: '1.4',
      boxShadow: 'overlay',
      pointerEvents: 'none',
      visibility: 'hidden',
      opacity: '0',
      '@supports not (anchor-name: --a)': { position: 'absolute', insetBlockStart: '100%', insetInlineStart: '0' },
      '*:is(:hover, :has(:focus-visible)) > &': {
        visibility: 'visible',
        opacity: '1',
        transition: 'visibility 0s 300ms, opacity 100ms 300ms',
      },
      '@media (hover: none)': { display: 'none' },
    },
  },
});
