import { defineSlotRecipe } from '@pandacss/dev';

/**
 * What the charts' parts share beyond their layout (ChartFigure.tsx): bars rounded once per
 * series instead of on every bar, and readable axes whose category labels keep their size while
 * fewer are shown as the chart narrows: every other one below 36rem, every third below 24rem (a
 * phone's card, where twelve Arabic month names would otherwise run into each other).
 */
export const chartRecipe = defineSlotRecipe({
  className: 'chart',
  slots: ['bars', 'categoryTick'],
  base: {
    bars: { '& rect': { rx: '2px' } },
    categoryTick: {
      '&[data-minor2]': { '@container (24rem < width <= 36rem)': { visibility: 'hidden' } },
      '&[data-minor3]': { '@container (width <= 24rem)': { visibility: 'hidden' } },
    },
  },
  staticCss: ['*'],
});
