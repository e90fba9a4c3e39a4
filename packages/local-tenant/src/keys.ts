/**
 * Secrets of the local tenant, created on first start and kept under `<dataDir>/tenant/` so that
 * tokens and IdP cookies stay valid across restarts: the RS256 signing keys (a private JWKS) and
 * the cookie signing keys.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { readOrCreateJson } from './json-once.ts';

export const SIGNING_ALG = 'RS256';

export interface PrivateJwks {
  keys: JWK[];
}

export function tenantDir(dataDir: string): string {
  return path.join(dataDir, 'tenant');
}

export function jwksPath(dataDir: string): string {
  return path.join(tenantDir(dataDir), 'jwks.json');
}

function isPrivateJwks(value: unknown): value is PrivateJwks {
  if (typeof value !== 'object' || value === null) return false;
  const keys = (value as { keys?: unknown }).keys;
  return (
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every((key: unknown) => typeof key === 'object' && key !== null && 'd' in key && 'kid' in key)
  );
}

function isKeyList(value: unknown): value is { keys: string[] } {
  if (typeof value !== 'object' || value === null) return false;
  const keys = (value as { keys?: unknown }).keys;
  return Array.isArray(keys) && keys.length > 0 && keys.every((key) => typeof key === 'string' && key.length >= 32);
}

async function createSigningKeys(): Promise<PrivateJwks> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { keys: [{ ...jwk, kid, alg: SIGNING_ALG, use: 'sig' }] };
}

/** The tenant's private signing keys (`<dataDir>/tenant/jwks.json`), created on first use. */
export function loadSigningKeys(dataDir: string): Promise<PrivateJwks> {
  return readOrCreateJson(jwksPath(dataDir), createSigningKeys, isPrivateJwks);
}

/** Keys that sign the IdP's cookies (`<dataDir>/tenant/cookie-keys.json`), created on first use. */
export async function loadCookieKeys(dataDir: string): Promise<string[]> {
  const file = path.join(tenantDir(dataDir), 'cookie-keys.json');
  const { keys } = await readOrCreateJson(
    file,
    async () => ({ keys: [randomBytes(32).toString('base64url')] }),
    isKeyList,
  );
  return keys;
}

const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);

/** The public half of a private JWKS (what the IdP publishes at its `jwks_uri`). */
export function publicJwks(jwks: PrivateJwks): { keys: JWK[] } {
  return {
    keys: jwks.keys.map((key) =>
      Object.fromEntries(Object.entries(key).filter(([name]) => !PRIVATE_MEMBERS.has(name))),
    ),
  };
}
