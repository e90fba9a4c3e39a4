/**
 * What the portal knows of a mail address (decision 126): the kinds of mail its owner stopped
 * (`reminders:<client>`, from the one-click unsubscribe) and whether the mail server refused it
 * (recorded when a send is refused for good, shown to provider staff beside the contract's
 * recipients). One document per address, under a hash of it.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';
import { normalAddress } from '../addresses.ts';

const addressSchema = z.object({
  address: z.string(),
  optOut: z.array(z.string()).max(200),
  refused: z.object({ at: z.number(), reason: z.string().max(500) }).optional(),
});
export type AddressRecord = z.infer<typeof addressSchema>;

function records(config: StorageConfig) {
  return collectionOf(config, {
    prefix: 'mail-address',
    schema: addressSchema,
    keyOf: (address) => createHash('sha256').update(normalAddress(address)).digest('base64url'),
  });
}

export function addressRecordOf(config: StorageConfig, address: string): Promise<AddressRecord | undefined> {
  return records(config).get(address);
}

/** Stops one kind of mail of one client to an address (`reminders:1001`). */
export async function optOut(config: StorageConfig, address: string, what: string): Promise<void> {
  await records(config).update(address, (current) => {
    const record = current ?? { address: normalAddress(address), optOut: [] };
    return record.optOut.includes(what) ? undefined : { ...record, optOut: [...record.optOut, what] };
  });
}

/** The mail server refused this address for good (a 5xx to RCPT TO): recorded with its words. */
export async function recordRefused(config: StorageConfig, address: string, reason: string, now = Date.now()) {
  await records(config).update(address, (current) => ({
    ...(current ?? { address: normalAddress(address), optOut: [] }),
    refused: { at: now, reason: reason.slice(0, 500) },
  }));
}

/** A person set the address again (the contract's recipients saved): its refusal is forgotten. */
export async function forgetRefusal(config: StorageConfig, address: string): Promise<void> {
  await records(config).update(address, (current) => {
    if (!current?.refused) return undefined;
    const { refused: _refused, ...rest } = current;
    return rest;
  });
}
