import { foldedWords, foldText, keysOfWord } from './normalise.ts';

/** A piece of shown text, marked when it is one of the words that matched. */
export interface Segment {
  text: string;
  mark: boolean;
}

/** A word as written: letters, digits and what is drawn with them (marks, tatweel, joiners). */
const WRITTEN_WORD = /[\p{L}\p{N}\p{M}\u0640\u200C\u200D]+/gu;

function matches(word: string, terms: ReadonlySet<string>): boolean {
  return keysOfWord(foldText(word)).some((key) => terms.has(key));
}

/**
 * The text cut into marked and unmarked pieces: a word is marked when one of its folded keys is a
 * matched term (the index's own words, so a prefix or a typo marks the whole word that was found).
 * Rendered as text nodes and <mark>, never as HTML.
 */
export function markWords(text: string, terms: readonly string[]): Segment[] {
  const wanted = new Set(terms);
  const segments: Segment[] = [];
  let plain = '';
  let last = 0;
  for (const found of text.matchAll(WRITTEN_WORD)) {
    const start = found.index;
    if (!matches(found[0], wanted)) continue;
    plain += text.slice(last, start);
    if (plain) segments.push({ text: plain, mark: false });
    plain = '';
    segments.push({ text: found[0], mark: true });
    last = start + found[0].length;
  }
  plain += text.slice(last);
  if (plain) segments.push({ text: plain, mark: false });
  return segments;
}

/** Characters of an excerpt around the first match. */
export const EXCERPT_LENGTH = 160;

/**
 * A few words of a long text around its first matched word (the text's start when none is in it),
 * cut at word boundaries, with an ellipsis where it was cut.
 */
export function excerptOf(text: string, terms: readonly string[], length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const wanted = new Set(terms);
  let at = 0;
  for (const found of flat.matchAll(WRITTEN_WORD)) {
    if (matches(found[0], wanted)) {
      at = found.index;
      break;
    }
  }
  let start = Math.max(0, Math.min(at - Math.floor(length / 4), flat.length - length));
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? '… ' : ''}${flat.slice(start, end)}${end < flat.length ? ' …' : ''}`;
}

/**
 * The words of a title that contain the query (the specification's rule for screens: a title
 * matches when it contains the query), for marking them.
 */
export function wordsContaining(title: string, query: string): string[] {
  const whole = foldText(query.trim());
  const parts = foldedWords(query);
  return foldedWords(title).filter(
    (word) => (whole && word.includes(whole)) || parts.some((part) => word.includes(part)),
  );
}
