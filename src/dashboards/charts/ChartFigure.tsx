import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { chart } from 'styled-system/recipes';

export interface ChartData {
  caption: string;
  columns: string[];
  rows: { label: string; values: string[] }[];
}

const figure = css({ margin: '0', minWidth: '0' });
/**
 * Readable axes: the value labels in a fixed gutter at the drawing's start, the category labels in
 * a row under it, both HTML at a fixed size. Left to right like the drawing (a chart's time runs
 * the same way in every language); the labels' own text keeps its direction.
 */
const axesGrid = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  direction: 'ltr',
  columnGap: '1',
  fontSize: 'xs',
  color: 'fg.muted',
  containerType: 'inline-size',
});
const valueAxis = css({ position: 'relative', minWidth: '6' });
/** The longest value label again, unseen and in the flow: the gutter is as wide as its labels. */
const valueAxisWidth = css({
  display: 'block',
  height: '0',
  overflow: 'hidden',
  visibility: 'hidden',
  whiteSpace: 'nowrap',
});
const valueTick = css({
  position: 'absolute',
  insetInlineEnd: '0',
  transform: 'translateY(-50%)',
  whiteSpace: 'nowrap',
  lineHeight: '1',
});
const categoryAxis = css({ position: 'relative', gridColumn: '2', height: '5' });
const categoryTick = css({
  position: 'absolute',
  top: '1',
  transform: 'translateX(-50%)',
  whiteSpace: 'nowrap',
  lineHeight: '1',
});

/** Where a label of a readable axis sits: `at` from 0 to 1 along the drawing's width or height. */
export interface AxisTick {
  label: string;
  at: number;
}
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
  axes,
}: {
  title: string;
  width: number;
  height: number;
  data: ChartData;
  children: ReactNode;
  after?: ReactNode;
  /** Cap the drawing's width (a donut should not fill a wide card). */
  maxWidth?: number;
  /** Axis labels in HTML at a fixed size beside the drawing, instead of text scaled with it. */
  axes?: { x: AxisTick[]; y: AxisTick[] } | undefined;
}) {
  const drawing = (
    <svg
      className={svg}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={title}
      style={{ direction: 'ltr', maxWidth: maxWidth ? `${maxWidth}px` : undefined, marginInline: 'auto' }}
    >
      {children}
    </svg>
  );
  return (
    <figure className={figure}>
      {axes ? (
        // The labels repeat the data table's headers: hidden from assistive technology, which reads the table.
        <div className={axesGrid} data-readable-axes="">
          <div className={valueAxis} aria-hidden="true">
            <span className={valueAxisWidth}>
              {axes.y.reduce((longest, tick) => (tick.label.length > longest.length ? tick.label : longest), '')}
            </span>
            {axes.y.map((tick) => (
              <span key={tick.label} className={valueTick} style={{ top: `${(tick.at * 100).toFixed(2)}%` }}>
                {tick.label}
              </span>
            ))}
          </div>
          {drawing}
          <div className={categoryAxis} aria-hidden="true">
            {axes.x.map((tick, index) => (
              <span
                key={tick.label}
                className={cx(categoryTick, chart().categoryTick)}
                style={{ left: `${(tick.at * 100).toFixed(2)}%` }}
                dir="auto"
                data-axis-tick=""
                data-minor2={index % 2 === 0 ? undefined : ''}
                data-minor3={index % 3 === 0 ? undefined : ''}
              >
                {tick.label}
              </span>
            ))}
          </div>
        </div>
      ) : (
        drawing
      )}
      {after}
      {/* Hidden by its box, not by the table's own: a table takes at least its content's width
          whatever its width says, and a wide one made a narrow page scroll sideways. */}
      <div className="visually-hidden">
        <table>
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
      </div>
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
