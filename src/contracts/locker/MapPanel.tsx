import { css } from 'styled-system/css';
import type { MapWidget } from '../../content/schemas/contract-locker.ts';
import { WorldMap } from '../../dashboards/charts/WorldMap.tsx';
import type { PanelProps } from '../../dashboards/widget-props.ts';

/** Where the vendors (or peers) are, on a world map. */
export function MapPanel({
  widget,
  title,
  t,
  land,
}: Omit<PanelProps<MapWidget & { unplaced?: number }>, 'locale'> & { title: string; land?: string | undefined }) {
  // Vendors whose place the contracts do not give (or the portal does not know) get no marker.
  const unplaced = widget.unplaced ?? 0;
  return (
    <>
      <WorldMap title={title} markers={widget.markers} listLabel={t('dashboards:locker.markers')} land={land} />
      {unplaced > 0 && (
        <p className={css({ color: 'fg.muted', fontSize: 'sm', marginBlockStart: '2' })}>
          {t('dashboards:locker.unplaced', { count: unplaced })}
        </p>
      )}
    </>
  );
}
