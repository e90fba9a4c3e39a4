/**
 * Dictionary strings in the browser: islands get their dictionary from the server and fill the
 * `{{placeholders}}` (i18next's syntax) and choose plural forms here, without loading i18next.
 */
import { pluralRulesOf } from './intl-cache.ts';

/**
 * Fills `{{name}}` placeholders; a value not given leaves the placeholder empty. With `numbers`,
 * numbers are written in the language's digits (`{{name}}` and `{{name, number}}` alike, as the
 * server's translator writes `{{name, number}}`).
 */
export function interpolate(
  template: string,
  values: Record<string, string | number> = {},
  numbers?: Intl.NumberFormat,
): string {
  return template.replace(/\{\{\s*(\w+)\s*(?:,\s*number\s*)?\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) return '';
    return typeof value === 'number' && numbers ? numbers.format(value) : String(value);
  });
}

/** The language's plural category of a count (`one`, `other`, and for Arabic `zero`, `two`, `few`, `many`). */
export function pluralCategory(count: number, tag: string): Intl.LDMLPluralRule {
  return pluralRulesOf(tag).select(count);
}
