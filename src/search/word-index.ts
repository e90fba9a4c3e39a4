import MiniSearch, { type Query } from 'minisearch';
import type { SearchHit, SearchKind } from './kinds.ts';
import { excerptOf } from './marks.ts';
import { foldedWords, keysOfWord, queryWords, typosAllowed } from './normalise.ts';

/** A thing to be found: what is matched (title and text) and what is shown. */
export interface SearchDocument {
  id: string;
  kind: SearchKind;
  title: string;
  /** Full text matched after the title (an answer, an article's body, a contract's other facts). */
  text: string;
  url: string;
  /** Shown under the title instead of an excerpt of `text` (a contract's vendor, a section's name). */
  detail?: string | undefined;
  lang?: string | undefined;
  /**
   * Words it is also found by and never shown: its texts in the portal's other languages, so that
   * an Arabic, Turkish or English word finds it whatever the language of the page.
   */
  other?: string | undefined;
}

/**
 * One source's things, indexed by MiniSearch (decision 077) with the portal's own words
 * (src/search/normalise.ts): every word folded, Arabic words also without their article; asked
 * with every query word required, prefixes (of two letters or more) found while typing, one typo in
 * words of five letters or more.
 */
export class WordIndex {
  readonly size: number;
  readonly #documents = new Map<string, SearchDocument>();
  readonly #index = new MiniSearch<SearchDocument>({
    fields: ['title', 'text', 'other'],
    idField: 'id',
    tokenize: foldedWords,
    processTerm: (term) => keysOfWord(term),
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
  });

  constructor(documents: Iterable<SearchDocument>) {
    for (const document of documents) {
      if (this.#documents.has(document.id)) continue;
      this.#documents.set(document.id, document);
    }
    this.#index.addAll([...this.#documents.values()]);
    this.size = this.#documents.size;
  }

  /** The best matches first; every word of the query must match (exactly, as a prefix or within one typo). */
  search(query: string, limit = Number.POSITIVE_INFINITY): { hits: SearchHit[]; total: number } {
    const words = queryWords(query);
    if (words.length === 0) return { hits: [], total: 0 };
    const tree: Query = {
      combineWith: 'AND',
      queries: words.map((word) => ({ combineWith: 'OR', queries: keysOfWord(word) })),
    };
    const found = this.#index.search(tree, {
      // A single letter is a word of its own (`a`, `e`, `و`): as a prefix it would match nearly everything.
      prefix: (term) => [...term].length >= 2,
      fuzzy: (term) => typosAllowed(term),
      boost: { title: 3 },
      weights: { prefix: 0.6, fuzzy: 0.3 },
    });
    const hits = found.slice(0, limit).flatMap((result) => {
      const document = this.#documents.get(String(result.id));
      if (!document) return [];
      const hit: SearchHit = {
        id: document.id,
        kind: document.kind,
        title: document.title,
        url: document.url,
        excerpt: document.detail ?? excerptOf(document.text, result.terms),
        terms: result.terms,
        lang: document.lang,
      };
      return [hit];
    });
    return { hits, total: found.length };
  }
}
