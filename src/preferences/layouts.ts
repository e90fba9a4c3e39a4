import { CONTAINER_WIDTH_NARROW, CONTAINER_WIDTH_WIDE } from '../constants.ts';
import type { NavbarConfig } from './navbar-style.ts';

// Kept apart from the settings schema so the settings panel can use them without shipping zod.
export const layoutStyles = ['layout1', 'layout2', 'layout3'] as const;
export type LayoutStyle = (typeof layoutStyles)[number];

interface BarConfig {
  display: boolean;
  style: 'fixed' | 'static';
  position: 'below' | 'above';
}
interface PanelConfig {
  display: boolean;
  style: string;
  position: 'left' | 'right';
}

/** A layout's settings (docs/data.md): settings.ts's schema checks what is stored against it. */
export interface LayoutConfig {
  mode: 'fullwidth' | 'boxed' | 'container';
  containerWidth: typeof CONTAINER_WIDTH_WIDE | typeof CONTAINER_WIDTH_NARROW;
  navbar: NavbarConfig;
  toolbar: BarConfig;
  footer: BarConfig;
  leftSidePanel: PanelConfig;
  rightSidePanel: PanelConfig;
}

const panels = {
  leftSidePanel: { display: true, style: 'default', position: 'left' },
  rightSidePanel: { display: true, style: 'default', position: 'right' },
} as const;

/**
 * Each layout's own defaults; choosing a layout resets its config to these. A toolbar 'above' lies
 * above the navigation: across the whole width over the vertical navbar, or before the horizontal
 * navigation bar; 'below' beside the navbar, or after the bar (decision 053).
 */
export const layoutDefaults: Record<LayoutStyle, LayoutConfig> = {
  // Vertical, full width, static footer (the default of docs/constants.md).
  layout1: {
    mode: 'fullwidth',
    containerWidth: CONTAINER_WIDTH_WIDE,
    navbar: { display: true, style: 'style-1', folded: false, position: 'left' },
    toolbar: { display: true, style: 'fixed', position: 'below' },
    footer: { display: true, style: 'static', position: 'below' },
    ...panels,
  },
  // Horizontal navigation under the toolbar, content in a container.
  layout2: {
    mode: 'container',
    containerWidth: CONTAINER_WIDTH_NARROW,
    navbar: { display: true, style: 'style-1', folded: false, position: 'left' },
    toolbar: { display: true, style: 'static', position: 'above' },
    footer: { display: true, style: 'static', position: 'below' },
    ...panels,
  },
  // Horizontal navigation above a full-width toolbar.
  layout3: {
    mode: 'fullwidth',
    containerWidth: CONTAINER_WIDTH_NARROW,
    navbar: { display: true, style: 'style-1', folded: false, position: 'left' },
    toolbar: { display: true, style: 'static', position: 'below' },
    footer: { display: true, style: 'static', position: 'below' },
    ...panels,
  },
};
