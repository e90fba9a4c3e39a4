import { defineSlotRecipe } from '@pandacss/dev';

/**
 * Which navbar toggle shows is a question of the screen's width and the shell's settings, so CSS
 * answers it (decision 060): the server renders every toggle, and none appears or moves when the
 * script starts. Below the large breakpoint: the toolbar's opens the drawer and the navbar's
 * closes it. From it: the toolbar's shows in layout1 only, and the navbar's folds styles 1 and 2.
 */
export const navbarTogglesRecipe = defineSlotRecipe({
  className: 'navbar-toggles',
  slots: ['toolbar', 'close', 'fold', 'folded', 'unfolded'],
  base: {
    toolbar: { lg: { '.shell:not([data-layout="layout1"]) &': { display: 'none' } } },
    close: { lg: { display: 'none' } },
    fold: {
      display: 'none',
      lg: { '.shell:is([data-navbar-style="style-1"], [data-navbar-style="style-2"]) &': { display: 'inline-flex' } },
    },
    folded: { '.shell:not([data-navbar-folded="true"]) &': { display: 'none' } },
    unfolded: { '.shell[data-navbar-folded="true"] &': { display: 'none' } },
  },
  staticCss: ['*'],
});
