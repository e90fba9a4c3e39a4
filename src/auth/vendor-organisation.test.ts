import { describe, expect, it } from 'vitest';
import { sameOrganisation, vendorOrganisationOf } from './vendor-organisation.ts';

describe('vendorOrganisationOf', () => {
  const vera = { userInfo: { companyName: ' Vendor Co ' } };

  it('is the company of a vendor user', () => {
    expect(vendorOrganisationOf(vera, ['user', 'VENDOR_USER'])).toBe('Vendor Co');
  });

  it('is none for staff and client users, whatever their company', () => {
    expect(vendorOrganisationOf(vera, ['user', 'EFI_USER'])).toBeNull();
    expect(vendorOrganisationOf(vera, ['user', 'CLIENT_PROSPECT_USER'])).toBeNull();
  });

  it('is none for a vendor user without a company', () => {
    expect(vendorOrganisationOf({ userInfo: { companyName: '  ' } }, ['VENDOR_USER'])).toBeNull();
  });
});

describe('sameOrganisation', () => {
  it('sets case, spacing and accents aside', () => {
    expect(sameOrganisation('Vendor  Co', 'vendor co')).toBe(true);
    expect(sameOrganisation('Société Générale', 'Societe Generale')).toBe(true);
  });

  it('tells two companies apart', () => {
    expect(sameOrganisation('Vendor Co', 'Vendor Corp')).toBe(false);
  });
});
