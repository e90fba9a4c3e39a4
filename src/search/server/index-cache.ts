import { type SearchDocument, WordIndex } from '../word-index.ts';

/**
 * A source of things to find whose index is kept between searches: rebuilt when its version
 * changes. Versions are read from the shared storage (or from the source itself), so an edit made
 * on one instance reaches every instance's index within a check interval.
 */
export interface IndexedSource {
  /** Names the index in the cache: its kind, and the client or language it is for. */
  key: string;
  /** Changes whenever the source's things change. */
  version(): Promise<string>;
  documents(): Promise<SearchDocument[]>;
}

interface Cached {
  version: string;
  checkedAt: number;
  /** The index the searches use; the previous version's while a newer one is built. */
  ready: WordIndex | undefined;
  building: Promise<WordIndex> | undefined;
  buildingVersion: string | undefined;
}

/** How often a kept index asks its source for its version: an edit is found within this time. */
export const VERSION_CHECK_MS = 1000;
/** Indexes kept (one per client's contracts and per language's help): the least recently used go first. */
const MAX_KEPT = 64;

const kept = new Map<string, Cached>();

function build(cached: Cached, source: IndexedSource, version: string): Promise<WordIndex> {
  if (cached.building && cached.buildingVersion === version) return cached.building;
  const building = source.documents().then((documents) => new WordIndex(documents));
  cached.building = building;
  cached.buildingVersion = version;
  building.then(
    (index) => {
      if (cached.building !== building) return;
      cached.ready = index;
      cached.version = version;
      cached.building = undefined;
    },
    () => {
      if (cached.building === building) cached.building = undefined;
    },
  );
  return building;
}

/**
 * The source's index, current within VERSION_CHECK_MS. The first search waits for it to be built;
 * later ones use the kept index while a changed source is indexed again, so a slow source (a
 * client's 5,000 contracts) never holds a keystroke up.
 */
export async function indexOf(source: IndexedSource, now = Date.now()): Promise<WordIndex> {
  let cached = kept.get(source.key);
  if (cached) {
    kept.delete(source.key);
    kept.set(source.key, cached);
  } else {
    cached = { version: '', checkedAt: 0, ready: undefined, building: undefined, buildingVersion: undefined };
    kept.set(source.key, cached);
    for (const oldest of kept.keys()) {
      if (kept.size <= MAX_KEPT) break;
      kept.delete(oldest);
    }
  }
  if (cached.ready && now - cached.checkedAt < VERSION_CHECK_MS) return cached.ready;
  cached.checkedAt = now;
  const version = await source.version();
  if (cached.ready && version === cached.version) return cached.ready;
  const building = build(cached, source, version);
  return cached.ready ?? (await building);
}

/** Forgets every kept index (tests). */
export function forgetIndexes(): void {
  kept.clear();
}
