/**
 * What the Activity page and its exports read (decision 131): a client's entries matching the
 * filters, newest first, with the people named (a pseudonymised one as a former person), and each
 * entry as the cells a person reads.
 */
import type { TFunction } from 'i18next';
import { fileNamePart } from '../../contracts/server/export.ts';
import type { StorageConfig } from '../../server/storage/storage.ts';
import type { Cell, TableColumn } from '../../server/table-export.ts';
import { type ActivityFilter, choicesOf, matchesFilter, rangeOf } from '../activity.ts';
import type { AuditChange, AuditEntry } from '../entry.ts';
import { type AuditPerson, peopleNamed } from './people.ts';
import { auditStoreOf } from './store.ts';

/** Entries the page shows at once, newest first; the exports take every match. */
export const ACTIVITY_SHOWN = 200;
/** The most a read looks at: older entries are reached by narrowing the dates. */
const READ_AT_MOST = 50_000;

export interface Activity {
  /** Every match, newest first. */
  entries: AuditEntry[];
  /** What the filters offer: the people, objects and actions of the dates chosen. */
  choices: ReturnType<typeof choicesOf>;
  people: Map<string, AuditPerson>;
}

export async function activityOf(config: StorageConfig, client: string, filter: ActivityFilter): Promise<Activity> {
  const within = await auditStoreOf(config).recent(client, { ...rangeOf(filter), limit: READ_AT_MOST });
  const entries = within.filter((entry) => matchesFilter(entry, filter));
  const choices = choicesOf(within);
  return { entries, choices, people: await peopleNamed(config, choices.people) };
}

/** A person as the trail names them: their name, the portal itself, or a former person's short pseudonym. */
export function personName(subject: string, people: Map<string, AuditPerson>, t: TFunction): string {
  if (subject === 'system') return t('audit:portal');
  return people.get(subject)?.name ?? t('audit:formerPerson', { id: subject.slice(0, 8) });
}

const KNOWN = (t: TFunction, group: 'kinds' | 'actions', key: string) =>
  t(`audit:${group}.${key}`, { defaultValue: key });

/** What changed: its kind, and what a person reads for it when it has a name (ids are the machine's). */
export function objectName(entry: AuditEntry, t: TFunction): string {
  const kind = KNOWN(t, 'kinds', entry.object.kind);
  return entry.object.label ? `${kind}: ${entry.object.label}` : kind;
}

export function actionName(action: string, t: TFunction): string {
  return KNOWN(t, 'actions', action);
}

function shown(value: AuditChange['before'], t: TFunction): string {
  return value === undefined || value === null || value === '' ? t('audit:nothing') : String(value);
}

/** Each changed field, before and after, on a line of its own. */
export function changesText(changes: readonly AuditChange[], t: TFunction): string {
  return changes
    .map((change) =>
      t('audit:change', { field: change.field, before: shown(change.before, t), after: shown(change.after, t) }),
    )
    .join('\n');
}

const COLUMNS = ['at', 'person', 'actingFor', 'project', 'object', 'action', 'changes', 'requestId'] as const;
type Column = (typeof COLUMNS)[number];

export function activityColumns(t: TFunction): TableColumn<Column>[] {
  return COLUMNS.map((key) => ({
    key,
    header: t(`audit:columns.${key}`),
    width: key === 'changes' || key === 'object' ? 48 : key === 'requestId' ? 38 : 20,
    ...(key === 'at' ? { numFmt: 'yyyy-mm-dd hh:mm:ss' } : {}),
  }));
}

/** An entry as the export's cells: its time as a date, the rest as text. */
export function activityCells(
  entry: AuditEntry,
  people: Map<string, AuditPerson>,
  t: TFunction,
  clientName: string,
): Record<Column, Cell> {
  return {
    at: new Date(entry.at),
    person: personName(entry.actor, people, t),
    actingFor: entry.actingFor ? t('audit:staffFor', { client: clientName }) : null,
    project: entry.project,
    object: objectName(entry, t),
    action: actionName(entry.action, t),
    changes: changesText(entry.changes, t),
    requestId: entry.requestId,
  };
}

/** The export's file name: the client, `activity`, the day. */
export function activityFileName(clientName: string, day: string, extension: string): string {
  return `${fileNamePart(clientName)}-activity-${day}.${extension}`;
}
