/**
 * SharePoint Online's rules for a file or folder name, checked as the person types, so a name the
 * library would refuse is explained before it is sent (the Graph stand-in enforces the same rules,
 * packages/local-tenant/src/drive/names.ts). Each rule has its own message in the dictionaries.
 */

export const MAX_NAME_LENGTH = 255;

export type NameRule =
  | 'empty'
  | 'forbiddenCharacter'
  | 'outerSpace'
  | 'trailingDot'
  | 'reservedName'
  | 'vti'
  | 'tooLong'
  | 'taken';

/** The first rule `name` breaks, or undefined when SharePoint would take it. `taken`: names already in the folder. */
export function nameRuleBroken(name: string, taken: readonly string[] = []): NameRule | undefined {
  if (name.length === 0 || name === '.' || name === '..') return 'empty';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused too
  if (/["*:<>?/\\|\u0000-\u001f\u007f]/.test(name)) return 'forbiddenCharacter';
  if (name.trim() !== name) return 'outerSpace';
  if (name.endsWith('.')) return 'trailingDot';
  if (/^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i.test(name) || /^(\.lock|desktop\.ini)$/i.test(name))
    return 'reservedName';
  if (name.toLowerCase().includes('_vti_')) return 'vti';
  if (name.length > MAX_NAME_LENGTH) return 'tooLong';
  // SharePoint's names are unique whatever the case.
  const folded = name.toLowerCase();
  if (taken.some((other) => other.toLowerCase() === folded)) return 'taken';
  return undefined;
}
