/**
 * SharePoint Online's rules for a file or folder name, checked as the person types, so a name the
 * library would refuse is explained before it is sent. The rules are written once for the portal
 * and the Graph stand-in (packages/sharepoint/names.ts); each has its own message in the dictionaries.
 */
import { type NameProblem, nameProblem } from '../../packages/sharepoint/names.ts';

export type NameRule = Exclude<NameProblem, 'pathTooLong'> | 'taken';

/** The first rule `name` breaks, or undefined when SharePoint would take it. `taken`: names already in the folder. */
export function nameRuleBroken(name: string, taken: readonly string[] = []): NameRule | undefined {
  const problem = nameProblem(name);
  if (problem) return problem;
  // SharePoint's names are unique whatever the case.
  const folded = name.toLowerCase();
  if (taken.some((other) => other.toLowerCase() === folded)) return 'taken';
  return undefined;
}
