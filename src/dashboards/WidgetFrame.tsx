import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { rangePicker, widget } from 'styled-system/recipes';
import { RangePicker, type RangePickerProps } from './RangePicker.tsx';

export interface WidgetFrameProps {
  id: string;
  title: string;
  /** In the header, after the title: a ranged widget's picker. */
  picker?: ReactNode;
  className?: string | undefined;
  /** The widget's body (its panel). */
  children?: ReactNode;
}

/** A dashboard widget: a titled card, with a range picker in its header when it has one. Rendered on the server only. */
export function WidgetFrame({ id, title, picker, className, children }: WidgetFrameProps) {
  const parts = widget();
  return (
    <section id={id} aria-labelledby={`${id}-title`} data-widget={id} className={cx(parts.root, className)}>
      <div className={parts.header}>
        <h2 id={`${id}-title`} className={parts.title}>
          {title}
        </h2>
        {picker}
      </div>
      {children}
    </section>
  );
}

export interface RangeChoice extends Omit<RangePickerProps, 'kind'> {
  /** The page's own address (its path): the form's action, back to this widget. */
  path: string;
  /** The address's other parameters (the project, other widgets' ranges), kept by the form. */
  kept: [string, string][];
  /** The form's button, shown only without JavaScript. */
  showLabel: string;
}

export interface RangedWidgetFrameProps extends Omit<WidgetFrameProps, 'picker'> {
  /** The ranges to choose from and the one shown; none for a widget without ranges. */
  range?: RangeChoice | undefined;
}

/**
 * A widget whose range picker chooses what its one panel shows (decision 049): the picker is a GET
 * form (`?<name>=<value>`), submitted by its Show button without JavaScript; with it,
 * `<range-picker>` (src/islands/dashboards/) fetches the page for the new range and swaps in the panel.
 */
export function RangedWidgetFrame({ range, children, ...frame }: RangedWidgetFrameProps) {
  const parts = rangePicker();
  return (
    <WidgetFrame
      {...frame}
      picker={
        range ? (
          // <range-picker> (islands/dashboards/range-picker.ts) switches the panel without a page load.
          <range-picker style={{ display: 'contents' }}>
            <form method="get" action={`${range.path}#${frame.id}`} data-range-form={frame.id} className={parts.form}>
              {range.kept.map(([key, value]) => (
                <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
              ))}
              <RangePicker name={range.name} legend={range.legend} options={range.options} current={range.current} />
              <noscript>
                <button type="submit" className={parts.show}>
                  {range.showLabel}
                </button>
              </noscript>
            </form>
          </range-picker>
        ) : null
      }
    >
      <div data-range-panel={range ? range.current : undefined} className={parts.panel}>
        {children}
      </div>
    </WidgetFrame>
  );
}
