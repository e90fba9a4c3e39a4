import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { menu } from 'styled-system/recipes';

const { withRootProvider, withContext } = createStyleContext(menu);

export type RootProps = ComponentProps<typeof Root>;
/** Mounts its content only when first opened and unmounts it on close (safe defaults). */
export const Root = withRootProvider(ArkMenu.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
});
export const RootProvider = withRootProvider(ArkMenu.RootProvider, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
});
export const Trigger = withContext(ArkMenu.Trigger, 'trigger');
export const ContextTrigger = withContext(ArkMenu.ContextTrigger, 'contextTrigger');
/** The chevron after the trigger text; it turns when the menu opens. */
export const Indicator = withContext(ArkMenu.Indicator, 'indicator', {
  defaultProps: { children: <ChevronDownIcon /> },
});
export const Positioner = withContext(ArkMenu.Positioner, 'positioner');
export const Content = withContext(ArkMenu.Content, 'content');
export const Item = withContext(ArkMenu.Item, 'item');
export const ItemText = withContext(ArkMenu.ItemText, 'itemText');
export const ItemGroup = withContext(ArkMenu.ItemGroup, 'itemGroup');
export const ItemGroupLabel = withContext(ArkMenu.ItemGroupLabel, 'itemGroupLabel');
export const CheckboxItem = withContext(ArkMenu.CheckboxItem, 'item');
export const RadioItemGroup = withContext(ArkMenu.RadioItemGroup, 'itemGroup');
export const RadioItem = withContext(ArkMenu.RadioItem, 'item');
/** The check mark of a checkbox or radio item; visible only when the item is checked. */
export const ItemIndicator = withContext(ArkMenu.ItemIndicator, 'itemIndicator', {
  defaultProps: { children: <CheckIcon /> },
});
export const Separator = withContext(ArkMenu.Separator, 'separator');
/** An item that opens a nested menu. */
export const TriggerItem = withContext(ArkMenu.TriggerItem, 'triggerItem');

export {
  MenuContext as Context,
  type MenuOpenChangeDetails as OpenChangeDetails,
  type MenuSelectionDetails as SelectionDetails,
} from '@ark-ui/react/menu';
export { Portal } from '@ark-ui/react/portal';
