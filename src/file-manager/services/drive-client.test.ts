import { describe, expect, it } from 'vitest';
import {
  childrenPath,
  DriveError,
  driveError,
  homeFolderId,
  listChildren,
  listFolders,
  listVersions,
  restoreVersion,
  trailTo,
  updateItem,
  VERSIONS_PAGE,
  versionContent,
} from './drive-client.ts';
import { GRAPH_BASE as base, graphStandIn } from './graph-stand-in.ts';

/** Graph whose first token is stale: a refreshed one is `fresh-<n>`. */
function graphWith(handler: (url: URL, token: string) => Response) {
  const calls: string[] = [];
  let refreshes = 0;
  const graph = graphStandIn(
    ({ url, token }) => {
      calls.push(url.pathname + url.search);
      return handler(url, token);
    },
    async (_kind, { forceRefresh }) => {
      if (forceRefresh) refreshes++;
      return refreshes ? `fresh-${refreshes}` : 'stale';
    },
  );
  return { graph, calls, refreshes: () => refreshes };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('file list calls (docs/calls.md)', () => {
  it("at Home uses the root when the client's ParentID contains a hyphen, the item otherwise", () => {
    expect(childrenPath('s,1', '0f4b8d2c-6e1a-4c3b', true)).toBe('sites/s%2C1/drive/root/children?$expand=thumbnails');
    expect(childrenPath('s', '01ROOT', true)).toBe('sites/s/drive/items/01ROOT/children?$expand=thumbnails');
    expect(childrenPath('s', '', true)).toBe('sites/s/drive/root/children?$expand=thumbnails');
  });

  it('below Home lists the folder Graph named, whatever its id looks like', () => {
    expect(childrenPath('s', '5a9e3c71-2d4b', false)).toBe(
      'sites/s/drive/items/5a9e3c71-2d4b/children?$expand=thumbnails',
    );
  });

  it('follows @odata.nextLink until the folder is complete, page by page', async () => {
    const { graph, calls } = graphWith((url) => {
      const page = Number(url.searchParams.get('page') ?? 0);
      return json({
        value: [{ id: `i${page}`, name: `f${page}.pdf`, file: {} }],
        ...(page < 2 ? { '@odata.nextLink': `${base}/sites/s/drive/items/01A/children?page=${page + 1}` } : {}),
      });
    });
    const pages: number[] = [];
    const items = await listChildren(graph, 's', '01A', { onPage: (page) => pages.push(page.length) });
    expect(items.map((item) => item.id)).toEqual(['i0', 'i1', 'i2']);
    expect(pages).toEqual([1, 1, 1]);
    expect(calls).toHaveLength(3);
  });

  it('refreshes the token once on 401 and retries', async () => {
    const { graph, refreshes } = graphWith((_url, token) =>
      token === 'stale'
        ? json({ error: { code: 'InvalidAuthenticationToken', message: 'expired' } }, 401)
        : json({ value: [] }),
    );
    await expect(listChildren(graph, 's', '01A')).resolves.toEqual([]);
    expect(refreshes()).toBe(1);
  });

  it("raises Graph's error code and message", async () => {
    const { graph } = graphWith(() => json({ error: { code: 'accessDenied', message: 'Access denied' } }, 403));
    const failure = await listChildren(graph, 's', '01A').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DriveError);
    expect(failure).toMatchObject({ status: 403, code: 'accessDenied', message: 'Access denied' });
  });

  it('never sends the token to a next link on another origin', async () => {
    const { graph, calls } = graphWith(() => json({ value: [], '@odata.nextLink': 'https://evil.example/steal' }));
    await expect(listChildren(graph, 's', '01A')).rejects.toMatchObject({ code: 'invalidNextLink' });
    expect(calls).toHaveLength(1);
  });

  it('finds the trail of a folder by walking its parents', async () => {
    const items: Record<string, unknown> = {
      '01C': { id: '01C', name: 'Q1', folder: {}, parentReference: { id: '01B' } },
      '01B': { id: '01B', name: '2024', folder: {}, parentReference: { id: '01A' } },
      '01A': { id: '01A', name: 'Contracts', folder: {}, parentReference: { id: '01ROOT' } },
    };
    const { graph } = graphWith((url) => json(items[url.pathname.split('/').at(-1) ?? '']));
    expect(await trailTo(graph, 's', '01C', '01ROOT')).toEqual([
      { name: 'Contracts', parentId: '01A' },
      { name: '2024', parentId: '01B' },
      { name: 'Q1', parentId: '01C' },
    ]);
  });
});

describe("Graph's refusals", () => {
  it('carry the Retry-After of a 429, in seconds', async () => {
    const response = new Response(JSON.stringify({ error: { code: 'TooManyRequests', message: 'Slow down' } }), {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
    });
    const error = await driveError(response);
    expect(error).toMatchObject({ status: 429, code: 'TooManyRequests', message: 'Slow down', retryAfterSeconds: 2 });
  });

  it('have no Retry-After when Graph gave none', async () => {
    const error = await driveError(new Response('not json', { status: 500, statusText: 'Internal Server Error' }));
    expect(error).toMatchObject({ status: 500, code: 'http500', retryAfterSeconds: undefined });
  });
});

