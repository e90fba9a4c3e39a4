/**
 * Identifiers of the drive stand-in: filesystem-safe site keys, Graph-like drive ids, and item ids
 * derived from the item's path (stable across restarts, 32 upper-case base32 characters starting
 * with `01` like SharePoint's, no hyphens).
 */
import { createHash } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes: Uint8Array, length: number): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
    if (out.length >= length) break;
  }
  return out;
}

// Listings derive several ids per item on every page: remember recent digests.
const digests = new Map<string, Buffer>();

function digest(...parts: string[]): Buffer {
  const key = parts.join('\u0000');
  const known = digests.get(key);
  if (known) return known;
  const value = createHash('sha256').update(key).digest();
  if (digests.size > 200_000) digests.clear();
  digests.set(key, value);
  return value;
}

/** A filesystem-safe, readable form of a Graph site id (`localhost,<guid>,<guid>` → `localhost_<guid>_<guid>`). */
export function siteKeyOf(siteId: string): string {
  const safe = siteId.replace(/[^A-Za-z0-9.-]/g, '_').replace(/^\.+/, '_');
  // Keep distinct site ids distinct even where the replacement would merge them.
  return safe === siteId.replace(/,/g, '_') ? safe : `${safe}-${digest(siteId).toString('hex').slice(0, 8)}`;
}

/** The id of a site's default document library, shaped like Graph's (`b!` + base64url). */
export function driveIdOf(siteId: string): string {
  return `b!${digest('drive', siteId).toString('base64url')}`;
}

/** The default id of the item at `relPath` ('' is the root) of a site's drive. */
export function itemIdOf(siteKey: string, relPath: string): string {
  return `01${base32(digest('item', siteKey, relPath), 30)}`;
}

/** A GUID derived from a string (for eTags and identities). */
export function guidOf(...parts: string[]): string {
  const hex = digest('guid', ...parts).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((Number.parseInt(hex[16] ?? '0', 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A number in [0, 1) derived from a string: deterministic choices for seeded metadata. */
export function fraction(...parts: string[]): number {
  return digest('fraction', ...parts).readUInt32BE(0) / 2 ** 32;
}
