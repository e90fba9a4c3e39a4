import { describe, expect, it } from 'vitest';
import { applyChange, KEPT_REVISIONS, repositoryEntry, type StoredEntry } from './revisions.ts';

const content = (answer: string) => ({
  shared: { category: 'account', order: 1 },
  texts: { en: { question: 'How?', answer } },
});
const ada = { name: 'Ada Admin', email: 'ada.admin@efi.test' };
const saving = (body: string) => ({ body, at: '2026-11-24T10:00:00.000Z', by: ada });

function saved(entry: StoredEntry | undefined, answer: string, base: number): StoredEntry {
  const outcome = applyChange(entry, { action: 'save', base, content: content(answer), locale: 'en' }, saving(answer));
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.entry;
}

describe('applyChange', () => {
  const first = repositoryEntry(content('From the repository'));

  it('numbers each save after the revision it was made on, saying who and when', () => {
    const entry = saved(first, 'Second', 0);
    expect(entry.revision).toBe(1);
    expect(entry.texts.en?.['answer']).toBe('Second');
    expect(entry.revisions.map((r) => [r.revision, r.action, r.by?.name ?? null])).toEqual([
      [0, 'create', null],
      [1, 'save', 'Ada Admin'],
    ]);
    expect(entry.revisions[1]).toMatchObject({ at: '2026-11-24T10:00:00.000Z', locale: 'en', body: 'Second' });
  });

  it('refuses a save made on an older revision and gives the newer one', () => {
    const entry = saved(first, 'Theirs', 0);
    const outcome = applyChange(
      entry,
      { action: 'save', base: 0, content: content('Mine'), locale: 'en' },
      saving('Mine'),
    );
    expect(outcome).toEqual({ ok: false, reason: 'conflict', current: entry });
  });

  it('restores an earlier revision as a new one', () => {
    const entry = saved(first, 'Second', 0);
    const outcome = applyChange(
      entry,
      { action: 'restore', base: 1, content: content('From the repository'), from: 0 },
      saving('r'),
    );
    expect(
      outcome.ok && [
        outcome.entry.revision,
        outcome.entry.texts.en?.['answer'],
        outcome.entry.revisions.at(-1)?.restoredFrom,
      ],
    ).toEqual([2, 'From the repository', 0]);
  });

  it('adds an entry once, and again after it was removed, its history going on', () => {
    const created = applyChange(undefined, { action: 'create', content: content('New') }, saving('n'));
    expect(created.ok && created.entry.revision).toBe(1);
    expect(applyChange(first, { action: 'create', content: content('Again') }, saving('a'))).toEqual({
      ok: false,
      reason: 'exists',
    });
    const removed = applyChange(first, { action: 'remove', base: 0 }, saving('ignored'));
    if (!removed.ok) throw new Error('not removed');
    expect(removed.entry).toMatchObject({ removed: true, revision: 1, texts: first.texts });
    expect(removed.entry.revisions.at(-1)?.body).toBe('');
    expect(applyChange(removed.entry, { action: 'save', base: 1, content: content('x') }, saving('x'))).toEqual({
      ok: false,
      reason: 'notFound',
    });
    const again = applyChange(removed.entry, { action: 'create', content: content('Back') }, saving('b'));
    expect(again.ok && again.entry.revision).toBe(2);
  });

  it('lists the latest revisions only', () => {
    let entry = first;
    for (let base = 0; base < KEPT_REVISIONS + 5; base++) entry = saved(entry, `Answer ${base}`, base);
    expect(entry.revisions).toHaveLength(KEPT_REVISIONS);
    expect(entry.revisions.at(-1)?.revision).toBe(KEPT_REVISIONS + 5);
  });
});
