import type { Assign } from '@ark-ui/react';
import { Select as ArkSelect } from '@ark-ui/react/select';
import { ChevronsUpDownIcon } from 'lucide-react';
import { createStyleContext } from 'styled-system/jsx';
import { type SelectVariantProps, select } from 'styled-system/recipes';
import type { HTMLStyledProps } from 'styled-system/types';
import { mountWhenOpen } from '../../parts/mount-when-open.ts';
import { fieldParts } from '../../parts/option-list.tsx';

const { withProvider, withContext } = createStyleContext(select);

type StyleProps = SelectVariantProps & HTMLStyledProps<'div'>;
export type RootProps<T> = Assign<ArkSelect.RootProps<T>, StyleProps>;

/** Mounts its content only when first opened and unmounts it on close (safe defaults). */
export const Root = withProvider(ArkSelect.Root, 'root', mountWhenOpen) as ArkSelect.RootComponent<StyleProps>;
export const Trigger = withContext(ArkSelect.Trigger, 'trigger');
export const ValueText = withContext(ArkSelect.ValueText, 'valueText');
export const Indicator = withContext(ArkSelect.Indicator, 'indicator', {
  defaultProps: { children: <ChevronsUpDownIcon /> },
});
export const HiddenSelect = ArkSelect.HiddenSelect;
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
} = fieldParts(withContext, ArkSelect);

export { Portal } from '@ark-ui/react/portal';
export {
  createListCollection,
  type ListCollection,
  SelectContext as Context,
  type SelectValueChangeDetails as ValueChangeDetails,
} from '@ark-ui/react/select';
