import { textOn } from './contrast.ts';

/**
 * Colour schemes as data. A scheme is applied to one of the four theme slots (main, navbar,
 * toolbar, footer) by putting `data-scheme="<id>"` on the slot's element: the CSS generated from
 * this table sets the semantic colour variables on that element, so they cascade to its content
 * and an inner slot simply overrides an outer one.
 */
export interface SchemePalette {
  mode: 'light' | 'dark';
  canvas: string;
  surface: string;
  surfaceRaised: string;
  fg: string;
  fgMuted: string;
  border: string;
  accent: string;
  accentEmphasized: string;
  secondary: string;
}

export const schemes = {
  default: {
    mode: 'light',
    canvas: '#f1f5f9',
    surface: '#ffffff',
    surfaceRaised: '#f8fafc',
    fg: '#1e293b',
    fgMuted: '#556072',
    border: '#d7dee8',
    accent: '#1e40af',
    accentEmphasized: '#1e3a8a',
    secondary: '#b45309',
  },
  defaultDark: {
    mode: 'dark',
    canvas: '#111827',
    surface: '#1e293b',
    surfaceRaised: '#273449',
    fg: '#f1f5f9',
    fgMuted: '#a9b4c4',
    border: '#334155',
    accent: '#93c5fd',
    accentEmphasized: '#bfdbfe',
    secondary: '#fbbf24',
  },
  light1: {
    mode: 'light',
    canvas: '#f5f3ff',
    surface: '#ffffff',
    surfaceRaised: '#faf5ff',
    fg: '#2e1065',
    fgMuted: '#5b4a86',
    border: '#ddd6fe',
    accent: '#6d28d9',
    accentEmphasized: '#5b21b6',
    secondary: '#0f766e',
  },
  light2: {
    mode: 'light',
    canvas: '#ecfdf5',
    surface: '#ffffff',
    surfaceRaised: '#f0fdf4',
    fg: '#052e16',
    fgMuted: '#3f5f4b',
    border: '#bbf7d0',
    accent: '#047857',
    accentEmphasized: '#065f46',
    secondary: '#9d174d',
  },
  dark1: {
    mode: 'dark',
    canvas: '#0c0a1d',
    surface: '#1c1836',
    surfaceRaised: '#272248',
    fg: '#ede9fe',
    fgMuted: '#b4abd6',
    border: '#3b3566',
    accent: '#c4b5fd',
    accentEmphasized: '#ddd6fe',
    secondary: '#5eead4',
  },
  dark2: {
    mode: 'dark',
    canvas: '#03130d',
    surface: '#0b2519',
    surfaceRaised: '#123323',
    fg: '#dcfce7',
    fgMuted: '#9fc7ad',
    border: '#1f4d36',
    accent: '#6ee7b7',
    accentEmphasized: '#a7f3d0',
    secondary: '#f9a8d4',
  },
  greyDark: {
    mode: 'dark',
    canvas: '#18181b',
    surface: '#27272a',
    surfaceRaised: '#323236',
    fg: '#fafafa',
    fgMuted: '#b4b4bb',
    border: '#3f3f46',
    accent: '#7dd3fc',
    accentEmphasized: '#bae6fd',
    secondary: '#fcd34d',
  },
} as const satisfies Record<string, SchemePalette>;

/** The status colours' solid fills (danger, success, warning, info): the same in every scheme. */
export const statusSolids = { danger: '#b91c1c', success: '#15803d', warning: '#b45309', info: '#1d4ed8' } as const;
export type Status = keyof typeof statusSolids;

/**
 * A status written as text on a dark scheme's surfaces (a rank that rose, a failed save): the
 * solid fills read at about 3:1 there, light tints of the same hues at 7:1 or more.
 */
const statusTextOnDark: Record<Status, string> = {
  danger: '#fca5a5',
  success: '#86efac',
  warning: '#fcd34d',
  info: '#93c5fd',
};

/** The colour of each status written as text on a scheme's surfaces (the `<status>.onSurface` tokens). */
export function statusTextOn(palette: SchemePalette): Record<Status, string> {
  return palette.mode === 'dark' ? statusTextOnDark : statusSolids;
}

export type SchemeId = keyof typeof schemes;
export const schemeIds = Object.keys(schemes) as SchemeId[];

/** The semantic colour variables a scheme sets, named as Panda names its semantic tokens. */
export function schemeVariables(palette: SchemePalette): Record<string, string> {
  return {
    colorScheme: palette.mode,
    '--colors-canvas': palette.canvas,
    '--colors-surface': palette.surface,
    '--colors-surface-raised': palette.surfaceRaised,
    '--colors-fg-default': palette.fg,
    '--colors-fg-muted': palette.fgMuted,
    '--colors-border': palette.border,
    '--colors-accent-default': palette.accent,
    '--colors-accent-emphasized': palette.accentEmphasized,
    '--colors-accent-fg': textOn(palette.accent),
    '--colors-secondary-default': palette.secondary,
    '--colors-secondary-fg': textOn(palette.secondary),
    '--colors-neutral-default': palette.fgMuted,
    '--colors-neutral-fg': textOn(palette.fgMuted),
    '--colors-neutral-subtle': palette.surfaceRaised,
    '--colors-neutral-text': palette.fg,
    '--colors-neutral-border': palette.border,
    ...Object.fromEntries(
      Object.entries(statusTextOn(palette)).map(([status, colour]) => [`--colors-${status}-on-surface`, colour]),
    ),
  };
}
