import { ComboboxField, type ComboboxFieldProps, type ComboboxOption } from './ComboboxField.tsx';

export const vendors: ComboboxOption[] = [
  { value: 'acme', label: 'Acme Corporation' },
  { value: 'globex', label: 'Globex' },
  { value: 'initech', label: 'Initech' },
  { value: 'umbrella', label: 'Umbrella Holdings' },
  { value: 'stark', label: 'Stark Industries' },
];

export type VendorComboboxProps = Partial<ComboboxFieldProps>;

export const VendorCombobox = (props: VendorComboboxProps) => (
  <div style={{ maxWidth: 320 }}>
    <ComboboxField
      label="Vendor"
      triggerLabel="Show vendors"
      emptyText="No vendor matches"
      placeholder="Type a vendor name"
      items={vendors}
      {...props}
    />
  </div>
);
