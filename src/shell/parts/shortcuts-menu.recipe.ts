import { defineSlotRecipe } from '@pandacss/dev';

/** The shortcuts bar's star menu (islands/shell/ShortcutsMenu.tsx): a page's link, then its star (a panelParts icon button). */
export const shortcutsMenuRecipe = defineSlotRecipe({
  className: 'shortcuts-menu',
  slots: ['item', 'link', 'toggle'],
  base: {
    item: { display: 'flex', alignItems: 'center', gap: '2' },
    link: {
      flex: '1',
      minWidth: '0',
      paddingBlock: '1.5',
      paddingInline: '2',
      borderRadius: 'md',
      color: 'inherit',
      textDecoration: 'none',
      _hover: { background: 'color-mix(in srgb, currentColor 8%, transparent)' },
    },
    // A page among the shortcuts has its star filled, in the secondary colour.
    toggle: { '&[aria-pressed="true"]': { color: 'secondary.default' } },
  },
  staticCss: ['*'],
});
