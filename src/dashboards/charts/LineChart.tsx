import { scalePoint } from 'd3-scale';
import { area, curveMonotoneX, line } from 'd3-shape';
import { colourOf, PATH_DIGITS, px } from './format.ts';
import { CategoryLabel, SeriesChartFrame, type SeriesChartProps, valueScale } from './SeriesChart.tsx';

const margin = { top: 12, right: 12, bottom: 28, left: 44 };

/** Lines with a light area under each, rendered on the server as SVG. */
export function LineChart({ categories, series, width = 640, height = 260, ...rest }: SeriesChartProps) {
  const y = valueScale(series, height, margin);
  const x = scalePoint<number>()
    .domain(categories.map((_, index) => index))
    .range([margin.left + 8, width - margin.right]);
  const path = line<number>()
    .x((_, index) => x(index) ?? 0)
    .y((value) => y(value))
    .curve(curveMonotoneX)
    .digits(PATH_DIGITS);
  const fill = area<number>()
    .x((_, index) => x(index) ?? 0)
    .y0(y(0))
    .y1((value) => y(value))
    .curve(curveMonotoneX)
    .digits(PATH_DIGITS);
  return (
    <SeriesChartFrame
      {...rest}
      categories={categories}
      series={series}
      width={width}
      height={height}
      margins={margin}
      y={y}
      // Lines keep their labels in the drawing (no chart of lines has asked for readable ones yet).
      axisLabels="drawn"
      categoryAt={(index) => x(index) ?? 0}
    >
      {categories.map((label, index) => (
        <CategoryLabel key={label} x={px(x(index))} height={height}>
          {label}
        </CategoryLabel>
      ))}
      {series.map((item, index) => (
        <g key={item.key}>
          <path d={fill(item.data) ?? ''} fill={colourOf(index)} opacity="0.12" />
          <path d={path(item.data) ?? ''} fill="none" stroke={colourOf(index)} strokeWidth="2.5" />
        </g>
      ))}
    </SeriesChartFrame>
  );
}
