/**
 * Checking a client's chain (decision 131): every entry's hash is that of its content, every entry
 * holds the hash of the one before and the next place, and the chain ends where its head says.
 * The first fault is named: an entry edited, removed or moved.
 */
import { type AuditEntry, GENESIS, isSealed } from './entry.ts';

/** Where a chain starts: before its first entry, or after the last entry retention dropped. */
export interface ChainStart {
  seq: number;
  hash: string;
}
export const CHAIN_START: ChainStart = { seq: 0, hash: GENESIS };

export type ChainFault =
  /** The entry at `seq` is not what was written (its content, or its hash, was changed). */
  | { kind: 'edited'; seq: number }
  /** The entry at `seq` (and maybe more after it) is gone. */
  | { kind: 'removed'; seq: number }
  /** The entry at `seq` is out of its place: it comes after `after`. */
  | { kind: 'moved'; seq: number; after: number };

export interface ChainCheck {
  entries: number;
  /** The last entry's place, or the start's when there are none. */
  last: number;
  fault: ChainFault | null;
}

/**
 * Checks entries as they are stored, in order, from `start`; `head`, when known, is the last entry
 * the store says it wrote (a chain cut short at its end shows only against it). Entries may come
 * from an iterator, so a chain of millions is checked without holding it.
 */
/** How far past a skipped place the check looks for the entry that belongs there (moved, or removed). */
const LOOK_AHEAD = 10_000;

export async function checkChain(
  entries: AsyncIterable<AuditEntry> | Iterable<AuditEntry>,
  start: ChainStart = CHAIN_START,
  head?: ChainStart,
): Promise<ChainCheck> {
  const iterator =
    Symbol.asyncIterator in entries
      ? entries[Symbol.asyncIterator]()
      : (entries as Iterable<AuditEntry>)[Symbol.iterator]();
  const next = async (): Promise<AuditEntry | undefined> => {
    const step = await iterator.next();
    return step.done ? undefined : step.value;
  };
  let previous = start;
  let count = 0;
  const result = (fault: ChainFault | null): ChainCheck => ({ entries: count, last: previous.seq, fault });
  for (let entry = await next(); entry !== undefined; entry = await next()) {
    count++;
    const expected = previous.seq + 1;
    // Not an entry at all any more (its place or hash gone): the one expected here was edited.
    if (typeof entry !== 'object' || entry === null || !Number.isInteger(entry.seq) || typeof entry.hash !== 'string')
      return result({ kind: 'edited', seq: expected });
    if (!isSealed(entry)) return result({ kind: 'edited', seq: entry.seq });
    if (entry.seq === expected && entry.prev === previous.hash) {
      previous = { seq: entry.seq, hash: entry.hash };
      continue;
    }
    // In its place but not chained to what came before: that one was changed, hash and all.
    if (entry.seq === expected) return result({ kind: 'edited', seq: previous.seq });
    // A place already passed: this entry was moved down.
    if (entry.seq < expected) return result({ kind: 'moved', seq: entry.seq, after: previous.seq });
    // A place skipped: the entry that belongs there comes later (moved) or not at all (removed).
    let before = entry;
    for (let looked = 0; looked < LOOK_AHEAD; looked++) {
      const later = await next();
      if (later === undefined) break;
      if (later.seq === expected) return result({ kind: 'moved', seq: expected, after: before.seq });
      before = later;
    }
    return result({ kind: 'removed', seq: expected });
  }
  if (head && (head.seq !== previous.seq || head.hash !== previous.hash)) {
    if (head.seq > previous.seq) return result({ kind: 'removed', seq: previous.seq + 1 });
    return result({ kind: 'edited', seq: head.seq });
  }
  return result(null);
}
