import { sameOrganisation } from '../../auth/vendor-organisation.ts';
import { isTimeZone } from '../../i18n/time-zones.ts';
import { type FileProblem, fileProblemOf } from './attachments.ts';
import {
  type Answer,
  type AttachedFile,
  answersToSubmit,
  askedIds,
  askedQuestion,
  askedQuestions,
  type Clarification,
  clarificationsOpen,
  type Invited,
  LIMITS,
  type Person,
  phaseOf,
  type Question,
  type Receipt,
  type RfpEvent,
  type VendorResponse,
  yesNoPartial,
} from './event.ts';
import { instantOf } from './zoned-time.ts';

/**
 * The changes an RFP event and a vendor's answers go through, each checked against the event as
 * it stands: pure functions of what they are given, so a storage that retries a change (Redis,
 * two instances) gets the same result.
 */

/** Why a change is refused: a dictionary key of `rfpEvents:errors.*`, with its values. */
export type EventProblem =
  | { code: 'titleMissing' | 'badDeadline' | 'badTimeZone' | 'deadlinePassed' | 'noVendors' | 'notOpen' | 'late' }
  | { code: 'notDraft' | 'notClosed' | 'notInvited' | 'notSubmitted' | 'clarificationsClosed' | 'emptyText' }
  | { code: 'tooLong'; limit: number }
  | { code: 'tooMany'; limit: number }
  | { code: 'questionGone'; question: number }
  | { code: 'notANumber' | 'notAChoice' | 'notYesNoPartial' | 'filesOnly' }
  | { code: 'unknownClarification' }
  | { code: 'lastQuestion' }
  | FileProblem
  | { code: 'notFiles' | 'fileGone' };

export type Changed<T> = { ok: true; value: T } | { ok: false; problem: EventProblem };
const refuse = <T>(problem: EventProblem): Changed<T> => ({ ok: false, problem });

export interface NewEventInput {
  id: string;
  clientId: string;
  project: string;
  title: string;
  timeZone: string;
  /** The deadline on the client's wall clock (`2026-12-18T17:00`). */
  deadline: string;
  questions: Question[];
  invited: Invited[];
}

/** A draft event, its deadline read in its time zone. */
export function newEvent(input: NewEventInput, by: Person, now: Date): Changed<RfpEvent> {
  const title = input.title.trim();
  if (!title) return refuse({ code: 'titleMissing' });
  if (title.length > LIMITS.titleLength) return refuse({ code: 'tooLong', limit: LIMITS.titleLength });
  if (!isTimeZone(input.timeZone)) return refuse({ code: 'badTimeZone' });
  const deadline = instantOf(input.deadline, input.timeZone);
  if (!deadline) return refuse({ code: 'badDeadline' });
  if (deadline.getTime() <= now.getTime()) return refuse({ code: 'deadlinePassed' });
  if (input.invited.length === 0) return refuse({ code: 'noVendors' });
  if (input.invited.length > LIMITS.vendors) return refuse({ code: 'tooMany', limit: LIMITS.vendors });
  return {
    ok: true,
    value: {
      id: input.id,
      clientId: input.clientId,
      project: input.project,
      title,
      timeZone: input.timeZone,
      deadline: deadline.toISOString(),
      status: 'draft',
      createdAt: now.toISOString(),
      createdBy: by,
      publishedAt: null,
      closed: null,
      award: null,
      questions: input.questions,
      invited: input.invited,
      clarifications: [],
      version: 1,
      remindersSent: [],
    },
  };
}

/**
 * The invited vendors written one a line, `Organisation: email, email` (the emails may be left
 * out); the same organisation twice is one.
 */
export function invitedFrom(text: string): Invited[] {
  const invited: Invited[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [name = '', emails = ''] = line.split(/:(.*)/s);
    const organisation = name.trim();
    if (!organisation) continue;
    const found = invited.find((vendor) => sameOrganisation(vendor.organisation, organisation));
    const listed = emails
      .split(/[,;\s]+/)
      .map((email) => email.trim().toLowerCase())
      .filter((email) => /^[^@\s]+@[^@\s]+$/.test(email));
    if (found) found.emails = [...new Set([...found.emails, ...listed])];
    else invited.push({ organisation: organisation.slice(0, 200), emails: [...new Set(listed)] });
  }
  return invited;
}

export function published(event: RfpEvent, now: Date): Changed<RfpEvent> {
  if (event.status !== 'draft') return refuse({ code: 'notDraft' });
  if (Date.parse(event.deadline) <= now.getTime()) return refuse({ code: 'deadlinePassed' });
  return { ok: true, value: { ...event, status: 'open', publishedAt: now.toISOString() } };
}

