import { createHash } from 'node:crypto';
import type { StorageConfig } from '../../../server/storage/storage.ts';
import type { LibrarySite, ServerGraph } from '../../../services/server-graph.ts';
import { eventRoleOf, fileReadable, type Viewer } from '../access.ts';
import { attachmentFolderOf, contentMatches, libraryNameOf } from '../attachments.ts';
import { attachProblem, type EventProblem, withFileAttached, withoutFile } from '../changes.ts';
import { type AttachedFile, LIMITS, type RfpEvent } from '../event.ts';
import { megabytes } from '../limits.ts';
import { changeResponse, readResponse } from './event-store.ts';

/**
 * Vendors' files, stored by the portal's server in the client's library (decision 141): the vendor
 * has no access to that library, and the folder is kept from everyone but the portal, which serves
 * each file only to whom the sealing rule lets read it.
 */

/** Why a file was not attached or removed: a refused change, or the library failing (`fileFailed`). */
export type FileRefusal = { problem: EventProblem } | { failed: string };

/** The person's place in an event, as the event's endpoints have it (eventInPlace). */
interface VendorPlace {
  event: RfpEvent;
  viewer: Viewer;
  organisation: string;
}

/** Longest name shown for a file (the library's copy is shortened further: libraryNameOf). */
const SHOWN_NAME_LENGTH = 200;

/** A body read whole under the file limit, hashed as it comes; undefined when it runs over. */
async function readFile(
  body: ReadableStream<Uint8Array>,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; sha256: string } | undefined> {
  const hash = createHash('sha256');
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > LIMITS.fileBytes) {
      await reader.cancel();
      return undefined;
    }
    hash.update(value);
    chunks.push(value);
  }
  return { bytes: new Uint8Array(Buffer.concat(chunks)), sha256: hash.digest('hex') };
}

/**
 * Attaches a file to a question of the vendor's draft: checked (event open, a files question, the
 * count, the size as declared and as read, the kind by its name and its first bytes), hashed
 * (SHA-256) as it is read, stored in the vendor's folder of the client's library, then recorded.
 * A refusal stores nothing; a file recorded too late (the deadline, another tab's file) is deleted.
 */
export async function attachFile(
  config: StorageConfig,
  graph: ServerGraph,
  site: LibrarySite,
  place: VendorPlace,
  input: { question: number; name: string; declared: number; body: ReadableStream<Uint8Array> | null },
  now: Date,
): Promise<{ file: AttachedFile } | FileRefusal> {
  const { event, organisation } = place;
  const name = input.name.trim().slice(0, SHOWN_NAME_LENGTH);
  const current = await readResponse(config, event.id, organisation);
  // A length not declared (0: a streamed body) is checked once the body is read.
  const declared = input.declared || 1;
  const before = attachProblem(event, current, { question: input.question, name, size: declared }, now);
  if (before) return { problem: before };
  if (!input.body) return { problem: { code: 'fileType', name } };
  const read = await readFile(input.body);
  // Longer than it said: refused as a file over the limit would be.
  if (!read) return { problem: { code: 'fileSize', name, size: megabytes(LIMITS.fileBytes) } };
  const problem = attachProblem(event, current, { question: input.question, name, size: read.bytes.byteLength }, now);
  if (problem) return { problem };
  if (!contentMatches(name, read.bytes.subarray(0, 16))) return { problem: { code: 'fileType', name } };
  let stored: { id: string };
  try {
    stored = await graph.uploadFile(
      site,
      attachmentFolderOf(event, organisation),
      libraryNameOf(name, 'file'),
      read.bytes,
    );
  } catch {
    return { failed: name };
  }
  const file: AttachedFile = {
    name,
    size: read.bytes.byteLength,
    sha256: read.sha256,
    itemId: stored.id,
    at: now.toISOString(),
  };
  let refused: EventProblem | undefined;
  await changeResponse(config, event.id, organisation, (response) => {
    const outcome = withFileAttached(event, response, input.question, file, new Date());
    if (outcome.ok) return outcome.value;
    refused = outcome.problem;
    return undefined;
  });
  if (refused) {
    await graph.deleteItem(site, stored.id).catch(() => undefined);
    return { problem: refused };
  }
  return { file };
}

/**
 * Takes a file off the vendor's draft while the event is open, and out of the library unless the
 * vendor's last submission holds it (a submission stays as it was sent). The library first: when
 * it fails, the draft keeps the file, so nothing is lost unseen.
 */
export async function removeFile(
  config: StorageConfig,
  graph: ServerGraph,
  site: LibrarySite,
  place: VendorPlace,
  input: { question: number; itemId: string },
  now: Date,
): Promise<{ removed: true } | FileRefusal> {
  const { event, organisation } = place;
  const current = await readResponse(config, event.id, organisation);
  const check = withoutFile(event, current, input.question, input.itemId, now);
  if (!check.ok) return { problem: check.problem };
  const name = current.files[String(input.question)]?.find((file) => file.itemId === input.itemId)?.name ?? '';
  const held = current.submitted?.receipt.files.some((file) => file.itemId === input.itemId) ?? false;
  if (!held) {
    try {
      await graph.deleteItem(site, input.itemId);
    } catch {
      return { failed: name };
    }
  }
  let refused: EventProblem | undefined;
  await changeResponse(config, event.id, organisation, (response) => {
    const outcome = withoutFile(event, response, input.question, input.itemId, new Date());
    if (outcome.ok) return outcome.value;
    refused = outcome.problem;
    return undefined;
  });
  return refused ? { problem: refused } : { removed: true };
}

/**
 * A file this person may download, found among the invited vendors' files (a vendor's own only;
 * the buyer's and the client's once the event has closed), or undefined: the same 404 whatever
 * the reason, so item ids cannot be probed.
 */
export async function downloadableFile(
  config: StorageConfig,
  place: { event: RfpEvent; viewer: Viewer },
  itemId: string,
  now: Date,
): Promise<{ name: string; itemId: string } | undefined> {
  const { event, viewer } = place;
  const organisations =
    eventRoleOf(event, viewer) === 'vendor'
      ? [viewer.organisation ?? '']
      : event.invited.map((vendor) => vendor.organisation);
  for (const organisation of organisations) {
    const response = await readResponse(config, event.id, organisation);
    const file = fileReadable(event, viewer, organisation, response, itemId, now);
    if (file) return file;
  }
  return undefined;
}
