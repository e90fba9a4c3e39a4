/**
 * SharePoint Online's name rules (written once for the portal and the stand-in:
 * packages/sharepoint/names.ts), and the words the stand-in refuses a name with, so a caller can
 * tell the person which rule.
 */
import {
  MAX_NAME_LENGTH,
  MAX_PATH_LENGTH,
  type NameProblem,
  nameProblem,
  pathProblem,
} from '../../../sharepoint/names.ts';

export { MAX_NAME_LENGTH, MAX_PATH_LENGTH, type NameProblem, nameProblem, pathProblem };

const MESSAGES: Record<NameProblem, string> = {
  empty: 'The name is empty.',
  forbiddenCharacter: 'The name contains a character SharePoint does not allow: " * : < > ? / \\ |',
  outerSpace: 'The name begins or ends with a space.',
  trailingDot: 'The name ends with a dot.',
  reservedName: 'The name is reserved (CON, PRN, AUX, NUL, COM0-9, LPT0-9, .lock, desktop.ini).',
  vti: 'Names cannot contain _vti_.',
  tooLong: `The name is longer than ${MAX_NAME_LENGTH} characters.`,
  pathTooLong: `The path is longer than ${MAX_PATH_LENGTH} characters.`,
};

export function nameProblemMessage(problem: NameProblem): string {
  return MESSAGES[problem];
}
