/**
 * What the portal keeps of a client's contracts besides the library's columns (decision 128): per
 * contract, the owner's address (when the Owner column names a person rather than an address),
 * extra reminder recipients and the renewal decisions made. One document per library
 * (`contract-follow-up:<site>`), changed one contract at a time with the storage's read-change-write
 * (compare-and-set on Redis), and laid over each listing by the register source, so the contract
 * model, and every screen after it, reads them as facts of the contract.
 */
import { z } from 'zod';
import { MAX_EXTRA_RECIPIENTS } from '../../mail/addresses.ts';
import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';
import type { ContractEntry } from '../contract.ts';
import {
  type ContractFollowUp,
  MAX_DECISION_REASON,
  MAX_DECISIONS_KEPT,
  RENEWAL_CHOICES,
  type RenewalDecision,
} from '../decisions.ts';

const decisionSchema = z.object({
  choice: z.enum(RENEWAL_CHOICES),
  termEnd: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  reason: z.string().max(MAX_DECISION_REASON),
  by: z.object({ uid: z.string(), name: z.string() }),
  at: z.number(),
});

const followUpSchema = z.object({
  ownerEmail: z.string().nullable(),
  recipients: z.array(z.string()).max(MAX_EXTRA_RECIPIENTS),
  decisions: z.array(decisionSchema).max(MAX_DECISIONS_KEPT),
});

const documentSchema = z.object({
  /** Raised by every change: a listing merged with an older version is merged again. */
  version: z.number().int(),
  contracts: z.record(z.string(), followUpSchema),
});
type FollowUpDocument = z.infer<typeof documentSchema>;

function documents(config: StorageConfig) {
  return collectionOf(config, {
    prefix: 'contract-follow-up',
    schema: documentSchema,
    keyOf: (siteID) => Buffer.from(siteID, 'utf8').toString('base64url'),
  });
}

const none = (): ContractFollowUp => ({ ownerEmail: null, recipients: [], decisions: [] });

export async function followUpsOf(config: StorageConfig, siteID: string): Promise<FollowUpDocument | undefined> {
  return documents(config).get(siteID);
}

async function change(
  config: StorageConfig,
  siteID: string,
  contractId: string,
  edit: (current: ContractFollowUp) => ContractFollowUp,
): Promise<ContractFollowUp> {
  let next = none();
  await documents(config).update(siteID, (current) => {
    const document = current ?? { version: 0, contracts: {} };
    next = edit(Object.hasOwn(document.contracts, contractId) ? (document.contracts[contractId] ?? none()) : none());
    const kept = { ownerEmail: next.ownerEmail, recipients: [...next.recipients], decisions: [...next.decisions] };
    return { version: document.version + 1, contracts: { ...document.contracts, [contractId]: kept } };
  });
  return next;
}

/** Records a decision (the newest MAX_DECISIONS_KEPT are kept). */
export function recordDecision(config: StorageConfig, siteID: string, contractId: string, decision: RenewalDecision) {
  return change(config, siteID, contractId, (current) => ({
    ...current,
    decisions: [...current.decisions, decision].slice(-MAX_DECISIONS_KEPT),
  }));
}

/** Sets who is reminded of a contract: its owner's address (null: read from the Owner column) and extra recipients. */
export function setReminderRecipients(
  config: StorageConfig,
  siteID: string,
  contractId: string,
  recipients: { ownerEmail: string | null; recipients: readonly string[] },
) {
  return change(config, siteID, contractId, (current) => ({
    ...current,
    ownerEmail: recipients.ownerEmail,
    recipients: [...recipients.recipients].slice(0, MAX_EXTRA_RECIPIENTS),
  }));
}

const merged = new WeakMap<readonly ContractEntry[], { version: number; contracts: ContractEntry[] }>();

/**
 * A listing with the portal's follow-ups laid over it: the same array while neither changed, so
 * the model's states of a listing are still computed once (model.ts `contractStatesOf`).
 */
export function withFollowUps<T extends ContractEntry>(contracts: T[], document: FollowUpDocument | undefined): T[] {
  if (!document || Object.keys(document.contracts).length === 0) return contracts;
  const hit = merged.get(contracts);
  if (hit && hit.version === document.version) return hit.contracts as T[];
  const result = contracts.map((contract) =>
    Object.hasOwn(document.contracts, contract.id)
      ? { ...contract, followUp: document.contracts[contract.id] }
      : contract,
  );
  merged.set(contracts, { version: document.version, contracts: result });
  return result;
}
