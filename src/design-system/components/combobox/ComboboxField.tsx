import { useListCollection } from '@ark-ui/react/combobox';
import { useFilter } from '@ark-ui/react/locale';
import { type Option, OptionList } from '../../parts/option-list.tsx';
import * as Combobox from './Combobox.tsx';

/** Its `label` is what is shown and matched while typing. */
export type ComboboxOption = Option;

export interface ComboboxFieldProps
  extends Omit<Combobox.RootProps<ComboboxOption>, 'collection' | 'children' | 'translations'> {
  /** Visible label; it is also the accessible name of the input. */
  label: string;
  /** Accessible name of the button that opens the suggestions, e.g. "Show suggestions". */
  triggerLabel: string;
  items: readonly ComboboxOption[];
  /** Shown in the list when nothing matches what was typed, e.g. "No matches". */
  emptyText: string;
  placeholder?: string | undefined;
}

/** A labelled text input that filters its options as the user types (locale-aware matching). */
export function ComboboxField({
  label,
  triggerLabel,
  items,
  emptyText,
  placeholder,
  onInputValueChange,
  onOpenChange,
  ...rest
}: ComboboxFieldProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const { collection, filter, reset } = useListCollection<ComboboxOption>({ initialItems: items, filter: contains });
  return (
    <Combobox.Root
      collection={collection}
      translations={{ triggerLabel }}
      onInputValueChange={(details) => {
        filter(details.inputValue);
        onInputValueChange?.(details);
      }}
      onOpenChange={(details) => {
        // Opening from the button or the arrow keys browses everything, not the last filter.
        if (details.open && (details.reason === 'trigger-click' || details.reason === 'arrow-key')) reset();
        onOpenChange?.(details);
      }}
      {...rest}
    >
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder={placeholder} />
        <Combobox.Trigger label={triggerLabel} />
      </Combobox.Control>
      <OptionList parts={Combobox} items={collection.items}>
        <Combobox.Empty>{emptyText}</Combobox.Empty>
      </OptionList>
    </Combobox.Root>
  );
}
