// The dashboards' recipes, registered in panda.config.ts beside the design system's.
import { chartRecipe } from './charts/chart.recipe.ts';
import { weatherRecipe } from './project/weather.recipe.ts';
import { rangePickerRecipe } from './range-picker.recipe.ts';
import { widgetRecipe } from './widget.recipe.ts';

export const dashboardRecipes = {
  weather: weatherRecipe,
};

export const dashboardSlotRecipes = {
  widget: widgetRecipe,
  rangePicker: rangePickerRecipe,
  chart: chartRecipe,
};
