import { inflateSync } from 'node:zlib';
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
  it('encodes a decodable image', () => {
    const png = encodePng(3, 2, (x, y) => [x * 100, y * 100, 7]);
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(3);
    expect(png.readUInt32BE(20)).toBe(2);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe(2 * (3 * 3 + 1));
    expect([...raw.subarray(1 + 3 * 2, 1 + 3 * 3)]).toEqual([200, 0, 7]);
    expect(png.subarray(-8, -4).toString('ascii')).toBe('IEND');
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
