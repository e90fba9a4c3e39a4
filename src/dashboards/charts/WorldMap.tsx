import { css } from 'styled-system/css';
import { mapHeight as height, projection, WORLD_LAND_URL, mapWidth as width } from './world.ts';

export interface MapMarker {
  lat: number;
  lng: number;
  label: string;
}

const svg = css({ display: 'block', width: '100%', height: 'auto' });
const list = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  listStyle: 'none',
  padding: '0',
  marginBlockStart: '3',
  fontSize: 'sm',
});
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  paddingInline: '2',
  paddingBlock: '0.5',
  borderRadius: 'full',
  bg: 'surface.raised',
  border: '1px solid {colors.border}',
});

/** A world map with markers, drawn on the server as SVG; the marker labels are listed under it. */
export function WorldMap({
  title,
  markers,
  listLabel,
  land = WORLD_LAND_URL,
}: {
  title: string;
  markers: MapMarker[];
  listLabel: string;
  /** Where the land's drawing is: the portal's /maps/world-land.svg (a story, with no server, gives it inline). */
  land?: string | undefined;
}) {
  return (
    <figure className={css({ margin: '0' })}>
      <svg
        className={svg}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={title}
        style={{ direction: 'ltr' }}
      >
        <image href={land} width={width} height={height} />
        {markers.map((marker) => {
          const [x, y] = projection([marker.lng, marker.lat]) ?? [0, 0];
          return (
            <g key={marker.label} data-marker={marker.label} transform={`translate(${x.toFixed(1)},${y.toFixed(1)})`}>
              <title>{marker.label}</title>
              <circle r="14" fill="var(--colors-accent-default)" opacity="0.2" />
              <circle r="6" fill="var(--colors-accent-default)" stroke="var(--colors-surface)" strokeWidth="2" />
            </g>
          );
        })}
      </svg>
      <figcaption>
        <span className="visually-hidden">{listLabel}</span>
        <ul className={list}>
          {markers.map((marker) => (
            <li key={marker.label} className={chip}>
              <span
                aria-hidden="true"
                className={css({ width: '2', height: '2', borderRadius: 'full', bg: 'accent.default' })}
              />
              {marker.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