describe('moving and versions', () => {
  function recording(handler: (method: string, url: URL, body: string) => Response) {
    const calls: string[] = [];
    const bodies: string[] = [];
    const graph = graphStandIn(({ method, url, body }) => {
      calls.push(`${method} ${url.pathname}`);
      bodies.push(body);
      return handler(method, url, body);
    });
    return { graph, calls, bodies };
  }

  it('moves with parentReference and the listed eTag, as Graph does', async () => {
    const { graph, calls, bodies } = recording(() =>
      json({ id: '01X', name: 'a.pdf', file: {}, parentReference: { id: '01B' } }),
    );
    const moved = await updateItem(graph, 's', '01X', { parentId: '01B' }, '"{E},3"');
    expect(calls).toEqual(['PATCH /v1.0/sites/s/drive/items/01X']);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ parentReference: { id: '01B' } });
    expect(moved.parentId).toBe('01B');
  });

  it('lists only the folders of a folder for the picker, and finds the library root id at Home', async () => {
    const { graph, calls } = recording((_method, url) =>
      url.pathname.endsWith('/root')
        ? json({ id: '01ROOT', name: 'root', root: {}, folder: {} })
        : json({
            value: [
              { id: 'f', name: 'Plans', folder: { childCount: 0 } },
              { id: 'd', name: 'a.pdf', file: {} },
            ],
          }),
    );
    expect((await listFolders(graph, 's', '0f4b-hyphen', { atHome: true })).map((item) => item.name)).toEqual([
      'Plans',
    ]);
    expect(calls[0]).toBe('GET /v1.0/sites/s/drive/root/children');
    await expect(homeFolderId(graph, 's', '0f4b-hyphen')).resolves.toBe('01ROOT');
    await expect(homeFolderId(graph, 's', '01CLIENT')).resolves.toBe('01CLIENT');
    expect(calls).toHaveLength(2);
  });

  it("reads a file's versions (who, when, size), an earlier one's bytes, and restores it", async () => {
    const { graph, calls } = recording((method, url) => {
      if (url.pathname.endsWith('/versions'))
        return json({
          value: [
            {
              id: '2.0',
              lastModifiedDateTime: '2026-11-02T10:00:00Z',
              size: 20,
              lastModifiedBy: { user: { displayName: 'Cem Client' } },
            },
            {
              id: '1.0',
              lastModifiedDateTime: '2026-11-01T10:00:00Z',
              size: 10,
              lastModifiedBy: { user: { email: 'ada@example.com' } },
            },
          ],
        });
      if (url.pathname.endsWith('/content')) return new Response('old bytes');
      return method === 'POST' ? new Response(null, { status: 204 }) : json({}, 404);
    });
    expect(await listVersions(graph, 's', '01X')).toEqual({
      versions: [
        { id: '2.0', modified: '2026-11-02T10:00:00Z', size: 20, by: 'Cem Client' },
        { id: '1.0', modified: '2026-11-01T10:00:00Z', size: 10, by: 'ada@example.com' },
      ],
    });
    expect(await (await versionContent(graph, 's', '01X', '1.0')).text()).toBe('old bytes');
    await restoreVersion(graph, 's', '01X', '1.0');
    expect(calls).toEqual([
      'GET /v1.0/sites/s/drive/items/01X/versions',
      'GET /v1.0/sites/s/drive/items/01X/versions/1.0/content',
      'POST /v1.0/sites/s/drive/items/01X/versions/1.0/restoreVersion',
    ]);
  });

  it('pages a long history: $top first, then the @odata.nextLink Graph gave, never another origin', async () => {
    const asked: string[] = [];
    const { graph } = recording((_method, url) => {
      asked.push(`${url.pathname}${url.search}`);
      const skip = url.searchParams.get('$skiptoken');
      const ids = skip ? ['3.0', '2.0', '1.0'] : ['5.0', '4.0'];
      return json({
        value: ids.map((id) => ({ id, size: 1 })),
        ...(skip ? {} : { '@odata.nextLink': `${base}/sites/s/drive/items/01X/versions?$top=2&$skiptoken=Mg` }),
      });
    });
    const first = await listVersions(graph, 's', '01X');
    expect(first.versions.map((version) => version.id)).toEqual(['5.0', '4.0']);
    expect(first.next).toBe(`${base}/sites/s/drive/items/01X/versions?$top=2&$skiptoken=Mg`);
    const second = await listVersions(graph, 's', '01X', { next: first.next });
    expect(second.versions.map((version) => version.id)).toEqual(['3.0', '2.0', '1.0']);
    expect(second.next).toBeUndefined();
    expect(asked).toEqual([
      `/v1.0/sites/s/drive/items/01X/versions?$top=${VERSIONS_PAGE}`,
      '/v1.0/sites/s/drive/items/01X/versions?$top=2&$skiptoken=Mg',
    ]);
    await expect(
      listVersions(graph, 's', '01X', { next: 'https://elsewhere.example/versions?$skiptoken=Mg' }),
    ).rejects.toMatchObject({ status: 502, code: 'invalidNextLink' });
    expect(asked).toHaveLength(2);
  });

  it("says a locked file's refused restore as Graph's 423", async () => {
    const { graph } = recording(() => json({ error: { code: 'resourceLocked', message: 'Locked' } }, 423));
    await expect(restoreVersion(graph, 's', '01X', '1.0')).rejects.toMatchObject({
      status: 423,
      code: 'resourceLocked',
    });
  });
});
