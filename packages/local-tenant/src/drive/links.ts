/**
 * Pre-authenticated links of the drive stand-in, like Graph's `@microsoft.graph.downloadUrl` and
 * thumbnail URLs: an HMAC-SHA256-signed token naming the drive, the item's path, what to serve and
 * until when. The secret is created on first start and kept in `<dataDir>/tenant/drive-secret.json`.
 */
import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { readOrCreateJson } from '../json-once.ts';
import { tenantDir } from '../keys.ts';

/** Lifetime of download, view and thumbnail links (Graph's download URLs last about an hour). */
export const LINK_TTL_SECONDS = 3600;

export const DOWNLOAD_MOUNT = '/graph/download';
export const VIEW_MOUNT = '/graph/view';
export const THUMBNAIL_MOUNT = '/graph/thumbnails';
export const UPLOAD_MOUNT = '/graph/upload';

export type ThumbnailSize = 'small' | 'medium' | 'large';

export interface LinkClaims {
  /** Site key of the drive. */
  s: string;
  /** Path of the item relative to the drive root. */
  p: string;
  /** What the link serves: d = download (attachment), v = view (inline), t = thumbnail. */
  k: 'd' | 'v' | 't';
  /** Thumbnail size (k = t). */
  z?: ThumbnailSize;
  /** Expiry, seconds since the epoch. */
  e: number;
}

const isSecret = (value: unknown): value is { secret: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { secret?: unknown }).secret === 'string' &&
  (value as { secret: string }).secret.length >= 43;

/** The secret that signs the drive's download links (`<dataDir>/tenant/drive-secret.json`), made on first use. */
export async function loadLinkSecret(dataDir: string): Promise<Buffer> {
  const file = path.join(tenantDir(dataDir), 'drive-secret.json');
  const { secret } = await readOrCreateJson(
    file,
    async () => ({ secret: randomBytes(32).toString('base64url') }),
    isSecret,
  );
  return Buffer.from(secret, 'base64url');
}

export interface Links {
  sign(claims: Omit<LinkClaims, 'e'>, ttlSeconds?: number): string;
  /** The claims of a token, or undefined if it is malformed, tampered with or expired. */
  verify(token: string): LinkClaims | undefined;
}

/** A link signed less than this long ago is handed out again: listings sign five links per item. */
const REUSE_MS = 60_000;

export function createLinks(secret: Buffer): Links {
  const key = createSecretKey(secret);
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  const recent = new Map<string, { token: string; at: number }>();
  return {
    sign(claims, ttlSeconds = LINK_TTL_SECONDS) {
      const now = Date.now();
      const cacheKey = `${ttlSeconds}\u0000${JSON.stringify(claims)}`;
      const known = recent.get(cacheKey);
      if (known && now - known.at < REUSE_MS) return known.token;
      const payload = Buffer.from(JSON.stringify({ ...claims, e: Math.floor(now / 1000) + ttlSeconds })).toString(
        'base64url',
      );
      const token = `${payload}.${mac(payload).toString('base64url')}`;
      if (recent.size > 100_000) recent.clear();
      recent.set(cacheKey, { token, at: now });
      return token;
    },
    verify(token) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return undefined;
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let claims: LinkClaims;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LinkClaims;
      } catch {
        return undefined;
      }
      if (typeof claims.e !== 'number' || claims.e * 1000 <= Date.now()) return undefined;
      if (typeof claims.s !== 'string' || typeof claims.p !== 'string') return undefined;
      return claims;
    },
  };
}
