/**
 * `search(q='…')` over a library or below one folder: an item matches when every word of the query
 * is in its name or in the text inside it (text.ts), ignoring case and accents. Name matches come
 * first, then text matches, each in path order, so pages stay stable. Like Graph, the results are
 * every driveItem below the scope, the library's reserved folders included: Graph does not know
 * the portal's reserved folders, so the portal filters them (docs/decisions/074).
 */
import { lstat, readdir, readFile } from 'node:fs/promises';
import { type Drive, joinPath } from './store.ts';
import { extractText, hasText, MAX_INDEXED_BYTES } from './text.ts';

/** Folds case and accents, so `Ünïcode` matches `unicode`. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query: white space separates them; `"` and `'` around the query are not part of it. */
export function queryWords(q: string): string[] {
  return fold(q)
    .split(/\s+/)
    .map((word) => word.replace(/^["']+|["']+$/g, ''))
    .filter(Boolean);
}

/** Parses `q='it''s'` (OData string literal: a quote doubled) from `search(q='…')`, or undefined. */
export function parseSearchCall(segment: string): string | undefined {
  const match = /^search\(q='((?:[^']|'')*)'\)$/i.exec(segment);
  return match ? (match[1] ?? '').replace(/''/g, "'") : undefined;
}

/** Files looked at together (within the number of open files a process may have). */
const BATCH = 256;

interface Indexed {
  mtimeMs: number;
  size: number;
  text: string;
}

export interface Search {
  /** Paths of the items below `scope` that match `q`, best first. */
  find(drive: Drive, scope: string, q: string): Promise<string[]>;
}

export function createSearch(): Search {
  // Folded text per file, kept while the file's size and time are unchanged.
  const texts = new Map<string, Indexed>();

  const textOf = async (drive: Drive, relPath: string, mtimeMs: number, size: number): Promise<string> => {
    const key = `${drive.siteKey}\u0000${relPath}`;
    const known = texts.get(key);
    if (known && known.mtimeMs === mtimeMs && known.size === size) return known.text;
    let text = '';
    if (hasText(relPath) && size <= MAX_INDEXED_BYTES) {
      const bytes = await readFile(drive.absolute(relPath)).catch(() => undefined);
      // Unreadable now (gone, or too many open files): no match this time, and nothing remembered.
      if (!bytes) return '';
      text = fold(extractText(relPath, bytes).join('\n'));
    }
    if (texts.size > 100_000) texts.clear();
    texts.set(key, { mtimeMs, size, text });
    return text;
  };

  return {
    async find(drive, scope, q) {
      const words = queryWords(q);
      if (words.length === 0) return [];
      const byName: string[] = [];
      const byText: string[] = [];
      const pending = [scope];
      for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
        const children = await readdir(drive.absolute(folder), { withFileTypes: true }).catch(() => []);
        // The files of a folder are looked at together: one at a time, a 10,000-item folder took seconds.
        const look = async (child: (typeof children)[number]): Promise<'name' | 'text' | undefined> => {
          if (!child.isFile() && !child.isDirectory()) return undefined;
          const relPath = joinPath(folder, child.name);
          if (child.isDirectory()) pending.push(relPath);
          const name = fold(child.name);
          if (words.every((word) => name.includes(word))) return 'name';
          if (!child.isFile() || !hasText(child.name)) return undefined;
          const stats = await lstat(drive.absolute(relPath)).catch(() => undefined);
          if (!stats) return undefined;
          const text = `${name}\n${await textOf(drive, relPath, stats.mtimeMs, stats.size)}`;
          return words.every((word) => text.includes(word)) ? 'text' : undefined;
        };
        const matches: ('name' | 'text' | undefined)[] = [];
        for (let at = 0; at < children.length; at += BATCH)
          matches.push(...(await Promise.all(children.slice(at, at + BATCH).map(look))));
        matches.forEach((match, i) => {
          const relPath = joinPath(folder, children[i]?.name ?? '');
          if (match === 'name') byName.push(relPath);
          else if (match === 'text') byText.push(relPath);
        });
      }
      const inOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      return [...byName.sort(inOrder), ...byText.sort(inOrder)];
    },
  };
}
