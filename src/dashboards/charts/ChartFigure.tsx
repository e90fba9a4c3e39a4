import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export interface ChartData {
  caption: string;
  columns: string[];
  rows: { label: string; values: string[] }[];
}

const figure = css({ margin: '0', minWidth: '0' });
const svg = css({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });

/**
 * The frame of every chart: the SVG is an image named by its title, and the same numbers sit
 * in a visually hidden table so screen-reader users get the data, not a picture of it.
 */
export function ChartFigure({
  title,
  width,
  height,
  data,
  children,
  after,
  maxWidth,
}: {
  title: string;
  width: number;
  height: number;
  data: ChartData;
  children: ReactNode;
  after?: ReactNode;
  /** Cap the drawing's width (a donut should not fill a wide card). */
  maxWidth?: number;
}) {
  return (
    <figure className={figure}>
      <svg
        className={svg}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={title}
        style={{ direction: 'ltr', maxWidth: maxWidth ? `${maxWidth}px` : undefined, marginInline: 'auto' }}
      >
        {children}
      </svg>
      {after}
      <table className="visually-hidden">
        <caption>{data.caption}</caption>
        <thead>
          <tr>
            {data.columns.map((column) =>
              // The corner above the row headers names nothing: a cell, not a header without a name.
              column ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <td key="corner" />
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row
                <td key={index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

const legendList = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  listStyle: 'none',
  padding: '0',
  margin: '0',
  marginBlockStart: '2',
  fontSize: 'sm',
  color: 'fg.muted',
});
const swatch = css({ display: 'inline-block', width: '3', height: '3', borderRadius: 'sm', marginInlineEnd: '1.5' });

export function Legend({ items }: { items: { key: string; name: string; colour: string; value?: string }[] }) {
  return (
    <ul className={legendList}>
      {items.map((item) => (
        <li key={item.key}>
          <span className={swatch} style={{ background: item.colour }} aria-hidden="true" />
          {item.name}
          {item.value !== undefined && (
            <strong className={css({ color: 'fg.default', marginInlineStart: '1' })}>{item.value}</strong>
          )}
        </li>
      ))}
    </ul>
  );
}
