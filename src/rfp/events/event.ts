import { z } from 'zod';

/**
 * An RFP event: a questionnaire a client's buyer sends to invited vendors, answered in the portal
 * before a deadline, sealed until it closes, then evaluated and awarded. Kept per client and
 * project in the portal's storage (server/event-store.ts).
 */

/** How a question is answered. */
export const answerTypes = ['text', 'yesNoPartial', 'choice', 'number', 'files'] as const;
export type AnswerType = (typeof answerTypes)[number];

/** The values of a yes / no / partial answer, as kept (the page shows them in the person's language). */
export const yesNoPartial = ['Yes', 'No', 'Partially'] as const;

// The limits live apart, without zod, so the vendor's answer form can read them in the browser.
import { LIMITS } from './limits.ts';

export { LIMITS };

export const questionSchema = z.object({
  /** The questionnaire's row number, unique in the event. */
  id: z.number().int().min(1),
  secNum: z.number().int().min(1),
  secSub: z.string().regex(/^\d+\.\d+$/),
  section: z.string().min(1),
  subsection: z.string().min(1),
  text: z.string().min(1).max(LIMITS.questionLength),
  type: z.enum(answerTypes),
  /** The choices of a `choice` question. */
  choices: z.array(z.string()).max(LIMITS.choices),
  /**
   * Withdrawn by an addendum while the event was open: still shown, with why, its answers kept but
   * never submitted nor evaluated.
   */
  withdrawn: z.object({ at: z.string(), reason: z.string().max(LIMITS.clarificationLength) }).optional(),
});
export type Question = z.infer<typeof questionSchema>;

const person = z.object({ uid: z.string(), name: z.string() });
export type Person = z.infer<typeof person>;

export const invitedSchema = z.object({
  /** The vendor organisation, as the auth API names a vendor user's company. */
  organisation: z.string().min(1).max(200),
  /** Its people to notify (their sign-in emails). */
  emails: z.array(z.string()),
});
export type Invited = z.infer<typeof invitedSchema>;

export const clarificationSchema = z.object({
  id: z.string(),
  question: z.string().max(LIMITS.clarificationLength),
  askedAt: z.string(),
  /** Kept to notify the asker; never shown to anyone. */
  askedBy: z.string(),
  answer: z.string().max(LIMITS.clarificationLength).nullable(),
  answeredAt: z.string().nullable(),
  /** The answer changes the questionnaire: answers already submitted are to confirm. */
  addendum: z.boolean(),
});
export type Clarification = z.infer<typeof clarificationSchema>;

export const eventStatuses = ['draft', 'open', 'closed', 'awarded'] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const eventSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  project: z.string(),
  title: z.string().min(1).max(LIMITS.titleLength),
  /** The client's time zone (IANA), in which the deadline was set. */
  timeZone: z.string(),
  /** The deadline, as an instant (ISO, UTC). */
  deadline: z.string(),
  status: z.enum(eventStatuses),
  createdAt: z.string(),
  createdBy: person,
  publishedAt: z.string().nullable(),
  /** When it closed, and who closed it (null: the deadline did). */
  closed: z.object({ at: z.string(), by: person.nullable() }).nullable(),
  award: z
    .object({ organisation: z.string(), reason: z.string().max(LIMITS.reasonLength), at: z.string(), by: person })
    .nullable(),
  questions: z.array(questionSchema).max(LIMITS.questions),
  invited: z.array(invitedSchema).max(LIMITS.vendors),
  clarifications: z.array(clarificationSchema),
  /** Raised by each addendum: a submission made under an older version is to confirm. */
  version: z.number().int().min(1),
  /** Deadline reminders already sent (days before), so each goes once. */
  remindersSent: z.array(z.number()),
});
export type RfpEvent = z.infer<typeof eventSchema>;

export const answerSchema = z.object({
  value: z.string().max(LIMITS.answerLength),
  /** Raised by every save: a save based on an older one is refused, so two tabs lose nothing. */
  rev: z.number().int().min(1),
  at: z.string(),
  by: z.string(),
});
export type Answer = z.infer<typeof answerSchema>;

export const attachedFileSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** The file's drive item in the client's library. */
  itemId: z.string(),
  at: z.string(),
});
export type AttachedFile = z.infer<typeof attachedFileSchema>;

export const receiptSchema = z.object({
  at: z.string(),
  by: person,
  answers: z.number().int(),
  files: z.array(
    z.object({
      question: z.number().int(),
      name: z.string(),
      sha256: z.string(),
      /** The file's drive item: what the submission holds, kept in the library while it does. */
      itemId: z.string().optional(),
    }),
  ),
  /** The questionnaire's version it answered. */
  version: z.number().int(),
  /** Entered by the buyer from a workbook the vendor sent. */
  offline: z.boolean(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** One vendor's answers to one event: the draft as they type, and what they last submitted. */
export const responseSchema = z.object({
  answers: z.record(z.string(), answerSchema),
  files: z.record(z.string(), z.array(attachedFileSchema)),
  /** The answers as submitted (question id → value), with the receipt. */
  submitted: z.object({ answers: z.record(z.string(), z.string()), receipt: receiptSchema }).nullable(),
});
export type VendorResponse = z.infer<typeof responseSchema>;

export const emptyResponse = (): VendorResponse => ({ answers: {}, files: {}, submitted: null });

/**
 * Where an event stands at an instant: an open event whose deadline has passed is closed, whether
 * or not the close has been written yet (the first request to see it writes it).
 */
export function phaseOf(event: Pick<RfpEvent, 'status' | 'deadline'>, now: Date): EventStatus {
  if (event.status === 'open' && now.getTime() >= Date.parse(event.deadline)) return 'closed';
  return event.status;
}

/** Whether vendors may still ask: until the cut-off before the deadline. */
export function clarificationsOpen(event: Pick<RfpEvent, 'status' | 'deadline'>, now: Date): boolean {
  const cutoff = Date.parse(event.deadline) - LIMITS.clarificationCutoffHours * 3_600_000;
  return phaseOf(event, now) === 'open' && now.getTime() < cutoff;
}

/** The instant after which vendors may no longer ask. */
export function clarificationCutoff(event: Pick<RfpEvent, 'deadline'>): Date {
  return new Date(Date.parse(event.deadline) - LIMITS.clarificationCutoffHours * 3_600_000);
}

/** Whether a vendor's submission answered an older questionnaire (an addendum came after it). */
export function toConfirm(event: Pick<RfpEvent, 'version'>, response: VendorResponse): boolean {
  return response.submitted !== null && response.submitted.receipt.version < event.version;
}

/** The questions still asked: not withdrawn by an addendum. */
export function askedQuestions(event: Pick<RfpEvent, 'questions'>): Question[] {
  return event.questions.filter((question) => !question.withdrawn);
}

/** The ids of the questions still asked, as the answers are keyed. */
export function askedIds(event: Pick<RfpEvent, 'questions'>): Set<string> {
  return new Set(askedQuestions(event).map((question) => String(question.id)));
}

/** A question still asked, by its row number. */
export function askedQuestion(event: Pick<RfpEvent, 'questions'>, id: number): Question | undefined {
  return event.questions.find((question) => question.id === id && !question.withdrawn);
}

/** The answers a submission would carry: the draft's non-empty values of questions still asked. */
export function answersToSubmit(event: Pick<RfpEvent, 'questions'>, response: VendorResponse): Record<string, string> {
  const asked = askedIds(event);
  return Object.fromEntries(
    Object.entries(response.answers)
      .filter(([id, answer]) => asked.has(id) && answer.value.trim() !== '')
      .map(([id, answer]) => [id, answer.value]),
  );
}
