import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PortalSession, SessionClient } from '../../auth/server/session-store.ts';
import { closeStorage } from '../../server/storage/storage.ts';
import {
  CONFIRM_EVERY_MS,
  CONFIRMED_FOR_DAYS,
  calendarAddressOf,
  calendarTokenOf,
  clientOfCalendarToken,
  confirmCalendarLinks,
  createCalendarLink,
  isCalendarToken,
  revokeCalendarLink,
} from './calendar-links.ts';

const client = (id: string, roles: string[] = []): SessionClient => ({
  id,
  hubspot_company_xref: 1001,
  client_name: `Client ${id}`,
  projects: [],
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
  displayName: uid,
  userInfo: { user_id: uid, companyName: 'C', user_type: 'CLIENT_USER', user_client_roles: [] },
  clients,
  activeClientId: clients[0]?.id ?? null,
  activeProject: [],
  idToken: 't',
  tokenExpiresAt: Date.now() + 3_600_000,
  createdAt: Date.now(),
});

const DAY_MS = 86_400_000;
let config: { dataDir: string };

beforeEach(async () => {
  config = { dataDir: await mkdtemp(path.join(tmpdir(), 'calendar-links-')) };
});
afterEach(async () => {
  await closeStorage(config);
  await rm(config.dataDir, { recursive: true, force: true });
});

describe('calendar subscription links', () => {
  it("keep a vendor user's scope: their organisation's contracts only, and nothing for an old link", async () => {
    const contoso = client('1003', ['VENDOR_USER']);
    const vera = {
      ...session('vera', [contoso]),
      userInfo: { ...session('vera', []).userInfo, companyName: 'Vendor Co' },
    };
    const token = await createCalendarLink(config, vera, contoso);
    expect((await clientOfCalendarToken(config, token ?? ''))?.scope).toEqual({ whole: false, vendor: 'Vendor Co' });
    const ana = session('ana', [client('1001', ['CLIENT_PROSPECT_USER'])]);
    const whole = await createCalendarLink(config, ana, ana.clients[0] as SessionClient);
    expect((await clientOfCalendarToken(config, whole ?? ''))?.scope).toEqual({ whole: true });
  });

  it("give the address Outlook subscribes to, under the portal's public address, once there is a link", async () => {
    const northwind = client('1001', ['CONTRACT_LOCKER']);
    const portal = { ...config, publicUrl: 'https://portal.example.com' };
    expect(await calendarAddressOf(portal, 'ana', '1001')).toBeUndefined();
    const token = await createCalendarLink(config, session('ana', [northwind]), northwind);
    expect(await calendarAddressOf(portal, 'ana', '1001')).toBe(
      `https://portal.example.com/api/contract-calendar/${token}.ics`,
    );
    expect(await calendarAddressOf(portal, 'ana', '1002')).toBeUndefined();
  });

  it('serve the client of a live link, and stop when revoked or replaced', async () => {
    const northwind = client('1001', ['CONTRACT_LOCKER']);
    const ana = session('ana', [northwind]);
    const first = await createCalendarLink(config, ana, northwind);
    expect(isCalendarToken(first)).toBe(true);
    expect(await calendarTokenOf(config, 'ana', '1001')).toBe(first);
    expect((await clientOfCalendarToken(config, first ?? ''))?.client.siteID).toBe('site-1001');

    const second = await createCalendarLink(config, ana, northwind);
    expect(second).not.toBe(first);
    expect(await clientOfCalendarToken(config, first ?? '')).toBeUndefined();
    expect((await clientOfCalendarToken(config, second ?? ''))?.client.id).toBe('1001');

    await revokeCalendarLink(config, 'ana', '1001');
    expect(await clientOfCalendarToken(config, second ?? '')).toBeUndefined();
    expect(await calendarTokenOf(config, 'ana', '1001')).toBeUndefined();
  });

  it('are not made for a client whose contract locker the person is not granted', async () => {
    const fabrikam = client('1002', ['FILE_MANAGER']);
    expect(await createCalendarLink(config, session('ana', [fabrikam]), fabrikam)).toBeUndefined();
  });

  it('stop at sign-in when the grant is gone, and after a month without one', async () => {
    const granted = client('1001', ['CONTRACT_LOCKER']);
    const start = Date.now();
    const token = (await createCalendarLink(config, session('ana', [granted]), granted, start)) ?? '';
    // Signed in again, still granted: confirmed, so it serves past the first month.
    await confirmCalendarLinks(config, session('ana', [granted]), start + 20 * DAY_MS);
    expect(await clientOfCalendarToken(config, token, start + 45 * DAY_MS)).toBeDefined();
    expect(await clientOfCalendarToken(config, token, start + (20 + CONFIRMED_FOR_DAYS + 1) * DAY_MS)).toBeUndefined();
    // Signed in with the client's contract locker withdrawn: stopped for good.
    await confirmCalendarLinks(config, session('ana', [client('1001', ['FILE_MANAGER'])]), start + 21 * DAY_MS);
    expect(await clientOfCalendarToken(config, token, start + 21 * DAY_MS)).toBeUndefined();
    expect(await calendarTokenOf(config, 'ana', '1001')).toBeUndefined();
  });

  it('are confirmed again only when the grants say something new of them, or a day later', async () => {
    const granted = client('1001', ['CONTRACT_LOCKER']);
    const start = Date.now();
    // No links: nothing to confirm at a sign-in.
    expect(await confirmCalendarLinks(config, session('ana', [granted]), start)).toBe(false);
    const token = (await createCalendarLink(config, session('ana', [granted]), granted, start)) ?? '';
    // The first sign-in after the link was made confirms it; the next ones the same day do nothing.
    expect(await confirmCalendarLinks(config, session('ana', [granted]), start + 1000)).toBe(true);
    expect(await confirmCalendarLinks(config, session('ana', [granted]), start + 2000)).toBe(false);
    expect(await confirmCalendarLinks(config, session('ana', [granted]), start + CONFIRM_EVERY_MS - 1)).toBe(false);
    // A day on, the same grants confirm it again: the month runs from that day.
    const dayOn = start + CONFIRM_EVERY_MS + 1000;
    expect(await confirmCalendarLinks(config, session('ana', [granted]), dayOn)).toBe(true);
    const lastDay = dayOn + CONFIRMED_FOR_DAYS * DAY_MS;
    expect(await clientOfCalendarToken(config, token, lastDay)).toBeDefined();
    expect(await clientOfCalendarToken(config, token, lastDay + 1)).toBeUndefined();
    // The client's facts changed (its name): confirmed at once, with the new facts.
    const renamed = { ...granted, client_name: 'Northwind Traders Ltd' };
    expect(await confirmCalendarLinks(config, session('ana', [renamed]), dayOn + 1000)).toBe(true);
    expect((await clientOfCalendarToken(config, token, dayOn + 2000))?.client.client_name).toBe(
      'Northwind Traders Ltd',
    );
    // The grant withdrawn, within the same day: stopped at once, as at every sign-in before.
    const withdrawn = session('ana', [{ ...renamed, user_client_roles: ['FILE_MANAGER'] }]);
    expect(await confirmCalendarLinks(config, withdrawn, dayOn + 3000)).toBe(true);
    expect(await clientOfCalendarToken(config, token, dayOn + 4000)).toBeUndefined();
    expect(await calendarTokenOf(config, 'ana', '1001')).toBeUndefined();
  });

  it('refuse what is not a token without reading the storage', async () => {
    expect(await clientOfCalendarToken(config, '../../etc/passwd')).toBeUndefined();
    expect(await clientOfCalendarToken(config, 'a'.repeat(43))).toBeUndefined();
  });
});
