import type { MapWidget } from '../../content/schemas/contract-locker.ts';
import { WorldMap } from '../charts/WorldMap.tsx';
import type { PanelProps } from '../widget-props.ts';

/** Where the vendors (or peers) are, on a world map. */
export function MapPanel({
  widget,
  title,
  t,
  land,
}: Omit<PanelProps<MapWidget>, 'locale'> & { title: string; land?: string | undefined }) {
  return <WorldMap title={title} markers={widget.markers} listLabel={t('dashboards:locker.markers')} land={land} />;
}
