import { scaleLinear, scalePoint } from 'd3-scale';
import { area, curveMonotoneX, line } from 'd3-shape';
import type { ChartSeries } from './BarChart.tsx';
import { ChartFigure, Legend } from './ChartFigure.tsx';
import { colourOf } from './format.ts';

interface Props {
  title: string;
  categories: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  width?: number;
  height?: number;
}

const margin = { top: 12, right: 12, bottom: 28, left: 44 };

/** Lines with a light area under each, rendered on the server as SVG. */
export function LineChart({ title, categories, series, format, width = 640, height = 260 }: Props) {
  const max = Math.max(1, ...series.flatMap((item) => item.data));
  const y = scaleLinear()
    .domain([0, max])
    .nice(4)
    .range([height - margin.bottom, margin.top]);
  const x = scalePoint<number>()
    .domain(categories.map((_, index) => index))
    .range([margin.left + 8, width - margin.right]);
  const path = line<number>()
    .x((_, index) => x(index) ?? 0)
    .y((value) => y(value))
    .curve(curveMonotoneX);
  const fill = area<number>()
    .x((_, index) => x(index) ?? 0)
    .y0(y(0))
    .y1((value) => y(value))
    .curve(curveMonotoneX);
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
        <text key={label} x={x(index)} y={height - 8} textAnchor="middle" fontSize="11" fill="var(--colors-fg-muted)">
          {label}
        </text>
      ))}
      {series.map((item, index) => (
        <g key={item.key}>
          <path d={fill(item.data) ?? ''} fill={colourOf(index)} opacity="0.12" />
          <path d={path(item.data) ?? ''} fill="none" stroke={colourOf(index)} strokeWidth="2.5" />
        </g>
      ))}
    </ChartFigure>
  );
}
