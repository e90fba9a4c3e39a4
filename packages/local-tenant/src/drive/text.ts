/**
 * The text inside a library's documents, for search and for the PDF rendition: Word, Excel and
 * PowerPoint (Office Open XML, unzipped by fflate), PDF (the text-showing operators of its content
 * streams, as pdf-lib writes them), CSV and plain text. Not a general extractor: enough for the
 * documents the tenant seeds and the ordinary files a person uploads; anything else has no text.
 */
import { unzipSync, unzlibSync } from 'fflate';

/** Text is looked for in the first 8 MiB of a file only, as a search service caps what it indexes. */
export const MAX_INDEXED_BYTES = 8 * 1024 * 1024;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether `name` is a type whose text this module can read. */
export function hasText(name: string): boolean {
  return ['docx', 'xlsx', 'pptx', 'pdf', 'csv', 'txt'].includes(extensionOf(name));
}

/** The text of a document as lines, or [] when its type has none or it cannot be read. */
export function extractText(name: string, bytes: Uint8Array): string[] {
  if (bytes.length > MAX_INDEXED_BYTES) return [];
  try {
    switch (extensionOf(name)) {
      case 'docx':
        return officeText(bytes, /^word\/document\.xml$/, /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g, /<\/w:p>/);
      case 'xlsx':
        return officeText(
          bytes,
          /^xl\/(worksheets\/sheet\d+|sharedStrings)\.xml$/,
          /<(?:t|v)(?:\s[^>]*)?>([^<]*)<\/(?:t|v)>/g,
          /<\/(?:row|si)>/,
        );
      case 'pptx':
        return officeText(bytes, /^ppt\/slides\/slide\d+\.xml$/, /<a:t>([^<]*)<\/a:t>/g, /<\/a:p>/);
      case 'pdf':
        return pdfText(bytes);
      case 'csv':
      case 'txt':
        return Buffer.from(bytes).toString('utf8').split(/\r?\n/);
      default:
        return [];
    }
  } catch {
    return [];
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity[0] === '#')
      return String.fromCodePoint(
        entity[1]?.toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1)),
      );
    return ENTITIES[entity] ?? whole;
  });
}

function officeText(bytes: Uint8Array, parts: RegExp, run: RegExp, lineEnd: RegExp): string[] {
  const files = unzipSync(bytes, { filter: (file) => parts.test(file.name) });
  const lines: string[] = [];
  for (const name of Object.keys(files).sort(naturalOrder)) {
    const xml = Buffer.from(files[name] ?? new Uint8Array()).toString('utf8');
    for (const block of xml.split(lineEnd)) {
      const text = [...block.matchAll(run)].map((match) => unescapeXml(match[1] ?? '')).join(' ');
      if (text.trim()) lines.push(text);
    }
  }
  return lines;
}

function naturalOrder(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** WinAnsi bytes that differ from Latin-1 (the standard fonts' encoding pdf-lib writes). */
const WIN_ANSI: Record<number, string> = {
  128: '€',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  150: '–',
  151: '—',
  133: '…',
};

function decodeWinAnsi(codes: number[]): string {
  return codes.map((code) => WIN_ANSI[code] ?? String.fromCharCode(code)).join('');
}

function pdfText(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const head = raw.slice(Math.max(0, match.index - 300), match.index);
    const body = bytes.subarray(start, end);
    let content: string;
    try {
      content = Buffer.from(head.includes('/FlateDecode') ? unzlibSync(body) : body).toString('latin1');
    } catch {
      continue;
    }
    for (const show of content.matchAll(/(?:<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/g)) {
      if (show[1] !== undefined) {
        const hex = show[1].replace(/\s/g, '');
        const codes = Array.from({ length: hex.length >> 1 }, (_, i) =>
          Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16),
        );
        lines.push(decodeWinAnsi(codes));
      } else {
        const literal = (show[2] ?? '').replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, sequence: string) =>
          /^[0-7]/.test(sequence)
            ? String.fromCharCode(Number.parseInt(sequence, 8))
            : (({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[sequence] ?? sequence),
        );
        lines.push(decodeWinAnsi([...literal].map((c) => c.charCodeAt(0))));
      }
    }
    streams.lastIndex = end;
  }
  return lines;
}
