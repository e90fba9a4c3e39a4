import { defineSlotRecipe } from '@pandacss/dev';

/** The frame of every page in the shell (PageHeader, PortalPage.astro): breadcrumbs, title, actions, body. */
export const pageFrameRecipe = defineSlotRecipe({
  className: 'page-frame',
  slots: ['header', 'crumbs', 'crumb', 'title', 'body'],
  base: {
    header: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'flex-end',
      justifyContent: 'space-between',
      gap: '3',
      paddingBlockStart: '6',
      paddingInline: '6',
      paddingBlockEnd: '4',
    },
    crumbs: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '1',
      listStyle: 'none',
      margin: '0',
      marginBlockEnd: '1',
      padding: '0',
      fontSize: 'sm',
      color: 'fg.muted',
    },
    crumb: {
      '& + &::before': { content: '"/"', marginInlineEnd: '1', opacity: '0.7' },
      '& a': { color: 'inherit' },
      '&[aria-current="page"]': { color: 'fg.default' },
    },
    title: { fontSize: '2xl', fontWeight: '700', lineHeight: '1.25' },
    body: { paddingInline: '6', paddingBlockEnd: '8' },
  },
  staticCss: ['*'],
});
