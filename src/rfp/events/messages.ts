import type { TFunction } from 'i18next';
import type { EventProblem } from './changes.ts';
import { LIMITS } from './limits.ts';
import type { WorkbookProblem } from './server/questionnaire-workbook.ts';

/** A workbook's problem in the person's words. */
export function workbookProblemText(t: TFunction, problem: WorkbookProblem): string {
  if (problem.code === 'tooMany') {
    return t(
      problem.what === 'questions' ? 'rfpEvents:problems.tooManyQuestions' : 'rfpEvents:problems.tooManyVendors',
      { limit: problem.limit },
    );
  }
  const { line: _line, code, ...values } = problem;
  return t(`rfpEvents:problems.${code}`, values);
}

/** A refused change in the person's words. */
export function eventProblemText(t: TFunction, problem: EventProblem): string {
  const { code, ...values } = problem;
  return t(`rfpEvents:errors.${code}`, { hours: LIMITS.clarificationCutoffHours, ...values });
}
