// The shell's recipes, one per part, registered in panda.config.ts beside the design system's.
// What is left of the shell's layout (the root's grid, the content) is in shell.css.
import { shellFooterRecipe } from './footer.recipe.ts';
import { sideButtonsRecipe } from './side-buttons.recipe.ts';

export const shellSlotRecipes = {
  shellFooter: shellFooterRecipe,
  sideButtons: sideButtonsRecipe,
};
