import { Portal } from '@ark-ui/react/portal';
import { CheckIcon, XIcon } from 'lucide-react';
import type { ComponentProps, ComponentType, ElementType, ReactNode } from 'react';
import type { StyleContext } from 'styled-system/jsx';
import type { SlotRecipeRuntimeFn } from 'styled-system/types/recipe';
import { withLabel } from './labelled.tsx';

/** The `withContext` of a recipe's style context that has (at least) the slots `S`. */
type WithContext<S extends string> = StyleContext<SlotRecipeRuntimeFn<S, Record<string, never>>>['withContext'];

type ListSlot = 'positioner' | 'content' | 'item' | 'itemText' | 'itemGroup' | 'itemGroupLabel' | 'itemIndicator';
interface ArkList {
  Positioner: ElementType;
  Content: ElementType;
  Item: ElementType;
  ItemText: ElementType;
  ItemGroup: ElementType;
  ItemGroupLabel: ElementType;
  ItemIndicator: ElementType;
}

/**
 * The parts of a floating list of items (Menu, Select, Combobox) from the Ark namespace given,
 * styled by the recipe whose style context is given (the slots of theme/list-styles.ts).
 */
export function listParts<Ark extends ArkList>(withContext: WithContext<ListSlot>, ark: Ark) {
  // Every Ark ItemIndicator takes children; TypeScript cannot see that through the generic `Ark`.
  const checkMark = { children: <CheckIcon /> } as unknown as Partial<ComponentProps<Ark['ItemIndicator']>>;
  return {
    Positioner: withContext<Ark['Positioner']>(ark.Positioner, 'positioner'),
    Content: withContext<Ark['Content']>(ark.Content, 'content'),
    Item: withContext<Ark['Item']>(ark.Item, 'item'),
    ItemText: withContext<Ark['ItemText']>(ark.ItemText, 'itemText'),
    ItemGroup: withContext<Ark['ItemGroup']>(ark.ItemGroup, 'itemGroup'),
    ItemGroupLabel: withContext<Ark['ItemGroupLabel']>(ark.ItemGroupLabel, 'itemGroupLabel'),
    /** The check mark of a selected (or checked) item; Ark hides it on the others. */
    ItemIndicator: withContext<Ark['ItemIndicator']>(ark.ItemIndicator, 'itemIndicator', { defaultProps: checkMark }),
  };
}

type FieldSlot = ListSlot | 'label' | 'control' | 'list' | 'clearTrigger';
interface ArkField extends ArkList {
  Label: ElementType;
  Control: ElementType;
  List: ElementType;
  ClearTrigger: ComponentType<{ children?: ReactNode }>;
}

/** The parts of a labelled field with an option list (Select, Combobox): the list's parts and the field's. */
export function fieldParts<Ark extends ArkField>(withContext: WithContext<FieldSlot>, ark: Ark) {
  return {
    Label: withContext<Ark['Label']>(ark.Label, 'label'),
    Control: withContext<Ark['Control']>(ark.Control, 'control'),
    List: withContext<Ark['List']>(ark.List, 'list'),
    /** Clears the value; `label` names it, e.g. "Clear" in the user's language. */
    ClearTrigger: withLabel(withContext<Ark['ClearTrigger']>(ark.ClearTrigger, 'clearTrigger'), <XIcon />),
    ...listParts(withContext, ark),
  };
}

/** An option of a field with a list (Select, Combobox). */
export interface Option {
  value: string;
  /** Text shown for the option (already translated). */
  label: string;
  disabled?: boolean | undefined;
}

/** The parts of Select or Combobox that make up their floating list. */
interface ListParts {
  Positioner: ComponentType<{ children?: ReactNode }>;
  Content: ComponentType<{ children?: ReactNode }>;
  Item: ComponentType<{ item: Option; children?: ReactNode }>;
  ItemText: ComponentType<{ children?: ReactNode }>;
  ItemIndicator: ComponentType;
}

interface OptionListProps {
  /** The component's namespace, e.g. `Select` from `import * as Select from './Select.tsx'`. */
  parts: ListParts;
  items: readonly Option[];
  /** Shown before the options (the combobox's "No matches"). */
  children?: ReactNode;
}

/** The floating list of a field: one row per option, its text and a check mark once selected. */
export function OptionList({ parts, items, children }: OptionListProps) {
  const { Positioner, Content, Item, ItemText, ItemIndicator } = parts;
  return (
    <Portal>
      <Positioner>
        <Content>
          {children}
          {items.map((item) => (
            <Item key={item.value} item={item}>
              <ItemText>{item.label}</ItemText>
              <ItemIndicator />
            </Item>
          ))}
        </Content>
      </Positioner>
    </Portal>
  );
}
