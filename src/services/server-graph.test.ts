import { describe, expect, it } from 'vitest';
import { createServerGraph, logoFolderPath, ServerGraphError, searchPath } from './server-graph.ts';

const credentials = {
  tokenUrl: 'https://login.example/tenant/oauth2/v2.0/token',
  clientId: 'server-app',
  clientSecret: 'secret',
  scope: 'https://graph.example/.default',
};
const GRAPH = 'https://graph.example/v1.0';
const SITE = { siteID: 'example.sharepoint.com,1,2' };

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A fake of Entra's token endpoint and Graph: `answer` decides Graph's replies, tokens are numbered. */
function fakeGraph(answer: (url: URL, token: string) => Response | Promise<Response>, expiresIn = 3600) {
  const calls: Call[] = [];
  let issued = 0;
  const tokenRequests: URLSearchParams[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    calls.push({ url, init });
    if (url === credentials.tokenUrl) {
      tokenRequests.push(new URLSearchParams(String(init?.body)));
      // Answered on a later turn, so that callers meanwhile find the request in flight.
      await new Promise((resolve) => setImmediate(resolve));
      issued += 1;
      return Response.json({ access_token: `token-${issued}`, token_type: 'Bearer', expires_in: expiresIn });
    }
    const bearer = new Headers(init?.headers).get('authorization')?.replace('Bearer ', '') ?? '';
    return answer(new URL(url), bearer);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls, tokenRequests, issued: () => issued };
}

const contractFields = (title: string, extra: Record<string, unknown> = {}) => ({
  '@odata.etag': `"${title},1"`,
  ContentType: 'Contract',
  Vendor: 'Acme',
  Title: title,
  EndDate: '2027-03-31T00:00:00Z',
  Status: 'Active',
  ...extra,
});

describe('the app-only token', () => {
  it('asks by client credentials for the configured scope', async () => {
    const graph = fakeGraph(() => Response.json({ value: [] }));
    await createServerGraph({ graphApi: GRAPH, credentials, fetch: graph.fetch }).searchDrive(SITE, 'x');
    expect(Object.fromEntries(graph.tokenRequests[0] ?? [])).toEqual({
      grant_type: 'client_credentials',
      client_id: 'server-app',
      client_secret: 'secret',
      scope: 'https://graph.example/.default',
    });
  });

  it('is asked for once by callers at the same time, and kept until shortly before it expires', async () => {
    let clock = 0;
    const graph = fakeGraph(() => Response.json({ value: [] }), 3600);
    const server = createServerGraph({ graphApi: GRAPH, credentials, fetch: graph.fetch, now: () => clock });
    await Promise.all([server.searchDrive(SITE, 'a'), server.searchDrive(SITE, 'b'), server.searchDrive(SITE, 'c')]);
    expect(graph.issued()).toBe(1);
    clock = 3600_000 - 5 * 60_000 - 1;
    await server.searchDrive(SITE, 'd');
    expect(graph.issued()).toBe(1);
    clock += 2;
    await server.searchDrive(SITE, 'e');
    expect(graph.issued()).toBe(2);
  });

  it('is renewed once when Graph refuses it (401), and the call repeated', async () => {
    const graph = fakeGraph((_url, token) =>
      token === 'token-1'
        ? Response.json({ error: { code: 'InvalidAuthenticationToken', message: 'expired' } }, { status: 401 })
        : Response.json({ value: [{ id: '1', name: 'a.pdf', file: {} }] }),
    );
    const hits = await createServerGraph({ graphApi: GRAPH, credentials, fetch: graph.fetch }).searchDrive(SITE, 'a');
    expect(hits.map((hit) => hit.name)).toEqual(['a.pdf']);
    expect(graph.issued()).toBe(2);
  });

  it('names the token endpoint’s refusal (invalid_client) as a 401 failure', async () => {
    const fetch = (async () =>
      Response.json(
        { error: 'invalid_client', error_description: 'client authentication failed' },
        { status: 401 },
      )) as typeof globalThis.fetch;
    const failure = await createServerGraph({ graphApi: GRAPH, credentials, fetch })
      .searchDrive(SITE, 'a')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServerGraphError);
    expect(failure).toMatchObject({ status: 401, code: 'invalid_client' });
  });
});

