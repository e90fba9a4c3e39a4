import { createAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const tableAnatomy = createAnatomy('table').parts(
  'root',
  'caption',
  'head',
  'body',
  'foot',
  'row',
  'header',
  'cell',
);

export const tableRecipe = defineSlotRecipe({
  className: 'table',
  jsx: ['Table'],
  slots: tableAnatomy.keys(),
  base: {
    root: {
      width: '100%',
      borderCollapse: 'separate',
      borderSpacing: '0',
      bg: 'surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      fontVariantNumeric: 'tabular-nums',
    },
    caption: {
      captionSide: 'top',
      textAlign: 'start',
      paddingBlockEnd: '2',
      fontWeight: '600',
      color: 'fg.default',
    },
    head: {},
    body: {},
    foot: { fontWeight: '600' },
    row: {
      '&:not(:last-child) > :is(th, td)': { borderBlockEndWidth: '1px', borderColor: 'border' },
      'thead > &': { bg: 'surface.raised' },
      'tbody > &': { _hover: { bg: 'surface.raised' } },
      '&[aria-selected=true]': { bg: 'surface.raised' },
    },
    header: {
      textAlign: 'start',
      fontSize: 'xs',
      fontWeight: '600',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      'thead &': { borderBlockEndWidth: '1px', borderColor: 'border' },
    },
    cell: { textAlign: 'start', verticalAlign: 'middle' },
  },
  variants: {
    size: {
      sm: { header: { paddingInline: '3', paddingBlock: '2' }, cell: { paddingInline: '3', paddingBlock: '1.5' } },
      md: { header: { paddingInline: '4', paddingBlock: '3' }, cell: { paddingInline: '4', paddingBlock: '3' } },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
