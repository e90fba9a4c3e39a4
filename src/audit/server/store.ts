/**
 * Where each client's audit trail is kept (decision 131): a Redis stream per client when the
 * storage is Redis (STORAGE_URL), an append-only file per client under DATA_DIR/audit otherwise.
 * Either way an append is one step against the chain's head: in Redis a script adds the entry only
 * if the head is still the one the entry was chained to; with files an exclusive lock file makes
 * the read of the head and the append one step across processes. So two instances appending at once
 * keep the chain valid.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, mkdir, open, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Redis } from 'ioredis';
import { keyedQueue } from '../../server/storage/keyed-queue.ts';
import { REDIS_KEY_BASE } from '../../server/storage/redis.ts';
import { redisClientFor, type StorageConfig } from '../../server/storage/storage.ts';
import { CHAIN_START, type ChainStart } from '../chain.ts';
import { type AuditDraft, type AuditEntry, auditEntrySchema, chained, entryFromText, storedText } from '../entry.ts';

export interface ReadOptions {
  /** Entries at or after this time (ms since epoch). */
  since?: number;
  /** Entries before this time (ms since epoch). */
  until?: number;
}

export interface AuditStore {
  /** Adds an entry at the end of the client's chain; answers it as kept. */
  append(draft: AuditDraft): Promise<AuditEntry>;
  /** The client's entries in the order kept (what the verifier checks), oldest first. */
  entries(client: string): AsyncIterable<AuditEntry>;
  /** The client's entries within a time range, newest first (what the Activity page reads). */
  recent(client: string, options?: ReadOptions & { limit?: number }): Promise<AuditEntry[]>;
  /** The clients that have a trail. */
  clients(): Promise<string[]>;
  /** Where the client's chain starts (after what retention dropped) and its last entry. */
  bounds(client: string): Promise<{ start: ChainStart; head: ChainStart | undefined }>;
  /** Drops the client's entries older than `before` (ms); the chain's start moves past them. */
  dropBefore(client: string, before: number): Promise<number>;
}

/** A client id as a file name or key part: what it is when plain, a hash of it otherwise. */
function keyOf(client: string): string {
  return /^[\w-]{1,64}$/.test(client) ? client : `h-${createHash('sha256').update(client).digest('hex').slice(0, 32)}`;
}

const startSchema = { parse: (text: string): ChainStart => JSON.parse(text) as ChainStart };

// --- Files -------------------------------------------------------------------------------------

/** How long a lock file may stand before it is taken as left behind by a process that died. */
const STALE_LOCK_MS = 10_000;

async function withLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(lock, 'wx');
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(lock).then(
        (stats) => Date.now() - stats.mtimeMs,
        () => 0,
      );
      if (since > STALE_LOCK_MS) await unlink(lock).catch(() => undefined);
      // Another process is appending: a millisecond or two, more as it goes on.
      await new Promise((resolve) => setTimeout(resolve, Math.min(1 + attempt, 20) * Math.random()));
    }
  }
  try {
    return await work();
  } finally {
    await unlink(lock).catch(() => undefined);
  }
}

/** The last line of a file (a chain's last entry), read from its end. */
async function lastLineOf(file: string): Promise<string | undefined> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (!handle) return undefined;
  try {
    const { size } = await handle.stat();
    let chunk = 4096;
    while (true) {
      const start = Math.max(0, size - chunk);
      const buffer = Buffer.alloc(size - start);
      await handle.read(buffer, 0, buffer.length, start);
      const text = buffer.toString('utf8').replace(/\n+$/, '');
      const at = text.lastIndexOf('\n');
      if (at >= 0 || start === 0) return text.slice(at + 1) || undefined;
      chunk *= 4;
    }
  } finally {
    await handle.close();
  }
}

