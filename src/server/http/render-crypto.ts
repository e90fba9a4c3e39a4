import { type CipherGCMTypes, createCipheriv, createHash, KeyObject, randomFillSync } from 'node:crypto';

/**
 * Astro's two per-render cryptographic steps, done with Node's synchronous primitives instead of
 * WebCrypto. The build puts these in place of Astro's own (astro.config.mjs,
 * 'render-crypto-in-process'); the results are the same, byte for byte (render-crypto.test.ts).
 *
 * Why: every signed-in page hashes its inline scripts and styles for the Content-Security-Policy
 * header (four SHA-256 digests on a staff member's dashboard) and encrypts the footer's server
 * island props (AES-GCM). `crypto.subtle` runs each as a job in libuv's thread pool and resolves a
 * promise when it comes back: for a few hundred bytes the hand-over costs far more than the hash.
 * Done in process, a dashboard took about 1 ms less (decision 108).
 */

/** The CSP hash algorithms Astro accepts, with the prefix a CSP source carries. */
const DIGESTS = {
  'SHA-256': ['sha256', 'sha256-'],
  'SHA-384': ['sha384', 'sha384-'],
  'SHA-512': ['sha512', 'sha512-'],
} as const;

/** A CSP hash source of `data`, e.g. `sha256-…` (Astro's `generateCspDigest`). */
export async function generateCspDigest(data: string, algorithm: keyof typeof DIGESTS): Promise<string> {
  const [name, prefix] = DIGESTS[algorithm];
  // Astro hands in its HTML strings (a String subclass) as well as plain strings.
  return `${prefix}${createHash(name).update(String(data), 'utf8').digest('base64')}`;
}

/** AES-GCM's IV as Astro writes it: 12 bytes, 24 hexadecimal digits, before the ciphertext. */
const IV_BYTES = 12;
/** The same key is used for every render; its Node form is made once. */
const keyObjects = new WeakMap<CryptoKey, KeyObject>();

/**
 * `raw` encrypted with AES-GCM under `key`, as Astro's `encryptString` writes it: the IV in upper
 * case hex, then the ciphertext and its 16-byte tag in base64. Astro's `decryptString` reads it.
 */
export async function encryptString(key: CryptoKey, raw: string, additionalData?: string): Promise<string> {
  let keyObject = keyObjects.get(key);
  if (!keyObject) {
    keyObject = KeyObject.from(key);
    keyObjects.set(key, keyObject);
  }
  const iv = randomFillSync(Buffer.alloc(IV_BYTES));
  // 128, 192 or 256 bits: Astro's own key is 256, one from ASTRO_KEY may be any of them.
  const algorithm = `aes-${(keyObject.symmetricKeySize ?? 32) * 8}-gcm` as CipherGCMTypes;
  const cipher = createCipheriv(algorithm, keyObject, iv);
  if (additionalData) cipher.setAAD(Buffer.from(additionalData, 'utf8'));
  const sealed = Buffer.concat([cipher.update(raw, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return iv.toString('hex').toUpperCase() + sealed.toString('base64');
}
