import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { signInPage } from './pages.ts';
import { AVATAR_SIZE, avatarPng, encodePng } from './png.ts';
import { seedClients, seedUsers } from './seed.ts';
import { pickLocale } from './strings.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('seed', () => {
  it('has unique, well-formed identities', () => {
    expect(new Set(seedUsers.map((user) => user.email)).size).toBe(seedUsers.length);
    expect(new Set(seedUsers.map((user) => user.oid)).size).toBe(seedUsers.length);
    expect(new Set(seedUsers.map((user) => user.user_id)).size).toBe(seedUsers.length);
    for (const user of seedUsers) {
      expect(user.oid).toMatch(GUID);
      expect(user.email).toBe(user.email.toLowerCase());
    }
  });

  it('only grants access to known clients, with Graph-like site ids', () => {
    const xrefs = new Set(seedClients.map((client) => client.hubspot_company_xref));
    for (const user of seedUsers)
      for (const access of user.access) expect(xrefs.has(access.hubspot_company_xref)).toBe(true);
    for (const client of seedClients) {
      const [host, site, web] = client.siteID.split(',');
      expect(host).toBe('localhost');
      expect(site).toMatch(GUID);
      expect(web).toMatch(GUID);
      expect(client.LibraryUploadID).toMatch(GUID);
      expect(client.logo_path).toMatch(/\.png$/);
    }
  });
});

describe('PNG', () => {
  it('encodes an 8-bit RGB image that decodes to the same pixels', () => {
    const png = encodePng(3, 2, (x, y) => [x * 100, y * 100, 7]);
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png[25]).toBe(2); // colour type: truecolour, no alpha
    const decoded = PNG.sync.read(png);
    expect([decoded.width, decoded.height]).toEqual([3, 2]);
    expect([...decoded.data.subarray((1 * 3 + 2) * 4, (1 * 3 + 2) * 4 + 4)]).toEqual([200, 100, 7, 255]);
  });

  it('draws avatars of the expected size, stable per seed', () => {
    const colours = { background: '#112233', foreground: '#ddeeff' };
    const a = avatarPng('one', colours);
    expect(a.readUInt32BE(16)).toBe(AVATAR_SIZE);
    expect(avatarPng('one', colours).equals(a)).toBe(true);
    expect(avatarPng('two', colours).equals(a)).toBe(false);
  });
});

describe('pickLocale', () => {
  it('prefers ui_locales, then Accept-Language by quality, then English', () => {
    expect(pickLocale('fr ar', 'tr')).toBe('ar');
    expect(pickLocale(undefined, 'de-DE,tr;q=0.5,ar;q=0.8')).toBe('ar');
    expect(pickLocale('', 'TR-tr')).toBe('tr');
    expect(pickLocale(undefined, 'ar;q=0, de')).toBe('en');
    expect(pickLocale(undefined, undefined)).toBe('en');
  });
});

describe('sign-in page', () => {
  it('escapes what it echoes', () => {
    const html = signInPage({
      locale: 'en',
      users: seedUsers,
      action: '/idp/interaction/x',
      email: '"><script>alert(1)</script>',
      error: 'No account with that email in this tenant.',
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });
});
