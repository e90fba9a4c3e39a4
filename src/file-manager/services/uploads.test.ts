import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_SIZE, UploadRefused } from '../upload-rules.ts';
import { DriveError } from './drive-client.ts';
import { GRAPH_BASE as base, graphStandIn } from './graph-stand-in.ts';
import {
  FRAGMENT_SIZE,
  MAX_RESUMES,
  nextExpectedStart,
  type PutBytes,
  resumeDelay,
  type UploadRequest,
  uploadFile,
} from './uploads.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The upload session Graph makes for a large file; a Retry's earlier one is `session/0`. */
const SESSION = 'https://upload.example/session/1';
const EARLIER_SESSION = 'https://upload.example/session/0';

function setup(
  options: { createStatus?: number; failFragment?: number; failStatus?: number; simpleStatuses?: number[] } = {},
) {
  const fetches: { method: string; url: string; body?: string }[] = [];
  const puts: { url: string; headers: Record<string, string>; size: number }[] = [];
  const graph = graphStandIn(({ method, url, body }) => {
    fetches.push({ method, url: url.href, body });
    if (method === 'POST')
      return options.createStatus
        ? json({ error: { code: 'nameAlreadyExists', message: 'taken' } }, options.createStatus)
        : json({ uploadUrl: SESSION });
    return json({});
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
  /** The calls to the upload session itself (its URL is pre-authenticated, so not through Graph's client). */
  const sessionCalls: string[] = [];
  /** What the upload said it keeps for a Retry, each time it said so. */
  const kept: (string | undefined)[] = [];
  /**
   * One upload into folder F of site s, refused on a name conflict, unless the test says otherwise;
   * the upload session answers as `session` says.
   */
  const upload = (
    request: Partial<UploadRequest> & Pick<UploadRequest, 'file'>,
    session: (method: string) => Response | Promise<Response> = () => new Response(null, { status: 204 }),
  ) =>
    uploadFile({
      graph,
      put,
      authorization,
      siteId: 's',
      folderId: 'F',
      conflict: 'fail',
      fetch: async (input, init) => {
        sessionCalls.push(`${init?.method} ${String(input)}`);
        return session(init?.method ?? 'GET');
      },
      onSession: (url) => kept.push(url),
      ...request,
    });
  return { upload, fetches, puts, sessionCalls, kept, forced: () => forced };
}

const fileOf = (size: number, name = 'a.pdf') => Object.assign(new Blob([new Uint8Array(size)]), { name });

describe('uploads', () => {
  it('sends a small file in one PUT with the conflict behaviour', async () => {
    const { upload, puts } = setup();
    const progress: number[] = [];
    const item = await upload({
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
    const { upload, puts, forced } = setup({ simpleStatuses: [401, 201] });
    await upload({ file: fileOf(10) });
    expect(puts).toHaveLength(2);
    expect(forced()).toBe(1);
  });

  it('reports a name conflict as nameAlreadyExists', async () => {
    const { upload } = setup({ simpleStatuses: [409] });
    await expect(upload({ file: fileOf(10) })).rejects.toMatchObject({ status: 409, code: 'nameAlreadyExists' });
  });

  it('sends a large file through an upload session in ranged fragments', async () => {
    const { upload, puts, fetches } = setup();
    const size = FRAGMENT_SIZE * 2 + 5;
    const progress: number[] = [];
    const item = await upload({
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
    const { upload, puts, sessionCalls } = setup({ failFragment: 2, failStatus: 400 });
    await expect(upload({ file: fileOf(FRAGMENT_SIZE * 3, 'big.bin') })).rejects.toMatchObject({
      status: 400,
      message: 'boom',
    });
    expect(puts).toHaveLength(2);
    expect(sessionCalls).toEqual([`DELETE ${SESSION}`]);
  });

  it("keeps the session for a Retry when the library's server side fails", async () => {
    const { upload, sessionCalls, kept } = setup({ failFragment: 2 });
    await expect(upload({ file: fileOf(FRAGMENT_SIZE * 3, 'big.bin') })).rejects.toMatchObject({ status: 500 });
    expect(sessionCalls).toEqual([]);
    expect(kept.at(-1)).toBe(SESSION);
  });

  it("a Retry goes on from the kept session's nextExpectedRanges, without a new session", async () => {
    const { upload, fetches, sessionCalls, kept } = setup();
    const size = FRAGMENT_SIZE * 3;
    const sentRanges: string[] = [];
    const put: PutBytes = async (_url, _body, headers) => {
      const range = headers['Content-Range'] ?? '';
      sentRanges.push(range);
      return range.endsWith(`-${size - 1}/${size}`)
        ? { status: 201, body: { id: 'BIG', name: 'big.bin', file: {} } }
        : { status: 202, body: { nextExpectedRanges: [`${FRAGMENT_SIZE * 2}-`] } };
    };
    const resumedAt: number[] = [];
    const item = await upload(
      { put, file: fileOf(size, 'big.bin'), session: EARLIER_SESSION, onResume: (at) => resumedAt.push(at) },
      () => json({ expirationDateTime: '2026-11-27T00:00:00Z', nextExpectedRanges: [`${FRAGMENT_SIZE}-${size - 1}`] }),
    );
    expect(item.id).toBe('BIG');
    expect(sessionCalls).toEqual([`GET ${EARLIER_SESSION}`]);
    expect(fetches.filter((call) => call.method === 'POST')).toEqual([]);
    expect(resumedAt).toEqual([FRAGMENT_SIZE]);
    expect(sentRanges[0]).toBe(`bytes ${FRAGMENT_SIZE}-${FRAGMENT_SIZE * 2 - 1}/${size}`);
    expect(sentRanges).toHaveLength(2);
    expect(kept).toEqual([undefined]);
  });

  it('a Retry whose session expired (404) starts a new one from the first byte', async () => {
    const { upload, fetches, puts, sessionCalls } = setup();
    const item = await upload({ file: fileOf(FRAGMENT_SIZE * 2, 'big.bin'), session: EARLIER_SESSION }, () =>
      json({ error: { code: 'itemNotFound', message: 'The upload session was not found or has expired.' } }, 404),
    );
    expect(item.id).toBe('BIG');
    expect(sessionCalls).toEqual([`GET ${EARLIER_SESSION}`]);
    expect(fetches.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(puts[0]?.url).toBe(SESSION);
    expect(puts[0]?.headers['Content-Range']).toBe(`bytes 0-${FRAGMENT_SIZE - 1}/${FRAGMENT_SIZE * 2}`);
  });

  it('a Retry while the connection is still down keeps the session for the next one', async () => {
    const { upload, fetches, kept } = setup();
    const failure = upload({ file: fileOf(FRAGMENT_SIZE * 2, 'big.bin'), session: EARLIER_SESSION }, () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(failure).rejects.toMatchObject({ status: 0 });
    expect(fetches).toEqual([]);
    expect(kept).toEqual([EARLIER_SESSION]);
  });

  it("resumes from the session's nextExpectedRanges when the connection drops, not from the start", async () => {
    const { upload, sessionCalls } = setup();
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
    const waits: number[] = [];
    const resumedAt: number[] = [];
    const item = await upload(
      {
        put,
        file: fileOf(size, 'big.bin'),
        pause: async (ms) => {
          waits.push(ms);
        },
        onResume: (at) => resumedAt.push(at),
      },
      () => json({ expirationDateTime: '2026-11-27T00:00:00Z', nextExpectedRanges: [`${received}-${size - 1}`] }),
    );
    expect(item.id).toBe('BIG');
    expect(sentRanges.filter((range) => range.startsWith('bytes 0-'))).toHaveLength(1);
    expect(sentRanges).toHaveLength(5);
    expect(sessionCalls).toEqual([`GET ${SESSION}`, `GET ${SESSION}`]);
    expect(resumedAt).toEqual([FRAGMENT_SIZE, FRAGMENT_SIZE]);
    expect(waits).toEqual([resumeDelay(1), resumeDelay(2)]);
  });

  it('gives up after the last resume and keeps the session for a Retry', async () => {
    const { upload, sessionCalls, kept } = setup();
    const put: PutBytes = async () => {
      throw new DriveError(0, 'networkError', 'Network error');
    };
    const failure = upload(
      { put, file: fileOf(FRAGMENT_SIZE * 2, 'big.bin'), pause: async () => undefined },
      (method) =>
        method === 'DELETE'
          ? new Response(null, { status: 204 })
          : json({ nextExpectedRanges: [`0-${FRAGMENT_SIZE * 2 - 1}`] }),
    );
    await expect(failure).rejects.toMatchObject({ status: 0, code: 'networkError' });
    expect(sessionCalls).toEqual(Array(MAX_RESUMES).fill(`GET ${SESSION}`));
    expect(kept.at(-1)).toBe(SESSION);
  });

  it('reads where Graph expects the next byte', () => {
    expect(nextExpectedStart({ nextExpectedRanges: ['26-'] })).toBe(26);
    expect(nextExpectedStart({ nextExpectedRanges: ['12-99', '200-'] })).toBe(12);
    expect(nextExpectedStart({ nextExpectedRanges: [] })).toBeUndefined();
    expect(nextExpectedStart(null)).toBeUndefined();
  });

  it('refuses files over the limit and names the library does not accept, before sending anything', async () => {
    const { upload, puts } = setup();
    const tooLarge = { ...fileOf(1), size: MAX_UPLOAD_SIZE + 1, name: 'huge.zip' } as unknown as Blob & {
      name: string;
    };
    await expect(upload({ file: tooLarge })).rejects.toEqual(new UploadRefused('tooLarge'));
    await expect(upload({ file: fileOf(1, 'a:b.pdf') })).rejects.toEqual(new UploadRefused('invalidName'));
    expect(puts).toHaveLength(0);
  });
});
