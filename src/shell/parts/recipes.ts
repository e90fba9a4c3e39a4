// The shell's recipes, one per part, registered in panda.config.ts beside the design system's.
// Every part of the shell, its frame and its panels are styled here: shell.css is gone.
import { fontSizePopoverRecipe } from './font-size-popover.recipe.ts';
import { shellFooterRecipe } from './footer.recipe.ts';
import { horizontalNavRecipe } from './horizontal-nav.recipe.ts';
import { languageMenuRecipe } from './language-menu.recipe.ts';
import { navItemsRecipe } from './nav-items.recipe.ts';
import { navRailRecipe } from './nav-rail.recipe.ts';
import { navbarRecipe } from './navbar.recipe.ts';
import { navbarTogglesRecipe } from './navbar-toggles.recipe.ts';
import { notificationsPanelRecipe } from './notifications-panel.recipe.ts';
import { pageFrameRecipe } from './page-frame.recipe.ts';
import { panelPartsRecipe } from './panel-parts.recipe.ts';
import { quickPanelRecipe } from './quick-panel.recipe.ts';
import { searchBoxRecipe } from './search-box.recipe.ts';
import { settingsPanelRecipe } from './settings-panel.recipe.ts';
import { shellLayoutRecipe } from './shell-layout.recipe.ts';
import { shellToolsRecipe } from './shell-tools.recipe.ts';
import { shortcutsRecipe } from './shortcuts.recipe.ts';
import { shortcutsMenuRecipe } from './shortcuts-menu.recipe.ts';
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
  // The panels' content (src/islands/shell): what they share, then one recipe per panel.
  panelParts: panelPartsRecipe,
  searchBox: searchBoxRecipe,
  shortcutsMenu: shortcutsMenuRecipe,
  languageMenu: languageMenuRecipe,
  fontSizePopover: fontSizePopoverRecipe,
  notificationsPanel: notificationsPanelRecipe,
  quickPanel: quickPanelRecipe,
  settingsPanel: settingsPanelRecipe,
};
