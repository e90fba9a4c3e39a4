import { defineSlotRecipe } from '@pandacss/dev';

/** A line under a title: the weekday over the date, an entry's detail, a switch's help. */
const secondary = { fontSize: 'sm', color: 'fg.muted' } as const;

/**
 * The quick panel (islands/shell/QuickPanel.tsx): sections (today, events, notes, quick settings),
 * each under a small heading; the lists of entries are panelParts lists.
 */
export const quickPanelRecipe = defineSlotRecipe({
  className: 'quick-panel',
  slots: ['section', 'heading', 'weekday', 'date', 'entry', 'title', 'detail'],
  base: {
    section: { display: 'grid', gap: '2' },
    heading: {
      fontSize: 'xs',
      fontWeight: '700',
      letterSpacing: '0.06em',
      textTransform: 'uppercase',
      color: 'accent.default',
    },
    weekday: secondary,
    date: { fontSize: 'xl', fontWeight: '600' },
    entry: { paddingBlock: '1.5', borderBlockEndWidth: '1px', borderBlockEndColor: 'border' },
    title: { fontWeight: '600' },
    detail: secondary,
  },
  staticCss: ['*'],
});
