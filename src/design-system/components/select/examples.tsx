import { SelectField, type SelectFieldProps, type SelectOption } from './SelectField.tsx';

export const currencies: SelectOption[] = [
  { value: 'eur', label: 'Euro (EUR)' },
  { value: 'usd', label: 'US dollar (USD)' },
  { value: 'gbp', label: 'Pound sterling (GBP)' },
  { value: 'sar', label: 'Saudi riyal (SAR)', disabled: true },
];

export type CurrencySelectProps = Partial<SelectFieldProps>;

export const CurrencySelect = (props: CurrencySelectProps) => (
  <div style={{ maxWidth: 280 }}>
    <SelectField label="Currency" placeholder="Choose a currency" items={currencies} {...props} />
  </div>
);
