import type { RfpRow } from '../../../content/schemas/rfp.ts';
import type { StorageConfig } from '../../../server/storage/storage.ts';
import { type Proposal, proposalsOf } from '../../scoring.ts';
import { askedQuestions, phaseOf, type RfpEvent } from '../event.ts';
import { eventsOf, readResponse } from './event-store.ts';

/**
 * A closed RFP event as its evaluation reads it: one row per question with each submitting
 * vendor's answer, in the shape the evaluation's rules (scores, weights, totals, consensus,
 * export) take, and the portal's proposed scores. Only a closed event has one: before the
 * deadline the answers are sealed.
 */
export interface EvaluatedRfp {
  event: RfpEvent;
  rows: RfpRow[];
  /** The vendors that submitted, in the order they were invited. */
  vendors: string[];
  proposals: Map<string, Proposal>;
  /** Where the evaluation is kept. */
  key: string;
}

export const evaluationKeyOf = (event: Pick<RfpEvent, 'id'>): string => `event:${event.id}`;

/** Whether an event's answers may be read by the client's side: it has closed. */
export const unsealed = (event: RfpEvent, now: Date): boolean => {
  const phase = phaseOf(event, now);
  return phase === 'closed' || phase === 'awarded';
};

// A closed event's answers no longer change: its rows are made once (a few events kept).
const made = new Map<string, EvaluatedRfp>();
const KEPT = 20;

export async function evaluatedRfp(
  config: StorageConfig,
  event: RfpEvent,
  now: Date,
): Promise<EvaluatedRfp | undefined> {
  if (!unsealed(event, now)) return undefined;
  const kept = made.get(event.id);
  // The award changes the event, not its answers: the rows stay, the event is the current one.
  if (kept) return { ...kept, event };
  const submitted: { organisation: string; answers: Record<string, string> }[] = [];
  for (const vendor of event.invited) {
    const response = await readResponse(config, event.id, vendor.organisation);
    if (!response.submitted) continue;
    const answers = { ...response.submitted.answers };
    // A files answer reads as the names of the files submitted (not those of a later draft).
    const byQuestion = new Map<number, string[]>();
    for (const file of response.submitted.receipt.files)
      byQuestion.set(file.question, [...(byQuestion.get(file.question) ?? []), file.name]);
    for (const [question, names] of byQuestion) {
      if (!answers[String(question)]) answers[String(question)] = names.join(', ');
    }
    submitted.push({ organisation: vendor.organisation, answers });
  }
  const rows: RfpRow[] = askedQuestions(event).map((question) => ({
    Row: question.id,
    SecNum: question.secNum,
    SecSub: question.secSub,
    Section: question.section,
    Subsection: question.subsection,
    Question: question.text,
    answers: submitted.map((vendor) => ({
      vendor: vendor.organisation,
      value: vendor.answers[String(question.id)] ?? null,
    })),
  }));
  const evaluated: EvaluatedRfp = {
    event,
    rows,
    vendors: submitted.map((vendor) => vendor.organisation),
    proposals: proposalsOf(rows),
    key: evaluationKeyOf(event),
  };
  made.set(event.id, evaluated);
  if (made.size > KEPT) made.delete(made.keys().next().value as string);
  return evaluated;
}

/** The client's newest event whose answers can be evaluated (closed or awarded), of the project if it has one. */
export async function newestEvaluable(
  config: StorageConfig,
  clientId: string,
  project: string,
  now: Date,
): Promise<RfpEvent | undefined> {
  const events = (await eventsOf(config, clientId, now)).filter((event) => unsealed(event, now));
  return events.find((event) => event.project === project) ?? events[0];
}
