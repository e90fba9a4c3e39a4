/**
 * For store tests (Node, no DOM library): the few browser objects stores touch — storage,
 * `document` as an event target, `window.location` and `history` — as small stand-ins.
 */
import { vi } from 'vitest';

export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** Stubs the globals; undo with `vi.unstubAllGlobals()`. */
export function standInBrowser(pathname = '/'): void {
  vi.stubGlobal('document', new EventTarget());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('localStorage', memoryStorage());
  const location = { pathname, search: '', href: `http://portal.test${pathname}` };
  vi.stubGlobal('window', {
    location,
    history: {
      replaceState: (_state: unknown, _title: string, url: string) => {
        location.pathname = new URL(url, location.href).pathname;
      },
    },
  });
}