describe('listContracts', () => {
  it('reads every page of CONTRACT_LOCKER and its sub-folders, contracts only, incomplete ones included', async () => {
    const graph = fakeGraph((url) => {
      const path = decodeURIComponent(url.pathname);
      if (path.endsWith('root:/CONTRACT_LOCKER:/children') && !url.searchParams.has('$skiptoken'))
        return Response.json({
          value: [
            { id: 'f1', name: 'Software', folder: { childCount: 1 } },
            { id: 'c1', name: 'Acme.pdf', file: {}, listItem: { eTag: '"c1,1"', fields: contractFields('Acme MSA') } },
          ],
          '@odata.nextLink': `${GRAPH}/sites/x/drive/root:/CONTRACT_LOCKER:/children?$skiptoken=2`,
        });
      if (path.endsWith('root:/CONTRACT_LOCKER:/children'))
        return Response.json({
          value: [
            {
              id: 'x1',
              name: 'Contract register.xlsx',
              file: {},
              listItem: { fields: { ContentType: 'Document', Title: 'Register' } },
            },
            {
              id: 'c2',
              name: 'Broken.pdf',
              file: {},
              listItem: { fields: contractFields('Broken', { EndDate: 'soon', Vendor: '' }) },
            },
          ],
        });
      if (path.endsWith('items/f1/children'))
        return Response.json({
          value: [
            {
              id: 'c3',
              name: 'Globex.pdf',
              file: {},
              webUrl: 'https://sp/Globex.pdf',
              listItem: { fields: contractFields('Globex') },
            },
          ],
        });
      return Response.json({ error: { code: 'itemNotFound', message: path } }, { status: 404 });
    });
    const contracts = await createServerGraph({ graphApi: GRAPH, credentials, fetch: graph.fetch }).listContracts(SITE);
    expect(contracts.map((each) => [each.id, each.folder, each.facts.title])).toEqual([
      ['c1', '', 'Acme MSA'],
      ['c2', '', 'Broken'],
      ['c3', 'Software', 'Globex'],
    ]);
    expect(contracts[0]?.eTag).toBe('"c1,1"');
    expect(contracts[2]?.webUrl).toBe('https://sp/Globex.pdf');
    expect(contracts[1]?.problems).toEqual(
      expect.arrayContaining([
        { fact: 'vendor', reason: 'missing' },
        { fact: 'end', reason: 'malformed' },
      ]),
    );
    expect(graph.calls.some((call) => call.url.includes('$expand=listItem($expand=fields)'))).toBe(true);
  });

  it('refuses a next link off Graph’s origin (the token would go with it)', async () => {
    const graph = fakeGraph(() =>
      Response.json({ value: [], '@odata.nextLink': 'https://elsewhere.example/steal?$skiptoken=2' }),
    );
    const failure = await createServerGraph({ graphApi: GRAPH, credentials, fetch: graph.fetch })
      .listContracts(SITE)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'invalidNextLink' });
    expect(graph.calls.some((call) => call.url.startsWith('https://elsewhere'))).toBe(false);
  });
});

describe('failures, typed like the file manager’s', () => {
  it('throttling: 429 with its Retry-After', async () => {
    const graph = fakeGraph(
      () =>
        new Response(JSON.stringify({ error: { code: 'activityLimitReached', message: 'slow down' } }), {
          status: 429,
          headers: { 'retry-after': '7', 'content-type': 'application/json' },
        }),
    );
    const failure = await createServerGraph({ graphApi: GRAPH, credentials, fetch: graph.fetch })
      .listContracts(SITE)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServerGraphError);
    expect(failure).toMatchObject({ status: 429, code: 'activityLimitReached', retryAfterSeconds: 7, throttled: true });
  });

  it('a 5xx without Graph’s envelope, and no answer at all', async () => {
    const server = createServerGraph({
      graphApi: GRAPH,
      credentials,
      fetch: fakeGraph(() => new Response('oops', { status: 502, statusText: 'Bad Gateway' })).fetch,
    });
    expect(await server.searchDrive(SITE, 'a').catch((error: unknown) => error)).toMatchObject({
      status: 502,
      code: 'http502',
      throttled: false,
    });
    const down = createServerGraph({
      graphApi: GRAPH,
      credentials,
      fetch: fakeGraph(() => {
        throw new TypeError('fetch failed');
      }).fetch,
    });
    expect(await down.searchDrive(SITE, 'a').catch((error: unknown) => error)).toMatchObject({
      status: 0,
      code: 'network',
    });
  });
});

describe('searchDrive and downloadUrl', () => {
  it('writes the query as OData does, a quote doubled', () => {
    expect(searchPath('s', "O'Brien net", 5)).toBe("sites/s/drive/root/search(q='O''Brien%20net')?$top=5");
  });

  it('gives the download address Graph redirects to', async () => {
    const graph = fakeGraph(() => new Response(null, { status: 302, headers: { location: 'https://files/abc' } }));
    const server = createServerGraph({ graphApi: GRAPH, credentials, fetch: graph.fetch });
    expect(await server.downloadUrl(SITE, 'c1')).toBe('https://files/abc');
  });
});

describe('logoThumbnail', () => {
  it("reads the first item of the site's PORTAL/assets/logo, its large thumbnail and name", async () => {
    const graph = fakeGraph((url) =>
      `${url.pathname}${url.search}`.endsWith(`/v1.0/${logoFolderPath(SITE.siteID)}`)
        ? Response.json({
            value: [
              { id: '1', name: 'logo.png', thumbnails: [{ large: { url: 'https://thumbs/large' } }] },
              { id: '2', name: 'other.png', thumbnails: [{ large: { url: 'https://thumbs/other' } }] },
            ],
          })
        : new Response(null, { status: 404 }),
    );
    const server = createServerGraph({ graphApi: GRAPH, credentials, fetch: graph.fetch });
    expect(await server.logoThumbnail(SITE)).toEqual({ url: 'https://thumbs/large', name: 'logo.png' });
  });

  it('has none for an empty folder or an item without a large thumbnail, and fails as Graph does', async () => {
    const empty = fakeGraph(() => Response.json({ value: [] }));
    expect(await createServerGraph({ graphApi: GRAPH, credentials, fetch: empty.fetch }).logoThumbnail(SITE)).toBe(
      undefined,
    );
    const bare = fakeGraph(() => Response.json({ value: [{ id: '1', name: 'logo.png', thumbnails: [] }] }));
    expect(await createServerGraph({ graphApi: GRAPH, credentials, fetch: bare.fetch }).logoThumbnail(SITE)).toBe(
      undefined,
    );
    const failing = fakeGraph(() => Response.json({ error: { code: 'serviceNotAvailable' } }, { status: 503 }));
    await expect(
      createServerGraph({ graphApi: GRAPH, credentials, fetch: failing.fetch }).logoThumbnail(SITE),
    ).rejects.toMatchObject({ status: 503, code: 'serviceNotAvailable' });
  });
});
