import { LIMITS, megabytes } from './limits.ts';

/**
 * The files a vendor attaches to a `files` question (decision 141): which kinds are taken, how
 * large, how many, and where in the client's library they are kept. Read by the page (to refuse
 * before sending) and by the server (which decides).
 */

/** The kinds of file taken, by extension, with the type they are served as. */
const FILE_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  csv: 'text/csv',
  txt: 'text/plain',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  zip: 'application/zip',
} as const;
type Extension = keyof typeof FILE_TYPES;

/** What the file picker offers (`accept`). */
export const ACCEPTED_FILES = Object.keys(FILE_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

/** The longest file name kept (SharePoint takes 400 characters of path; the folders take some). */
const NAME_LENGTH = 150;

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

const isTaken = (extension: string): extension is Extension => Object.hasOwn(FILE_TYPES, extension);

/** The type a kept file is served as: by its extension, taken ones only. */
export function contentTypeOf(name: string): string {
  const extension = extensionOf(name);
  return isTaken(extension) ? FILE_TYPES[extension] : 'application/octet-stream';
}

/** Why a file cannot be attached, as a dictionary key of `rfpEvents:errors.*` with its values. */
export type FileProblem =
  | { code: 'fileType'; name: string }
  | { code: 'fileSize'; name: string; size: string }
  | { code: 'fileCount'; limit: number };

/**
 * Whether a file may be attached to an answer that already has `attached` files: a kind taken,
 * not empty, at most LIMITS.fileBytes, at most LIMITS.filesPerAnswer to an answer.
 */
export function fileProblemOf(file: { name: string; size: number }, attached: number): FileProblem | undefined {
  if (attached >= LIMITS.filesPerAnswer) return { code: 'fileCount', limit: LIMITS.filesPerAnswer };
  if (!isTaken(extensionOf(file.name)) || file.size === 0) return { code: 'fileType', name: file.name };
  if (file.size > LIMITS.fileBytes) return { code: 'fileSize', name: file.name, size: megabytes(LIMITS.fileBytes) };
  return undefined;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/**
 * Whether a file's first bytes are what its extension says (a program renamed `.pdf` is refused):
 * the signature of its format, or for text (CSV, plain text) no NUL byte.
 */
export function contentMatches(name: string, head: Uint8Array): boolean {
  const extension = extensionOf(name);
  if (!isTaken(extension)) return false;
  switch (extension) {
    case 'pdf':
      return startsWith(head, PDF);
    case 'docx':
    case 'xlsx':
    case 'pptx':
    case 'odt':
    case 'ods':
    case 'odp':
    case 'zip':
      return startsWith(head, ZIP) || startsWith(head, EMPTY_ZIP);
    case 'doc':
    case 'xls':
    case 'ppt':
      return startsWith(head, OLE);
    case 'png':
      return startsWith(head, PNG);
    case 'jpg':
    case 'jpeg':
      return startsWith(head, JPEG);
    default:
      return !head.includes(0);
  }
}

/** Names SharePoint refuses (besides characters): the device names and its own. */
const RESERVED_NAMES = /^(con|prn|aux|nul|com\d|lpt\d|_vti_|desktop\.ini|\.lock)$/i;

/**
 * A name SharePoint takes for a file or folder: its forbidden characters (`" * : < > ? / \ |`,
 * control characters) as `_`, no leading or trailing spaces or dots, no `~$` start, at most
 * `length` characters (the extension kept); `fallback` when nothing is left.
 */
export function libraryNameOf(text: string, fallback: string, length = NAME_LENGTH): string {
  let name = text
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what SharePoint refuses.
    .replace(/[\u0000-\u001f"*:<>?/\\|#%]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.~$]+|[\s.]+$/g, '');
  if (name.length > length) {
    const extension = extensionOf(name);
    const keep = extension && extension.length < 10 ? `.${extension}` : '';
    name = `${name.slice(0, length - keep.length).trimEnd()}${keep}`;
  }
  return name === '' || RESERVED_NAMES.test(name) ? fallback : name;
}

/** The library's top folder of RFP events' files: the portal's own, as CONTRACT_LOCKER is. */
export const ATTACHMENTS_FOLDER = 'RFP_EVENTS';

/**
 * Where a vendor's files for an event are kept in the client's library, `/`-separated:
 * `RFP_EVENTS/<title> (<id>)/<organisation>`. The id keeps two events of one title apart.
 */
export function attachmentFolderOf(event: { id: string; title: string }, organisation: string): string {
  const eventFolder = libraryNameOf(`${libraryNameOf(event.title, 'RFP', 100)} (${event.id})`, event.id);
  return [ATTACHMENTS_FOLDER, eventFolder, libraryNameOf(organisation, 'Vendor', 100)].join('/');
}
