/**
 * Dictionary strings in the browser: islands get their dictionary from the server and fill the
 * `{{placeholders}}` (i18next's syntax) and choose plural forms here, without loading i18next.
 */

/** Fills `{{name}}` placeholders; a value not given leaves the placeholder empty. */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The language's plural category of a count (`one`, `other`, and for Arabic `zero`, `two`, `few`, `many`). */
export function pluralCategory(count: number, tag: string): Intl.LDMLPluralRule {
  return new Intl.PluralRules(tag).select(count);
}
