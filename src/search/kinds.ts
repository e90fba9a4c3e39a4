/**
 * What the one search finds, in the order its sections show: the portal's screens, the active
 * client's contracts and library documents, FAQ answers, knowledge-base articles and RFP questions.
 */
export const searchKinds = ['pages', 'contracts', 'documents', 'faq', 'articles', 'rfp'] as const;
export type SearchKind = (typeof searchKinds)[number];

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (searchKinds as readonly string[]).includes(value);
}

/** A found thing, as the suggestions and the results page show it. */
export interface SearchHit {
  id: string;
  kind: SearchKind;
  title: string;
  /** Where it opens (the contract's details, the document in its folder, the answer open…). */
  url: string;
  /** A few words around the first match, or the thing's own short description. */
  excerpt: string;
  /** Its language when it may differ from the page's (English data on an Arabic page). */
  lang?: string | undefined;
  /** The folded words that matched, for marking them (src/search/marks.ts). */
  terms: string[];
  /** Opens in a new tab (a navigation link that says so). */
  newTab?: boolean | undefined;
}

/** One kind's answer: its best hits, how many there are, or why it could not search. */
export interface SearchSection {
  kind: SearchKind;
  hits: SearchHit[];
  total: number;
  /** The source did not answer in time or failed: the other sections still do. */
  failed?: 'timeout' | 'unavailable' | undefined;
}

export interface SearchAnswer {
  /** Only the kinds the person may search, in section order. */
  sections: SearchSection[];
}

/** Hits per section in the toolbar's suggestions; "Show all results" leads to the rest. */
export const SUGGESTIONS_PER_KIND = 3;
/** Hits per page of the results page. */
export const RESULTS_PER_PAGE = 20;
