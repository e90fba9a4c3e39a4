import { cx } from 'styled-system/css';
import { shellLayout } from 'styled-system/recipes';

const recipe = shellLayout();

/**
 * The shell frame's class names, for Portal.astro and the stories alike: the recipe's classes
 * style; the plain ones are the names the layout grid, the scripts (#shell's parts) and the
 * tests find the parts by.
 */
export const shellFrameClasses = {
  skipLink: cx(recipe.skipLink, 'skip-link'),
  root: cx(recipe.root, 'shell'),
  body: cx(recipe.body, 'shell-body'),
  content: cx(recipe.content, 'content'),
  container: cx(recipe.container, 'content-container'),
};
