/**
 * The report's texts in the portal's language, from the model's translations (translations.ts)
 * as Power BI shows them: captions of columns and measures, the report's own labels, values of a
 * translated column. A text without a translation is shown as it is written.
 */
import type { ReportCulture } from '../translations.ts';

export interface Texts {
  /** A column's or measure's caption (metadata translation). */
  caption(name: string): string;
  /** One of the report's own texts (report label). */
  label(text: string): string;
  /** A value of a translated column (data translation): a status, a category. */
  value(text: string): string;
}

/** The culture of the language (ar-SA), else one of the same language (ar), else none: the defaults. */
export function cultureOf(cultures: readonly ReportCulture[], language: string): ReportCulture | undefined {
  const base = (tag: string) => tag.split('-')[0]?.toLowerCase();
  return (
    cultures.find((culture) => culture.name.toLowerCase() === language.toLowerCase()) ??
    cultures.find((culture) => base(culture.name) === base(language))
  );
}

export function textsOf(culture: ReportCulture | undefined): Texts {
  return {
    caption: (name) => culture?.translatedCaptions[name] ?? name,
    label: (text) => culture?.labels[text] ?? text,
    value: (text) => culture?.values[text] ?? text,
  };
}
