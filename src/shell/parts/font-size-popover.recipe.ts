import { defineSlotRecipe } from '@pandacss/dev';

/** The font-size control (islands/shell/FontSizePopover.tsx): the scale in per cent under the slider. */
export const fontSizePopoverRecipe = defineSlotRecipe({
  className: 'font-size-popover',
  slots: ['value'],
  base: {
    value: { textAlign: 'center', fontWeight: '600' },
  },
  staticCss: ['*'],
});
