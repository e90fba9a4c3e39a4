import { scaleLinear } from 'd3-scale';
import { curveMonotoneX, line } from 'd3-shape';
import { css } from 'styled-system/css';
import { PATH_DIGITS, px } from './format.ts';

interface Props {
  data: number[];
  colour?: string;
  width?: number;
  height?: number;
  /** Bars instead of a line. */
  bars?: boolean;
}

const svg = css({ display: 'block', width: '100%', height: '12' });

/** A small trend line; decorative, the figure it belongs to is written out beside it. */
export function Sparkline({
  data,
  colour = 'var(--colors-accent-default)',
  width = 160,
  height = 40,
  bars = false,
}: Props) {
  const max = Math.max(1, ...data);
  const min = bars ? 0 : Math.min(...data);
  const y = scaleLinear()
    .domain([min, max])
    .range([height - 2, 2]);
  const x = scaleLinear()
    .domain([0, Math.max(1, data.length - 1)])
    .range([2, width - 2]);
  if (bars) {
    const step = (width - 4) / data.length;
    return (
      <svg
        className={svg}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
        data-sparkline=""
        preserveAspectRatio="none"
      >
        {data.map((value, index) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: one bar per day, in order
            key={index}
            x={px(2 + index * step + step * 0.15)}
            y={px(y(value))}
            width={px(step * 0.7)}
            height={px(Math.max(0, height - 2 - y(value)))}
            rx="1"
            fill={colour}
          />
        ))}
      </svg>
    );
  }
  const path = line<number>()
    .x((_, index) => x(index))
    .y((value) => y(value))
    .curve(curveMonotoneX)
    .digits(PATH_DIGITS);
  const top = path(data) ?? '';
  // The area under the line is the line closed along the bottom edge (d3's area would repeat the
  // curve along the baseline).
  const fill = top && `${top}L${px(x(data.length - 1))},${height}L${px(x(0))},${height}Z`;
  return (
    <svg
      className={svg}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      data-sparkline=""
      preserveAspectRatio="none"
    >
      <path d={fill} fill={colour} opacity="0.15" />
      <path d={top} fill="none" stroke={colour} strokeWidth="2" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
