import { CONTAINER_WIDTH_NARROW, CONTAINER_WIDTH_WIDE } from '../constants.ts';
import { type SchemeId, schemeIds } from '../design-system/theme/schemes.ts';
import { z } from '../zod.ts';
import { type LayoutConfig, type LayoutStyle, layoutDefaults, layoutStyles } from './layouts.ts';
import { navbarStyles } from './navbar-style.ts';

export { type LayoutConfig, type LayoutStyle, layoutDefaults } from './layouts.ts';

/** Settings of docs/data.md: layout style and config, theme slots, scrollbars, direction. */

const scheme = z.enum(schemeIds as [SchemeId, ...SchemeId[]]);
const side = z.enum(['left', 'right']);

// Strict and bounded: the settings come in with every user write (unknown fields are refused).
const panelSchema = z.strictObject({ display: z.boolean(), style: z.string().max(40), position: side });

export const layoutConfigSchema = z.strictObject({
  mode: z.enum(['fullwidth', 'boxed', 'container']),
  containerWidth: z.union([z.literal(CONTAINER_WIDTH_WIDE), z.literal(CONTAINER_WIDTH_NARROW)]),
  navbar: z.strictObject({ display: z.boolean(), style: z.enum(navbarStyles), folded: z.boolean(), position: side }),
  toolbar: z.strictObject({
    display: z.boolean(),
    style: z.enum(['fixed', 'static']),
    position: z.enum(['below', 'above']),
  }),
  footer: z.strictObject({
    display: z.boolean(),
    style: z.enum(['fixed', 'static']),
    position: z.enum(['below', 'above']),
  }),
  leftSidePanel: panelSchema,
  rightSidePanel: panelSchema,
}) satisfies z.ZodType<LayoutConfig>;

export const settingsSchema = z.strictObject({
  layout: z.strictObject({ style: z.enum(layoutStyles), config: layoutConfigSchema }),
  theme: z.strictObject({ main: scheme, navbar: scheme, toolbar: scheme, footer: scheme }),
  customScrollbars: z.boolean(),
  direction: z.enum(['ltr', 'rtl']),
});
export type Settings = z.infer<typeof settingsSchema>;

/** Light theme with a dark navbar, vertical full-width layout with a static footer (docs/constants.md). */
export const defaultSettings: Settings = {
  layout: { style: 'layout1', config: layoutDefaults.layout1 },
  theme: { main: 'default', navbar: 'defaultDark', toolbar: 'default', footer: 'defaultDark' },
  customScrollbars: true,
  direction: 'ltr',
};

/** Reads stored settings, falling back to the defaults for anything missing or invalid. */
export function parseSettings(stored: unknown): Settings {
  const result = settingsSchema.safeParse(stored);
  return result.success ? result.data : defaultSettings;
}

/** What of the layout the navbar's toggles follow: the layout and the navbar's own part. */
export interface NavbarLayout {
  style: LayoutStyle;
  config: Pick<LayoutConfig, 'navbar'>;
}
