import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../services/http-client.ts';
import { foldersOf, readQuery, searchPath } from './search.ts';
import { DriveError, searchLibrary } from './services/drive-client.ts';

const SITE = 'localhost,abc,def';

function graphAnswering(status: number, body: unknown, seen: string[] = []): ApiClient {
  return {
    url: (path: string) => `https://graph.test/v1.0/${path}`,
    get: async (path: string) => {
      seen.push(path);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  } as unknown as ApiClient;
}

describe('search in the library', () => {
  it("asks Graph's search of the library root, the quote doubled and encoded", () => {
    expect(searchPath(SITE, '', "O'Brien 2024")).toBe(
      `sites/${encodeURIComponent(SITE)}/drive/root/search(q='O''Brien%202024')?$expand=thumbnails&$top=200`,
    );
    expect(searchPath(SITE, '01ABC', 'x')).toContain('/drive/items/01ABC/search(q=');
    expect(searchPath(SITE, 'a-b-c', 'x')).toContain('/drive/root/search(q=');
  });

  it('reads the folders from the parent path', () => {
    expect(foldersOf('/drive/root:/Contracts/2024')).toEqual(['Contracts', '2024']);
    expect(foldersOf('/drive/root:')).toEqual([]);
    expect(foldersOf('/drive/root:/A%20B')).toEqual(['A B']);
    expect(foldersOf(undefined)).toEqual([]);
  });

  it('reads the query from the URL', () => {
    expect(readQuery('?q=%20invoice%20&folder=1')).toBe('invoice');
    expect(readQuery('?folder=1')).toBe('');
  });

  it('drops the reserved folders and what is in them; keeps the rest with their folders', async () => {
    const seen: string[] = [];
    const graph = graphAnswering(
      200,
      {
        value: [
          { id: '1', name: 'PORTAL', folder: { childCount: 1 }, parentReference: { path: '/drive/root:' } },
          { id: '2', name: 'logo.png', file: {}, parentReference: { path: '/drive/root:/PORTAL/assets' } },
          { id: '3', name: 'Lease.pdf', file: {}, parentReference: { id: 'p', path: '/drive/root:/Contracts/2024' } },
          { id: '4', name: 'General notes.txt', file: {}, parentReference: { path: '/drive/root:' } },
        ],
      },
      seen,
    );
    const results = await searchLibrary(graph, SITE, '', 'lease');
    expect(results.map((result) => [result.item.name, result.folders])).toEqual([
      ['Lease.pdf', ['Contracts', '2024']],
      ['General notes.txt', []],
    ]);
    expect(seen).toHaveLength(1);
  });

  it("gives Graph's refusal as a DriveError", async () => {
    const graph = graphAnswering(429, { error: { code: 'tooManyRequests', message: 'Slow down' } });
    await expect(searchLibrary(graph, SITE, '', 'x')).rejects.toBeInstanceOf(DriveError);
  });
});
