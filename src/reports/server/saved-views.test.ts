import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeStorage } from '../../server/storage/storage.ts';
import { MAX_VIEWS } from '../views.ts';
import { deleteView, listViews, renameView, saveView, type ViewsScope } from './saved-views.ts';

let dataDir: string;
const config = () => ({ dataDir });
const cem: ViewsScope = { uid: 'cem', staff: false, report: 'InvoiceIntel', client: 1001 };
const sam: ViewsScope = { ...cem, uid: 'sam' };
const ada: ViewsScope = { uid: 'ada', staff: true, report: 'InvoiceIntel', client: 1001 };
const view = (name: string, shared = false) => ({ name, state: 'eyJ2IjoxfQ', page: 'overview', shared });

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'views-'));
});
afterEach(async () => {
  await closeStorage(config());
  await rm(dataDir, { recursive: true, force: true });
});

describe('saved views', () => {
  it("are a person's own, per report and client, newest first", async () => {
    await saveView(config(), cem, view('Overdue'), 1);
    const saved = await saveView(config(), cem, view('Paid'), 2);
    expect(saved).toMatchObject({ ok: true, value: { name: 'Paid', shared: false } });
    expect((await listViews(config(), cem)).mine.map((v) => v.name)).toEqual(['Paid', 'Overdue']);
    expect((await listViews(config(), sam)).mine).toEqual([]);
    expect((await listViews(config(), { ...cem, client: 1003 })).mine).toEqual([]);
    expect((await listViews(config(), { ...cem, report: 'VendorIntel' })).mine).toEqual([]);
  });

  it('are renamed and deleted by their owner only', async () => {
    const saved = await saveView(config(), cem, view('Overdue'));
    if (!saved.ok) throw new Error('not saved');
    expect(await renameView(config(), sam, saved.value.id, 'Mine now')).toEqual({ ok: false, reason: 'notFound' });
    expect(await renameView(config(), cem, saved.value.id, 'Late')).toMatchObject({
      ok: true,
      value: { name: 'Late' },
    });
    expect(await deleteView(config(), sam, saved.value.id)).toEqual({ ok: false, reason: 'notFound' });
    expect((await deleteView(config(), cem, saved.value.id)).ok).toBe(true);
    expect((await listViews(config(), cem)).mine).toEqual([]);
  });

  it("shared by the provider's staff reach everyone of the client, who cannot change them", async () => {
    expect(await saveView(config(), cem, view('For all', true))).toEqual({ ok: false, reason: 'forbidden' });
    const shared = await saveView(config(), ada, view('Quarter close', true));
    if (!shared.ok) throw new Error('not saved');
    const seen = await listViews(config(), cem);
    expect(seen).toMatchObject({ canShare: false, mine: [], shared: [{ name: 'Quarter close', shared: true }] });
    expect(await renameView(config(), cem, shared.value.id, 'x')).toEqual({ ok: false, reason: 'forbidden' });
    expect(await deleteView(config(), cem, shared.value.id)).toEqual({ ok: false, reason: 'forbidden' });
    expect((await listViews(config(), { ...cem, client: 1003 })).shared).toEqual([]);
    expect((await deleteView(config(), ada, shared.value.id)).ok).toBe(true);
  });

  it(`keep at most ${MAX_VIEWS} per shelf`, async () => {
    for (let index = 0; index < MAX_VIEWS; index++) await saveView(config(), cem, view(`View ${index}`));
    expect(await saveView(config(), cem, view('One more'))).toEqual({ ok: false, reason: 'full' });
  });
});
