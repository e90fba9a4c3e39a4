// The design system's recipes, registered in panda.config.ts. One line per component.
import { buttonRecipe } from './components/button/button.recipe.ts';
import { spinnerRecipe } from './components/spinner/spinner.recipe.ts';

export const recipes = {
  button: buttonRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {};
