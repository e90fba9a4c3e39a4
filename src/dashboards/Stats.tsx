import { css } from 'styled-system/css';

// The tiles are styled from the list (one class, not three per tile): a chart's panel has many.
const tiles = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
  gap: '3',
  margin: '0',
  '& > div': { bg: 'surface.raised', borderRadius: 'lg', padding: '3', textAlign: 'center' },
  '& dt': { color: 'fg.muted', fontSize: 'sm' },
  '& dd': { fontSize: '2xl', fontWeight: '700', display: 'block', margin: '0' },
});

/** Tiles of labelled numbers under a chart (tasks created, closed, …). */
export function Stats({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className={tiles}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
