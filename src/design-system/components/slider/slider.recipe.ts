import { sliderAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const sliderRecipe = defineSlotRecipe({
  className: 'slider',
  jsx: ['Slider'],
  slots: sliderAnatomy.extendWith('header').keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', width: '100%' },
    header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' },
    label: { fontSize: 'sm', fontWeight: '600', color: 'fg.default' },
    valueText: { fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    control: { position: 'relative', display: 'flex', alignItems: 'center', height: '5' },
    track: { flex: '1', height: '1.5', borderRadius: 'full', bg: 'border', overflow: 'hidden' },
    range: { height: '100%', bg: 'accent.default' },
    thumb: {
      width: '4',
      height: '4',
      borderRadius: 'full',
      bg: 'surface',
      borderWidth: '2px',
      borderColor: 'accent.default',
      boxShadow: 'raised',
      cursor: 'grab',
      _disabled: { cursor: 'not-allowed' },
    },
    markerGroup: { position: 'relative', height: '4' },
    marker: { fontSize: 'xs', color: 'fg.muted' },
    draggingIndicator: {},
  },
  staticCss: ['*'],
});
