import type { Translator } from '../i18n/texts.ts';

/** The range codes a widget offers, in the order its data lists them. */
export function rangeCodes<Code extends string>(ranges: Partial<Record<Code, string>>): Code[] {
  return Object.keys(ranges) as Code[];
}

/** The range picker's options for these codes, named in the reader's language (`dashboards:ranges.<code>`). */
export function rangeOptions(t: Translator, codes: readonly string[]): { value: string; label: string }[] {
  return codes.map((code) => ({ value: code, label: t(`dashboards:ranges.${code}`) }));
}

/** The range a widget shows: the one the address asks for when it is one of the options, else the current one. */
export function chosenRange(options: readonly { value: string }[], current: string, requested: string | null): string {
  return options.some((option) => option.value === requested) && requested !== null ? requested : current;
}
