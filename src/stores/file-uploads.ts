/**
 * Uploads into the client's upload folder: a queue worked one file at a time, each with its
 * progress; a name already taken waits for the user's answer (keep both, replace or skip). A
 * dropped folder keeps its structure: its folders are made below the upload folder as the files
 * that need them come (decision 087).
 */
import { atom } from 'nanostores';
import type { FileItem } from '../file-manager/file-item.ts';
import { type LibraryProblem, problemOf } from '../file-manager/problem.ts';
import { DriveError, getItem } from '../file-manager/services/drive-client.ts';
import type { ConflictBehavior, PutBytes } from '../file-manager/services/uploads.ts';
import { checkUpload, UploadRefused } from '../file-manager/upload-rules.ts';
import type { ApiClient } from '../services/http-client.ts';
import type { notify } from './notification-calls.ts';

export type UploadStatus = 'queued' | 'uploading' | 'conflict' | 'done' | 'failed' | 'cancelled' | 'skipped';

export interface Upload {
  id: number;
  name: string;
  size: number;
  sent: number;
  status: UploadStatus;
  /** Why it failed: a refusal reason, a Graph error code, or 'networkError'. */
  errorCode?: string | undefined;
  errorMessage?: string | undefined;
  /** What the library's refusal (or the connection's failure) comes down to, for the page's words. */
  problem?: LibraryProblem | undefined;
  item?: FileItem | undefined;
  /** The folders below the upload folder it goes to ([] for the upload folder itself). */
  folders?: readonly string[] | undefined;
  /** How often the connection dropped and the upload went on from where the library had it. */
  resumes?: number | undefined;
  /** An empty folder of a dropped folder: made, with nothing to send (its `folders` end with itself). */
  emptyFolder?: true | undefined;
}

/** A folder uploaded (chosen or dropped), as its files stand: what the list says above their rows. */
export interface FolderUpload {
  /** Its name, the first of its files' folders: it lands in the upload folder under this name. */
  folder: string;
  files: number;
  done: number;
  /** Files the library does not have and will not get without the person (failed, cancelled, skipped). */
  missing: number;
  /** Nothing of it is still waiting or being sent. */
  settled: boolean;
  sent: number;
  size: number;
}

/** The folders among the uploads, in the order they were added, each with its files' progress. */
export function folderUploadsOf(uploads: readonly Upload[]): FolderUpload[] {
  const folders = new Map<string, FolderUpload>();
  for (const upload of uploads) {
    const folder = upload.folders?.[0];
    if (folder === undefined || upload.emptyFolder) continue;
    const entry = folders.get(folder) ?? {
      folder,
      files: 0,
      done: 0,
      missing: 0,
      settled: true,
      sent: 0,
      size: 0,
    };
    entry.files++;
    entry.sent += upload.status === 'done' ? upload.size : upload.sent;
    entry.size += upload.size;
    if (upload.status === 'done') entry.done++;
    else if (upload.status === 'failed' || upload.status === 'cancelled' || upload.status === 'skipped')
      entry.missing++;
    else entry.settled = false;
    folders.set(folder, entry);
  }
  return [...folders.values()];
}

/** A file of a dropped (or chosen) folder, with the folders it sits in, outermost first. */
export interface FileInFolder {
  file: File;
  folders: readonly string[];
}

/** An empty folder of a dropped folder: its path, itself last. */
interface EmptyFolder {
  file?: undefined;
  folders: readonly string[];
}

export interface UploadTarget {
  graph: ApiClient;
  authorization: (forceRefresh: boolean) => Promise<string>;
  put: PutBytes;
  siteId: string;
  /** The client's LibraryUploadID; '' when the library takes no uploads (another client's site). */
  folderId: string;
  /** Called after each file that reached the library. */
  onUploaded?: (item: FileItem) => void;
}

export interface FileUploadsServices {
  /** Tells the person's notifications (stores/notification-calls.ts). */
  notify: typeof notify;
}

const browserServices: FileUploadsServices = {
  // The calls load with the first file that ends, not with the page.
  notify: (event, options) => import('./notification-calls.ts').then(({ notify }) => notify(event, options)),
};
let services = browserServices;

/** For tests: some of the services the uploads use (all the browser's again when called without). */
export function replaceFileUploadsServices(replacement: Partial<FileUploadsServices> = browserServices): void {
  services = { ...browserServices, ...replacement };
}

export const $uploads = atom<Upload[]>([]);

/**
 * The folder uploads go to: its name, for the page's words ('Uploads' until the library has
 * told it), and whether files can be sent there yet (the page has connected to the library).
 */
export const $uploadFolder = atom<{ name: string; ready: boolean }>({ name: 'Uploads', ready: false });

let target: UploadTarget | undefined;
let nextId = 1;
let running = false;
const files = new Map<number, File>();
const conflicts = new Map<number, ConflictBehavior>();
const controllers = new Map<number, AbortController>();
/** The upload session each failed file can go on from (its URL), kept while Graph may still have it. */
const sessions = new Map<number, string>();
/** The folders made (or found) for dropped folders, by their path below the upload folder. */
let folderIds = new Map<string, Promise<string>>();

