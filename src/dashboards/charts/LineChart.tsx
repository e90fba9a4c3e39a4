import { scalePoint } from 'd3-scale';
import { area, curveMonotoneX, line } from 'd3-shape';
import { colourOf, PATH_DIGITS } from './format.ts';
import { SeriesChartFrame, type SeriesChartProps, valueScale } from './SeriesChart.tsx';

/** Lines with a light area under each, rendered on the server as SVG. */
export function LineChart({ categories, series, width = 640, height = 260, ...rest }: SeriesChartProps) {
  const y = valueScale(series, height);
  const x = scalePoint<number>()
    .domain(categories.map((_, index) => index))
    // The first and last points inset by a twentieth: their labels are centred on them.
    .range([width / 20, width - width / 20]);
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
      y={y}
      categoryAt={(index) => x(index) ?? 0}
    >
      {series.map((item, index) => (
        <g key={item.key}>
          <path d={fill(item.data) ?? ''} fill={colourOf(index)} opacity="0.12" />
          <path d={path(item.data) ?? ''} fill="none" stroke={colourOf(index)} strokeWidth="2.5" />
        </g>
      ))}
    </SeriesChartFrame>
  );
}
