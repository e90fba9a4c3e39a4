import { scaleBand, scaleLinear } from 'd3-scale';
import { ChartFigure, Legend } from './ChartFigure.tsx';
import { colourOf } from './format.ts';

export interface ChartSeries {
  key: string;
  name: string;
  data: number[];
}

interface Props {
  title: string;
  /** One label per value of each series (months, days). */
  categories: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  width?: number;
  height?: number;
}

const margin = { top: 12, right: 8, bottom: 28, left: 44 };

/** Grouped bars, rendered on the server as SVG (no JavaScript in the browser). */
export function BarChart({ title, categories, series, format, width = 640, height = 260 }: Props) {
  const max = Math.max(1, ...series.flatMap((item) => item.data));
  const y = scaleLinear()
    .domain([0, max])
    .nice(4)
    .range([height - margin.bottom, margin.top]);
  const x = scaleBand<number>()
    .domain(categories.map((_, index) => index))
    .range([margin.left, width - margin.right])
    .paddingInner(0.25)
    .paddingOuter(0.1);
  const inner = scaleBand<number>()
    .domain(series.map((_, index) => index))
    .range([0, x.bandwidth()])
    .padding(0.08);
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
    >
      {y.ticks(4).map((tick) => (
        <g key={tick}>
          <line x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} stroke="var(--colors-border)" />
          <text
            x={margin.left - 6}
            y={y(tick)}
            dy="0.32em"
            textAnchor="end"
            fontSize="11"
            fill="var(--colors-fg-muted)"
          >
            {format(tick)}
          </text>
        </g>
      ))}
      {categories.map((label, index) => (
        <g key={label} transform={`translate(${x(index) ?? 0},0)`}>
          {series.map((item, seriesIndex) => {
            const value = item.data[index] ?? 0;
            return (
              <rect
                key={item.key}
                x={inner(seriesIndex) ?? 0}
                y={y(value)}
                width={inner.bandwidth()}
                height={Math.max(0, y(0) - y(value))}
                rx="2"
                fill={colourOf(seriesIndex)}
              />
            );
          })}
          <text x={x.bandwidth() / 2} y={height - 8} textAnchor="middle" fontSize="11" fill="var(--colors-fg-muted)">
            {label}
          </text>
        </g>
      ))}
    </ChartFigure>
  );
}