function update(id: number, change: Partial<Upload>): void {
  $uploads.set($uploads.get().map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));
}

/** Where uploads go; files chosen before this (while the page was starting) start now. */
export function sendUploadsTo(next: UploadTarget): void {
  target = next;
  folderIds = new Map();
  $uploadFolder.set({ ...$uploadFolder.get(), ready: Boolean(next.folderId) });
  void work();
}

/** Asks the library for the upload folder's own name; without an answer the page keeps its default. */
export async function nameUploadFolder(): Promise<void> {
  const to = target;
  if (!to?.folderId) return;
  try {
    const folder = await getItem(to.graph, to.siteId, to.folderId);
    if (target === to) $uploadFolder.set({ ...$uploadFolder.get(), name: folder.name });
  } catch {
    // The name is a courtesy: the uploads themselves still work.
  }
}

/** Whether an upload's row is on the screen now: the list of uploads says so while it is shown. */
let rowOnScreen: (id: number) => boolean = () => false;

/**
 * The list's code loads with the first file (FileManager.tsx): a failure's notification waits for
 * the list to show its rows, so that where the row is can be known, and at most this long.
 */
const LIST_WAIT_MS = 1_000;
let listShown: () => void = () => undefined;
/** Kept when a list of uploads next shows its rows. */
const nextList = () =>
  new Promise<void>((resolve) => {
    listShown = resolve;
  });
let listShowing = nextList();

/** The list of uploads tells which of its rows are on the screen, until the returned function is called. */
export function watchUploadRows(onScreen: (id: number) => boolean): () => void {
  rowOnScreen = onScreen;
  listShown();
  return () => {
    if (rowOnScreen !== onScreen) return;
    rowOnScreen = () => false;
    listShowing = nextList();
  };
}

/** Settles once the list of uploads shows its rows, or after LIST_WAIT_MS on a page that has none. */
const listOrTimeout = () =>
  Promise.race([listShowing, new Promise<void>((resolve) => setTimeout(resolve, LIST_WAIT_MS))]);

/**
 * Tells the person's notifications (decision 065) how a file ended: finished or failed, with the
 * folder it went to. The calls load with the first file that ends, not with the page. A failure
 * whose row is on the screen shows no toast (decision 113): the row says it, with its Retry, and a
 * toast at the bottom end lay over that very button. It is still listed and counted as unread; a
 * row scrolled out of sight gets its toast.
 */
function notifyUpload(
  kind: 'uploadFinished' | 'uploadFailed',
  file: string,
  to: UploadTarget | undefined,
  id: number,
): void {
  if (!to?.folderId) return;
  const event = { kind, file, folder: $uploadFolder.get().name, folderId: to.folderId };
  if (kind === 'uploadFinished') {
    void services.notify(event);
    return;
  }
  void listOrTimeout().then(() => services.notify(event, { toast: () => !rowOnScreen(id) }));
}

/** Queues files (chosen or dropped); those refused at once (too large, bad name) fail without sending a byte. */
export function addUploads(list: Iterable<File | FileInFolder | EmptyFolder>): void {
  const added: Upload[] = [];
  for (const entry of list) {
    const { file, folders } = 'folders' in entry ? entry : { file: entry, folders: [] };
    if (!file) {
      added.push({
        id: nextId++,
        name: folders.join('/'),
        size: 0,
        sent: 0,
        status: 'queued',
        folders,
        emptyFolder: true,
      });
      continue;
    }
    const id = nextId++;
    // A file of a dropped folder is shown with its path, so two files of one name are told apart.
    const name = [...folders, file.name].join('/');
    const upload: Upload = { id, name, size: file.size, sent: 0, status: 'queued', folders };
    try {
      checkUpload(file);
      files.set(id, file);
    } catch (error) {
      if (!(error instanceof UploadRefused)) throw error;
      upload.status = 'failed';
      upload.errorCode = error.code;
      notifyUpload('uploadFailed', name, target, id);
    }
    added.push(upload);
  }
  $uploads.set([...$uploads.get(), ...added]);
  void work();
}

/**
 * Queues what was dropped on the list, folders with their structure. The entries are taken now,
 * while the drop event runs; the folders are read by code loaded with the first drop.
 */
export function addDropped(data: DataTransfer): void {
  const entries = Array.from(data.items, (item) => (item.kind === 'file' ? item.webkitGetAsEntry() : null));
  const plain = Array.from(data.files);
  void import('../file-manager/services/folder-drop.ts')
    .then(({ readDrop }) => readDrop(entries, plain))
    .then(addUploads);
}

async function work(): Promise<void> {
  if (running || !target) return;
  running = true;
  try {
    for (;;) {
      const next = $uploads.get().find((upload) => upload.status === 'queued');
      if (!next) break;
      await send(target, next.id);
    }
  } finally {
    running = false;
  }
}

