// The design system's recipes, registered in panda.config.ts. One line per component.
import { alertRecipe } from './components/alert/alert.recipe.ts';
import { avatarRecipe } from './components/avatar/avatar.recipe.ts';
import { badgeRecipe } from './components/badge/badge.recipe.ts';
import { breadcrumbsRecipe } from './components/breadcrumbs/breadcrumbs.recipe.ts';
import { buttonRecipe } from './components/button/button.recipe.ts';
import { cardRecipe } from './components/card/card.recipe.ts';
import { comboboxRecipe } from './components/combobox/combobox.recipe.ts';
import { dialogRecipe } from './components/dialog/dialog.recipe.ts';
import { drawerRecipe } from './components/drawer/drawer.recipe.ts';
import { fieldRecipe } from './components/field/field.recipe.ts';
import { hintIconButtonRecipe } from './components/hint-icon-button/hint-icon-button.recipe.ts';
import { menuRecipe } from './components/menu/menu.recipe.ts';
import { popoverRecipe } from './components/popover/popover.recipe.ts';
import { progressRecipe } from './components/progress/progress.recipe.ts';
import { selectRecipe } from './components/select/select.recipe.ts';
import { sliderRecipe } from './components/slider/slider.recipe.ts';
import { spinnerRecipe } from './components/spinner/spinner.recipe.ts';
import { switchRecipe } from './components/switch/switch.recipe.ts';
import { tableRecipe } from './components/table/table.recipe.ts';
import { tabsRecipe } from './components/tabs/tabs.recipe.ts';
import { toastRecipe } from './components/toast/toast.recipe.ts';
import { tooltipRecipe } from './components/tooltip/tooltip.recipe.ts';

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  alert: alertRecipe,
  avatar: avatarRecipe,
  breadcrumbs: breadcrumbsRecipe,
  card: cardRecipe,
  combobox: comboboxRecipe,
  dialog: dialogRecipe,
  drawer: drawerRecipe,
  field: fieldRecipe,
  hintIconButton: hintIconButtonRecipe,
  menu: menuRecipe,
  popover: popoverRecipe,
  progress: progressRecipe,
  select: selectRecipe,
  slider: sliderRecipe,
  // 'switch' is a reserved word: Panda would generate `export const switch`.
  switchRecipe,
  table: tableRecipe,
  tabs: tabsRecipe,
  toast: toastRecipe,
  tooltip: tooltipRecipe,
};
