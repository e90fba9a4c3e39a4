import { authRoles } from '../auth/roles.ts';

/** The toolbar search shows only for roles in the search list (every known user; docs/roles.md). */
export const searchRoles: readonly string[] = [...authRoles.admin, ...authRoles.allKnown];
