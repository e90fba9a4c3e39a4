import { problemOf } from '../../file-manager/problem.ts';
import type { DriveError } from '../../file-manager/services/drive-client.ts';
import type { Translate } from '../../i18n/texts.ts';

/** What the library's refusal (or the connection's failure) comes down to, in the page's language. */
export function refusalText(error: DriveError | undefined, t: Translate): string {
  const problem = problemOf(error);
  // Every problem has a text of its own (fileManager:errors.busy, …); 'other' shows Graph's words.
  if (problem === 'other') return t('fileManager:errors.other', { message: error?.message ?? '' });
  return t(`fileManager:errors.${problem}`);
}
