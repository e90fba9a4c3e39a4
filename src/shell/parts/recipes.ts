// The shell's recipes, one per part, registered in panda.config.ts beside the design system's.
// The frame (root, layout-1 grid, content) is shell-layout.recipe.ts; what shell.css still holds
// (the panels' content) is moving here too.
import { shellFooterRecipe } from './footer.recipe.ts';
import { horizontalNavRecipe } from './horizontal-nav.recipe.ts';
import { navItemsRecipe } from './nav-items.recipe.ts';
import { navRailRecipe } from './nav-rail.recipe.ts';
import { navbarRecipe } from './navbar.recipe.ts';
import { navbarTogglesRecipe } from './navbar-toggles.recipe.ts';
import { pageFrameRecipe } from './page-frame.recipe.ts';
import { shellLayoutRecipe } from './shell-layout.recipe.ts';
import { shellToolsRecipe } from './shell-tools.recipe.ts';
import { shortcutsRecipe } from './shortcuts.recipe.ts';
import { sideButtonsRecipe } from './side-buttons.recipe.ts';
import { toolButtonRecipe } from './tool-button.recipe.ts';
import { toolbarRecipe } from './toolbar.recipe.ts';
import { sessionLockRecipe, userMenuRecipe } from './user-menu.recipe.ts';

export const shellRecipes = {
  toolButton: toolButtonRecipe,
};

export const shellSlotRecipes = {
  horizontalNav: horizontalNavRecipe,
  navbar: navbarRecipe,
  navItems: navItemsRecipe,
  navRail: navRailRecipe,
  navbarToggles: navbarTogglesRecipe,
  pageFrame: pageFrameRecipe,
  shellFooter: shellFooterRecipe,
  shellLayout: shellLayoutRecipe,
  shellTools: shellToolsRecipe,
  shortcuts: shortcutsRecipe,
  sideButtons: sideButtonsRecipe,
  toolbar: toolbarRecipe,
  userMenu: userMenuRecipe,
  sessionLock: sessionLockRecipe,
};
