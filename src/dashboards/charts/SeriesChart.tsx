import { type ScaleLinear, scaleLinear } from 'd3-scale';
import type { ReactNode } from 'react';
import { ChartFigure, Legend } from './ChartFigure.tsx';
import { colourOf, px } from './format.ts';

export interface ChartSeries {
  key: string;
  name: string;
  data: number[];
}

/** What a chart of series over categories (bars, lines) is given. */
export interface SeriesChartProps {
  title: string;
  /** One label per value of each series (months, days). */
  categories: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  width?: number;
  height?: number;
  /**
   * `drawn`: the axis labels are text of the drawing, which scales with it. `readable`: they are
   * HTML beside the drawing, at a fixed size, fewer when the chart is narrow (a phone), so they
   * stay readable however small the drawing is scaled.
   */
  axisLabels?: 'drawn' | 'readable';
}

/** Room around the plot for the value labels (start) and the category labels (bottom). */
export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The value axis: from 0 to the largest value, rounded up to four even ticks, drawn bottom to top. */
export function valueScale(series: ChartSeries[], height: number, margin: Margin): ScaleLinear<number, number> {
  const max = Math.max(1, ...series.flatMap((item) => item.data));
  return scaleLinear()
    .domain([0, max])
    .nice(4)
    .range([height - margin.bottom, margin.top]);
}

/**
 * A category's label under the plot, centred on `x`. Its size and colour come from the frame's
 * group (SeriesChartFrame), written once per chart instead of once per label.
 */
export function CategoryLabel({ x, height, children }: { x: number; height: number; children: string }) {
  return (
    <text x={x} y={height - 8} textAnchor="middle">
      {children}
    </text>
  );
}

/** Room around the plot when the axis labels are HTML beside it (`axisLabels: 'readable'`). */
export const READABLE_MARGIN: Margin = { top: 8, right: 8, bottom: 4, left: 4 };

interface FrameProps extends Required<SeriesChartProps> {
  // Not `margin`: Panda would read a JSX prop of that name as a style prop and emit classes for it.
  margins: Margin;
  y: ScaleLinear<number, number>;
  /** The marks (bars, lines) and category labels, drawn over the grid. */
  children: ReactNode;
}

/**
 * What bar and line charts share: the figure with its data table (one row per category, one
 * column per series), the legend, and the value grid with its tick labels.
 */
export function SeriesChartFrame({
  title,
  categories,
  series,
  format,
  width,
  height,
  margins: margin,
  y,
  children,
  axisLabels,
  categoryAt,
}: FrameProps & {
  /** Where a category's label is centred, in the drawing's units (for readable labels). */
  categoryAt: (index: number) => number;
}) {
  const readable = axisLabels === 'readable';
  const ticks = y.ticks(readable ? 3 : 4);
  return (
    <ChartFigure
      title={title}
      width={width}
      height={height}
      data={{
        caption: title,
        columns: ['', ...series.map((item) => item.name)],
        rows: categories.map((label, index) => ({
          label,
          values: series.map((item) => format(item.data[index] ?? 0)),
        })),
      }}
      after={
        <Legend items={series.map((item, index) => ({ key: item.key, name: item.name, colour: colourOf(index) }))} />
      }
      axes={
        readable
          ? {
              x: categories.map((label, index) => ({ label, at: categoryAt(index) / width })),
              y: ticks.map((tick) => ({ label: format(tick), at: y(tick) / height })),
            }
          : undefined
      }
    >
      {/* The labels' size and colour, inherited by every text; marks set their own fill. */}
      <g fontSize="11" fill="var(--colors-fg-muted)">
        <g stroke="var(--colors-border)">
          {ticks.map((tick) => (
            <line key={tick} x1={margin.left} x2={width - margin.right} y1={px(y(tick))} y2={px(y(tick))} />
          ))}
        </g>
        {!readable && (
          <g textAnchor="end">
            {ticks.map((tick) => (
              <text key={tick} x={margin.left - 6} y={px(y(tick))} dy="0.32em">
                {format(tick)}
              </text>
            ))}
          </g>
        )}
        {children}
      </g>
    </ChartFigure>
  );
}
