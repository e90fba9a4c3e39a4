import { describe, expect, it } from 'vitest';
// Astro's own functions, which the build replaces with these: the package does not export the module.
import * as astro from '../../../node_modules/astro/dist/core/encryption.js';
import { encryptString, generateCspDigest } from './render-crypto.ts';

/** An HTML string as Astro passes it: a String object, not a primitive. */
class HTMLString extends String {}

const samples = [
  '',
  'console.log(1)',
  '<script type="module">import("/_astro/a.js")</script>',
  'العربية · Türkçe · 🙂',
  'x'.repeat(70_000),
];

describe('CSP digests made in process', () => {
  it.each(['SHA-256', 'SHA-384', 'SHA-512'] as const)('are the same as WebCrypto’s with %s', async (algorithm) => {
    for (const sample of samples) {
      expect(await generateCspDigest(sample, algorithm)).toBe(await astro.generateCspDigest(sample, algorithm));
    }
  });

  it('hash the text of an HTML string object', async () => {
    const html = new HTMLString('<p>hi</p>') as unknown as string;
    expect(await generateCspDigest(html, 'SHA-256')).toBe(await astro.generateCspDigest('<p>hi</p>', 'SHA-256'));
  });
});

describe('server island props encrypted in process', () => {
  it('are read back by Astro’s decryption, with and without additional data', async () => {
    const key = await astro.createKey();
    for (const sample of samples) {
      expect(await astro.decryptString(key, await encryptString(key, sample))).toBe(sample);
      const sealed = await encryptString(key, sample, 'FooterBadges');
      expect(await astro.decryptString(key, sealed, 'FooterBadges')).toBe(sample);
      await expect(astro.decryptString(key, sealed, 'Other')).rejects.toThrow();
    }
  });

  it('are written as Astro writes them: a 24-digit upper-case hex IV, then base64', async () => {
    const key = await astro.createKey();
    const [mine, theirs] = [await encryptString(key, 'props'), await astro.encryptString(key, 'props')];
    for (const sealed of [mine, theirs]) expect(sealed).toMatch(/^[0-9A-F]{24}[A-Za-z0-9+/]+=*$/);
    expect(mine.length).toBe(theirs.length);
  });

  it('use a fresh IV every time', async () => {
    const key = await astro.createKey();
    expect(await encryptString(key, 'props')).not.toBe(await encryptString(key, 'props'));
  });

  it('work with a key Astro decoded from ASTRO_KEY (128 bits)', async () => {
    const key = await astro.decodeKey(Buffer.alloc(16, 7).toString('base64'));
    expect(await astro.decryptString(key, await encryptString(key, 'props'))).toBe('props');
  });
});
