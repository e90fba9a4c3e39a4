import { type EventRole, eventRoleOf, type Viewer } from './access.ts';
import { phaseOf, type RfpEvent } from './event.ts';

/** Days before the deadline an invited vendor is reminded. */
export const DEADLINE_REMINDER_DAYS = [3, 1] as const;

/** What an RFP event tells a person, once each: a bell notification's values. */
export interface RfpNotice {
  once: string;
  /** When what it tells happened (ISO): mail tells only what is recent (src/mail/rfp.ts). */
  at: string;
  values: {
    what: 'invited' | 'deadlineSoon' | 'clarificationAnswered' | 'closed' | 'awarded';
    event: string;
    eventId: string;
    client: string;
    days?: number;
    deadline?: string;
  };
}

/**
 * The notices the client's events owe a person as things stand (decision 140): to an invited
 * vendor, the invitation, the deadline 3 days and 1 day ahead and each clarification answered;
 * to everyone who follows the event, its close and its award. Each under a key sent once, so
 * asking again (the next sign-in, another instance) adds nothing already said.
 */
export function rfpNotices(events: readonly RfpEvent[], viewer: Viewer, client: string, now: Date): RfpNotice[] {
  const notices: RfpNotice[] = [];
  for (const event of events) {
    const role: EventRole = eventRoleOf(event, viewer);
    if (role === 'none') continue;
    const phase = phaseOf(event, now);
    const base = { event: event.title, eventId: event.id, client };
    const key = (what: string) => `rfp:${event.id}:${what}`;
    if (role === 'vendor') {
      if (phase === 'open') {
        notices.push({
          once: key('invited'),
          at: event.publishedAt ?? event.createdAt,
          values: { ...base, what: 'invited', deadline: event.deadline },
        });
        const left = Date.parse(event.deadline) - now.getTime();
        // Only the nearest reminder that is due: a first visit a day before is not told "3 days".
        const due = DEADLINE_REMINDER_DAYS.filter((days) => left <= days * 86_400_000).at(-1);
        if (due !== undefined)
          notices.push({
            once: key(`due${due}`),
            at: new Date(Date.parse(event.deadline) - due * 86_400_000).toISOString(),
            values: { ...base, what: 'deadlineSoon', days: due },
          });
      }
      for (const clarification of event.clarifications) {
        if (clarification.answer !== null) {
          notices.push({
            once: key(`clarification:${clarification.id}`),
            at: clarification.answeredAt ?? now.toISOString(),
            values: { ...base, what: 'clarificationAnswered' },
          });
        }
      }
    }
    // Closed by the buyer (after the deadline) or by the deadline itself, written or not yet.
    if (phase === 'closed' || phase === 'awarded')
      notices.push({
        once: key('closed'),
        at: event.closed?.at ?? event.deadline,
        values: { ...base, what: 'closed' },
      });
    if (phase === 'awarded')
      notices.push({
        once: key('awarded'),
        at: event.award?.at ?? now.toISOString(),
        values: { ...base, what: 'awarded' },
      });
  }
  return notices;
}
