import { progressAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const progressRecipe = defineSlotRecipe({
  className: 'progress',
  jsx: ['Progress'],
  slots: progressAnatomy.extendWith('header').keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%' },
    header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' },
    label: { fontSize: 'sm', fontWeight: '600', color: 'fg.default' },
    valueText: { fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    track: { width: '100%', borderRadius: 'full', bg: 'border', overflow: 'hidden' },
    range: {
      height: '100%',
      borderRadius: 'full',
      bg: 'accent.default',
      transition: 'width 200ms ease-out',
      _motionReduce: { transition: 'none' },
      '&[data-state=indeterminate]': { width: '40%' },
    },
    view: {},
    circle: {},
    circleTrack: {},
    circleRange: {},
  },
  variants: {
    size: {
      sm: { track: { height: '1' } },
      md: { track: { height: '2' } },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
