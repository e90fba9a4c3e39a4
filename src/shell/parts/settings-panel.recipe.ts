import { defineSlotRecipe } from '@pandacss/dev';

/**
 * The settings panel's two views (islands/shell/SettingsPanel.tsx): the settings form with a framed
 * section per part, and the colour schemes, each a button with a preview of its colours.
 */
export const settingsPanelRecipe = defineSlotRecipe({
  className: 'settings-panel',
  slots: ['form', 'section', 'legend', 'schemeButton', 'schemePreview'],
  base: {
    form: { display: 'grid', gap: '4' },
    section: {
      display: 'grid',
      gap: '3',
      margin: '0',
      padding: '3',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      // A fieldset is as wide as its content by default: a long select would widen the panel.
      minWidth: '0',
    },
    legend: { paddingInline: '1', fontWeight: '700' },
    schemeButton: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      width: '100%',
      padding: '2',
      // Transparent until chosen, so choosing one moves nothing.
      borderWidth: '2px',
      borderColor: 'transparent',
      borderRadius: 'md',
      color: 'inherit',
      cursor: 'pointer',
      textAlign: 'start',
      _hover: { background: 'color-mix(in srgb, currentColor 6%, transparent)' },
      '&[aria-pressed="true"]': { borderColor: 'accent.default' },
    },
    // The scheme's canvas (inline) with its surface, accent and secondary colours on it.
    schemePreview: {
      display: 'inline-flex',
      gap: '1',
      padding: '1.5',
      borderRadius: 'md',
      boxShadow: '0 0 0 1px token(colors.border)',
      '& > span': { width: '4', height: '6', borderRadius: '3px', borderWidth: '1px', borderColor: 'transparent' },
    },
  },
  staticCss: ['*'],
});