/** An empty folder of a drop: made (or found) below the upload folder like the folders files need. */
async function makeEmptyFolder(to: UploadTarget, id: number, folders: readonly string[]): Promise<void> {
  update(id, { status: 'uploading', errorCode: undefined, errorMessage: undefined, problem: undefined });
  try {
    const { folderFor } = await import('../file-manager/services/folder-drop.ts');
    const folderId = await folderFor(to.graph, to.siteId, to.folderId, folders, folderIds);
    const item = await getItem(to.graph, to.siteId, folderId);
    update(id, { status: 'done', item });
    to.onUploaded?.(item);
  } catch (error) {
    update(id, {
      status: 'failed',
      errorCode: error instanceof DriveError ? error.code : 'networkError',
      errorMessage: error instanceof Error ? error.message : undefined,
      problem: problemOf(error instanceof DriveError ? error : undefined),
    });
  }
}

async function send(to: UploadTarget, id: number): Promise<void> {
  const upload = $uploads.get().find((each) => each.id === id);
  if (upload?.emptyFolder) return makeEmptyFolder(to, id, upload.folders ?? []);
  const file = files.get(id);
  if (!file) return;
  const folders = $uploads.get().find((upload) => upload.id === id)?.folders ?? [];
  const controller = new AbortController();
  controllers.set(id, controller);
  update(id, {
    status: 'uploading',
    sent: 0,
    resumes: 0,
    errorCode: undefined,
    errorMessage: undefined,
    problem: undefined,
  });
  try {
    // The upload code is loaded with the first file, not with the page.
    const { uploadFile } = await import('../file-manager/services/uploads.ts');
    const folderId =
      folders.length > 0
        ? await import('../file-manager/services/folder-drop.ts').then(({ folderFor }) =>
            folderFor(to.graph, to.siteId, to.folderId, folders, folderIds),
          )
        : to.folderId;
    controller.signal.throwIfAborted();
    const item = await uploadFile({
      graph: to.graph,
      authorization: to.authorization,
      put: to.put,
      siteId: to.siteId,
      folderId,
      file,
      conflict: conflicts.get(id) ?? 'fail',
      signal: controller.signal,
      onProgress: (sent) => update(id, { sent: Math.min(sent, file.size) }),
      onResume: () => update(id, { resumes: ($uploads.get().find((upload) => upload.id === id)?.resumes ?? 0) + 1 }),
      session: sessions.get(id),
      onSession: (uploadUrl) => {
        if (uploadUrl) sessions.set(id, uploadUrl);
        else sessions.delete(id);
      },
    });
    files.delete(id);
    update(id, { status: 'done', sent: file.size, item });
    to.onUploaded?.(item);
    notifyUpload('uploadFinished', item.name, to, id);
  } catch (error) {
    if (controller.signal.aborted) update(id, { status: 'cancelled', sent: 0 });
    else if (error instanceof DriveError && error.code === 'nameAlreadyExists')
      update(id, { status: 'conflict', sent: 0 });
    else {
      notifyUpload('uploadFailed', [...folders, file.name].join('/'), to, id);
      update(id, {
        status: 'failed',
        sent: 0,
        errorCode: error instanceof DriveError ? error.code : 'networkError',
        errorMessage: error instanceof Error ? error.message : undefined,
        // Anything but Graph's answer (the code did not load, the request threw) is the connection.
        problem: problemOf(error instanceof DriveError ? error : undefined),
      });
    }
  } finally {
    controllers.delete(id);
  }
}

/** The user's answer to a taken name: keep both (rename), replace, or skip the file. */
export function resolveConflict(id: number, answer: 'rename' | 'replace' | 'skip'): void {
  if (answer === 'skip') {
    files.delete(id);
    update(id, { status: 'skipped' });
    return;
  }
  conflicts.set(id, answer);
  update(id, { status: 'queued' });
  void work();
}

/** Stops a file being sent (its half-sent session is deleted) or takes a waiting one out of the queue. */
export function cancelUpload(id: number): void {
  const controller = controllers.get(id);
  if (controller) controller.abort();
  else if ($uploads.get().find((upload) => upload.id === id)?.status === 'queued') update(id, { status: 'cancelled' });
}

/**
 * Sends a cancelled file, or one the connection failed, again: a large file goes on from the
 * session it was in while Graph still has it (decision 092), else from the start.
 */
export function retryUpload(id: number): void {
  if (!files.has(id) && !$uploads.get().find((upload) => upload.id === id)?.emptyFolder) return;
  update(id, { status: 'queued' });
  void work();
}

const unfinished = (upload: Upload) =>
  upload.status === 'uploading' || upload.status === 'queued' || upload.status === 'conflict';

/** Removes finished rows (done, failed for good, cancelled, skipped) from the list, and their files. */
export function clearFinished(): void {
  for (const upload of $uploads.get()) {
    if (unfinished(upload)) continue;
    files.delete(upload.id);
    conflicts.delete(upload.id);
    // A session kept for a Retry that will not come: Graph is told to drop its half of the file.
    const session = sessions.get(upload.id);
    sessions.delete(upload.id);
    if (session) void fetch(session, { method: 'DELETE' }).catch(() => undefined);
  }
  $uploads.set($uploads.get().filter(unfinished));
}
