import { createAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

// Ark has no breadcrumb machine: the anatomy is ours, the markup is plain nav > ol > li.
export const breadcrumbsAnatomy = createAnatomy('breadcrumbs').parts('root', 'list', 'item', 'link', 'separator');

export const breadcrumbsRecipe = defineSlotRecipe({
  className: 'breadcrumbs',
  jsx: ['Breadcrumbs'],
  slots: breadcrumbsAnatomy.keys(),
  base: {
    root: { fontSize: 'sm' },
    list: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5', listStyle: 'none' },
    item: { display: 'inline-flex', alignItems: 'center', gap: '1.5', color: 'fg.muted' },
    link: {
      color: 'accent.default',
      textDecoration: 'none',
      borderRadius: 'sm',
      _hover: { textDecoration: 'underline' },
      _current: { color: 'fg.default', fontWeight: '600', _hover: { textDecoration: 'none' } },
    },
    separator: {
      display: 'inline-flex',
      color: 'fg.muted',
      '& svg': { width: '3.5', height: '3.5' },
      // A chevron points along the reading direction, so it turns round in RTL.
      _rtl: { transform: 'scaleX(-1)' },
    },
  },
  staticCss: ['*'],
});
