/**
 * The strings the account menu, its pop-up and the switch dialog read (`t()` keys): four of
 * `auth`, the settings panel's name, all of `clients` (src/i18n/island-texts.ts). Apart from the island, for the server.
 */
export const userMenuKeys = [
  'auth:profile.login',
  'auth:profile.logout',
  'auth:profile.menu',
  'auth:profile.menuOf',
  'panels:settings',
  'panels:schemes',
  'clients',
] as const;
