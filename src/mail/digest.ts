/**
 * What a digest says (decisions 127, 143): for one person and one client, the contracts whose
 * notice is due by bucket (within 7, 30, 60 and 90 days), those whose notice was missed
 * (renewing), the contracts new since the last period, the decisions due and the RFP deadlines of
 * the next two weeks the person may see. A section with nothing in it is left out, and a digest
 * with no section is not sent. Pure: the contract model's states and the RFP deadlines in, plain
 * values out (they travel in the mail queue's jobs and are rendered by `messages/`).
 *
 * The sections are one list, DIGEST_SECTIONS, in the order the mail shows them, each made from
 * the contracts (the same for every reader of a client who sees its whole register: made once) or
 * from the RFP events (kept per reader to those they may see).
 */
import type { CalendarDay } from '../contracts/deadlines.ts';
import type { ContractState } from '../contracts/model.ts';
import type { RfpDeadlineItem } from './rfp.ts';

/** One line of a digest: a contract and the day that matters for it, or an RFP event's deadline. */
export type DigestItem = ContractItem | RfpDeadlineItem;

export interface ContractItem {
  /** The contract's item id: the mail links to its details. */
  id: string;
  title: string;
  vendor: string;
  /** What the day is: the last day to give notice, the end, the day it renews, a decision's day. */
  kind: 'notice' | 'end' | 'renews' | 'decisionBy';
  day: CalendarDay;
  owner: string | null;
}

export interface DigestSection {
  id: string;
  /** The register's address query showing the same contracts (`within=7`), when there is one. */
  view: string | null;
  items: DigestItem[];
}

/** What a digest is made from. */
export interface DigestSource {
  /** The client's contracts as the model sees them today. */
  states: readonly ContractState[];
  /** Contracts first seen on or after this day are new (the day the period before began). */
  newSince: CalendarDay;
  /** The day a contract was first seen by the portal; undefined: before the portal counted. */
  firstSeen(contractId: string): CalendarDay | undefined;
  /** The open RFP events due within two weeks that the reader may see (src/mail/rfp.ts). */
  rfpDeadlines: readonly RfpDeadlineItem[];
}

/** What a section is made from: the client's contracts, or the RFP events the reader may see. */
export type SectionSource = 'contracts' | 'rfpEvents';

interface SectionDefinition {
  id: string;
  view: string | null;
  from: SectionSource;
  items(source: DigestSource): DigestItem[];
}

const itemOf = (state: ContractState, kind: ContractItem['kind'], day: CalendarDay): ContractItem => ({
  id: state.entry.id,
  title: state.entry.facts.title ?? state.entry.fileName ?? '',
  vendor: state.entry.facts.vendor ?? '',
  kind,
  day,
  owner: state.entry.facts.owner,
});

const byDay = (a: ContractItem, b: ContractItem) =>
  a.day < b.day ? -1 : a.day > b.day ? 1 : a.title.localeCompare(b.title);

/** Open contracts whose deadline is `from` to `to` days ahead (both included). */
function noticeBucket(id: string, from: number, to: number, within: number): SectionDefinition {
  return {
    id,
    view: `within=${within}`,
    from: 'contracts',
    items: ({ states }) =>
      states
        .filter((state) => state.open && state.daysLeft !== null && state.daysLeft >= from && state.daysLeft <= to)
        .map((state) => itemOf(state, state.deadline?.kind ?? 'end', state.deadline?.day ?? ''))
        .sort(byDay),
  };
}

/** The digest's sections, in the order the mail shows them. */
export const DIGEST_SECTIONS: readonly SectionDefinition[] = [
  noticeBucket('notice7', 0, 7, 7),
  noticeBucket('notice30', 8, 30, 30),
  noticeBucket('notice60', 31, 60, 60),
  noticeBucket('notice90', 61, 90, 90),
  {
    id: 'missed',
    from: 'contracts',
    view: 'notice=missed',
    items: ({ states }) =>
      states
        .filter((state) => state.noticeMissed && state.termEnd !== null)
        .map((state) => itemOf(state, 'renews', state.termEnd ?? ''))
        .sort(byDay),
  },
  {
    id: 'decisionsDue',
    from: 'contracts',
    view: null,
    items: ({ states }) =>
      states
        .filter((state) => state.decisionDue !== null)
        .map((state) => itemOf(state, 'decisionBy', state.decisionDue ?? ''))
        .sort(byDay),
  },
  {
    id: 'newContracts',
    from: 'contracts',
    view: null,
    items: ({ states, newSince, firstSeen }) =>
      states
        .filter((state) => {
          const seen = firstSeen(state.entry.id);
          return seen !== undefined && seen >= newSince && !state.ended;
        })
        .map((state) => itemOf(state, state.deadline?.kind ?? 'end', state.deadline?.day ?? state.termEnd ?? ''))
        .sort(byDay),
  },
  { id: 'rfpDeadlines', view: null, from: 'rfpEvents', items: ({ rfpDeadlines }) => [...rfpDeadlines] },
];

/** Items a digest lists per section at most; the rest is counted and left to the register. */
export const DIGEST_ITEMS_SHOWN = 25;

export type DigestSections = (DigestSection & { total: number })[];

/**
 * The digest's non-empty sections (each with at most DIGEST_ITEMS_SHOWN items, `total` the count);
 * only those made `from` one source when it is named (the mail run makes the contracts' once).
 */
export function digestOf(source: DigestSource, from?: SectionSource): DigestSections {
  return DIGEST_SECTIONS.flatMap((section) => {
    if (from !== undefined && section.from !== from) return [];
    const items = section.items(source);
    return items.length === 0
      ? []
      : [{ id: section.id, view: section.view, items: items.slice(0, DIGEST_ITEMS_SHOWN), total: items.length }];
  });
}

/** Sections made apart (the contracts' and the RFP events'), in DIGEST_SECTIONS' order. */
export function digestInOrder(...parts: DigestSections[]): DigestSections {
  const order = (id: string) => DIGEST_SECTIONS.findIndex((section) => section.id === id);
  return parts.flat().sort((a, b) => order(a.id) - order(b.id));
}
