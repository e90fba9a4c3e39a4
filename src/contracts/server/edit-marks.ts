/**
 * A mark per client library that changes whenever someone edits a contract's facts through the
 * portal. Edits go from the person's browser straight to Graph (decision 075), so no server sees
 * them; the browser tells the portal afterwards, and the mark, kept in the server's storage (files
 * or Redis), is what every instance's register listing and search index compare with, so an edit
 * shows at once on whichever instance the next request reaches.
 */
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';

const markSchema = z.object({ mark: z.string(), at: z.string() });

/** Kept a day after the last edit: a mark older than any kept listing or index changes nothing. */
const MARK_SECONDS = 24 * 60 * 60;

function marks(config: StorageConfig) {
  return collectionOf(config, {
    prefix: 'contract-edit-marks',
    schema: markSchema,
    // A site id holds commas and dots; a hash is a key every storage takes as it is.
    keyOf: (siteID) => createHash('sha256').update(siteID).digest('hex').slice(0, 32),
    ttlSeconds: () => MARK_SECONDS,
  });
}

export interface EditMarks {
  /** The library's current mark; '' until its first edit. */
  markOf(siteID: string): Promise<string>;
  /** A new mark: every listing or index kept under another one is stale. */
  edited(siteID: string): Promise<void>;
}

export function editMarksOf(config: StorageConfig): EditMarks {
  return {
    markOf: async (siteID) => (await marks(config).get(siteID))?.mark ?? '',
    edited: (siteID) => marks(config).set(siteID, { mark: randomUUID(), at: new Date().toISOString() }),
  };
}
