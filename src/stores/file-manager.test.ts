import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/services/http-client.ts';
import { $fileManager, $folder, goBack, openFolder, startFileManager } from './file-manager.ts';

const base = 'https://graph.example/v1.0';
const library = { siteId: 'site', rootParentId: 'ROOT', hubspot: 1001, libraryUploadId: 'UP' };

const folders: Record<string, unknown[]> = {
  ROOT: [
    { id: 'F2', name: 'Reports', folder: { childCount: 1 } },
    { id: 'P', name: 'PORTAL', folder: { childCount: 1 } },
    { id: 'D1', name: 'notes.txt', file: { mimeType: 'text/plain' } },
    { id: 'F1', name: 'Contracts', folder: { childCount: 250 } },
  ],
  F1: Array.from({ length: 250 }, (_, i) => ({ id: `C${i}`, name: `c${String(i).padStart(3, '0')}.pdf`, file: {} })),
};

function fakeGraph(failures: Record<string, number> = {}) {
  return createApiClient({
    baseUrl: base,
    token: 'access',
    tokens: async () => 'token',
    fetch: async (input) => {
      const url = new URL(String(input));
      const id = /items\/([^/]+)\/children/.exec(url.pathname)?.[1] ?? '';
      const status = failures[id];
      if (status)
        return new Response(JSON.stringify({ error: { code: 'accessDenied', message: 'denied' } }), { status });
      const all = folders[id] ?? [];
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const value = all.slice(skip, skip + 200);
      const next =
        skip + 200 < all.length ? `${base}/sites/site/drive/items/${id}/children?skip=${skip + 200}` : undefined;
      return new Response(JSON.stringify({ value, ...(next ? { '@odata.nextLink': next } : {}) }), { status: 200 });
    },
  });
}

describe('the file manager store', () => {
  it('lists Home without the reserved folders, folders first, and follows the trail', async () => {
    await startFileManager({ graph: fakeGraph(), library });
    expect($folder.get().status).toBe('complete');
    expect($folder.get().items.map((item) => item.name)).toEqual(['Contracts', 'Reports', 'notes.txt']);

    const seen: number[] = [];
    const unsubscribe = $folder.listen((listing) => seen.push(listing.items.length));
    await openFolder($folder.get().items[0] as never);
    unsubscribe();
    // The first page shows before the folder is complete.
    expect(seen).toContain(200);
    expect($folder.get()).toMatchObject({ status: 'complete' });
    expect($folder.get().items).toHaveLength(250);
    expect($fileManager.get()?.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Contracts']);
    expect($fileManager.get()?.processing).toBe(false);

    await goBack(0);
    expect($fileManager.get()?.documentLibrary.currentParentId).toBe('ROOT');
    expect($folder.get().items).toHaveLength(3);
  });

  it("keeps Graph's refusal for the page to explain", async () => {
    await startFileManager({ graph: fakeGraph({ ROOT: 403 }), library });
    expect($folder.get()).toMatchObject({ status: 'failed', error: { status: 403, code: 'accessDenied' } });
    expect($fileManager.get()?.processing).toBe(false);
  });
});
