// Kept apart from the settings schema so islands can use it without shipping zod.
export const navbarStyles = ['style-1', 'style-2', 'style-3', 'style-3-dense'] as const;
export type NavbarStyle = (typeof navbarStyles)[number];

/** The navbar's part of a layout's settings (layouts.ts; settings.ts checks what is stored). */
export interface NavbarConfig {
  display: boolean;
  style: NavbarStyle;
  folded: boolean;
  position: 'left' | 'right';
}

/** Navbar style-2 is the folded style; style-1 can be folded by the user too. */
export function navbarStartsFolded(config: { navbar: NavbarConfig }): boolean {
  return config.navbar.folded || config.navbar.style === 'style-2';
}

/** Whether the vertical navbar offers folding (style-3 is a rail and never folds). */
export function navbarFoldable(style: NavbarStyle): boolean {
  return style === 'style-1' || style === 'style-2';
}
