import { describe, expect, it } from 'vitest';
import { checkChain } from './chain.ts';
import { type AuditDraft, type AuditEntry, chained, GENESIS, hashOf } from './entry.ts';

const draft = (n: number): AuditDraft => ({
  at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  actor: 'subject-1',
  actingFor: '1001',
  client: '1001',
  project: null,
  object: { kind: 'contract', id: `c${n}`, label: `Contract ${n}` },
  action: 'edited',
  changes: [{ field: 'Owner', before: 'Ada', after: `Owner ${n}` }],
  requestId: `r${n}`,
  traceId: null,
});

function chain(count: number): AuditEntry[] {
  const entries: AuditEntry[] = [];
  let previous = { seq: 0, hash: GENESIS };
  for (let n = 1; n <= count; n++) {
    const entry = chained(draft(n), previous);
    entries.push(entry);
    previous = { seq: entry.seq, hash: entry.hash };
  }
  return entries;
}
const headOf = (entries: AuditEntry[]) => {
  const last = entries[entries.length - 1] as AuditEntry;
  return { seq: last.seq, hash: last.hash };
};

describe('a client’s chain', () => {
  it('is intact as written: each entry holds the hash of the one before', async () => {
    const entries = chain(5);
    expect(entries[1]?.prev).toBe(entries[0]?.hash);
    expect(await checkChain(entries, undefined, headOf(entries))).toEqual({ entries: 5, last: 5, fault: null });
  });

  it('names an edited entry, whether its hash was left or made again', async () => {
    const entries = chain(5);
    const head = headOf(entries);
    const edited = entries.map((entry) =>
      entry.seq === 3 ? { ...entry, changes: [{ field: 'Owner', before: 'Ada', after: 'Mallory' }] } : entry,
    );
    expect((await checkChain(edited, undefined, head)).fault).toEqual({ kind: 'edited', seq: 3 });
    // Its hash made again for the new content: the next entry no longer holds it.
    const rehashed = edited.map((entry) => (entry.seq === 3 ? { ...entry, hash: hashOf(entry) } : entry));
    expect((await checkChain(rehashed, undefined, head)).fault).toEqual({ kind: 'edited', seq: 3 });
  });

  it('names a removed entry, in the middle, at the start and at the end', async () => {
    const entries = chain(5);
    const head = headOf(entries);
    const without = (seq: number) => entries.filter((entry) => entry.seq !== seq);
    expect((await checkChain(without(3), undefined, head)).fault).toEqual({ kind: 'removed', seq: 3 });
    expect((await checkChain(without(1), undefined, head)).fault).toEqual({ kind: 'removed', seq: 1 });
    expect((await checkChain(without(5), undefined, head)).fault).toEqual({ kind: 'removed', seq: 5 });
  });

  it('names a moved entry', async () => {
    const [a, b, c, d, e] = chain(5) as [AuditEntry, AuditEntry, AuditEntry, AuditEntry, AuditEntry];
    expect((await checkChain([a, c, b, d, e])).fault).toEqual({ kind: 'moved', seq: 2, after: 3 });
    expect((await checkChain([a, b, c, e, d])).fault).toEqual({ kind: 'moved', seq: 4, after: 5 });
    expect((await checkChain([a, b, e, c, d])).fault).toEqual({ kind: 'moved', seq: 3, after: 5 });
    expect((await checkChain([a, c, d, e, b])).fault).toEqual({ kind: 'moved', seq: 2, after: 5 });
  });

  it('starts where retention left it', async () => {
    const entries = chain(5);
    const [first, ...rest] = entries as [AuditEntry, ...AuditEntry[]];
    expect((await checkChain(rest, { seq: first.seq, hash: first.hash }, headOf(entries))).fault).toBeNull();
    expect((await checkChain(rest)).fault).toEqual({ kind: 'removed', seq: 1 });
  });
});
