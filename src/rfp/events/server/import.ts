import { sameOrganisation } from '../../../auth/vendor-organisation.ts';
import { WORKBOOK_BODY_LIMIT } from '../../../server/http/json-body.ts';
import type { StorageConfig } from '../../../server/storage/storage.ts';
import { type EventProblem, invitedFrom, newEvent, offlineSubmission } from '../changes.ts';
import { askedQuestions, type Person, type RfpEvent } from '../event.ts';
import { addEvent, changeResponse } from './event-store.ts';
import { newId } from './place.ts';
import { type ReadQuestionnaire, readQuestionnaire } from './questionnaire-workbook.ts';

/** A workbook that did not come, or came too large. */
type FileProblem = { code: 'noFile' } | { code: 'fileTooLarge' };

/** What the import form was given, to show again with what went wrong. */
export interface ImportValues {
  title: string;
  deadline: string;
  timeZone: string;
  invited: string;
}

export type Imported =
  | { ok: true; event: RfpEvent }
  | {
      ok: false;
      values: ImportValues;
      /** The workbook as read, when it was one: what was extracted and each row that failed. */
      read?: ReadQuestionnaire;
      problem?: EventProblem | FileProblem;
    };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A workbook from a form, or why there is none. */
export async function workbookOf(form: FormData): Promise<ArrayBuffer | FileProblem> {
  const file = form.get('workbook');
  if (!(file instanceof File) || file.size === 0) return { code: 'noFile' };
  if (file.size > WORKBOOK_BODY_LIMIT) return { code: 'fileTooLarge' };
  return file.arrayBuffer();
}

/**
 * A new draft event from the import form: the questionnaire read from its workbook, the vendors
 * it invites (and any vendor column of the workbook, whose answers were given offline). A
 * workbook with a failed row, or a form with a bad value, keeps nothing.
 */
export async function importEvent(
  config: StorageConfig,
  form: FormData,
  place: { clientId: string; project: string; by: Person; now: Date },
): Promise<Imported> {
  const values: ImportValues = {
    title: text(form, 'title'),
    deadline: text(form, 'deadline'),
    timeZone: text(form, 'timeZone'),
    invited: text(form, 'invited'),
  };
  const data = await workbookOf(form);
  if ('code' in data) return { ok: false, values, problem: data };
  const read = await readQuestionnaire(data);
  if (read.problems.length > 0) return { ok: false, values, read };
  const invited = invitedFrom(values.invited);
  for (const vendor of read.vendors) {
    if (!invited.some((known) => sameOrganisation(known.organisation, vendor)))
      invited.push({ organisation: vendor, emails: [] });
  }
  const made = newEvent(
    { id: newId(), clientId: place.clientId, project: place.project, ...values, questions: read.questions, invited },
    place.by,
    place.now,
  );
  if (!made.ok) return { ok: false, values, read, problem: made.problem };
  await addEvent(config, made.value);
  for (const vendor of read.vendors) {
    const answers = read.answers[vendor] ?? {};
    if (Object.keys(answers).length === 0) continue;
    await changeResponse(config, made.value.id, vendor, (current) =>
      offlineSubmission(made.value, current, answers, place.by, place.now),
    );
  }
  return { ok: true, event: made.value };
}

/** Vendors' answers given offline, loaded onto an event: each vendor column of an invited vendor. */
export async function importAnswers(
  config: StorageConfig,
  event: RfpEvent,
  form: FormData,
  by: Person,
  now: Date,
): Promise<
  | { ok: true; loaded: string[]; unknownVendors: string[]; unknownRows: number[] }
  | { ok: false; read?: ReadQuestionnaire; problem?: FileProblem }
> {
  const data = await workbookOf(form);
  if ('code' in data) return { ok: false, problem: data };
  const read = await readQuestionnaire(data);
  if (read.problems.length > 0) return { ok: false, read };
  const asked = new Set(askedQuestions(event).map((question) => question.id));
  const unknownRows = read.questions.map((question) => question.id).filter((id) => !asked.has(id));
  const loaded: string[] = [];
  const unknownVendors: string[] = [];
  for (const vendor of read.vendors) {
    const invited = event.invited.find((known) => sameOrganisation(known.organisation, vendor));
    if (!invited) {
      unknownVendors.push(vendor);
      continue;
    }
    const answers = read.answers[vendor] ?? {};
    await changeResponse(config, event.id, invited.organisation, (current) =>
      offlineSubmission(event, current, answers, by, now),
    );
    loaded.push(invited.organisation);
  }
  return { ok: true, loaded, unknownVendors, unknownRows };
}
