/** The strings NavbarToggle reads; the pages give it only these (islandTextsOf). */
export const navbarToggleKeys = [
  'common:closeNavigation',
  'common:foldNavigation',
  'common:unfoldNavigation',
  'common:toggleNavigation',
] as const;
