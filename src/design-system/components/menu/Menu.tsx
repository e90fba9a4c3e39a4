import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { menu } from 'styled-system/recipes';
import { mountWhenOpen } from '../../parts/mount-when-open.ts';
import { listParts } from '../../parts/option-list.tsx';

const { withRootProvider, withContext } = createStyleContext(menu);

export type RootProps = ComponentProps<typeof Root>;
/** Mounts its content only when first opened and unmounts it on close (safe defaults). */
export const Root = withRootProvider(ArkMenu.Root, mountWhenOpen);
export const RootProvider = withRootProvider(ArkMenu.RootProvider, mountWhenOpen);
export const Trigger = withContext(ArkMenu.Trigger, 'trigger');
export const ContextTrigger = withContext(ArkMenu.ContextTrigger, 'contextTrigger');
/** The chevron after the trigger text; it turns when the menu opens. */
export const Indicator = withContext(ArkMenu.Indicator, 'indicator', {
  defaultProps: { children: <ChevronDownIcon /> },
});
export const CheckboxItem = withContext(ArkMenu.CheckboxItem, 'item');
export const RadioItemGroup = withContext(ArkMenu.RadioItemGroup, 'itemGroup');
export const RadioItem = withContext(ArkMenu.RadioItem, 'item');
export const { Positioner, Content, Item, ItemText, ItemGroup, ItemGroupLabel, ItemIndicator } = listParts(
  withContext,
  ArkMenu,
);
export const Separator = withContext(ArkMenu.Separator, 'separator');
/** An item that opens a nested menu. */
export const TriggerItem = withContext(ArkMenu.TriggerItem, 'triggerItem');

export {
  MenuContext as Context,
  type MenuOpenChangeDetails as OpenChangeDetails,
  type MenuSelectionDetails as SelectionDetails,
} from '@ark-ui/react/menu';
export { Portal } from '@ark-ui/react/portal';
