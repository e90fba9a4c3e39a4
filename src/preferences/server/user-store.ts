import path from 'node:path';
import { createStorage, type Storage } from 'unstorage';
import fsLiteDriver from 'unstorage/drivers/fs-lite';
import { type UserDocument, userDocumentSchema } from '../user-document.ts';

/**
 * The `users/{uid}` documents (docs/calls.md): one JSON file per user under DATA_DIR/users, behind the
 * same storage interface as the sessions, so a Redis driver can replace both.
 */
const stores = new Map<string, Storage<UserDocument>>();

function userStore(dataDir: string): Storage<UserDocument> {
  const base = path.resolve(dataDir, 'users');
  let store = stores.get(base);
  if (!store) {
    store = createStorage<UserDocument>({ driver: fsLiteDriver({ base }) });
    stores.set(base, store);
  }
  return store;
}

/** Storage keys are file names: a uid is encoded into a safe key. */
function keyOf(uid: string): string {
  return Buffer.from(uid, 'utf8').toString('base64url');
}

/** The stored document, or undefined when there is none or it no longer parses. */
export async function readUserDocument(dataDir: string, uid: string): Promise<UserDocument | undefined> {
  const stored = await userStore(dataDir)
    .getItem(keyOf(uid))
    .catch(() => null);
  const parsed = userDocumentSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

const pending = new Map<string, Promise<unknown>>();

/**
 * Reads, changes and writes one user's document, one change at a time per user (a change waits
 * for the one before it), so concurrent requests never interleave their read and write.
 * `change` returns the new document, or undefined to leave it as it is.
 */
export function updateUserDocument(
  dataDir: string,
  uid: string,
  change: (current: UserDocument | undefined) => UserDocument | undefined,
): Promise<UserDocument | undefined> {
  const key = `${path.resolve(dataDir)}\0${uid}`;
  const run = (pending.get(key) ?? Promise.resolve())
    .catch(() => undefined)
    .then(async () => {
      const next = change(await readUserDocument(dataDir, uid));
      if (next) await userStore(dataDir).setItem(keyOf(uid), next);
      return next;
    });
  pending.set(key, run);
  void run.finally(() => {
    if (pending.get(key) === run) pending.delete(key);
  });
  return run;
}
