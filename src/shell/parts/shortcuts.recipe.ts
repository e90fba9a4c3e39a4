import { defineSlotRecipe } from '@pandacss/dev';

/** The shortcuts bar (Shortcuts): the person's shortcuts as tool buttons, and the star menu. */
export const shortcutsRecipe = defineSlotRecipe({
  className: 'shortcuts',
  slots: ['root', 'list'],
  base: {
    // Phones have no room for it: the navigation has the same pages.
    root: { display: 'flex', alignItems: 'center', gap: '0.5', mdDown: { display: 'none' } },
    list: { display: 'flex', alignItems: 'center', gap: '0.5', listStyle: 'none', margin: '0', padding: '0' },
  },
  staticCss: ['*'],
});
