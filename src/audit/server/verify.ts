/** Checking every client's chain (`npm run audit:verify`, decision 131) and dropping what retention allows. */
import { type ChainCheck, type ChainStart, checkChain } from '../chain.ts';
import type { AuditEntry } from '../entry.ts';
import type { AuditStore } from './store.ts';

export interface TrailCheck extends ChainCheck {
  client: string;
  /** The chain's last entry as checked: kept elsewhere, it shows a chain rewritten since. */
  head: ChainStart | undefined;
}

/** Entries past the chain's start (retention may have been stopped between moving the start and dropping). */
async function* pastStart(entries: AsyncIterable<AuditEntry>, start: ChainStart): AsyncIterable<AuditEntry> {
  for await (const entry of entries) if (entry.seq > start.seq) yield entry;
}

export async function verifyTrail(store: AuditStore, client: string): Promise<TrailCheck> {
  const { start, head } = await store.bounds(client);
  const check = await checkChain(pastStart(store.entries(client), start), start, head);
  return { client, head, ...check };
}

export async function verifyTrails(store: AuditStore): Promise<TrailCheck[]> {
  const checks: TrailCheck[] = [];
  for (const client of (await store.clients()).sort()) checks.push(await verifyTrail(store, client));
  return checks;
}

/** Drops every client's entries older than the retention; answers how many went per client. */
export async function applyRetention(store: AuditStore, days: number, now = Date.now()): Promise<Map<string, number>> {
  const before = now - days * 86_400_000;
  const dropped = new Map<string, number>();
  for (const client of await store.clients()) dropped.set(client, await store.dropBefore(client, before));
  return dropped;
}

/** One line a person reads about a chain's check. */
export function describeCheck(check: TrailCheck): string {
  const { client, entries, fault } = check;
  if (!fault)
    return `client ${client}: ${entries} entries, chain intact (head ${check.head?.seq ?? 0} ${check.head?.hash ?? '-'})`;
  if (fault.kind === 'edited') return `client ${client}: entry ${fault.seq} was edited`;
  if (fault.kind === 'removed') return `client ${client}: entry ${fault.seq} was removed`;
  return `client ${client}: entry ${fault.seq} was moved (it comes after entry ${fault.after})`;
}
