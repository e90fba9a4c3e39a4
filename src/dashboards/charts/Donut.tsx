import { arc, pie } from 'd3-shape';
import { ChartFigure, Legend } from './ChartFigure.tsx';
import { colourOf, PATH_DIGITS } from './format.ts';

interface Slice {
  key: string;
  label: string;
  value: number;
}

interface Props {
  title: string;
  slices: Slice[];
  format: (value: number) => string;
  /** Text in the middle, e.g. the total. */
  centre?: string;
  valueLabel: string;
}

/** A donut with its legend (values written out), rendered on the server as SVG. */
export function Donut({ title, slices, format, centre, valueLabel }: Props) {
  const size = 200;
  const arcs = pie<Slice>()
    .value((slice) => slice.value)
    .sort(null)(slices);
  const shape = arc<(typeof arcs)[number]>()
    .innerRadius(56)
    .outerRadius(92)
    .padAngle(0.015)
    .cornerRadius(2)
    .digits(PATH_DIGITS);
  return (
    <ChartFigure
      title={title}
      width={size}
      height={size}
      maxWidth={220}
      data={{
        caption: title,
        columns: ['', valueLabel],
        rows: slices.map((slice) => ({ label: slice.label, values: [format(slice.value)] })),
      }}
      after={
        <Legend
          items={slices.map((slice, index) => ({
            key: slice.key,
            name: slice.label,
            colour: colourOf(index),
            value: format(slice.value),
          }))}
        />
      }
    >
      <g transform={`translate(${size / 2},${size / 2})`}>
        {arcs.map((item, index) => (
          <path key={item.data.key} d={shape(item) ?? ''} fill={colourOf(index)} />
        ))}
        {centre && (
          <text textAnchor="middle" dy="0.35em" fontSize="22" fontWeight="700" fill="var(--colors-fg-default)">
            {centre}
          </text>
        )}
      </g>
    </ChartFigure>
  );
}