/** Whether a value suits its question's type (files are attached, not typed). */
function valueProblem(question: Question, value: string): EventProblem | undefined {
  if (value.length > LIMITS.answerLength) return { code: 'tooLong', limit: LIMITS.answerLength };
  const text = value.trim();
  if (text === '') return undefined;
  switch (question.type) {
    case 'number':
      return Number.isFinite(Number(text.replace(/[\s,]/g, ''))) ? undefined : { code: 'notANumber' };
    case 'choice':
      return question.choices.includes(text) ? undefined : { code: 'notAChoice' };
    case 'yesNoPartial':
      return yesNoPartial.some((choice) => text === choice || text.startsWith(`${choice}:`))
        ? undefined
        : { code: 'notYesNoPartial' };
    case 'files':
      return { code: 'filesOnly' };
    default:
      return undefined;
  }
}

/** The outcome of saving one answer: saved, refused, or based on an older save (another tab). */
export type AnswerSaved =
  | { ok: true; value: VendorResponse; answer: Answer }
  | { ok: false; problem: EventProblem }
  | { ok: false; conflict: Answer };

/** Saves one answer of the draft, unless another tab or device saved it since `basedOn`. */
export function withAnswer(
  event: RfpEvent,
  response: VendorResponse,
  input: { question: number; value: string; basedOn: number },
  by: string,
  now: Date,
): AnswerSaved {
  if (phaseOf(event, now) !== 'open') return { ok: false, problem: { code: 'late' } };
  const question = askedQuestion(event, input.question);
  if (!question) return { ok: false, problem: { code: 'questionGone', question: input.question } };
  const problem = valueProblem(question, input.value);
  if (problem) return { ok: false, problem };
  const key = String(input.question);
  const current = response.answers[key];
  if (current && current.rev !== input.basedOn) return { ok: false, conflict: current };
  const answer: Answer = { value: input.value, rev: (current?.rev ?? 0) + 1, at: now.toISOString(), by };
  return { ok: true, value: { ...response, answers: { ...response.answers, [key]: answer } }, answer };
}

/**
 * Whether a file may be attached to a question of the vendor's draft now: while the event is open,
 * to a `files` question still asked, of a kind and size taken, under the count per answer. Asked
 * before the file is stored, and again as it is recorded (another tab may have attached one since).
 */
export function attachProblem(
  event: RfpEvent,
  response: VendorResponse,
  input: { question: number; name: string; size: number },
  now: Date,
): EventProblem | undefined {
  if (phaseOf(event, now) !== 'open') return { code: 'late' };
  const question = askedQuestion(event, input.question);
  if (!question) return { code: 'questionGone', question: input.question };
  if (question.type !== 'files') return { code: 'notFiles' };
  return fileProblemOf(input, response.files[String(input.question)]?.length ?? 0);
}

/** Records a file stored for a question of the draft. */
export function withFileAttached(
  event: RfpEvent,
  response: VendorResponse,
  question: number,
  file: AttachedFile,
  now: Date,
): Changed<VendorResponse> {
  const problem = attachProblem(event, response, { question, name: file.name, size: file.size }, now);
  if (problem) return refuse(problem);
  const key = String(question);
  return {
    ok: true,
    value: { ...response, files: { ...response.files, [key]: [...(response.files[key] ?? []), file] } },
  };
}

/**
 * Takes a file off the draft, while the event is open. A submission made before keeps it in its
 * receipt: what was submitted stays as it was until the vendor submits again.
 */
export function withoutFile(
  event: RfpEvent,
  response: VendorResponse,
  question: number,
  itemId: string,
  now: Date,
): Changed<VendorResponse> {
  if (phaseOf(event, now) !== 'open') return refuse({ code: 'late' });
  const key = String(question);
  const attached = response.files[key] ?? [];
  if (!attached.some((file) => file.itemId === itemId)) return refuse({ code: 'fileGone' });
  return {
    ok: true,
    value: { ...response, files: { ...response.files, [key]: attached.filter((file) => file.itemId !== itemId) } },
  };
}

/** Submits the draft: before the deadline only, with a receipt of what went. */
export function submitted(event: RfpEvent, response: VendorResponse, by: Person, now: Date): Changed<VendorResponse> {
  if (phaseOf(event, now) !== 'open') return refuse({ code: 'late' });
  const answers = answersToSubmit(event, response);
  const asked = askedIds(event);
  const files = Object.entries(response.files)
    .filter(([question]) => asked.has(question))
    .flatMap(([question, attached]) =>
      attached.map((file) => ({
        question: Number(question),
        name: file.name,
        sha256: file.sha256,
        itemId: file.itemId,
      })),
    );
  const receipt: Receipt = {
    at: now.toISOString(),
    by,
    answers: Object.keys(answers).length + new Set(files.map((file) => file.question)).size,
    files,
    version: event.version,
    offline: false,
  };
  return { ok: true, value: { ...response, submitted: { answers, receipt } } };
}

