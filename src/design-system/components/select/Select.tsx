import type { Assign } from '@ark-ui/react';
import { Select as ArkSelect, useSelectItemContext } from '@ark-ui/react/select';
import { CheckIcon, ChevronsUpDownIcon, XIcon } from 'lucide-react';
import { type ComponentProps, forwardRef } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { type SelectVariantProps, select } from 'styled-system/recipes';
import type { HTMLStyledProps } from 'styled-system/types';

const { withProvider, withContext } = createStyleContext(select);

type StyleProps = SelectVariantProps & HTMLStyledProps<'div'>;
export type RootProps<T> = Assign<ArkSelect.RootProps<T>, StyleProps>;

/** Mounts its content only when first opened and unmounts it on close (safe defaults). */
export const Root = withProvider(ArkSelect.Root, 'root', {
  defaultProps: { lazyMount: true, unmountOnExit: true },
}) as ArkSelect.RootComponent<StyleProps>;
export const Label = withContext(ArkSelect.Label, 'label');
export const Control = withContext(ArkSelect.Control, 'control');
export const Trigger = withContext(ArkSelect.Trigger, 'trigger');
export const ValueText = withContext(ArkSelect.ValueText, 'valueText');
export const Indicator = withContext(ArkSelect.Indicator, 'indicator', {
  defaultProps: { children: <ChevronsUpDownIcon /> },
});
export const Positioner = withContext(ArkSelect.Positioner, 'positioner');
export const Content = withContext(ArkSelect.Content, 'content');
export const List = withContext(ArkSelect.List, 'list');
export const Item = withContext(ArkSelect.Item, 'item');
export const ItemText = withContext(ArkSelect.ItemText, 'itemText');
export const ItemGroup = withContext(ArkSelect.ItemGroup, 'itemGroup');
export const ItemGroupLabel = withContext(ArkSelect.ItemGroupLabel, 'itemGroupLabel');
export const HiddenSelect = ArkSelect.HiddenSelect;

const StyledItemIndicator = withContext(ArkSelect.ItemIndicator, 'itemIndicator');
/** The check mark of the selected item. */
export const ItemIndicator = forwardRef<HTMLDivElement, ComponentProps<typeof StyledItemIndicator>>(
  function ItemIndicator(props, ref) {
    const item = useSelectItemContext();
    return item.selected ? (
      <StyledItemIndicator ref={ref} {...props}>
        <CheckIcon />
      </StyledItemIndicator>
    ) : null;
  },
);

const StyledClearTrigger = withContext(ArkSelect.ClearTrigger, 'clearTrigger');
export interface ClearTriggerProps extends Omit<ComponentProps<typeof StyledClearTrigger>, 'aria-label'> {
  /** Accessible name, e.g. "Clear selection" in the user's language. */
  label: string;
}
export const ClearTrigger = forwardRef<HTMLButtonElement, ClearTriggerProps>(function ClearTrigger(
  { label, children, ...rest },
  ref,
) {
  return (
    <StyledClearTrigger ref={ref} aria-label={label} {...rest}>
      {children ?? <XIcon />}
    </StyledClearTrigger>
  );
});

export { Portal } from '@ark-ui/react/portal';
export {
  createListCollection,
  type ListCollection,
  SelectContext as Context,
  type SelectValueChangeDetails as ValueChangeDetails,
} from '@ark-ui/react/select';
