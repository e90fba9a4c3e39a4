import { createListCollection } from '@ark-ui/react/select';
import { useMemo } from 'react';
import { type Option, OptionList } from '../../parts/option-list.tsx';
import * as Select from './Select.tsx';

export type SelectOption = Option;

export interface SelectFieldProps extends Omit<Select.RootProps<SelectOption>, 'collection' | 'children'> {
  /** Visible label; it is also the accessible name of the trigger. */
  label: string;
  items: readonly SelectOption[];
  /** Shown while nothing is selected. */
  placeholder?: string | undefined;
}

/**
 * A labelled single or multiple select built from the Select parts. `value` is an array of
 * option values, as in Ark; listen with `onValueChange={(details) => details.value}`.
 */
export function SelectField({ label, items, placeholder, ...rest }: SelectFieldProps) {
  const collection = useMemo(() => createListCollection({ items: [...items] }), [items]);
  return (
    <Select.Root collection={collection} {...rest}>
      <Select.Label>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger>
          <Select.ValueText placeholder={placeholder} />
          <Select.Indicator />
        </Select.Trigger>
      </Select.Control>
      <OptionList parts={Select} items={collection.items} />
      <Select.HiddenSelect />
    </Select.Root>
  );
}
