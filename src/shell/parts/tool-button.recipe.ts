import { defineRecipe } from '@pandacss/dev';

/**
 * A toolbar button or link: the tools (ShellTools) and the shortcuts (Shortcuts). Its class is
 * `tool-button` itself, because the shortcuts bar's island (src/islands/shell/ShortcutsBar.tsx)
 * renders the same links with that class name after the person changes the shortcuts.
 */
export const toolButtonRecipe = defineRecipe({
  className: 'tool-button',
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1.5',
    minWidth: '10',
    height: '10',
    paddingInline: '2',
    borderRadius: 'md',
    color: 'inherit',
    bg: 'transparent',
    cursor: 'pointer',
    textDecoration: 'none',
    '&:is(:hover, [aria-expanded="true"], [aria-pressed="true"])': {
      bg: 'color-mix(in srgb, currentColor 10%, transparent)',
    },
    _focusVisible: { outline: '2px solid {colors.accent.default}', outlineOffset: '2px' },
  },
  variants: {
    // The tools a phone can do without (font size, fullscreen), so the account menu stays on screen.
    phone: { shown: {}, hidden: { mdDown: { display: 'none' } } },
  },
  defaultVariants: { phone: 'shown' },
  staticCss: ['*'],
});
