/**
 * An entry of a client's audit trail (decision 131): who changed what, when, on whose behalf, and
 * the fields before and after. Each client's entries form a hash chain: an entry holds the hash of
 * the one before it (`prev`) and its own (`hash`), a SHA-256 of its canonical JSON (RFC 8785, by
 * the `canonicalize` package) without `hash`. People are named in an entry by a subject id only
 * (server/people.ts): forgetting who a subject id is pseudonymises them without touching the chain.
 */
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { z } from 'zod';

/** What `prev` holds for a chain's first entry. */
export const GENESIS = '0'.repeat(64);

const value = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const auditChangeSchema = z.strictObject({
  field: z.string(),
  before: value.optional(),
  after: value.optional(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditObjectSchema = z.strictObject({
  /** What kind of thing changed, in the product's words: `contract`, `rfpWeights`, `reportView`… */
  kind: z.string(),
  /** Which one, as the portal names it (a contract's drive item id, a view's id). */
  id: z.string(),
  /** What a person reads for it (a contract's title and vendor), as it was at the change. */
  label: z.string().optional(),
});
export type AuditObject = z.infer<typeof auditObjectSchema>;

export const auditEntrySchema = z.strictObject({
  /** Its place in the client's chain, from 1. */
  seq: z.number().int().positive(),
  /** When, ISO 8601 in UTC. */
  at: z.string(),
  /** Who: a subject id (server/people.ts), or `system` for the portal itself. */
  actor: z.string(),
  /**
   * On whose behalf: the client's id when the provider's staff act in the client's portal (the
   * effective party beside the real person); null when the person is the client's own or a vendor.
   */
  actingFor: z.string().nullable(),
  /** The client whose trail this is (its id in the provider's records). */
  client: z.string(),
  /** The project the person had chosen, when one. */
  project: z.string().nullable(),
  object: auditObjectSchema,
  /** What was done, a verb of the product: `edited`, `created`, `deleted`, `signedIn`, `switchedClient`… */
  action: z.string(),
  /** The fields that changed, each before and after (absent: it did not exist then). */
  changes: z.array(auditChangeSchema),
  /** The request's id (`X-Request-Id`) and its trace, to find the request's log lines and spans. */
  requestId: z.string().nullable(),
  traceId: z.string().nullable(),
  prev: z.string(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** An entry before its place in the chain is known. */
export type AuditDraft = Omit<AuditEntry, 'seq' | 'prev' | 'hash'>;

/** The hash of an entry: SHA-256, hex, over its canonical JSON without `hash`. */
export function hashOf(entry: Omit<AuditEntry, 'hash'> & { hash?: string }): string {
  const { hash: _hash, ...content } = entry;
  return sha256(canonicalize(content) ?? '');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The stored text each entry was made with or read from (see `storedText`). */
const texts = new WeakMap<AuditEntry, string>();

/**
 * An entry as it is stored: its canonical JSON without `hash`, then `hash` as the last member. The
 * text before `,"hash"` is then exactly what was hashed, so a check reads the hash off the stored
 * text without working out the canonical form again (a million entries are checked in seconds).
 */
export function storedText(entry: AuditEntry): string {
  const made = texts.get(entry);
  if (made !== undefined) return made;
  const { hash, ...content } = entry;
  return `${(canonicalize(content) ?? '{}').slice(0, -1)},"hash":${JSON.stringify(hash)}}`;
}

/** An entry read from its stored text, without a schema (the check finds what is wrong with it). */
export function entryFromText(text: string): AuditEntry {
  const entry = JSON.parse(text) as AuditEntry;
  if (typeof entry === 'object' && entry !== null) texts.set(entry, text);
  return entry;
}

/** Whether the entry's hash is its content's: from its stored text when it has one, else worked out. */
export function isSealed(entry: AuditEntry): boolean {
  const text = texts.get(entry);
  if (text !== undefined) {
    const at = text.lastIndexOf(',"hash":"');
    if (at > 0 && sha256(`${text.slice(0, at)}}`) === entry.hash) return true;
  }
  return hashOf(entry) === entry.hash;
}

/** The entry that follows `prev` (seq, hash) in a chain, its stored text made with its hash. */
export function chained(draft: AuditDraft, previous: { seq: number; hash: string }): AuditEntry {
  const unsealed = { ...draft, seq: previous.seq + 1, prev: previous.hash };
  const content = canonicalize(unsealed) ?? '{}';
  const hash = sha256(content);
  const entry: AuditEntry = { ...unsealed, hash };
  texts.set(entry, `${content.slice(0, -1)},"hash":${JSON.stringify(hash)}}`);
  return entry;
}

type Fields = Readonly<Record<string, unknown>>;

/** A field's value as the trail keeps it: text, number, yes/no or nothing (anything else as JSON). */
function kept(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  return JSON.stringify(value);
}

/**
 * The fields that differ between `before` and `after` (null: the object did not exist, or no longer
 * does), in the order they are named; a field the same on both sides is left out.
 */
export function changesOf(before: Fields | null | undefined, after: Fields | null | undefined): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const had = before != null && Object.hasOwn(before, field) && before[field] !== undefined;
    const has = after != null && Object.hasOwn(after, field) && after[field] !== undefined;
    const from = had ? kept(before?.[field]) : undefined;
    const to = has ? kept(after?.[field]) : undefined;
    if (had === has && canonicalize(from) === canonicalize(to)) continue;
    changes.push({ field, ...(had ? { before: from } : {}), ...(has ? { after: to } : {}) });
  }
  return changes;
}
