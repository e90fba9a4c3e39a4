import type { Translator } from '../../i18n/texts.ts';
import { isolatedText } from '../isolated-text.tsx';

/** A dictionary sentence with each value from the data in a `<bdi>` of its own, for Astro parts. */
export function Sentence({ t, k, values }: { t: Translator; k: string; values: Record<string, string> }) {
  return <>{isolatedText(t, k, values)}</>;
}