/** A vendor's answers given offline (a workbook), entered by the buyer as that vendor's submission. */
export function offlineSubmission(
  event: RfpEvent,
  response: VendorResponse,
  answers: Record<string, string>,
  by: Person,
  now: Date,
): VendorResponse {
  const asked = askedIds(event);
  const kept = Object.fromEntries(
    Object.entries(answers).filter(([id, value]) => asked.has(id) && value.trim() !== ''),
  );
  return {
    ...response,
    submitted: {
      answers: kept,
      receipt: {
        at: now.toISOString(),
        by,
        answers: Object.keys(kept).length,
        files: [],
        version: event.version,
        offline: true,
      },
    },
  };
}

export function withQuestionAsked(event: RfpEvent, id: string, text: string, by: string, now: Date): Changed<RfpEvent> {
  if (!clarificationsOpen(event, now)) return refuse({ code: 'clarificationsClosed' });
  const question = text.trim();
  if (!question) return refuse({ code: 'emptyText' });
  if (question.length > LIMITS.clarificationLength)
    return refuse({ code: 'tooLong', limit: LIMITS.clarificationLength });
  const asked: Clarification = {
    id,
    question,
    askedAt: now.toISOString(),
    askedBy: by,
    answer: null,
    answeredAt: null,
    addendum: false,
  };
  return { ok: true, value: { ...event, clarifications: [...event.clarifications, asked] } };
}

/**
 * The buyer's answer to a clarification, for every vendor. An addendum changes the questionnaire:
 * the event's version goes up and every submission made before it is to confirm.
 */
export function withClarificationAnswered(
  event: RfpEvent,
  input: { id: string; answer: string; addendum: boolean },
  now: Date,
): Changed<RfpEvent> {
  if (phaseOf(event, now) !== 'open') return refuse({ code: 'notOpen' });
  const answer = input.answer.trim();
  if (!answer) return refuse({ code: 'emptyText' });
  if (answer.length > LIMITS.clarificationLength) return refuse({ code: 'tooLong', limit: LIMITS.clarificationLength });
  if (!event.clarifications.some((clarification) => clarification.id === input.id))
    return refuse({ code: 'unknownClarification' });
  return {
    ok: true,
    value: {
      ...event,
      version: input.addendum ? event.version + 1 : event.version,
      clarifications: event.clarifications.map((clarification) =>
        clarification.id === input.id
          ? { ...clarification, answer, answeredAt: now.toISOString(), addendum: input.addendum }
          : clarification,
      ),
    },
  };
}

/**
 * The buyer withdraws a question while the event is open, saying why: an addendum, so the
 * event's version goes up and every submission made before it is to confirm. The question stays
 * in the event, marked, and the answers given to it stay in each vendor's draft (nothing typed is
 * lost); they are no longer submitted nor evaluated. The last question still asked stays.
 */
export function withQuestionWithdrawn(
  event: RfpEvent,
  input: { question: number; reason: string },
  now: Date,
): Changed<RfpEvent> {
  if (phaseOf(event, now) !== 'open') return refuse({ code: 'notOpen' });
  const reason = input.reason.trim();
  if (!reason) return refuse({ code: 'emptyText' });
  if (reason.length > LIMITS.clarificationLength) return refuse({ code: 'tooLong', limit: LIMITS.clarificationLength });
  if (!askedQuestion(event, input.question)) return refuse({ code: 'questionGone', question: input.question });
  if (askedQuestions(event).length === 1) return refuse({ code: 'lastQuestion' });
  return {
    ok: true,
    value: {
      ...event,
      version: event.version + 1,
      questions: event.questions.map((question) =>
        question.id === input.question ? { ...question, withdrawn: { at: now.toISOString(), reason } } : question,
      ),
    },
  };
}

/** The award: to a vendor that was invited and submitted, once the event has closed. */
export function awarded(
  event: RfpEvent,
  input: { organisation: string; reason: string; submittedBy: readonly string[] },
  by: Person,
  now: Date,
): Changed<RfpEvent> {
  if (phaseOf(event, now) !== 'closed') return refuse({ code: 'notClosed' });
  const vendor = event.invited.find((invited) => sameOrganisation(invited.organisation, input.organisation));
  if (!vendor) return refuse({ code: 'notInvited' });
  if (!input.submittedBy.some((organisation) => sameOrganisation(organisation, vendor.organisation))) {
    return refuse({ code: 'notSubmitted' });
  }
  const reason = input.reason.trim();
  if (!reason) return refuse({ code: 'emptyText' });
  if (reason.length > LIMITS.reasonLength) return refuse({ code: 'tooLong', limit: LIMITS.reasonLength });
  return {
    ok: true,
    value: {
      ...event,
      status: 'awarded',
      award: { organisation: vendor.organisation, reason, at: now.toISOString(), by },
    },
  };
}
