import { describe, expect, it } from 'vitest';
import { clientIdFor, rolesFor } from './client.ts';

describe('clients', () => {
  it('derive a stable id from the xref', () => {
    expect(clientIdFor(1001)).toBe('MTAwMQ');
    expect(clientIdFor(1001)).not.toBe(clientIdFor(1002));
  });

  it("add the active client's roles to the user's", () => {
    expect(rolesFor([], { user_client_roles: ['EFI_USER'] })).toEqual(['user', 'EFI_USER']);
    expect(rolesFor(['VENDOR_USER'], { user_client_roles: ['VENDOR_USER'] })).toEqual(['user', 'VENDOR_USER']);
    expect(rolesFor([], undefined)).toEqual(['user']);
  });
});
