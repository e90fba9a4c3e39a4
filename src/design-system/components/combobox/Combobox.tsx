import type { Assign } from '@ark-ui/react';
import { Combobox as ArkCombobox, useComboboxContext, useComboboxItemContext } from '@ark-ui/react/combobox';
import { ark } from '@ark-ui/react/factory';
import { CheckIcon, ChevronsUpDownIcon, XIcon } from 'lucide-react';
import { type ComponentProps, forwardRef } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { type ComboboxVariantProps, combobox } from 'styled-system/recipes';
import type { HTMLStyledProps } from 'styled-system/types';

const { withProvider, withContext } = createStyleContext(combobox);

type StyleProps = ComboboxVariantProps & HTMLStyledProps<'div'>;
export type RootProps<T> = Assign<ArkCombobox.RootProps<T>, StyleProps>;

/**
 * Mounts its list only when first opened and unmounts it on close (safe defaults). Pass
 * `translations={{ triggerLabel, clearTriggerLabel }}` so the buttons are named in the user's
 * language; the Trigger and ClearTrigger parts below also take a required `label`.
 */
export const Root = withProvider(ArkCombobox.Root, 'root', {
  defaultProps: { lazyMount: true, unmountOnExit: true },
}) as ArkCombobox.RootComponent<StyleProps>;
export const Label = withContext(ArkCombobox.Label, 'label');
export const Control = withContext(ArkCombobox.Control, 'control');
export const Input = withContext(ArkCombobox.Input, 'input');
export const Positioner = withContext(ArkCombobox.Positioner, 'positioner');
export const Content = withContext(ArkCombobox.Content, 'content');
export const List = withContext(ArkCombobox.List, 'list');
export const Item = withContext(ArkCombobox.Item, 'item');
export const ItemText = withContext(ArkCombobox.ItemText, 'itemText');
export const ItemGroup = withContext(ArkCombobox.ItemGroup, 'itemGroup');
export const ItemGroupLabel = withContext(ArkCombobox.ItemGroupLabel, 'itemGroupLabel');
const StyledEmpty = withContext(ark.div, 'empty');
/**
 * Shown in the list when nothing matches. Ark's own Empty part is role="presentation", which
 * leaves an empty listbox (an axe violation); a disabled option keeps the listbox valid and is
 * read out when the list is announced.
 */
export const Empty = forwardRef<HTMLDivElement, ComponentProps<typeof StyledEmpty>>(function Empty(props, ref) {
  const combobox = useComboboxContext();
  if (combobox.collection.size !== 0) return null;
  return <StyledEmpty ref={ref} role="option" aria-disabled="true" aria-selected="false" {...props} />;
});

const StyledTrigger = withContext(ArkCombobox.Trigger, 'trigger');
const StyledClearTrigger = withContext(ArkCombobox.ClearTrigger, 'clearTrigger');

export interface TriggerProps extends Omit<ComponentProps<typeof StyledTrigger>, 'aria-label'> {
  /** Accessible name of the button that opens the list, e.g. "Show suggestions". */
  label: string;
}
export const Trigger = forwardRef<HTMLButtonElement, TriggerProps>(function Trigger({ label, children, ...rest }, ref) {
  return (
    <StyledTrigger ref={ref} aria-label={label} {...rest}>
      {children ?? <ChevronsUpDownIcon />}
    </StyledTrigger>
  );
});

export interface ClearTriggerProps extends Omit<ComponentProps<typeof StyledClearTrigger>, 'aria-label'> {
  /** Accessible name of the button that clears the value, e.g. "Clear". */
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

const StyledItemIndicator = withContext(ArkCombobox.ItemIndicator, 'itemIndicator');
/** The check mark of a selected item. */
export const ItemIndicator = forwardRef<HTMLDivElement, ComponentProps<typeof StyledItemIndicator>>(
  function ItemIndicator(props, ref) {
    const item = useComboboxItemContext();
    return item.selected ? (
      <StyledItemIndicator ref={ref} {...props}>
        <CheckIcon />
      </StyledItemIndicator>
    ) : null;
  },
);

export {
  ComboboxContext as Context,
  type ComboboxInputValueChangeDetails as InputValueChangeDetails,
  type ComboboxValueChangeDetails as ValueChangeDetails,
  createListCollection,
  useListCollection,
} from '@ark-ui/react/combobox';
export { Portal } from '@ark-ui/react/portal';
