import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../services/http-client.ts';
import { MAX_UPLOAD_SIZE, UploadRefused } from '../upload-rules.ts';
import { DriveError } from './drive-client.ts';
import { FRAGMENT_SIZE, MAX_RESUMES, nextExpectedStart, type PutBytes, resumeDelay, uploadFile } from './uploads.ts';

const base = 'https://graph.example/v1.0';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function setup(
  options: { createStatus?: number; failFragment?: number; failStatus?: number; simpleStatuses?: number[] } = {},
) {
  const fetches: { method: string; url: string; body?: string }[] = [];
  const puts: { url: string; headers: Record<string, string>; size: number }[] = [];
  const graph = createApiClient({
    baseUrl: base,
    token: 'access',
    tokens: async () => 'token',
    fetch: async (input, init) => {
      fetches.push({ method: init?.method ?? 'GET', url: String(input), body: String(init?.body ?? '') });
      if (init?.method === 'POST')
        return options.createStatus
          ? json({ error: { code: 'nameAlreadyExists', message: 'taken' } }, options.createStatus)
          : json({ uploadUrl: 'https://upload.example/session/1' });
      return json({});
    },
  });
  const simpleStatuses = [...(options.simpleStatuses ?? [201])];
  let fragment = 0;
  const put: PutBytes = async (url, body, headers, onProgress) => {
    puts.push({ url, headers, size: body.size });
    onProgress(body.size);
    if (url.includes('/content')) {
      const status = simpleStatuses.shift() ?? 201;
      return status < 300
        ? { status, body: { id: 'NEW', name: 'a.pdf', file: {} } }
        : { status, body: { error: { code: status === 409 ? 'nameAlreadyExists' : 'x', message: 'no' } } };
    }
    fragment++;
    if (fragment === options.failFragment)
      return { status: options.failStatus ?? 500, body: { error: { code: 'generalException', message: 'boom' } } };
    const range = /bytes (\d+)-(\d+)\/(\d+)/.exec(headers['Content-Range'] ?? '') ?? [];
    return Number(range[2]) + 1 === Number(range[3])
      ? { status: 201, body: { id: 'BIG', name: 'big.bin', file: {} } }
      : { status: 202, body: { nextExpectedRanges: [] } };
  };
  let forced = 0;
  const authorization = async (forceRefresh: boolean) => {
    if (forceRefresh) forced++;
    return `t${forced}`;
  };
  return { graph, put, authorization, fetches, puts, forced: () => forced };
}

const fileOf = (size: number, name = 'a.pdf') => Object.assign(new Blob([new Uint8Array(size)]), { name });

