/** Role groups of docs/roles.md. `onlyGuest` is the empty list: only users without roles. */
export const authRoles = {
  admin: ['admin'],
  staff: ['EFI_USER'],
  allKnown: ['EFI_USER', 'CLIENT_PROSPECT_USER', 'VENDOR_USER'],
  cpUsers: ['EFI_USER', 'CLIENT_PROSPECT_USER'],
  vendor: ['VENDOR_USER'],
  user: ['admin', 'user'],
  onlyGuest: [],
} as const satisfies Record<string, readonly string[]>;

/**
 * The permission check of docs/roles.md: no requirement allows everyone; an empty requirement allows only
 * users with no roles (guests); otherwise any shared role is enough.
 */
export function hasPermission(required: readonly string[] | null | undefined, userRoles: readonly string[]): boolean {
  if (required === null || required === undefined) return true;
  if (required.length === 0) return userRoles.length === 0;
  return required.some((role) => userRoles.includes(role));
}
