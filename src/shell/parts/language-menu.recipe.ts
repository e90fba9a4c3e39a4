import { defineSlotRecipe } from '@pandacss/dev';

/** The language picker (islands/shell/LanguageMenu.tsx): a button per language, then the link on adding one. */
export const languageMenuRecipe = defineSlotRecipe({
  className: 'language-menu',
  slots: ['option', 'name', 'docs'],
  base: {
    option: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      width: '100%',
      paddingBlock: '2',
      paddingInline: '3',
      borderRadius: 'md',
      color: 'inherit',
      cursor: 'pointer',
      textAlign: 'start',
      // The page's language is marked like the one under the pointer (and with a check).
      '&:is(:hover, [aria-current="true"])': { background: 'color-mix(in srgb, currentColor 8%, transparent)' },
    },
    name: { flex: '1' },
    docs: {
      paddingBlock: '2',
      paddingInline: '3',
      borderBlockStartWidth: '1px',
      borderBlockStartColor: 'border',
      color: 'accent.default',
      fontSize: 'sm',
    },
  },
  staticCss: ['*'],
});
