import { switchAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  jsx: ['Switch'],
  slots: switchAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      cursor: 'pointer',
      userSelect: 'none',
      _disabled: { cursor: 'not-allowed', opacity: 0.55 },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      width: '9',
      height: '5',
      padding: '0.5',
      borderRadius: 'full',
      bg: 'fg.muted/50',
      transition: 'background 150ms',
      _checked: { bg: 'accent.default' },
      // The real focus sits on the visually hidden input; show it on the track.
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
    },
    thumb: {
      width: '4',
      height: '4',
      borderRadius: 'full',
      bg: 'surface',
      boxShadow: 'raised',
      transition: 'translate 150ms',
      _checked: { translate: '16px 0', _rtl: { translate: '-16px 0' } },
      _motionReduce: { transition: 'none' },
    },
    label: { fontSize: 'md', color: 'fg.default' },
  },
  staticCss: ['*'],
});
