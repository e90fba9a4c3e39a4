import { defineSemanticTokens, defineTextStyles, defineTokens } from '@pandacss/dev';

import { textOn } from './contrast.ts';
import { schemes, statusSolids } from './schemes.ts';
import { CONTAINER_WIDTH_NARROW, CONTAINER_WIDTH_WIDE, LARGE_BREAKPOINT } from './widths.ts';

const base = schemes.default;

/** Breakpoints of the template family (MUI's): the mobile navbar is used below `lg`. */
export const breakpoints = { sm: '600px', md: '960px', lg: `${LARGE_BREAKPOINT}px`, xl: '1920px' };

// Spacing in pixels: the root font size follows the user's font scale (62.5% × scale), and the
// layout should not grow with it, only the text.
const spacingSteps = [
  0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 20, 24, 28, 32, 36, 40, 48, 56, 64, 72, 80, 96,
];
const spacing = Object.fromEntries(spacingSteps.map((step) => [String(step), { value: `${step * 4}px` }]));

export const tokens = defineTokens({
  fonts: {
    body: {
      value:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
    },
    mono: { value: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace' },
  },
  // Root is 62.5% (10px at scale 1), so 1.4rem is 14px and everything follows the font scale.
  fontSizes: {
    '2xs': { value: '1.1rem' },
    xs: { value: '1.2rem' },
    sm: { value: '1.3rem' },
    md: { value: '1.4rem' },
    lg: { value: '1.6rem' },
    xl: { value: '1.8rem' },
    '2xl': { value: '2.2rem' },
    '3xl': { value: '2.8rem' },
    '4xl': { value: '3.6rem' },
    '5xl': { value: '4.8rem' },
  },
  spacing,
  sizes: {
    ...spacing,
    // The spec's widths (section 9), in one place: the shell's recipes read them (width: 'navbar').
    navbar: { value: '280px' },
    navbarFolded: { value: '64px' },
    sidePanel: { value: '120px' },
    sidePanelDense: { value: '64px' },
    toolbar: { value: '64px' },
    footer: { value: '48px' },
    panel: { value: '280px' },
    notificationPanel: { value: '320px' },
    settingsDrawer: { value: '380px' },
    containerWide: { value: `${CONTAINER_WIDTH_WIDE}px` },
    containerNarrow: { value: `${CONTAINER_WIDTH_NARROW}px` },
  },
  radii: {
    sm: { value: '4px' },
    md: { value: '6px' },
    lg: { value: '8px' },
    xl: { value: '12px' },
  },
  durations: {
    backdrop: { value: '500ms' },
    hover: { value: '150ms' },
  },
  zIndex: {
    navbar: { value: 1100 },
    toolbar: { value: 1000 },
    drawer: { value: 1300 },
    modal: { value: 1400 },
    toast: { value: 1500 },
    tooltip: { value: 1600 },
  },
});

/**
 * The colour palettes a part takes through `colorPalette` (Park UI's way: the recipe reads
 * `colorPalette.subtle`, the caller chooses the palette): `neutral` and `accent` follow the
 * scheme, the statuses are the same in every scheme.
 */
export const palettes = ['neutral', 'accent', 'info', 'success', 'warning', 'danger'] as const;
export type Palette = (typeof palettes)[number];

/**
 * The colours of a status (danger, success, warning, info): a solid fill with white text on it, a
 * subtle background, the text colour that reads on it and a border that frames it. The same in
 * every scheme.
 */
function statusColours({ solid, subtle, text }: { solid: string; subtle: string; text: string }) {
  return {
    default: { value: solid },
    fg: { value: '#ffffff' },
    subtle: { value: subtle },
    text: { value: text },
    // Written as text on the page's surfaces: the solid in a light scheme, a light tint in a dark
    // one (schemes.ts sets it per scheme).
    onSurface: { value: solid },
    border: { value: `color-mix(in srgb, ${solid} 30%, transparent)` },
  };
}

export const semanticTokens = defineSemanticTokens({
  colors: {
    canvas: { value: base.canvas },
    surface: { DEFAULT: { value: base.surface }, raised: { value: base.surfaceRaised } },
    fg: { default: { value: base.fg }, muted: { value: base.fgMuted } },
    border: { value: base.border },
    accent: {
      default: { value: base.accent },
      emphasized: { value: base.accentEmphasized },
      fg: { value: textOn(base.accent) },
    },
    secondary: { default: { value: base.secondary }, fg: { value: textOn(base.secondary) } },
    // The scheme's own greys as a palette (a plain badge); each scheme sets them (schemes.ts).
    neutral: {
      default: { value: base.fgMuted },
      fg: { value: textOn(base.fgMuted) },
      subtle: { value: base.surfaceRaised },
      text: { value: base.fg },
      border: { value: base.border },
    },
    danger: statusColours({ solid: statusSolids.danger, subtle: '#fef2f2', text: '#7f1d1d' }),
    success: statusColours({ solid: statusSolids.success, subtle: '#f0fdf4', text: '#14532d' }),
    warning: statusColours({ solid: statusSolids.warning, subtle: '#fffbeb', text: '#78350f' }),
    info: statusColours({ solid: statusSolids.info, subtle: '#eff6ff', text: '#1e3a8a' }),
    backdrop: { value: 'rgba(15, 23, 42, 0.55)' },
  },
  shadows: {
    raised: { value: '0 1px 3px rgba(15, 23, 42, 0.12), 0 1px 2px rgba(15, 23, 42, 0.08)' },
    overlay: { value: '0 10px 30px rgba(15, 23, 42, 0.25)' },
  },
});

export const textStyles = defineTextStyles({
  pageTitle: { value: { fontSize: '2xl', fontWeight: '700', lineHeight: '1.25' } },
  sectionTitle: { value: { fontSize: 'lg', fontWeight: '600', lineHeight: '1.4' } },
  caption: { value: { fontSize: 'xs', color: 'fg.muted' } },
});
