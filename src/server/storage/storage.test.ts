import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { closeStorage, collectionOf } from './storage.ts';

const noteSchema = z.object({ id: z.string(), text: z.string(), expiresAt: z.number() });

let dataDir: string;
const notes = () => collectionOf({ dataDir }, { prefix: 'notes', schema: noteSchema });

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'storage-'));
});
afterEach(async () => {
  await closeStorage({ dataDir });
  await rm(dataDir, { recursive: true, force: true });
});

describe("the server's storage", () => {
  it('keeps a document as a file only its owner can read', async () => {
    await notes().set('a', { id: 'a', text: 'hello', expiresAt: 0 });
    await expect(notes().get('a')).resolves.toEqual({ id: 'a', text: 'hello', expiresAt: 0 });
    const file = path.join(dataDir, 'notes', 'a.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ text: 'hello' });
  });

  it('loses nothing under 50 writes at once to one document: every read parses, the last is one writer’s', async () => {
    const bodies = Array.from({ length: 50 }, (_, index) => ({
      id: 'a',
      text: `writer ${index} `.repeat(200),
      expiresAt: index,
    }));
    const reads: Promise<unknown>[] = [];
    await Promise.all(
      bodies.map(async (body) => {
        await notes().set('a', body);
        reads.push(notes().get('a'));
      }),
    );
    for (const read of await Promise.all(reads)) expect(noteSchema.safeParse(read).success).toBe(true);
    const stored = await notes().get('a');
    expect(bodies).toContainEqual(stored);
    // No temporary file is left behind.
    expect(await readdir(path.join(dataDir, 'notes'))).toEqual(['a.json']);
  });

  it('removes a document that no longer parses, and reads it as absent', async () => {
    await notes().set('a', { id: 'a', text: 'x', expiresAt: 0 });
    const file = path.join(dataDir, 'notes', 'a.json');
    await writeFile(file, '{"id":"a","text":"x","expiresAt":0}{"id":"a"}');
    await expect(notes().get('a')).resolves.toBeUndefined();
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('changes one document at a time', async () => {
    await Promise.all(
      Array.from({ length: 50 }, () =>
        notes().update('count', (current) => ({ id: 'count', text: '', expiresAt: (current?.expiresAt ?? 0) + 1 })),
      ),
    );
    await expect(notes().get('count')).resolves.toMatchObject({ expiresAt: 50 });
  });

  it('gives a document to one of many takers at once, and then to nobody', async () => {
    await notes().set('once', { id: 'once', text: 'secret', expiresAt: 0 });
    const taken = await Promise.all(Array.from({ length: 20 }, () => notes().take('once')));
    expect(taken.filter((note) => note !== undefined)).toEqual([{ id: 'once', text: 'secret', expiresAt: 0 }]);
    await expect(notes().get('once')).resolves.toBeUndefined();
    await expect(notes().take('once')).resolves.toBeUndefined();
  });

  it('sweeps the documents that are over, and those that no longer parse', async () => {
    await notes().set('old', { id: 'old', text: '', expiresAt: 1 });
    await notes().set('new', { id: 'new', text: '', expiresAt: Date.now() + 60_000 });
    await writeFile(path.join(dataDir, 'notes', 'broken.json'), 'not json');
    await expect(notes().sweep((note) => note.expiresAt < Date.now())).resolves.toBe(2);
    expect(await readdir(path.join(dataDir, 'notes'))).toEqual(['new.json']);
  });

  it('refuses a key that is not a safe file name', async () => {
    await expect(notes().set('../escape', { id: 'x', text: '', expiresAt: 0 })).rejects.toThrow();
  });
});
