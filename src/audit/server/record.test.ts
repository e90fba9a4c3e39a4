import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PortalSession, SessionClient } from '../../auth/server/session-store.ts';
import { closeStorage } from '../../server/storage/storage.ts';
import { peopleNamed } from './people.ts';
import { asSession, type ChangeContext, recordChange, SIGNED_IN } from './record.ts';
import { auditStoreOf } from './store.ts';
import { verifyTrail } from './verify.ts';

const client = (id: string, roles: string[]): SessionClient => ({
  id,
  hubspot_company_xref: Number(id),
  client_name: `Client ${id}`,
  projects: [{ project_name: 'Card Services' }],
  user_client_roles: roles,
  siteID: `site-${id}`,
  parentID: 'p',
  LibraryUploadID: 'u',
  logo_path: '',
});

const session = (uid: string, clients: SessionClient[]): PortalSession => ({
  id: 's',
  uid,
  email: `${uid}@example.com`,
  displayName: uid === 'ada' ? 'Ada Admin' : 'Cem Client',
  userInfo: { user_id: uid, companyName: 'EFI', user_type: 'staff', user_client_roles: [] },
  clients,
  activeClientId: clients[0]?.id ?? null,
  activeProject: ['Card Services'],
  idToken: 't',
  tokenExpiresAt: Date.now() + 3_600_000,
  createdAt: Date.now(),
});

let config: { dataDir: string };
beforeEach(async () => {
  config = { dataDir: await mkdtemp(path.join(tmpdir(), 'audit-record-')) };
});
afterEach(async () => {
  await closeStorage(config);
  await rm(config.dataDir, { recursive: true, force: true });
});

const contextOf = (person: PortalSession) =>
  asSession({ locals: { config, requestId: 'request-1' } } as unknown as ChangeContext, person);

describe('recordChange', () => {
  it('keeps who, for whom, where and the fields that changed, in the active client’s chain', async () => {
    const ada = session('ada', [client('1001', ['EFI_USER'])]);
    const entry = await recordChange(contextOf(ada), {
      object: { kind: 'contract', id: 'c1', label: 'FIS · Card processing' },
      action: 'edited',
      before: { Owner: 'Marco Rossi', Title: 'Card processing' },
      after: { Owner: 'Ayşe Yılmaz', Title: 'Card processing' },
    });
    expect(entry).toMatchObject({
      seq: 1,
      client: '1001',
      actingFor: '1001',
      project: 'Card Services',
      action: 'edited',
      changes: [{ field: 'Owner', before: 'Marco Rossi', after: 'Ayşe Yılmaz' }],
      requestId: 'request-1',
    });
    expect((await peopleNamed(config, [entry?.actor ?? ''])).get(entry?.actor ?? '')?.name).toBe('Ada Admin');

    // The client's own person acts for nobody else; a sign-in is an entry too.
    const cem = session('cem', [client('1001', ['CLIENT_PROSPECT_USER'])]);
    const signedIn = await recordChange(contextOf(cem), SIGNED_IN);
    expect(signedIn).toMatchObject({ seq: 2, actingFor: null, action: 'signedIn', changes: [] });
    expect(signedIn?.actor).not.toBe(entry?.actor);
    expect(await verifyTrail(auditStoreOf(config), '1001')).toMatchObject({ entries: 2, fault: null });
  });

  it('keeps nothing without a client, and answers undefined when the entry cannot be kept', async () => {
    const nobody = session('ada', []);
    expect(await recordChange(contextOf(nobody), SIGNED_IN)).toBeUndefined();
    // A data folder that is a file: the trail's folder cannot be made there.
    const file = path.join(config.dataDir, 'a-file');
    await writeFile(file, '');
    const broken = {
      locals: {
        config: { dataDir: file },
        requestId: 'r',
        roles: [],
        activeClient: client('1001', []),
        session: undefined,
      },
    };
    expect(await recordChange(broken as unknown as ChangeContext, SIGNED_IN)).toBeUndefined();
  });
});
