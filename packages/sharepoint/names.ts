/**
 * SharePoint Online's rules for file and folder names, as its documentation lists them: no
 * `" * : < > ? / \ |`, no leading or trailing spaces, no trailing dot, not a reserved device name
 * (CON, PRN, AUX, NUL, COM0–COM9, LPT0–LPT9, with or without an extension), no `_vti_` anywhere,
 * not `.lock` or `desktop.ini`, at most 255 characters a name and 400 for the whole decoded path.
 *
 * Written once for both sides (decision 086): the portal checks a name as it is typed
 * (src/file-manager/names.ts) and the local tenant's Graph stand-in refuses it as SharePoint does
 * (packages/local-tenant/src/drive/names.ts). Neither may import the other, so the rules live
 * here, plain TypeScript importing nothing.
 */

export const MAX_NAME_LENGTH = 255;
export const MAX_PATH_LENGTH = 400;

export type NameProblem =
  | 'empty'
  | 'forbiddenCharacter'
  | 'outerSpace'
  | 'trailingDot'
  | 'reservedName'
  | 'vti'
  | 'tooLong'
  | 'pathTooLong';

/** The first rule `name` breaks, or undefined when SharePoint would accept it. */
export function nameProblem(name: string): Exclude<NameProblem, 'pathTooLong'> | undefined {
  if (name.length === 0 || name === '.' || name === '..') return 'empty';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused too
  if (/["*:<>?/\\|\u0000-\u001f\u007f]/.test(name)) return 'forbiddenCharacter';
  if (name.trim() !== name) return 'outerSpace';
  if (name.endsWith('.')) return 'trailingDot';
  if (/^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i.test(name) || /^(\.lock|desktop\.ini)$/i.test(name))
    return 'reservedName';
  if (name.toLowerCase().includes('_vti_')) return 'vti';
  if (name.length > MAX_NAME_LENGTH) return 'tooLong';
  return undefined;
}

/** Like `nameProblem`, and the whole path (`parent/name` below the library root) within 400 characters. */
export function pathProblem(parent: string, name: string): NameProblem | undefined {
  const problem = nameProblem(name);
  if (problem) return problem;
  return (parent ? `${parent}/${name}` : name).length > MAX_PATH_LENGTH ? 'pathTooLong' : undefined;
}
