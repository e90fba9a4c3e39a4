/** A client's id is derived by encoding its hubspot_company_xref (docs/data.md). */
export function clientIdFor(xref: number): string {
  return btoa(String(xref)).replace(/=+$/, '');
}

/** A user's roles: the base role, their own, and those of the active client (docs/roles.md). */
export function rolesFor(
  userInfoRoles: readonly string[],
  activeClient: { user_client_roles: readonly string[] } | undefined,
): string[] {
  return [...new Set(['user', ...userInfoRoles, ...(activeClient?.user_client_roles ?? [])])];
}

/** The active client among a user's clients (the one rule; pages read `Astro.locals.activeClient`). */
export function activeClientOf<Client extends { id: string }>(
  clients: readonly Client[],
  activeClientId: string | null | undefined,
): Client | undefined {
  return activeClientId ? clients.find((client) => client.id === activeClientId) : undefined;
}
