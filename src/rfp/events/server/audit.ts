import { type ChangeContext, recordChange } from '../../../audit/server/record.ts';
import type { RfpEvent } from '../event.ts';
import type { EventChange } from './actions.ts';

/**
 * What was done to an event, in the client's audit trail (decision 140): the event named by its
 * title, in its project. Never an answer's text nor a file's name: they stay sealed until the
 * deadline, and the trail is read by the client's people before it.
 */
export function recordEventChange(context: ChangeContext, event: RfpEvent, change: EventChange) {
  return recordChange(context, {
    object: { kind: 'rfpEvent', id: event.id, label: event.title },
    action: change.action,
    before: change.before ?? null,
    after: change.after,
    project: event.project,
  });
}
