/**
 * What a write handler calls to leave its entry in the client's audit trail (decision 131):
 *
 *     await recordChange(context, { object: { kind: 'contract', id, label }, action: 'edited', before, after });
 *
 * The person, whether they act for the client (staff), the client, the project, the time, and the
 * request and trace ids come from the request; the changed fields are worked out from `before` and
 * `after`. Call it after the change was made, before answering.
 */
import type { APIContext } from 'astro';
import { authRoles, hasPermission } from '../../auth/roles.ts';
import type { PortalSession } from '../../auth/server/session-store.ts';
import { sessionRoles } from '../../auth/server/sessions.ts';
import { activeClientOf } from '../../clients/client.ts';
import { logOf } from '../../server/log.ts';
import { traceFields } from '../../server/tracing/spans.ts';
import { type AuditDraft, type AuditEntry, type AuditObject, changesOf } from '../entry.ts';
import { subjectOf } from './people.ts';
import { auditStoreOf } from './store.ts';

type Fields = Readonly<Record<string, unknown>>;

/** A sign-in and a sign-out, as a change of the person's session in the active client's trail. */
export const SIGNED_IN: Change = { object: { kind: 'session', id: 'portal' }, action: 'signedIn' };
export const SIGNED_OUT: Change = { object: { kind: 'session', id: 'portal' }, action: 'signedOut' };

/** The trail of what is the provider's own and no client's (the help content). */
export const PROVIDER_TRAIL = { id: 'provider' } as const;

export interface Change {
  /** What changed: its kind in the product's words, its id, and what a person reads for it. */
  object: AuditObject;
  /** What was done: `created`, `edited`, `deleted`, `shared`, `signedIn`… */
  action: string;
  /** The object's fields before (null or absent: it did not exist). */
  before?: Fields | null;
  /** Its fields after (null or absent: it no longer exists). */
  after?: Fields | null;
  /** The client whose trail it goes to, when not the active client (a sign-out, a switch). */
  client?: { id: string } | undefined;
  /** The project, when the change is of one other than the person's first chosen (an RFP's). */
  project?: string | undefined;
}

/** The request the change was made in: the locals the middleware set. */
export type ChangeContext = Pick<APIContext, 'locals'>;

/** The entry a change makes, not yet in its chain; undefined when no client is concerned. */
export async function draftOf(
  context: ChangeContext,
  change: Change,
  now = new Date(),
): Promise<AuditDraft | undefined> {
  const { locals } = context;
  const client = change.client ?? locals.activeClient;
  if (!client) return undefined;
  const session = locals.session;
  const actor = session ? await subjectOf(locals.config, session) : 'system';
  const staff = hasPermission(authRoles.staff, locals.roles);
  const trace = traceFields();
  return {
    at: now.toISOString(),
    actor,
    actingFor: staff ? client.id : null,
    client: client.id,
    project: change.project ?? session?.activeProject[0] ?? null,
    object: change.object,
    action: change.action,
    changes: changesOf(change.before, change.after),
    requestId: locals.requestId ?? null,
    traceId: 'traceId' in trace ? trace.traceId : null,
  };
}

/**
 * Appends the change to the client's trail and answers the entry kept. An entry that cannot be
 * kept (the storage is away) is written whole to the log at error level instead, and undefined is
 * answered: the change itself is made already and is not undone.
 */
export async function recordChange(context: ChangeContext, change: Change): Promise<AuditEntry | undefined> {
  let draft: AuditDraft | undefined;
  try {
    draft = await draftOf(context, change);
    if (!draft) return undefined;
    return await auditStoreOf(context.locals.config).append(draft);
  } catch (error) {
    logOf(context.locals.config).error({ err: error, audit: draft ?? change }, 'An audit entry could not be kept');
    return undefined;
  }
}

/**
 * The request as made by a session other than the one it came with: a sign-in's (the session just
 * opened, its active client and roles) or a switch's (the session after it).
 */
export function asSession(context: ChangeContext, session: PortalSession): ChangeContext {
  const activeClient = activeClientOf(session.clients, session.activeClientId);
  return { locals: { ...context.locals, session, activeClient, roles: sessionRoles(session, activeClient) } };
}
