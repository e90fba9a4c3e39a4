/**
 * Who a subject id of the audit trail is (decision 131). An entry names a person only by a random
 * subject id given to them at their first entry; their name and address are kept here, beside the
 * trail and outside its chain. A person who leaves is pseudonymised on request by forgetting both
 * records: their entries stay, chained as they were, under a subject id nobody can put a name to.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';

const subjectSchema = z.object({ subject: z.string() });
const personSchema = z.object({ uid: z.string(), name: z.string(), email: z.string() });
export type AuditPerson = z.infer<typeof personSchema>;

const subjectsOf = (config: StorageConfig) => collectionOf(config, { prefix: 'audit-subject', schema: subjectSchema });
const peopleOf = (config: StorageConfig) => collectionOf(config, { prefix: 'audit-people', schema: personSchema });

/** What this process knows already: uid → subject id, and the person as last written. */
const known = new WeakMap<StorageConfig, Map<string, { subject: string; written: string }>>();

/** The subject id of a person, given at their first entry; their name kept as it is now. */
export async function subjectOf(
  config: StorageConfig,
  person: { uid: string; displayName: string; email: string },
): Promise<string> {
  const cache = known.get(config) ?? new Map<string, { subject: string; written: string }>();
  known.set(config, cache);
  const facts = `${person.displayName}\n${person.email}`;
  const hit = cache.get(person.uid);
  if (hit && hit.written === facts) return hit.subject;
  const given = await subjectsOf(config).update(person.uid, (current) => current ?? { subject: randomUUID() });
  const subject = given?.subject ?? randomUUID();
  await peopleOf(config).set(subject, { uid: person.uid, name: person.displayName, email: person.email });
  cache.set(person.uid, { subject, written: facts });
  return subject;
}

/** The people behind subject ids; a pseudonymised one is absent. */
export async function peopleNamed(
  config: StorageConfig,
  subjects: Iterable<string>,
): Promise<Map<string, AuditPerson>> {
  const named = new Map<string, AuditPerson>();
  await Promise.all(
    [...new Set(subjects)].map(async (subject) => {
      const person = await peopleOf(config).get(subject);
      if (person) named.set(subject, person);
    }),
  );
  return named;
}

/**
 * Pseudonymises a person (their uid or e-mail address): forgets who their subject id is. Answers the
 * subject id, or undefined when the trail holds nothing of them. Their next entry, should there be
 * one, starts a new subject id.
 */
export async function pseudonymise(config: StorageConfig, uid: string): Promise<string | undefined> {
  const given = await subjectsOf(config).take(uid);
  known.get(config)?.delete(uid);
  if (!given) return undefined;
  await peopleOf(config).remove(given.subject);
  return given.subject;
}