export function fileAuditStore(dir: string): AuditStore {
  const queue = keyedQueue();
  const fileOf = (client: string) => path.join(dir, `${keyOf(client)}.jsonl`);
  const headOf = (client: string) => path.join(dir, `${keyOf(client)}.head.json`);
  const startOf = (client: string) => path.join(dir, `${keyOf(client)}.start.json`);
  /** The chain's end as this process last wrote it, with the file's size then: no read while nobody else wrote. */
  const tails = new Map<string, { size: number; last: ChainStart }>();
  let made = false;

  async function readStart(client: string): Promise<ChainStart> {
    const text = await readFile(startOf(client), 'utf8').catch(() => undefined);
    return text ? startSchema.parse(text) : CHAIN_START;
  }

  async function lastOf(client: string): Promise<ChainStart> {
    const size = await stat(fileOf(client)).then(
      (stats) => stats.size,
      () => 0,
    );
    const known = tails.get(client);
    if (known && known.size === size) return known.last;
    const line = size > 0 ? await lastLineOf(fileOf(client)) : undefined;
    if (!line) return readStart(client);
    const entry = JSON.parse(line) as AuditEntry;
    return { seq: entry.seq, hash: entry.hash };
  }

  async function writeAtomically(file: string, text: string): Promise<void> {
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, text);
    await rename(temporary, file);
  }

  async function* linesOf(client: string): AsyncIterable<AuditEntry> {
    const stream = createReadStream(fileOf(client), { encoding: 'utf8', highWaterMark: 1 << 20 });
    const opened = await new Promise<boolean>((resolve) => {
      stream.once('open', () => resolve(true));
      stream.once('error', () => resolve(false));
    });
    if (!opened) return;
    for await (const line of createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }))
      if (line) yield entryFromText(line);
  }

  return {
    append(draft) {
      return queue(draft.client, async () => {
        if (!made) {
          await mkdir(dir, { recursive: true });
          made = true;
        }
        const file = fileOf(draft.client);
        return withLock(`${file}.lock`, async () => {
          const entry = chained(draft, await lastOf(draft.client));
          await appendFile(file, `${storedText(entry)}\n`);
          const { size } = await stat(file);
          tails.set(draft.client, { size, last: { seq: entry.seq, hash: entry.hash } });
          // The head tells a chain cut short at its end; written after the entry (a crash between
          // leaves the head one behind, which the next append mends).
          await writeAtomically(headOf(draft.client), JSON.stringify({ seq: entry.seq, hash: entry.hash }));
          return entry;
        });
      });
    },
    entries: linesOf,
    async recent(client, { since = 0, until = Number.POSITIVE_INFINITY, limit = Number.POSITIVE_INFINITY } = {}) {
      const found: AuditEntry[] = [];
      for await (const entry of linesOf(client)) {
        const at = Date.parse(entry.at);
        if (at >= since && at < until) found.push(auditEntrySchema.parse(entry));
      }
      return found.reverse().slice(0, limit);
    },
    async clients() {
      const names = await readdir(dir).catch(() => [] as string[]);
      const clients: string[] = [];
      for (const name of names.filter((each) => each.endsWith('.jsonl'))) {
        const line = await lastLineOf(path.join(dir, name));
        if (line) clients.push((JSON.parse(line) as AuditEntry).client);
      }
      return clients;
    },
    async bounds(client) {
      const head = await readFile(headOf(client), 'utf8').catch(() => undefined);
      return { start: await readStart(client), head: head ? startSchema.parse(head) : undefined };
    },
    dropBefore(client, before) {
      return queue(client, () =>
        withLock(`${fileOf(client)}.lock`, async () => {
          const kept: string[] = [];
          let start = await readStart(client);
          let dropped = 0;
          for await (const entry of linesOf(client)) {
            if (kept.length === 0 && Date.parse(entry.at) < before) {
              start = { seq: entry.seq, hash: entry.hash };
              dropped++;
            } else kept.push(storedText(entry));
          }
          if (dropped === 0) return 0;
          // The new start first: a crash before the rewrite leaves entries the verifier skips.
          await writeAtomically(startOf(client), JSON.stringify(start));
          await writeAtomically(fileOf(client), kept.map((line) => `${line}\n`).join(''));
          tails.delete(client);
          return dropped;
        }),
      );
    },
  };
}

// --- Redis -------------------------------------------------------------------------------------

/**
 * Adds the entries ARGV[5..] to the stream KEYS[1] and makes ARGV[2] the head (KEYS[2]) only if the
 * head is still ARGV[1]: one step in Redis, so no other instance's entry comes between. Otherwise
 * answers the head as it is, and the caller chains again to it. KEYS[3]: the set of clients (ARGV[3]).
 *
 * Fair turns (KEYS[4]): an instance that lost claims the next turn (ARGV[4], its id) for a moment,
 * and nobody else appends until it has. Without it, an instance appending without pause always
 * sends its next append before the other hears it lost, and the other could lose every time.
 */
const APPEND = `
local head = redis.call('GET', KEYS[2]) or ''
local turn = redis.call('GET', KEYS[4])
if head ~= ARGV[1] or (turn and turn ~= ARGV[4]) then
  if not turn then redis.call('SET', KEYS[4], ARGV[4], 'PX', 50) end
  return {0, head}
end
for i = 5, #ARGV do redis.call('XADD', KEYS[1], '*', 'e', ARGV[i]) end
redis.call('SET', KEYS[2], ARGV[2])
redis.call('SADD', KEYS[3], ARGV[3])
if turn then redis.call('DEL', KEYS[4]) end
return {1, ARGV[2]}
`;

/** Tries of one append against other instances' appends before giving up. */
const MAX_APPEND_ATTEMPTS = 200;
const PAGE = 5_000;

const headText = (at: ChainStart) => `${at.seq} ${at.hash}`;
function parseHead(text: string | null | undefined): ChainStart | undefined {
  if (!text) return undefined;
  const [seq = '', hash = ''] = text.split(' ');
  return { seq: Number(seq), hash };
}

