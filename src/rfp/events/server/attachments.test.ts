import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerGraph } from '../../../services/server-graph.ts';
import { submitted } from '../changes.ts';
import type { RfpEvent } from '../event.ts';
import { anEventWithFiles, buyer, clientUser, otherVendor, vera } from '../testing.ts';
import { attachFile, downloadableFile, removeFile } from './attachments.ts';
import { addEvent, changeResponse, readResponse } from './event-store.ts';

const now = new Date('2026-12-01T09:00:00Z');
const site = { siteID: 'contoso-site' };
let config: { dataDir: string };

/** The client's library as the server writes it: what was stored where, and what was deleted. */
function aLibrary() {
  const stored = new Map<string, { folder: string; name: string; bytes: Uint8Array }>();
  let next = 0;
  const graph = {
    uploadFile: async (_site: unknown, folder: string, name: string, bytes: Uint8Array) => {
      const id = `item-${++next}`;
      stored.set(id, { folder, name, bytes });
      return { id, name };
    },
    deleteItem: async (_site: unknown, itemId: string) => {
      stored.delete(itemId);
    },
  } as unknown as ServerGraph;
  return { graph, stored };
}

const streamOf = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      // In two pieces, as a body arrives.
      controller.enqueue(bytes.subarray(0, 3));
      controller.enqueue(bytes.subarray(3));
      controller.close();
    },
  });

const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

const theEvent = (id: string) => anEventWithFiles(now, { id, title: 'Card processing' });

const veraPlace = (event: RfpEvent) => ({ event, viewer: vera, organisation: 'Vendor Co' });
const attach = (event: RfpEvent, graph: ServerGraph, name: string, bytes: Uint8Array) =>
  attachFile(
    config,
    graph,
    site,
    veraPlace(event),
    { question: 3, name, declared: bytes.byteLength, body: streamOf(bytes) },
    now,
  );

beforeAll(async () => {
  config = { dataDir: await mkdtemp(path.join(tmpdir(), 'rfp-files-')) };
});
afterAll(async () => {
  await rm(config.dataDir, { recursive: true, force: true });
});

describe('a vendor attaching a file', () => {
  it('stores it in the vendor’s folder of the client’s library with the SHA-256 of its bytes', async () => {
    const event = theEvent('attach-1');
    await addEvent(config, event);
    const { graph, stored } = aLibrary();
    const outcome = await attach(event, graph, 'Price schedule.pdf', pdf);
    if (!('file' in outcome)) throw new Error(JSON.stringify(outcome));
    expect(outcome.file.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    expect(outcome.file.size).toBe(pdf.byteLength);
    expect(stored.get(outcome.file.itemId)).toMatchObject({
      folder: 'RFP_EVENTS/Card processing (attach-1)/Vendor Co',
      name: 'Price schedule.pdf',
    });
    expect((await readResponse(config, event.id, 'Vendor Co')).files['3']).toEqual([outcome.file]);
  });

  it('refuses a program renamed .pdf, and a body longer than the limit, storing nothing', async () => {
    const event = theEvent('attach-2');
    await addEvent(config, event);
    const { graph, stored } = aLibrary();
    const program = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]);
    expect(await attach(event, graph, 'prices.pdf', program)).toEqual({
      problem: { code: 'fileType', name: 'prices.pdf' },
    });
    const huge = new Uint8Array(25 * 1024 * 1024 + 1);
    huge.set(pdf);
    const sizeUnsaid = await attachFile(
      config,
      graph,
      site,
      veraPlace(event),
      { question: 3, name: 'huge.pdf', declared: 0, body: streamOf(huge) },
      now,
    );
    expect(sizeUnsaid).toEqual({ problem: { code: 'fileSize', name: 'huge.pdf', size: '25 MB' } });
    expect(stored.size).toBe(0);
    expect((await readResponse(config, event.id, 'Vendor Co')).files).toEqual({});
  });

  it('says the library failed, and records nothing', async () => {
    const event = theEvent('attach-3');
    await addEvent(config, event);
    const failing = {
      uploadFile: async () => {
        throw new Error('Graph answered 503');
      },
    } as unknown as ServerGraph;
    expect(await attach(event, failing, 'Prices.pdf', pdf)).toEqual({ failed: 'Prices.pdf' });
    expect((await readResponse(config, event.id, 'Vendor Co')).files).toEqual({});
  });
});

describe('a vendor removing a file', () => {
  it('deletes it from the library, unless the last submission holds it', async () => {
    const event = theEvent('remove-1');
    await addEvent(config, event);
    const { graph, stored } = aLibrary();
    const first = await attach(event, graph, 'One.pdf', pdf);
    const second = await attach(event, graph, 'Two.pdf', pdf);
    if (!('file' in first && 'file' in second)) throw new Error('not attached');
    await changeResponse(config, event.id, 'Vendor Co', (response) => {
      const sent = submitted(event, response, { uid: 'vera', name: 'Vera Vendor' }, now);
      return sent.ok ? sent.value : undefined;
    });
    const third = await attach(event, graph, 'Three.pdf', pdf);
    if (!('file' in third)) throw new Error('not attached');
    const input = (itemId: string) => ({ question: 3, itemId });
    expect(await removeFile(config, graph, site, veraPlace(event), input(third.file.itemId), now)).toEqual({
      removed: true,
    });
    expect(stored.has(third.file.itemId)).toBe(false);
    expect(await removeFile(config, graph, site, veraPlace(event), input(first.file.itemId), now)).toEqual({
      removed: true,
    });
    // Submitted: still in the library, off the draft.
    expect(stored.has(first.file.itemId)).toBe(true);
    const response = await readResponse(config, event.id, 'Vendor Co');
    expect(response.files['3']?.map((file) => file.name)).toEqual(['Two.pdf']);
    expect(response.submitted?.receipt.files.map((file) => file.name)).toEqual(['One.pdf', 'Two.pdf']);
  });
});

describe('who downloads a vendor’s file', () => {
  it('the vendor before the close; the buyer and the client after it; another vendor never', async () => {
    const event = theEvent('download-1');
    await addEvent(config, event);
    const { graph } = aLibrary();
    const outcome = await attach(event, graph, 'Prices.pdf', pdf);
    if (!('file' in outcome)) throw new Error('not attached');
    await changeResponse(config, event.id, 'Vendor Co', (response) => {
      const sent = submitted(event, response, { uid: 'vera', name: 'Vera Vendor' }, now);
      return sent.ok ? sent.value : undefined;
    });
    const { itemId } = outcome.file;
    const afterClose = new Date(Date.parse(event.deadline) + 1000);
    expect(await downloadableFile(config, { event, viewer: vera }, itemId, now)).toEqual({
      name: 'Prices.pdf',
      itemId,
    });
    for (const viewer of [buyer, clientUser, otherVendor]) {
      expect(await downloadableFile(config, { event, viewer }, itemId, now)).toBeUndefined();
    }
    for (const viewer of [buyer, clientUser]) {
      expect((await downloadableFile(config, { event, viewer }, itemId, afterClose))?.name).toBe('Prices.pdf');
    }
    expect(await downloadableFile(config, { event, viewer: otherVendor }, itemId, afterClose)).toBeUndefined();
  });
});
