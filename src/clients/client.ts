/** Spec §3: a client's id is derived by encoding its hubspot_company_xref. */
export function clientIdFor(xref: number): string {
  return btoa(String(xref)).replace(/=+$/, '');
}

/** A user's roles: the base role, their own, and those of the active client (spec §6). */
export function rolesFor(
  userInfoRoles: readonly string[],
  activeClient: { user_client_roles: readonly string[] } | undefined,
): string[] {
  return [...new Set(['user', ...userInfoRoles, ...(activeClient?.user_client_roles ?? [])])];
}
