import { authRoles, hasPermission } from './roles.ts';

/**
 * The vendor organisation a person answers for: a vendor user (VENDOR_USER) acts for the company
 * the provider's auth API names in their user info. Anyone else acts for no vendor.
 */
export function vendorOrganisationOf(
  person: { userInfo: { companyName: string } },
  roles: readonly string[],
): string | null {
  if (!hasPermission(authRoles.vendor, roles)) return null;
  const name = person.userInfo.companyName.trim();
  return name === '' ? null : name;
}

/** Whether two organisation names are the same company: case, spacing and accents aside. */
export function sameOrganisation(a: string, b: string): boolean {
  return organisationKey(a) === organisationKey(b);
}

/** The key two names of one company share (for storage keys and lookups). */
export function organisationKey(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}
