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
}

/**
 * Room around the plot, in the drawing's units. The axis labels are not in the drawing, which
 * scales with its card until text in it would be too small to read on a phone: they are HTML
 * beside it at a fixed size, fewer as the chart narrows (ChartFigure's readable axes).
 */
export const PLOT_MARGIN = { top: 8, right: 8, bottom: 4, left: 4 } as const;

/** The value axis: from 0 to the largest value, rounded up to four even ticks, drawn bottom to top. */
export function valueScale(series: ChartSeries[], height: number): ScaleLinear<number, number> {
  const max = Math.max(1, ...series.flatMap((item) => item.data));
  return scaleLinear()
    .domain([0, max])
    .nice(4)
    .range([height - PLOT_MARGIN.bottom, PLOT_MARGIN.top]);
}

interface FrameProps extends Required<SeriesChartProps> {
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
  y,
  children,
  categoryAt,
}: FrameProps & {
  /** Where a category's label is centred, in the drawing's units. */
  categoryAt: (index: number) => number;
}) {
  const ticks = y.ticks(3);
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
      axes={{
        x: categories.map((label, index) => ({ label, at: categoryAt(index) / width })),
        y: ticks.map((tick) => ({ label: format(tick), at: y(tick) / height })),
      }}
    >
      <g stroke="var(--colors-border)">
        {ticks.map((tick) => (
          <line key={tick} x1={PLOT_MARGIN.left} x2={width - PLOT_MARGIN.right} y1={px(y(tick))} y2={px(y(tick))} />
        ))}
      </g>
      {children}
    </ChartFigure>
  );
}
