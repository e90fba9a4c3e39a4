/**
 * A contract's facts, read and written through the portal (decision 132): the server writes them to
 * the library for provider staff, with If-Match on the eTag the form was opened with (a change by
 * someone else meanwhile is a 412, not lost), and keeps the change in the client's audit trail.
 * Failures are the file manager's DriveError (the portal answers Graph's error envelope), read by
 * the same `problemOf`.
 */
import { driveError } from '../../file-manager/services/drive-client.ts';
import type { StoredFields } from '../contract.ts';

const factsPath = (itemId: string) => `/api/contracts/facts/${encodeURIComponent(itemId)}`;

async function stored(response: Response): Promise<StoredFields> {
  if (!response.ok) throw await driveError(response);
  return (await response.json()) as StoredFields;
}

export async function readContractFields(itemId: string, doFetch: typeof fetch = fetch): Promise<StoredFields> {
  return stored(await doFetch(factsPath(itemId), { credentials: 'same-origin', cache: 'no-store' }));
}

/** Sends the changed columns; answers the whole fieldValueSet the library now holds, with its new eTag. */
export async function writeContractFields(
  itemId: string,
  fields: Record<string, unknown>,
  eTag: string | null,
  doFetch: typeof fetch = fetch,
): Promise<StoredFields> {
  return stored(
    await doFetch(factsPath(itemId), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields, eTag }),
      credentials: 'same-origin',
    }),
  );
}
