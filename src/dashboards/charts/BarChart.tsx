import { scaleBand } from 'd3-scale';
import { chart } from 'styled-system/recipes';
import { colourOf, px } from './format.ts';
import { PLOT_MARGIN as margin, SeriesChartFrame, type SeriesChartProps, valueScale } from './SeriesChart.tsx';

/** Grouped bars, rendered on the server as SVG (no JavaScript in the browser). */
export function BarChart({ categories, series, width = 640, height = 260, ...rest }: SeriesChartProps) {
  const y = valueScale(series, height);
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
    <SeriesChartFrame
      {...rest}
      categories={categories}
      series={series}
      width={width}
      height={height}
      y={y}
      categoryAt={(index) => (x(index) ?? 0) + x.bandwidth() / 2}
    >
      {/* One group per series carries its colour and rounds its bars' corners (chart.recipe.ts). */}
      {series.map((item, seriesIndex) => (
        <g key={item.key} fill={colourOf(seriesIndex)} className={chart().bars}>
          {categories.map((label, index) => {
            const value = item.data[index] ?? 0;
            return (
              <rect
                key={label}
                x={px((x(index) ?? 0) + (inner(seriesIndex) ?? 0))}
                y={px(y(value))}
                width={px(inner.bandwidth())}
                height={px(Math.max(0, y(0) - y(value)))}
              />
            );
          })}
        </g>
      ))}
    </SeriesChartFrame>
  );
}
