import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PortalSession } from '../../auth/server/session-store.ts';
import { parseContract } from '../../contracts/contract.ts';
import { addDays, todayOf } from '../../contracts/deadlines.ts';
import { contractStatesOf } from '../../contracts/model.ts';
import { addEvent } from '../../rfp/events/server/event-store.ts';
import { anEvent } from '../../rfp/events/testing.ts';
import type { PortalConfig } from '../../server/config.ts';
import { closeStorage } from '../../server/storage/storage.ts';
import { claimMail } from './ledger.ts';
import { allMailPeople, lockerClientsOf, type MailPerson, recordMailPerson, saveMailSettings } from './people.ts';
import type { MailQueue } from './queue.ts';
import { digestSectionsOf, runMail } from './runs.ts';
import type { MailJob } from './send.ts';

const now = new Date('2026-12-07T09:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
let dataDir: string;
let config: PortalConfig;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mail-runs-'));
  config = { dataDir, storageUrl: undefined, logLevel: 'silent' } as unknown as PortalConfig;
});
afterEach(async () => {
  await closeStorage({ dataDir });
  await rm(dataDir, { recursive: true, force: true });
});

/** A queue that claims each job in the ledger, as the real ones do, and keeps what it queued. */
function keptQueue(): MailQueue & { jobs: MailJob[] } {
  const jobs: MailJob[] = [];
  return {
    jobs,
    async add(job) {
      if (!(await claimMail(config, job.id))) return false;
      jobs.push(job);
      return true;
    },
    idle: async () => undefined,
    close: async () => undefined,
  };
}

/** A person signing in with roles on one client whose record lists its features (`features`). */
function sessionOf(uid: string, email: string, roles: string[], companyName: string, features: string[]) {
  return {
    uid,
    email,
    displayName: uid,
    clients: [
      {
        id: 'contoso',
        hubspot_company_xref: 1003,
        client_name: 'Contoso Bank',
        siteID: 'site-contoso',
        user_client_roles: features,
      },
    ],
    userInfo: { user_id: uid, companyName, user_type: 'x', user_client_roles: roles },
  } as unknown as PortalSession;
}

describe('the mail run’s RFP notices', () => {
  it('go to the invited vendors’ addresses, in their language when known, once however often it runs', async () => {
    // Contoso Bank does not take the contract locker: the run still reads its RFP events.
    await recordMailPerson(
      config,
      sessionOf('vera', 'Vera.Vendor@vendor.test', ['VENDOR_USER'], 'Vendor Co', ['SEARCH']),
      'en',
    );
    await saveMailSettings(config, 'vera', { language: 'ar', timeZone: 'Asia/Riyadh', digests: {} });
    await addEvent(
      config,
      anEvent(now, {
        clientId: 'contoso',
        deadline: inDays(2),
        invited: [{ organisation: 'Vendor Co', emails: ['vera.vendor@vendor.test', 'sales@vendor.test'] }],
      }),
    );
    const queue = keptQueue();
    const first = await runMail(config, queue, { now, atOnce: true });
    expect(first).toMatchObject({ clients: 1, rfpNotices: 4, digests: 0, failedClients: 0 });
    expect(queue.jobs.map((job) => [job.id, job.language])).toEqual([
      ['rfp:event-1:invited:vera.vendor@vendor.test', 'ar'],
      ['rfp:event-1:due3:vera.vendor@vendor.test', 'ar'],
      ['rfp:event-1:invited:sales@vendor.test', 'en'],
      ['rfp:event-1:due3:sales@vendor.test', 'en'],
    ]);
    expect(queue.jobs[0]?.message).toMatchObject({
      kind: 'rfp',
      client: { xref: 1003, name: 'Contoso Bank' },
      side: 'vendor',
      notice: { what: 'invited', eventId: 'event-1' },
    });

    expect((await runMail(config, queue, { now, atOnce: true })).rfpNotices).toBe(0);
    // A day later the 1-day reminder is due, and only it.
    const later = new Date(now.getTime() + 1.5 * 86_400_000);
    await runMail(config, queue, { now: later, atOnce: true });
    expect(queue.jobs.slice(4).map((job) => job.id)).toEqual([
      'rfp:event-1:due1:vera.vendor@vendor.test',
      'rfp:event-1:due1:sales@vendor.test',
    ]);
  });

  it('keep each person’s roles and organisation per client, and the locker apart from the rest', async () => {
    await recordMailPerson(config, sessionOf('vera', 'vera@vendor.test', ['VENDOR_USER'], 'Vendor Co', []), 'en');
    await recordMailPerson(config, sessionOf('gus', 'gus@globex.test', ['VENDOR_USER'], 'Globex', ['SEARCH']), 'en');
    const people = Object.fromEntries((await allMailPeople(config)).map((person) => [person.uid, person]));
    expect(people['vera']?.clients).toEqual([
      expect.objectContaining({
        id: 'contoso',
        roles: ['user', 'VENDOR_USER'],
        organisation: 'Vendor Co',
        locker: true,
      }),
    ]);
    expect(people['gus']?.clients[0]).toMatchObject({ organisation: 'Globex', locker: false });
    // A digest is only of a client whose contract locker the person has.
    await saveMailSettings(config, 'gus', { language: 'tr', timeZone: 'UTC', digests: { contoso: 'daily' } });
    await saveMailSettings(config, 'vera', { language: 'en', timeZone: 'UTC', digests: { contoso: 'daily' } });
    const saved = Object.fromEntries((await allMailPeople(config)).map((person) => [person.uid, person]));
    expect(saved['gus']).toMatchObject({ language: 'tr', digests: {} });
    expect(saved['vera']?.digests).toEqual({ contoso: 'daily' });
    expect(lockerClientsOf(saved['gus'] ?? { clients: [] })).toEqual([]);
  });
});

