import type { StorageConfig } from '../../../server/storage/storage.ts';
import type { Viewer } from '../access.ts';
import {
  awarded,
  type EventProblem,
  published,
  submitted,
  withClarificationAnswered,
  withQuestionAsked,
  withQuestionWithdrawn,
} from '../changes.ts';
import { phaseOf, type RfpEvent } from '../event.ts';
import { changeEvent, changeResponse, readResponse } from './event-store.ts';
import { importAnswers } from './import.ts';
import { newId } from './place.ts';
import type { ReadQuestionnaire } from './questionnaire-workbook.ts';

/** What the event page's forms ask for, each by its role. */
const actionsOf = {
  buyer: ['publish', 'answerClarification', 'withdrawQuestion', 'award', 'importAnswers'],
  vendor: ['ask', 'submit'],
  client: [],
} as const;

/** What a done action changed, for the client's audit trail: the event's fields before and after. */
export interface EventChange {
  action: string;
  before?: Record<string, unknown> | undefined;
  after: Record<string, unknown>;
}

export type EventActionOutcome =
  | { done: string; values?: Record<string, string | number>; change?: EventChange }
  | { action: string; problem: EventProblem }
  | { action: 'importAnswers'; read?: ReadQuestionnaire; fileProblem?: 'noFile' | 'fileTooLarge' }
  | { refused: true };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * Runs one form of the event page for the person, checked against the event as it stands when
 * the change is written (another request may have changed it since the page was read).
 */
export async function runEventAction(
  config: StorageConfig,
  place: { event: RfpEvent; role: 'buyer' | 'vendor' | 'client'; viewer: Viewer },
  form: FormData,
  now: Date,
): Promise<EventActionOutcome> {
  const action = text(form, 'action');
  const allowed: readonly string[] = actionsOf[place.role];
  if (!allowed.includes(action)) return { refused: true };
  const by = { uid: place.viewer.uid, name: place.viewer.name };
  let problem: EventProblem | undefined;
  const change = (apply: (current: RfpEvent) => { ok: true; value: RfpEvent } | { ok: false; problem: EventProblem }) =>
    changeEvent(config, place.event.id, (current) => {
      const outcome = apply(current);
      if (outcome.ok) return outcome.value;
      problem = outcome.problem;
      return undefined;
    });

  switch (action) {
    case 'publish':
      await change((current) => published(current, now));
      return problem
        ? { action, problem }
        : {
            done: 'published',
            change: {
              action: 'published',
              before: { status: 'draft' },
              after: { status: 'open', deadline: place.event.deadline },
            },
          };
    case 'answerClarification':
      await change((current) =>
        withClarificationAnswered(
          current,
          { id: text(form, 'clarification'), answer: text(form, 'answer'), addendum: form.get('addendum') === 'on' },
          now,
        ),
      );
      return problem
        ? { action, problem }
        : {
            done: 'answered',
            change: {
              action: 'clarified',
              after: { answer: text(form, 'answer').trim(), addendum: form.get('addendum') === 'on' },
            },
          };
    case 'withdrawQuestion': {
      const question = Number(text(form, 'question'));
      const reason = text(form, 'reason');
      await change((current) => withQuestionWithdrawn(current, { question, reason }, now));
      return problem
        ? { action, problem }
        : {
            done: 'withdrawn',
            values: { question },
            change: { action: 'questionWithdrawn', after: { question, reason: reason.trim() } },
          };
    }
    case 'ask':
      // Not in the client's trail: vendors ask without their name reaching the client (decision 140).
      await change((current) => withQuestionAsked(current, newId(), text(form, 'question'), by.uid, now));
      return problem ? { action, problem } : { done: 'asked' };
    case 'submit': {
      const organisation = place.viewer.organisation ?? '';
      let answers = 0;
      await changeResponse(config, place.event.id, organisation, (current) => {
        const outcome = submitted(place.event, current, by, now);
        if (outcome.ok) {
          answers = outcome.value.submitted?.receipt.answers ?? 0;
          return outcome.value;
        }
        problem = outcome.problem;
        return undefined;
      });
      // The receipt, never the answers: they stay sealed until the deadline.
      return problem
        ? { action, problem }
        : { done: 'submitted', change: { action: 'submitted', after: { vendor: organisation, answers } } };
    }
    case 'award': {
      const submittedBy: string[] = [];
      for (const vendor of place.event.invited) {
        if ((await readResponse(config, place.event.id, vendor.organisation)).submitted)
          submittedBy.push(vendor.organisation);
      }
      await change((current) =>
        awarded(
          current,
          { organisation: text(form, 'organisation'), reason: text(form, 'reason'), submittedBy },
          by,
          now,
        ),
      );
      return problem
        ? { action, problem }
        : {
            done: 'awarded',
            change: {
              action: 'awarded',
              before: { status: phaseOf(place.event, now) },
              after: { status: 'awarded', vendor: text(form, 'organisation'), reason: text(form, 'reason').trim() },
            },
          };
    }
    case 'importAnswers': {
      const phase = phaseOf(place.event, now);
      if (phase !== 'draft' && phase !== 'open') return { action, problem: { code: 'late' } };
      const outcome = await importAnswers(config, place.event, form, by, now);
      if (!outcome.ok)
        return {
          action,
          ...(outcome.read ? { read: outcome.read } : {}),
          ...(outcome.problem ? { fileProblem: outcome.problem.code } : {}),
        };
      return {
        done: 'answersImported',
        change: { action: 'answersImported', after: { vendors: outcome.loaded.join(', ') } },
        values: {
          count: outcome.loaded.length,
          unknownVendors: outcome.unknownVendors.join(', '),
          unknownRows: outcome.unknownRows.join(', '),
        },
      };
    }
    default:
      return { refused: true };
  }
}
