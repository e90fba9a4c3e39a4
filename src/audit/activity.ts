/**
 * The Activity page's rules (decision 131): who may read a client's trail, and the filters a person
 * sets, kept in the address so a view of the trail can be shared and reloaded.
 */
import { authRoles, hasPermission } from '../auth/roles.ts';
import type { AuditEntry } from './entry.ts';

/**
 * Whether the person may read the active client's trail: the provider's staff serving that client,
 * and the client's own people; a vendor user does not (the trail names other vendors' contracts).
 */
export function readsTrail(roles: readonly string[]): boolean {
  return hasPermission(authRoles.cpUsers, roles);
}

export interface ActivityFilter {
  /** A subject id (the person), or empty for anyone. */
  person: string;
  /** An object's kind (`contract`), or empty for any. */
  object: string;
  /** An object's id (one contract's history), or empty for any. */
  objectId: string;
  action: string;
  /** Days, `YYYY-MM-DD`, both included; empty for no bound. */
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 200;

function dayParam(value: string | null): string {
  return value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : '';
}

const textParam = (value: string | null) => (value ?? '').trim().slice(0, MAX_TEXT);

export function activityFilterOf(query: URLSearchParams): ActivityFilter {
  return {
    person: textParam(query.get('person')),
    object: textParam(query.get('object')),
    objectId: textParam(query.get('id')),
    action: textParam(query.get('action')),
    from: dayParam(query.get('from')),
    to: dayParam(query.get('to')),
  };
}

/** The filter as a query string, empty parts left out. */
export function queryOfFilter(filter: ActivityFilter): string {
  const query = new URLSearchParams();
  const parts: [string, string][] = [
    ['person', filter.person],
    ['object', filter.object],
    ['id', filter.objectId],
    ['action', filter.action],
    ['from', filter.from],
    ['to', filter.to],
  ];
  for (const [name, value] of parts) if (value) query.set(name, value);
  return query.toString();
}

/** The time range of the filter's days, in ms since epoch (`until` excluded). */
export function rangeOf(filter: ActivityFilter): { since?: number; until?: number } {
  return {
    ...(filter.from ? { since: Date.parse(`${filter.from}T00:00:00Z`) } : {}),
    ...(filter.to ? { until: Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000 } : {}),
  };
}

export function matchesFilter(entry: AuditEntry, filter: ActivityFilter): boolean {
  const at = Date.parse(entry.at);
  const { since = Number.NEGATIVE_INFINITY, until = Number.POSITIVE_INFINITY } = rangeOf(filter);
  return (
    (!filter.person || entry.actor === filter.person) &&
    (!filter.object || entry.object.kind === filter.object) &&
    (!filter.objectId || entry.object.id === filter.objectId) &&
    (!filter.action || entry.action === filter.action) &&
    at >= since &&
    at < until
  );
}

/** The values each filter offers: those the trail holds, in a stable order. */
export function choicesOf(entries: readonly AuditEntry[]): { people: string[]; objects: string[]; actions: string[] } {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
  return {
    people: sorted(entries.map((entry) => entry.actor)),
    objects: sorted(entries.map((entry) => entry.object.kind)),
    actions: sorted(entries.map((entry) => entry.action)),
  };
}
