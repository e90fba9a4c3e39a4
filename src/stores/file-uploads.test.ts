import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileItem } from '../file-manager/file-item.ts';
import { DriveError } from '../file-manager/services/drive-client.ts';
import { graphStandIn } from '../file-manager/services/graph-stand-in.ts';
import type { PutBytes } from '../file-manager/services/uploads.ts';
import { MAX_UPLOAD_SIZE } from '../file-manager/upload-rules.ts';
import type { Upload } from './file-uploads.ts';

const { notify } = vi.hoisted(() => ({
  notify: vi.fn(async (_event: unknown, _options?: { toast?: () => boolean }) => undefined),
}));

/** Each test has the store as a page loads it: nothing queued, nowhere to send yet. */
let store: typeof import('./file-uploads.ts');

/**
 * The upload folder as Graph keeps it: a taken name is refused unless the upload says rename or
 * replace; names in `held` wait until cancelled; names in `cut` lose the connection; names in
 * `refused` get that status, worded as Graph words it.
 */
function uploadFolder(taken: string[] = []) {
  const names = new Set(taken);
  const held = new Set<string>();
  const cut = new Set<string>();
  const refused = new Map<string, 500 | 429>();
  const sent: string[] = [];
  const put: PutBytes = async (url, body, _headers, onProgress, signal) => {
    const name = decodeURIComponent(/:\/([^/:]+):\/content/.exec(url)?.[1] ?? '');
    const answer = new URL(url).searchParams.get('@microsoft.graph.conflictBehavior') ?? '';
    sent.push(`${name} (${answer})`);
    if (held.has(name))
      await new Promise((_, reject) => {
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    if (cut.has(name)) throw new DriveError(0, 'networkError', 'Network error');
    const status = refused.get(name);
    if (status) {
      const code = status === 429 ? 'TooManyRequests' : 'generalException';
      return { status, body: { error: { code, message: 'Simulated' } } };
    }
    if (names.has(name) && answer === 'fail')
      return { status: 409, body: { error: { code: 'nameAlreadyExists', message: 'The name is taken.' } } };
    const stored = names.has(name) && answer === 'rename' ? name.replace('.', ' 1.') : name;
    names.add(stored);
    onProgress(body.size);
    return { status: 201, body: { id: `ID ${stored}`, name: stored, file: {} } };
  };
  const graph = graphStandIn(async () =>
    Response.json({ id: 'UP', name: 'Client uploads', folder: { childCount: 0 } }),
  );
  return { put, graph, names, held, cut, refused, sent };
}

/**
 * A library that makes the folders asked for below their parent (the new folder's id is the
 * parent's and its name, joined by a hyphen), recorded as `parent/name`; `read` answers the rest.
 */
function libraryMakingFolders(read: (url: string) => Response) {
  const made: string[] = [];
  const graph = graphStandIn(({ method, url, body }) => {
    const path = decodeURIComponent(url.href);
    if (method !== 'POST') return read(path);
    const parent = /items\/([^/]+)\/children/.exec(path)?.[1] ?? '';
    const { name } = JSON.parse(body) as { name: string };
    made.push(`${parent}/${name}`);
    return Response.json({ id: `${parent}-${name}`, name, folder: {} }, { status: 201 });
  });
  return { graph, made };
}

const file = (name: string, text = 'contents') => new File([text], name, { type: 'text/plain' });
const statuses = () => store.$uploads.get().map((upload) => `${upload.name}: ${upload.status}`);
const idOf = (name: string) => store.$uploads.get().find((upload) => upload.name === name)?.id ?? -1;

let folder: ReturnType<typeof uploadFolder>;
let uploaded: FileItem[];

/** The page connects the queue to the upload folder UP: through this Graph, or the one given. */
function connect(changes: Partial<Parameters<typeof store.sendUploadsTo>[0]> = {}): void {
  store.sendUploadsTo({
    graph: folder.graph,
    authorization: async () => 'token',
    put: folder.put,
    siteId: 'site',
    folderId: 'UP',
    onUploaded: (item) => uploaded.push(item),
    ...changes,
  });
}

/** Stops the list of uploads the page shows (with every row out of sight) from watching its rows. */
let stopWatching: () => void;

beforeEach(async () => {
  vi.resetModules();
  notify.mockClear();
  store = await import('./file-uploads.ts');
  store.replaceFileUploadsServices({ notify });
  stopWatching = store.watchUploadRows(() => false);
  folder = uploadFolder(['taken.txt']);
  uploaded = [];
  connect();
});

describe('the upload queue', () => {
  it('sends the files one at a time, in the order chosen, and tells the page of each', async () => {
    folder.held.add('first.txt');
    store.addUploads([file('first.txt'), file('second.txt')]);
    await vi.waitFor(() => expect(folder.sent).toEqual(['first.txt (fail)']));
    expect(statuses()).toEqual(['first.txt: uploading', 'second.txt: queued']);
    store.cancelUpload(idOf('first.txt'));
    await vi.waitFor(() => expect(statuses()).toEqual(['first.txt: cancelled', 'second.txt: done']));
    expect(folder.sent).toEqual(['first.txt (fail)', 'second.txt (fail)']);
    expect(uploaded.map((item) => item.name)).toEqual(['second.txt']);
    expect(store.$uploads.get()[1]).toMatchObject({ sent: 8, size: 8, item: { id: 'ID second.txt' } });
  });

  it('holds files chosen while the page is still connecting, and sends them once it is', async () => {
    vi.resetModules();
    store = await import('./file-uploads.ts');
    store.replaceFileUploadsServices({ notify });
    store.addUploads([file('early.txt')]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(statuses()).toEqual(['early.txt: queued']);
    expect(store.$uploadFolder.get().ready).toBe(false);
    connect();
    await vi.waitFor(() => expect(statuses()).toEqual(['early.txt: done']));
    expect(folder.sent).toEqual(['early.txt (fail)']);
  });

  it('refuses a file too large or with a name the library does not accept, without sending a byte', async () => {
    const huge = { name: 'archive.zip', size: MAX_UPLOAD_SIZE + 1 } as File;
    store.addUploads([huge, file('Q3: plan?.txt'), file('fine.txt')]);
    await vi.waitFor(() => expect(statuses().at(-1)).toBe('fine.txt: done'));
    expect(store.$uploads.get().map(({ name, status, errorCode }) => ({ name, status, errorCode }))).toEqual([
      { name: 'archive.zip', status: 'failed', errorCode: 'tooLarge' },
      { name: 'Q3: plan?.txt', status: 'failed', errorCode: 'invalidName' },
      { name: 'fine.txt', status: 'done', errorCode: undefined },
    ]);
    expect(folder.sent).toEqual(['fine.txt (fail)']);
    // A refusal is for good: there is nothing to retry.
    store.retryUpload(idOf('archive.zip'));
    expect(statuses()[0]).toBe('archive.zip: failed');
  });
});

describe("the person's notifications", () => {
  it('hear of each file that finished or failed, with the folder it went to', async () => {
    folder.cut.add('lost.txt');
    store.addUploads([file('kept.txt'), file('lost.txt'), file('Q3: plan?.txt')]);
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(3));
    const folderOf = { folder: 'Uploads', folderId: 'UP' };
    expect(notify.mock.calls.map(([event]) => event)).toEqual([
      { kind: 'uploadFailed', file: 'Q3: plan?.txt', ...folderOf },
      { kind: 'uploadFinished', file: 'kept.txt', ...folderOf },
      { kind: 'uploadFailed', file: 'lost.txt', ...folderOf },
    ]);
  });

  it('show a failure as a toast only while its row is out of sight: the row says it, with its Retry', async () => {
    folder.cut.add('lost.txt');
    const inSight = new Set<number>();
    store.watchUploadRows((id) => inSight.has(id));
    store.addUploads([file('lost.txt'), file('kept.txt')]);
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
    const [, failed] = notify.mock.calls.find(([event]) => (event as { kind: string }).kind === 'uploadFailed') ?? [];
    const [, finished] =
      notify.mock.calls.find(([event]) => (event as { kind: string }).kind === 'uploadFinished') ?? [];
    // Asked when the server's answer is in: where the row is then is what counts.
    expect(failed?.toast?.()).toBe(true);
    inSight.add(idOf('lost.txt'));
    expect(failed?.toast?.()).toBe(false);
    // A finished file's toast is the way to its folder: always shown.
    expect(finished).toBeUndefined();
  });

  it('wait for the list to show a failed row before asking where it is', async () => {
    stopWatching();
    folder.cut.add('lost.txt');
    store.addUploads([file('lost.txt')]);
    await vi.waitFor(() => expect(statuses()).toEqual(['lost.txt: failed']));
    // The list's code is still loading: its rows cannot be seen yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notify).not.toHaveBeenCalled();
    store.watchUploadRows(() => true);
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    const [, failed] = notify.mock.calls[0] ?? [];
    expect(failed?.toast?.()).toBe(false);
  });

  it('show every failure as a toast on a page without the list of uploads, after a second', async () => {
    stopWatching();
    folder.cut.add('lost.txt');
    store.addUploads([file('lost.txt')]);
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    const [, failed] = notify.mock.calls[0] ?? [];
    expect(failed?.toast?.()).toBe(true);
  });
});

describe('a name already in the folder', () => {
  it.each([
    ['keep both sends it again under a new name', 'rename', 'taken 1.txt'],
    ['replace overwrites the file in the folder', 'replace', 'taken.txt'],
  ] as const)('waits for the answer; %s', async (_, answer, stored) => {
    store.addUploads([file('taken.txt')]);
    await vi.waitFor(() => expect(statuses()).toEqual(['taken.txt: conflict']));
    store.resolveConflict(idOf('taken.txt'), answer);
    await vi.waitFor(() => expect(statuses()).toEqual(['taken.txt: done']));
    expect(folder.sent).toEqual(['taken.txt (fail)', `taken.txt (${answer})`]);
    expect(store.$uploads.get()[0]?.item?.name).toBe(stored);
  });

  it('skip leaves the folder as it was and goes on with the queue', async () => {
    store.addUploads([file('taken.txt'), file('other.txt')]);
    await vi.waitFor(() => expect(statuses()).toEqual(['taken.txt: conflict', 'other.txt: done']));
    store.resolveConflict(idOf('taken.txt'), 'skip');
    expect(statuses()).toEqual(['taken.txt: skipped', 'other.txt: done']);
    expect(folder.sent).toEqual(['taken.txt (fail)', 'other.txt (fail)']);
  });
});

describe('cancel, retry and clear', () => {
  it('cancels a file being sent or waiting; either can be sent again', async () => {
    folder.held.add('slow.txt');
    store.addUploads([file('slow.txt'), file('waiting.txt')]);
    await vi.waitFor(() => expect(folder.sent).toEqual(['slow.txt (fail)']));
    expect(statuses()).toEqual(['slow.txt: uploading', 'waiting.txt: queued']);
    store.cancelUpload(idOf('waiting.txt'));
    store.cancelUpload(idOf('slow.txt'));
    await vi.waitFor(() => expect(statuses()).toEqual(['slow.txt: cancelled', 'waiting.txt: cancelled']));
    expect(store.$uploads.get()[0]?.sent).toBe(0);
    expect(folder.sent).toEqual(['slow.txt (fail)']);

    folder.held.clear();
    store.retryUpload(idOf('slow.txt'));
    store.retryUpload(idOf('waiting.txt'));
    await vi.waitFor(() => expect(statuses()).toEqual(['slow.txt: done', 'waiting.txt: done']));
  });

  it('says when the connection failed, and a retry completes the file', async () => {
    folder.cut.add('order.txt');
    store.addUploads([file('order.txt')]);
    await vi.waitFor(() => expect(statuses()).toEqual(['order.txt: failed']));
    expect(store.$uploads.get()[0]).toMatchObject({
      errorCode: 'networkError',
      errorMessage: 'Network error',
      problem: 'network',
      sent: 0,
    });
    folder.cut.clear();
    store.retryUpload(idOf('order.txt'));
    await vi.waitFor(() => expect(statuses()).toEqual(['order.txt: done']));
    expect(store.$uploads.get()[0]?.errorCode).toBeUndefined();
  });

  it.each([
    [500, 'generalException', 'serverError'],
    [429, 'TooManyRequests', 'busy'],
  ] as const)(
    'says what a %i of the library comes down to, and a retry completes the file',
    async (status, code, problem) => {
      folder.refused.set('order.txt', status);
      store.addUploads([file('order.txt')]);
      await vi.waitFor(() => expect(statuses()).toEqual(['order.txt: failed']));
      expect(store.$uploads.get()[0]).toMatchObject({ errorCode: code, problem, sent: 0 });
      folder.refused.clear();
      store.retryUpload(idOf('order.txt'));
      await vi.waitFor(() => expect(statuses()).toEqual(['order.txt: done']));
      expect(store.$uploads.get()[0]?.problem).toBeUndefined();
    },
  );

  it('clears the finished rows and keeps those still to do or to answer', async () => {
    folder.held.add('slow.txt');
    folder.cut.add('cut.txt');
    store.addUploads([file('done.txt'), file('cut.txt'), file('Bad?.txt'), file('taken.txt'), file('slow.txt')]);
    await vi.waitFor(() =>
      expect(statuses()).toEqual([
        'done.txt: done',
        'cut.txt: failed',
        'Bad?.txt: failed',
        'taken.txt: conflict',
        'slow.txt: uploading',
      ]),
    );
    store.addUploads([file('next.txt')]);
    const cut = idOf('cut.txt');
    store.clearFinished();
    expect(statuses()).toEqual(['taken.txt: conflict', 'slow.txt: uploading', 'next.txt: queued']);
    // A cleared file is gone for good.
    store.retryUpload(cut);
    store.cancelUpload(idOf('slow.txt'));
    store.resolveConflict(idOf('taken.txt'), 'skip');
    await vi.waitFor(() => expect(statuses().at(-1)).toBe('next.txt: done'));
    expect(folder.sent.filter((sent) => sent.startsWith('cut.txt'))).toHaveLength(1);
  });
});

describe('the upload folder', () => {
  it('is named as the library names it, and ready once there is one to send to', async () => {
    await store.nameUploadFolder();
    expect(store.$uploadFolder.get()).toEqual({ name: 'Client uploads', ready: true });
    connect({ authorization: async () => 't', siteId: 'x', folderId: '' });
    expect(store.$uploadFolder.get().ready).toBe(false);
  });
});

describe('a dropped folder', () => {
  it('makes each folder once, below the upload folder, and sends every file into its own', async () => {
    const { graph, made } = libraryMakingFolders(() =>
      Response.json({ id: 'UP', name: 'Client uploads', folder: { childCount: 0 } }),
    );
    const urls: string[] = [];
    const put = folder.put;
    connect({
      graph,
      put: (url, ...rest) => {
        urls.push(decodeURIComponent(url.replace(/^.*\/items\//, '').replace(/\/content.*$/, '')));
        return put(url, ...rest);
      },
    });
    store.addUploads([
      { file: file('Agenda.txt'), folders: ['Board'] },
      { file: file('Minutes.txt'), folders: ['Board', '2025'] },
      { file: file('Notes.txt'), folders: ['Board', '2025'] },
    ]);
    await vi.waitFor(() =>
      expect(statuses()).toEqual([
        'Board/Agenda.txt: done',
        'Board/2025/Minutes.txt: done',
        'Board/2025/Notes.txt: done',
      ]),
    );
    expect(made).toEqual(['UP/Board', 'UP-Board/2025']);
    expect(urls).toEqual(['UP-Board:/Agenda.txt:', 'UP-Board-2025:/Minutes.txt:', 'UP-Board-2025:/Notes.txt:']);
  });

  it('makes the empty folders of a drop, below the folders they are in, and counts them done', async () => {
    const { graph, made } = libraryMakingFolders((url) => {
      const id = /items\/([^/?]+)$/.exec(url)?.[1] ?? '';
      return Response.json({ id, name: id.split('-').at(-1), folder: { childCount: 0 } });
    });
    connect({ graph });
    store.addUploads([{ folders: ['Board', 'Drafts'] }, { file: file('Agenda.txt'), folders: ['Board'] }]);
    await vi.waitFor(() => expect(statuses()).toEqual(['Board/Drafts: done', 'Board/Agenda.txt: done']));
    expect(made).toEqual(['UP/Board', 'UP-Board/Drafts']);
    expect(uploaded.map((item) => item.name)).toEqual(['Drafts', 'Agenda.txt']);
  });
});

describe('a folder uploaded', () => {
  it('is summed up by its top folder: how many files, how far, and whether all of it got there', async () => {
    const { folderUploadsOf } = await import('./file-uploads.ts');
    const file = (id: number, folders: string[], status: Upload['status'], size = 10, sent = 0): Upload => ({
      id,
      name: `${folders.join('/')}/f${id}`,
      size,
      sent,
      status,
      folders,
    });
    const uploads: Upload[] = [
      { id: 1, name: 'loose.txt', size: 5, sent: 5, status: 'done' },
      file(2, ['Board pack'], 'done', 10, 10),
      file(3, ['Board pack', '2025'], 'uploading', 10, 4),
      {
        id: 4,
        name: 'Board pack/Empty',
        size: 0,
        sent: 0,
        status: 'done',
        folders: ['Board pack', 'Empty'],
        emptyFolder: true,
      },
      file(5, ['Leases'], 'done', 10, 10),
      file(6, ['Leases'], 'failed'),
    ];
    expect(folderUploadsOf(uploads)).toEqual([
      { folder: 'Board pack', files: 2, done: 1, missing: 0, settled: false, sent: 14, size: 20 },
      { folder: 'Leases', files: 2, done: 1, missing: 1, settled: true, sent: 10, size: 20 },
    ]);
  });
});
