/**
 * Which of a client's contracts a person sees (decision 130). The provider's staff and the client's
 * own people see the whole register; a vendor user sees only the contracts whose Vendor is their
 * own organisation (src/auth/vendor-organisation.ts), and none when the auth API names no
 * organisation for them. Read on the server wherever the register leaves it: the register, its
 * exports, the calendar feeds, search and the document behind a contract.
 */
import { z } from 'zod';
import { authRoles, hasPermission } from '../auth/roles.ts';
import { sameOrganisation, vendorOrganisationOf } from '../auth/vendor-organisation.ts';
import type { ContractEntry } from './contract.ts';

export const registerScopeSchema = z.union([
  z.object({ whole: z.literal(true) }),
  z.object({ whole: z.literal(false), vendor: z.string().nullable() }),
]);
export type RegisterScope = z.infer<typeof registerScopeSchema>;

export const WHOLE_REGISTER: RegisterScope = { whole: true };

/** The scope of a person with these roles (the active client's among them). */
export function registerScopeOf(
  person: { userInfo: { companyName: string } } | undefined,
  roles: readonly string[],
): RegisterScope {
  // Someone who is also staff or the client's own user reads the register as such.
  if (hasPermission(authRoles.cpUsers, roles) || !hasPermission(authRoles.vendor, roles)) return WHOLE_REGISTER;
  return { whole: false, vendor: person ? vendorOrganisationOf(person, roles) : null };
}

/** Whether a contract is within the scope. */
export function inRegisterScope(entry: ContractEntry, scope: RegisterScope): boolean {
  if (scope.whole) return true;
  const vendor = entry.facts.vendor;
  return scope.vendor !== null && vendor !== null && sameOrganisation(vendor, scope.vendor);
}

const inScope = new WeakMap<readonly ContractEntry[], Map<string, ContractEntry[]>>();

/**
 * The contracts within the scope, in their order: the same array for the same listing and scope,
 * so what is worked out from it once (the model's states, the locker's widgets) is worked out once
 * a listing, not once a request. Read it; never change it.
 */
export function contractsInScope<T extends ContractEntry>(contracts: readonly T[], scope: RegisterScope): T[] {
  const key = registerScopeKey(scope);
  let byScope = inScope.get(contracts);
  if (!byScope) {
    byScope = new Map();
    inScope.set(contracts, byScope);
  }
  let kept = byScope.get(key);
  if (!kept) {
    kept = scope.whole ? [...contracts] : contracts.filter((entry) => inRegisterScope(entry, scope));
    byScope.set(key, kept);
  }
  return kept as T[];
}

/** A short name of the scope, for keys of what is kept per scope (a search index). */
export function registerScopeKey(scope: RegisterScope): string {
  return scope.whole ? 'whole' : `vendor:${scope.vendor ?? ''}`;
}
