import { cx } from 'styled-system/css';
import type { TableWidget } from '../../content/schemas/project-dashboard.ts';
import { numberFormats } from '../numbers.ts';
import { numericTable, table, tableScroll } from '../styles.ts';
import type { PanelProps } from '../widget-props.ts';

/** Budget details: a table of budget, expenses and what remains, per kind of spending. */
export function BudgetTablePanel({ widget, t, locale }: PanelProps<TableWidget>) {
  const { number, amount } = numberFormats(locale);
  const { columns, rows } = widget.table;
  /** Percentages as "12%", other numbers as money ("$1.2k"), text as it is. */
  const cellText = (cell: string | number, column: number) =>
    typeof cell === 'number'
      ? columns[column]?.id.endsWith('Percentage')
        ? `${number(cell)}%`
        : `$${amount(cell)}`
      : cell;
  return (
    // A wide table scrolls in its own box, which keyboard users reach and scroll too: a named
    // group, not a second landmark of the widget's own name.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box must take focus to be scrolled by keyboard
    // biome-ignore lint/a11y/useSemanticElements: a scroll box around a table, not a set of form controls (fieldset)
    <div role="group" className={tableScroll} tabIndex={0} aria-labelledby={`${widget.id}-title`}>
      <table className={cx(table, numericTable)}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {t(`dashboards:project.widget10.${column.id}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row.cells[0])}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                  <th key={index} scope="row">
                    {t(`dashboards:project.widget8.${String(cell).toLowerCase()}`, { defaultValue: String(cell) })}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                  <td key={index}>{cellText(cell, index)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
