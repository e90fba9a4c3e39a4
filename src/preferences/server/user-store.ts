import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';
import { type UserDocument, userDocumentSchema } from '../user-document.ts';

/**
 * The `users/{uid}` documents (docs/calls.md) in the portal's storage, under an encoding of the
 * uid that is a safe key; one that no longer parses reads as absent.
 */
function users(config: StorageConfig) {
  return collectionOf(config, {
    prefix: 'users',
    schema: userDocumentSchema,
    keyOf: (uid) => Buffer.from(uid, 'utf8').toString('base64url'),
  });
}

export function readUserDocument(config: StorageConfig, uid: string): Promise<UserDocument | undefined> {
  return users(config).get(uid);
}

/** Reads, changes and writes one user's document, one change at a time (undefined: unchanged). */
export function updateUserDocument(
  config: StorageConfig,
  uid: string,
  change: (current: UserDocument | undefined) => UserDocument | undefined,
): Promise<UserDocument | undefined> {
  return users(config).update(uid, change);
}
