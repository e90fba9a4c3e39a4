import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';

/**
 * What the server tells the search about changes it makes itself, kept in the shared storage so
 * every instance hears it: each instance reads a source's mark with its version (at most once a
 * second, index-cache.ts) and indexes the source again when the mark moved.
 */
const marks = (config: StorageConfig) =>
  collectionOf(config, { prefix: 'search-changes', schema: z.object({ mark: z.string() }) });

const contractsKey = (clientId: string) => `contracts:${Buffer.from(clientId, 'utf8').toString('base64url')}`;

/**
 * A client's contracts changed (one edited, added or removed through the portal's server): every
 * instance's search finds the change within a second or two, not at its next 15 s listing. Call
 * it once the change is saved in the library; it never fails the caller (the listing still comes).
 */
export async function contractsChanged(config: StorageConfig, clientId: string): Promise<void> {
  await marks(config)
    .set(contractsKey(clientId), { mark: randomUUID() })
    .catch(() => undefined);
}

/** The client's contracts' change mark ('' before any change was told). */
export async function contractsMark(config: StorageConfig, clientId: string): Promise<string> {
  return (await marks(config).get(contractsKey(clientId)))?.mark ?? '';
}
