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

export async function writeUserDocument(dataDir: string, document: UserDocument): Promise<void> {
  await userStore(dataDir).setItem(keyOf(document.uid), document);
}
