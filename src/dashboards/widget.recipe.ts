import { defineSlotRecipe } from '@pandacss/dev';

/**
 * A dashboard widget's card (Widget.astro): one class per part, not a dozen atomic ones, since a
 * dashboard has eleven of them.
 */
export const widgetRecipe = defineSlotRecipe({
  className: 'widget',
  slots: ['root', 'header', 'title'],
  base: {
    root: {
      bg: 'surface',
      color: 'fg.default',
      border: '1px solid {colors.border}',
      borderRadius: 'xl',
      boxShadow: 'raised',
      padding: { base: '4', md: '5' },
      minWidth: '0',
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
    },
    // A container, so a range picker can fit a narrow card (range-picker.recipe.ts).
    header: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      containerType: 'inline-size',
    },
    title: { textStyle: 'sectionTitle' },
  },
  staticCss: ['*'],
});
