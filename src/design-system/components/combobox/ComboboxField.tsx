import { useListCollection } from '@ark-ui/react/combobox';
import { useFilter } from '@ark-ui/react/locale';
import { Portal } from '@ark-ui/react/portal';
import * as Combobox from './Combobox.tsx';

export interface ComboboxOption {
  value: string;
  /** Text shown and matched while typing (already translated). */
  label: string;
  disabled?: boolean | undefined;
}

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
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{emptyText}</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item key={item.value} item={item}>
                <Combobox.ItemText>{item.label}</Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
