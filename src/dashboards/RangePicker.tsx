import { rangePicker } from 'styled-system/recipes';

export interface RangePickerProps {
  /** Unique per page: the radio group's name. */
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  current: string;
  /** Use data-unit instead of data-range-index (weather units). */
  kind?: 'range' | 'unit';
}

/** Radio buttons choosing the range of a ranged widget (its GET form's parameter), or the weather's units. */
export function RangePicker({ name, legend, options, current, kind = 'range' }: RangePickerProps) {
  const parts = rangePicker();
  return (
    <fieldset className={parts.root} data-range-picker={name}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className={parts.choice}>
          <input
            className={parts.input}
            type="radio"
            name={name}
            value={option.value}
            // Server HTML: the browser (and `<range-picker>`) own the choice from then on.
            defaultChecked={option.value === current}
            data-range-index={kind === 'range' ? index : undefined}
            data-unit={kind === 'unit' ? option.value : undefined}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