describe('uploads', () => {
  it('sends a small file in one PUT with the conflict behaviour', async () => {
    const { graph, put, authorization, puts } = setup();
    const progress: number[] = [];
    const item = await uploadFile({
      graph,
      put,
      authorization,
      siteId: 's',
      folderId: 'UP-1',
      file: fileOf(1000),
      conflict: 'rename',
      onProgress: (sent) => progress.push(sent),
    });
    expect(item.id).toBe('NEW');
    expect(puts[0]?.url).toBe(
      `${base}/sites/s/drive/items/UP-1:/a.pdf:/content?@microsoft.graph.conflictBehavior=rename`,
    );
    expect(puts[0]?.headers['Authorization']).toBe('Bearer t0');
    expect(progress).toEqual([1000]);
  });

  it('retries a simple PUT once with a fresh token after 401', async () => {
    const { graph, put, authorization, puts, forced } = setup({ simpleStatuses: [401, 201] });
    await uploadFile({ graph, put, authorization, siteId: 's', folderId: 'F', file: fileOf(10), conflict: 'fail' });
    expect(puts).toHaveLength(2);
    expect(forced()).toBe(1);
  });

  it('reports a name conflict as nameAlreadyExists', async () => {
    const { graph, put, authorization } = setup({ simpleStatuses: [409] });
    await expect(
      uploadFile({ graph, put, authorization, siteId: 's', folderId: 'F', file: fileOf(10), conflict: 'fail' }),
    ).rejects.toMatchObject({ status: 409, code: 'nameAlreadyExists' });
  });

  it('sends a large file through an upload session in ranged fragments', async () => {
    const { graph, put, authorization, puts, fetches } = setup();
    const size = FRAGMENT_SIZE * 2 + 5;
    const progress: number[] = [];
    const item = await uploadFile({
      graph,
      put,
      authorization,
      siteId: 's',
      folderId: 'F',
      file: fileOf(size, 'big.bin'),
      conflict: 'replace',
      onProgress: (sent) => progress.push(sent),
    });
    expect(item.id).toBe('BIG');
    expect(fetches[0]).toMatchObject({
      method: 'POST',
      url: `${base}/sites/s/drive/items/F:/big.bin:/createUploadSession`,
    });
    expect(JSON.parse(fetches[0]?.body ?? '{}')).toEqual({
      item: { '@microsoft.graph.conflictBehavior': 'replace', name: 'big.bin' },
    });
    expect(puts.map((p) => p.headers['Content-Range'])).toEqual([
      `bytes 0-${FRAGMENT_SIZE - 1}/${size}`,
      `bytes ${FRAGMENT_SIZE}-${FRAGMENT_SIZE * 2 - 1}/${size}`,
      `bytes ${FRAGMENT_SIZE * 2}-${size - 1}/${size}`,
    ]);
    expect(progress.at(-1)).toBe(size);
  });

  it('deletes the session when a fragment is refused, so nothing half-sent remains', async () => {
    const { graph, put, authorization, puts } = setup({ failFragment: 2, failStatus: 400 });
    const deleted: string[] = [];
    const failure = uploadFile({
      graph,
      put,
      authorization,
      siteId: 's',
      folderId: 'F',
      file: fileOf(FRAGMENT_SIZE * 3, 'big.bin'),
      conflict: 'fail',
      fetch: async (input, init) => {
        deleted.push(`${init?.method} ${String(input)}`);
        return new Response(null, { status: 204 });
      },
    });
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'boom' });
    expect(puts).toHaveLength(2);
    expect(deleted).toEqual(['DELETE https://upload.example/session/1']);
  });

  it("keeps the session for a Retry when the library's server side fails", async () => {
    const { graph, put, authorization } = setup({ failFragment: 2 });
    const calls: string[] = [];
    const kept: (string | undefined)[] = [];
    const failure = uploadFile({
      graph,
      put,
      authorization,
      siteId: 's',
      folderId: 'F',
      file: fileOf(FRAGMENT_SIZE * 3, 'big.bin'),
      conflict: 'fail',
      fetch: async (input, init) => {
        calls.push(`${init?.method} ${String(input)}`);
        return new Response(null, { status: 204 });
      },
      onSession: (url) => kept.push(url),
    });
    await expect(failure).rejects.toMatchObject({ status: 500 });
    expect(calls).toEqual([]);
    expect(kept.at(-1)).toBe('https://upload.example/session/1');
  });

  it("a Retry goes on from the kept session's nextExpectedRanges, without a new session", async () => {
    const { graph, authorization, fetches } = setup();
    const size = FRAGMENT_SIZE * 3;
    const sentRanges: string[] = [];
    const put: PutBytes = async (_url, _body, headers) => {
      const range = headers['Content-Range'] ?? '';
      sentRanges.push(range);
      return range.endsWith(`-${size - 1}/${size}`)
        ? { status: 201, body: { id: 'BIG', name: 'big.bin', file: {} } }
        : { status: 202, body: { nextExpectedRanges: [`${FRAGMENT_SIZE * 2}-`] } };
    };
    const calls: string[] = [];
    const resumedAt: number[] = [];
    const kept: (string | undefined)[] = [];
    const item = await uploadFile({
      graph,
      put,
      authorization,
      siteId: 's',
      folderId: 'F',
      file: fileOf(size, 'big.bin'),
      conflict: 'fail',
      session: 'https://upload.example/session/0',
      fetch: async (input, init) => {
        calls.push(`${init?.method} ${String(input)}`);
        return json({
          expirationDateTime: '2026-11-27T00:00:00Z',
          nextExpectedRanges: [`${FRAGMENT_SIZE}-${size - 1}`],
        });
      },
      onResume: (at) => resumedAt.push(at),
      onSession: (url) => kept.push(url),
    });
    expect(item.id).toBe('BIG');
    expect(calls).toEqual(['GET https://upload.example/session/0']);
    expect(fetches.filter((call) => call.method === 'POST')).toEqual([]);
    expect(resumedAt).toEqual([FRAGMENT_SIZE]);
    expect(sentRanges[0]).toBe(`bytes ${FRAGMENT_SIZE}-${FRAGMENT_SIZE * 2 - 1}/${size}`);
    expect(sentRanges).toHaveLength(2);
    expect(kept).toEqual([undefined]);
  });

  it('a Retry whose session expired (404) starts a new one from the first byte', async () => {
    const { graph, put, authorization, fetches, puts } = setup();
    const calls: string[] = [];
    const item = await uploadFile({
      graph,
      put,
      authorization,
      siteId: 's',
      folderId: 'F',
      file: fileOf(FRAGMENT_SIZE * 2, 'big.bin'),
      conflict: 'fail',
      session: 'https://upload.example/session/0',
      fetch: async (input, init) => {
        calls.push(`${init?.method} ${String(input)}`);
        return json(
          { error: { code: 'itemNotFound', message: 'The upload session was not found or has expired.' } },
          404,
        );
      },
    });
    expect(item.id).toBe('BIG');
    expect(calls).toEqual(['GET https://upload.example/session/0']);
    expect(fetches.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(puts[0]?.url).toBe('https://upload.example/session/1');
    expect(puts[0]?.headers['Content-Range']).toBe(`bytes 0-${FRAGMENT_SIZE - 1}/${FRAGMENT_SIZE * 2}`);
  });

  it('a Retry while the connection is still down keeps the session for the next one', async () => {
    const { graph, put, authorization, fetches } = setup();
    const kept: (string | undefined)[] = [];
    const failure = uploadFile({
      graph,
      put,
      authorization,
      siteId: 's',
      folderId: 'F',
      file: fileOf(FRAGMENT_SIZE * 2, 'big.bin'),
      conflict: 'fail',
      session: 'https://upload.example/session/0',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      onSession: (url) => kept.push(url),
    });
    await expect(failure).rejects.toMatchObject({ status: 0 });
    expect(fetches).toEqual([]);
    expect(kept).toEqual(['https://upload.example/session/0']);
  });

  it("resumes from the session's nextExpectedRanges when the connection drops, not from the start", async () => {
    const { graph, authorization } = setup();
    const size = FRAGMENT_SIZE * 3;
    const sentRanges: string[] = [];
    let received = 0;
    let dropped = 0;
    // The second fragment loses the connection twice before it arrives; the session keeps what came.
    const put: PutBytes = async (_url, body, headers) => {
      const range = headers['Content-Range'] ?? '';
      sentRanges.push(range);
      if (range.startsWith(`bytes ${FRAGMENT_SIZE}-`) && dropped < 2) {
        dropped++;
        throw new DriveError(0, 'networkError', 'Network error');
      }
      received += body.size;
      return received === size
        ? { status: 201, body: { id: 'BIG', name: 'big.bin', file: {} } }
        : { status: 202, body: { nextExpectedRanges: [`${received}-${size - 1}`] } };
    };
    const calls: string[] = [];
    const waits: number[] = [];
    const resumedAt: number[] = [];
    const item = await uploadFile({
      graph,
      put,
      authorization,
      siteId: 's',
      folderId: 'F',
      file: fileOf(size, 'big.bin'),
      conflict: 'fail',
      fetch: async (input, init) => {
        calls.push(`${init?.method} ${String(input)}`);
        return json({ expirationDateTime: '2026-11-27T00:00:00Z', nextExpectedRanges: [`${received}-${size - 1}`] });
      },
      pause: async (ms) => {
        waits.push(ms);
      },
      onResume: (at) => resumedAt.push(at),
    });
    expect(item.id).toBe('BIG');
    expect(sentRanges.filter((range) => range.startsWith('bytes 0-'))).toHaveLength(1);
    expect(sentRanges).toHaveLength(5);
    expect(calls).toEqual(['GET https://upload.example/session/1', 'GET https://upload.example/session/1']);
    expect(resumedAt).toEqual([FRAGMENT_SIZE, FRAGMENT_SIZE]);
    expect(waits).toEqual([resumeDelay(1), resumeDelay(2)]);
  });

  it('gives up after the last resume and keeps the session for a Retry', async () => {
    const { graph, authorization } = setup();
    const calls: string[] = [];
    const kept: (string | undefined)[] = [];
    const put: PutBytes = async () => {
      throw new DriveError(0, 'networkError', 'Network error');
    };
    const failure = uploadFile({
      graph,
      put,
      authorization,
      siteId: 's',
      folderId: 'F',
      file: fileOf(FRAGMENT_SIZE * 2, 'big.bin'),
      conflict: 'fail',
      fetch: async (_input, init) => {
        calls.push(`${init?.method}`);
        return init?.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : json({ nextExpectedRanges: [`0-${FRAGMENT_SIZE * 2 - 1}`] });
      },
      pause: async () => undefined,
      onSession: (url) => kept.push(url),
    });
    await expect(failure).rejects.toMatchObject({ status: 0, code: 'networkError' });
    expect(calls).toEqual(Array(MAX_RESUMES).fill('GET'));
    expect(kept.at(-1)).toBe('https://upload.example/session/1');
  });

  it('reads where Graph expects the next byte', () => {
    expect(nextExpectedStart({ nextExpectedRanges: ['26-'] })).toBe(26);
    expect(nextExpectedStart({ nextExpectedRanges: ['12-99', '200-'] })).toBe(12);
    expect(nextExpectedStart({ nextExpectedRanges: [] })).toBeUndefined();
    expect(nextExpectedStart(null)).toBeUndefined();
  });

  it('refuses files over the limit and names the library does not accept, before sending anything', async () => {
    const { graph, put, authorization, puts } = setup();
    const tooLarge = { ...fileOf(1), size: MAX_UPLOAD_SIZE + 1, name: 'huge.zip' } as unknown as Blob & {
      name: string;
    };
    await expect(
      uploadFile({ graph, put, authorization, siteId: 's', folderId: 'F', file: tooLarge, conflict: 'fail' }),
    ).rejects.toEqual(new UploadRefused('tooLarge'));
    await expect(
      uploadFile({
        graph,
        put,
        authorization,
        siteId: 's',
        folderId: 'F',
        file: fileOf(1, 'a:b.pdf'),
        conflict: 'fail',
      }),
    ).rejects.toEqual(new UploadRefused('invalidName'));
    expect(puts).toHaveLength(0);
  });
});
