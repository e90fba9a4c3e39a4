import { defineSlotRecipe } from '@pandacss/dev';

/**
 * The notifications panel (islands/shell/NotificationsPanel.tsx): a card per notification, its
 * status as the colour of the card's start edge (data-variant), its text, link and time, then its
 * dismiss button (a panelParts icon button).
 */
export const notificationsPanelRecipe = defineSlotRecipe({
  className: 'notifications-panel',
  slots: ['card', 'text'],
  base: {
    card: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '2',
      padding: '3',
      borderWidth: '1px',
      borderInlineStartWidth: '4px',
      borderColor: 'border',
      borderRadius: 'md',
      '&[data-variant="success"]': { borderInlineStartColor: 'success.default' },
      '&[data-variant="warning"]': { borderInlineStartColor: 'warning.default' },
      '&[data-variant="error"]': { borderInlineStartColor: 'danger.default' },
      '&[data-variant="info"]': { borderInlineStartColor: 'info.default' },
    },
    text: {
      display: 'grid',
      gap: '1',
      flex: '1',
      minWidth: '0',
      // A long file name in a message breaks rather than widen the panel.
      overflowWrap: 'anywhere',
      '& a': { color: 'accent.default', textDecoration: 'underline', textUnderlineOffset: '2px' },
      '& time': { fontSize: 'sm', color: 'fg.muted' },
    },
  },
  staticCss: ['*'],
});
