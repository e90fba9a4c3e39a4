import { authRoles } from '../auth/roles.ts';

/** Spec §6: the toolbar search shows only for roles in the search list (every known user). */
export const searchRoles: readonly string[] = [...authRoles.admin, ...authRoles.allKnown];