export function redisAuditStore(redis: Redis): AuditStore {
  const queue = keyedQueue();
  const streamOf = (client: string) => `${REDIS_KEY_BASE}:audit:${keyOf(client)}`;
  const headOf = (client: string) => `${streamOf(client)}:head`;
  const startOf = (client: string) => `${streamOf(client)}:start`;
  const clientsKey = `${REDIS_KEY_BASE}:audit-clients`;
  /** This instance, for the fair turns of APPEND. */
  const me = randomUUID();
  /** The head this process last saw per client: an append costs one round trip while it is current. */
  const heads = new Map<string, string>();

  const pending = new Map<
    string,
    { draft: AuditDraft; resolve: (entry: AuditEntry) => void; reject: (error: unknown) => void }[]
  >();

  /** Appends every draft waiting for the client, in the order they came, in one step. */
  async function commit(client: string): Promise<void> {
    const batch = (pending.get(client) ?? []).splice(0, 500);
    if ((pending.get(client)?.length ?? 0) > 0) void queue(client, () => commit(client));
    else pending.delete(client);
    try {
      // The head stays when retention drops entries, so only a chain never written has none.
      let head = heads.get(client) ?? (await redis.get(headOf(client))) ?? '';
      for (let attempt = 0; attempt < MAX_APPEND_ATTEMPTS; attempt++) {
        let previous = parseHead(head) ?? CHAIN_START;
        const entries = batch.map(({ draft }) => {
          const entry = chained(draft, previous);
          previous = { seq: entry.seq, hash: entry.hash };
          return entry;
        });
        const next = headText(previous);
        const [done, current] = (await redis.eval(
          APPEND,
          4,
          streamOf(client),
          headOf(client),
          clientsKey,
          `${streamOf(client)}:turn`,
          head,
          next,
          client,
          me,
          ...entries.map(storedText),
        )) as [number, string];
        head = current;
        heads.set(client, head);
        if (done === 1) {
          for (const [at, { resolve }] of batch.entries()) resolve(entries[at] as AuditEntry);
          return;
        }
      }
      throw new Error(`The audit trail of client ${client} is busy: ${MAX_APPEND_ATTEMPTS} appends crossed this one`);
    } catch (error) {
      // A failed step (Redis away) is not known to have added nothing: the next reads the head again.
      heads.delete(client);
      for (const { reject } of batch) reject(error);
    }
  }

  function parse(fields: string[]): AuditEntry {
    return auditEntrySchema.parse(JSON.parse(fields[1] ?? 'null'));
  }
  /** As stored, for the check: no schema, the stored text kept (entry.ts, `isSealed`). */
  const stored = (fields: string[]): AuditEntry => entryFromText(fields[1] ?? 'null');

  async function* entries(client: string): AsyncIterable<AuditEntry> {
    let from = '-';
    while (true) {
      const page = await redis.xrange(streamOf(client), from, '+', 'COUNT', PAGE);
      for (const [, fields] of page) yield stored(fields);
      if (page.length < PAGE) return;
      from = `(${page[page.length - 1]?.[0]}`;
    }
  }

  return {
    append(draft) {
      // Appends that come while one is on its way go together in the next step (group commit):
      // a burst costs one round trip, not one each.
      return new Promise<AuditEntry>((resolve, reject) => {
        const waiting = pending.get(draft.client) ?? [];
        pending.set(draft.client, waiting);
        waiting.push({ draft, resolve, reject });
        if (waiting.length === 1) void queue(draft.client, () => commit(draft.client));
      });
    },
    entries,
    async recent(client, { since = 0, until, limit = 10_000 } = {}) {
      const end = until === undefined ? '+' : `(${Math.floor(until)}`;
      const page = await redis.xrevrange(streamOf(client), end, String(Math.floor(since)), 'COUNT', limit);
      return page.map(([, fields]) => parse(fields));
    },
    clients: () => redis.smembers(clientsKey),
    async bounds(client) {
      const [head, start] = await redis.mget(headOf(client), startOf(client));
      return { start: parseHead(start) ?? CHAIN_START, head: parseHead(head) };
    },
    async dropBefore(client, before) {
      const old = await redis.xrevrange(streamOf(client), `(${Math.floor(before)}`, '-', 'COUNT', 1);
      const last = old[0];
      if (!last) return 0;
      const entry = parse(last[1]);
      // The new start first: a crash before the trim leaves entries the verifier skips.
      await redis.set(startOf(client), headText({ seq: entry.seq, hash: entry.hash }));
      const [ms = '0', sequence = '0'] = last[0].split('-');
      return redis.xtrim(streamOf(client), 'MINID', `${ms}-${Number(sequence) + 1}`);
    },
  };
}

const stores = new Map<string, AuditStore>();

/** The audit store of a configuration: Redis streams with STORAGE_URL, files under DATA_DIR otherwise. */
export function auditStoreOf(config: StorageConfig): AuditStore {
  const key = config.storageUrl ? `redis:${config.storageUrl}` : `file:${path.resolve(config.dataDir)}`;
  let store = stores.get(key);
  if (!store) {
    const redis = redisClientFor(config);
    store = redis ? redisAuditStore(redis) : fileAuditStore(path.join(path.resolve(config.dataDir), 'audit'));
    stores.set(key, store);
  }
  return store;
}
