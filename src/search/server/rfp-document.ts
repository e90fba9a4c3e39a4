import { organisationKey } from '../../auth/vendor-organisation.ts';
import type { Viewer } from '../../rfp/events/access.ts';
import { eventRoleOf } from '../../rfp/events/access.ts';
import type { RfpEvent } from '../../rfp/events/event.ts';
import type { EvaluatedRfp } from '../../rfp/events/server/evaluated.ts';
import type { SearchDocument } from '../word-index.ts';

/**
 * One question of an RFP event as the search finds it: where it is and, once the event has
 * closed and for the client's side only, the vendors' answers (the excerpt shows the one that
 * matched). Before the deadline nobody finds an answer, and a vendor never finds another's.
 */
export function rfpDocument(
  event: RfpEvent,
  question: RfpEvent['questions'][number],
  answers: readonly string[],
): SearchDocument {
  return {
    id: `rfp:${event.id}:${question.id}`,
    kind: 'rfp',
    title: question.text,
    text: [`${event.title} · ${question.secSub} ${question.section} › ${question.subsection}`, ...answers].join(' · '),
    // The evaluation filters on the server for a closed event; an open one shows its questions on its page.
    url:
      answers.length > 0
        ? `/pages/rfp-analysis?${new URLSearchParams({ event: event.id, section: question.section, q: question.text })}`
        : `/apps/rfp-events/${encodeURIComponent(event.id)}`,
    lang: 'en',
  };
}

/** The search's documents of the events this person may see, answers only where they may read them. */
export function rfpDocumentsOf(
  events: readonly { event: RfpEvent; evaluated: EvaluatedRfp | undefined }[],
  viewer: Viewer,
): SearchDocument[] {
  return events.flatMap(({ event, evaluated }) => {
    const role = eventRoleOf(event, viewer);
    if (role === 'none') return [];
    const readable = role !== 'vendor' ? evaluated : undefined;
    const answersOf = (id: number) =>
      readable?.rows.find((row) => row.Row === id)?.answers.flatMap((answer) => answer.value ?? []) ?? [];
    return event.questions.map((question) => rfpDocument(event, question, answersOf(question.id)));
  });
}

/** The index's name for what this person may find: per client, and per vendor organisation. */
export function rfpIndexKey(clientId: string, viewer: Viewer, buyer: boolean): string {
  const who = viewer.organisation ? `vendor:${organisationKey(viewer.organisation)}` : buyer ? 'buyer' : 'client';
  return `rfp:${clientId}:${who}`;
}
