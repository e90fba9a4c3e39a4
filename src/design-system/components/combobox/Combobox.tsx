import type { Assign } from '@ark-ui/react';
import { Combobox as ArkCombobox, useComboboxContext } from '@ark-ui/react/combobox';
import { ark } from '@ark-ui/react/factory';
import { ChevronsUpDownIcon } from 'lucide-react';
import { type ComponentProps, forwardRef } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { type ComboboxVariantProps, combobox } from 'styled-system/recipes';
import type { HTMLStyledProps } from 'styled-system/types';
import { withLabel } from '../../parts/labelled.tsx';
import { mountWhenOpen } from '../../parts/mount-when-open.ts';
import { fieldParts } from '../../parts/option-list.tsx';

const { withProvider, withContext } = createStyleContext(combobox);

type StyleProps = ComboboxVariantProps & HTMLStyledProps<'div'>;
export type RootProps<T> = Assign<ArkCombobox.RootProps<T>, StyleProps>;

/**
 * Mounts its list only when first opened and unmounts it on close (safe defaults). Pass
 * `translations={{ triggerLabel, clearTriggerLabel }}` so the buttons are named in the user's
 * language; the Trigger and ClearTrigger parts below also take a required `label`.
 */
export const Root = withProvider(ArkCombobox.Root, 'root', mountWhenOpen) as ArkCombobox.RootComponent<StyleProps>;
export const Input = withContext(ArkCombobox.Input, 'input');
/** Opens the list; `label` names it, e.g. "Show suggestions". */
export const Trigger = withLabel(withContext(ArkCombobox.Trigger, 'trigger'), <ChevronsUpDownIcon />);
export const {
  Label,
  Control,
  Positioner,
  Content,
  List,
  Item,
  ItemText,
  ItemGroup,
  ItemGroupLabel,
  ItemIndicator,
  ClearTrigger,
} = fieldParts(withContext, ArkCombobox);

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

export {
  ComboboxContext as Context,
  type ComboboxInputValueChangeDetails as InputValueChangeDetails,
  type ComboboxValueChangeDetails as ValueChangeDetails,
  createListCollection,
  useListCollection,
} from '@ark-ui/react/combobox';
export { Portal } from '@ark-ui/react/portal';
