import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultPreferences } from '../preferences.ts';
import { defaultSettings } from '../settings.ts';
import type { UserDocument } from '../user-document.ts';
import { readUserDocument, updateUserDocument } from './user-store.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'user-store-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const blank = (uid: string): UserDocument => ({
  uid,
  role: ['user'],
  data: { shortcuts: [], settings: defaultSettings, preferences: defaultPreferences, displayName: 'D', email: 'd@x' },
  writes: [],
});

describe('the user documents', () => {
  it('are absent until written, then read back', async () => {
    await expect(readUserDocument({ dataDir }, 'u1')).resolves.toBeUndefined();
    await updateUserDocument({ dataDir }, 'u1', () => blank('u1'));
    await expect(readUserDocument({ dataDir }, 'u1')).resolves.toMatchObject({ uid: 'u1' });
  });

  it('take concurrent changes one after the other, so none is lost', async () => {
    await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        updateUserDocument({ dataDir }, 'u1', (current) => {
          const document = current ?? blank('u1');
          return { ...document, data: { ...document.data, shortcuts: [...document.data.shortcuts, `s${index}`] } };
        }),
      ),
    );
    const stored = await readUserDocument({ dataDir }, 'u1');
    expect(stored?.data.shortcuts).toHaveLength(50);
  });

  it('stay as they are when a change returns nothing', async () => {
    await updateUserDocument({ dataDir }, 'u1', () => blank('u1'));
    await expect(updateUserDocument({ dataDir }, 'u1', () => undefined)).resolves.toBeUndefined();
    await expect(readUserDocument({ dataDir }, 'u1')).resolves.toMatchObject({ uid: 'u1' });
  });
});