describe('a client’s digests in one run', () => {
  const today = todayOf(now);
  const contract = (id: string, vendor: string) =>
    parseContract({ Vendor: vendor, Title: id, Status: 'Active', Owner: 'Cem', EndDate: addDays(today, 5) }, { id });
  const states = contractStatesOf([contract('ours', 'Vendor Co'), contract('theirs', 'Globex')], today);
  const person = (
    uid: string,
    roles: string[],
    organisation: string | null,
  ): [MailPerson, MailPerson['clients'][0]] => {
    const client = { id: 'contoso', xref: 1003, name: 'Contoso Bank', siteID: 's', roles, organisation, locker: true };
    return [
      {
        uid,
        email: `${uid}@x.test`,
        name: uid,
        clients: [client],
        language: 'en',
        timeZone: 'UTC',
        digests: {},
        confirmedAt: 0,
      },
      client,
    ];
  };
  const events = [
    anEvent(now, { id: 'all', deadline: inDays(3) }),
    anEvent(now, { id: 'globexOnly', deadline: inDays(4), invited: [{ organisation: 'Globex', emails: [] }] }),
    anEvent(now, { id: 'draft', deadline: inDays(4), status: 'draft', publishedAt: null }),
  ];

  it('show a vendor user its organisation’s contracts and invited events; the client’s people all but drafts', () => {
    const sectionsOf = digestSectionsOf(states, () => undefined, events, now);
    const listed = (sections: ReturnType<typeof sectionsOf>) =>
      Object.fromEntries(sections.map((section) => [section.id, section.items.map((item) => item.id)]));
    const vera = listed(sectionsOf(...person('vera', ['user', 'VENDOR_USER'], 'Vendor Co'), today));
    expect(vera['notice7']).toEqual(['ours']);
    expect(vera['rfpDeadlines']).toEqual(['all']);
    const cem = listed(sectionsOf(...person('cem', ['user', 'CLIENT_PROSPECT_USER'], null), today));
    expect(cem['notice7']).toEqual(['ours', 'theirs']);
    expect(cem['rfpDeadlines']).toEqual(['all', 'globexOnly']);
    // Kept before roles were: the whole register as before, no RFP event.
    const old = listed(sectionsOf(...person('old', [], null), today));
    expect(old['notice7']).toEqual(['ours', 'theirs']);
    expect(old['rfpDeadlines']).toBeUndefined();
  });

  it('make the contract sections once for everyone who sees the same register since the same day', () => {
    const sectionsOf = digestSectionsOf(states, () => undefined, [], now);
    const a = sectionsOf(...person('a', ['user', 'CLIENT_PROSPECT_USER'], null), today);
    const b = sectionsOf(...person('b', ['user', 'EFI_USER'], null), today);
    expect(b).toBe(a);
    expect(sectionsOf(...person('v', ['user', 'VENDOR_USER'], 'Vendor Co'), today)).not.toBe(a);
  });
});
