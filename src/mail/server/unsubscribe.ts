/**
 * One-click unsubscribe (RFC 8058, decision 125): every mail carries `List-Unsubscribe` with an
 * https address holding a signed token (the address, the kind of mail, the client) and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. The token is an HMAC-SHA256 under a key the
 * portal makes once and keeps in its storage (every instance reads the same), so no session is
 * needed and nobody can make a token for another address.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';
import { MAIL_KINDS, type MailKind } from '../messages/model.ts';
import { stopDigest } from './people.ts';
import { optOut } from './recipients.ts';

export const UNSUBSCRIBE_PATH = '/mail/unsubscribe';

const keySchema = z.object({ key: z.string().min(43) });

/** The key once read, per storage: it never changes. */
const keys = new Map<string, Promise<Buffer>>();

function signingKey(config: StorageConfig): Promise<Buffer> {
  const where = `${config.storageUrl ?? ''}|${config.dataDir}`;
  let key = keys.get(where);
  if (!key) {
    key = readOrMakeKey(config);
    keys.set(where, key);
    key.catch(() => keys.delete(where));
  }
  return key;
}

async function readOrMakeKey(config: StorageConfig): Promise<Buffer> {
  const stored = collectionOf(config, { prefix: 'mail-key', schema: keySchema });
  const kept = await stored.get('unsubscribe');
  if (kept) return Buffer.from(kept.key, 'base64url');
  // The first instance to need it makes it; another one that made one at the same time reads the winner's.
  const made = await stored.update(
    'unsubscribe',
    (current) => current ?? { key: randomBytes(32).toString('base64url') },
  );
  return Buffer.from(made?.key ?? '', 'base64url');
}

export interface Unsubscription {
  address: string;
  kind: MailKind;
  /** The client's hubspot_company_xref, and its name (said on the unsubscribe page). */
  xref: number;
  client: string;
  /** The person, for a digest (their settings are changed). */
  uid?: string | undefined;
}

const claimsSchema = z.object({
  a: z.string().max(254),
  k: z.enum(MAIL_KINDS),
  c: z.number().int(),
  n: z.string().max(300),
  u: z.string().max(300).optional(),
});

function signature(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

export async function unsubscribeToken(config: StorageConfig, what: Unsubscription): Promise<string> {
  const payload = Buffer.from(
    JSON.stringify({
      a: what.address,
      k: what.kind,
      c: what.xref,
      n: what.client,
      ...(what.uid ? { u: what.uid } : {}),
    }),
  ).toString('base64url');
  return `${payload}.${signature(await signingKey(config), payload).toString('base64url')}`;
}

/** The unsubscription a token stands for, or undefined for anything not signed by this portal. */
export async function readUnsubscribeToken(config: StorageConfig, token: string): Promise<Unsubscription | undefined> {
  if (token.length > 1200) return undefined;
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) return undefined;
  const expected = signature(await signingKey(config), payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = claimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return { address: claims.a, kind: claims.k, xref: claims.c, client: claims.n, uid: claims.u };
  } catch {
    return undefined;
  }
}

export async function unsubscribeUrl(config: StorageConfig & { publicUrl: string }, what: Unsubscription) {
  return `${config.publicUrl}${UNSUBSCRIBE_PATH}?${new URLSearchParams({ t: await unsubscribeToken(config, what) })}`;
}

/** Does what a token asks: a digest off in the person's settings, or this kind of mail stopped for the address. */
export async function unsubscribe(config: StorageConfig, what: Unsubscription): Promise<void> {
  if (what.kind === 'digest' && what.uid) await stopDigest(config, what.uid, what.xref);
  await optOut(config, what.address, `${what.kind}:${what.xref}`);
}
