/**
 * The sizes and delays of docs/constants.md that code uses (widths of the shell's parts are design
 * tokens, used by its styles).
 */
export const SNACKBAR_AUTO_HIDE_MS = 6000;
export const SETTINGS_WRITE_DEBOUNCE_MS = 300;
/** Token refresh time is the earliest token expiry minus this margin. */
export const TOKEN_REFRESH_MARGIN_MS = 9 * 60 * 1000;
export const MAX_TOASTS = 5;
export const MAX_SEARCH_SUGGESTIONS = 10;

/** Widths in CSS pixels (the design system's, one place). The mobile navbar is used below the large breakpoint. */
export { CONTAINER_WIDTH_NARROW, CONTAINER_WIDTH_WIDE, LARGE_BREAKPOINT } from './design-system/theme/widths.ts';

export const FONT_SCALE = { min: 0.7, max: 1.3, step: 0.1, default: 1 } as const;
/** The root font size is this percentage times the font scale. */
export const FONT_BASE_PERCENT = 62.5;
