/**
 * How the one search compares words, in every language the portal speaks: a word is folded to a
 * key that ignores what a reader does not type or does not see, on both sides (what is indexed and
 * what is asked).
 *
 * - Case and accents (the specification's rule): compatibility decomposition, then every combining
 *   mark removed; `ß` and ligatures come apart on the way.
 * - Turkish: dotted and dotless i are one letter (İ, I, i, ı all fold to `i`), as a reader typing on
 *   a keyboard without Turkish letters expects `isik` to find `Işık`, and `ISTANBUL` `İstanbul`.
 * - Arabic: the short vowels and other marks (tashkeel) go with the combining marks; the tatweel
 *   (ـ, a stretch drawn between letters) is removed; hamza seats and madda fold to their letter
 *   (أ إ آ ٱ → ا, ؤ → و, ئ → ي), alif maqsura to ya (ى → ي), ta marbuta to ha (ة → ه), and the
 *   presentation forms a copied text may hold to the letters they draw. A word with the article
 *   (ال, and وال بال كال فال لل) is also indexed without it, so `عقد` finds `العقد`.
 * - Bidirectional and zero-width controls a right-to-left text or a paste carries are dropped.
 */

/** Directional marks, embeddings and isolates, and zero-width characters: never part of a word. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\u00AD]/g;
const TATWEEL = /\u0640/g;
const COMBINING = /\p{M}/gu;

const letterFolds: Record<string, string> = {
  ı: 'i',
  ٱ: 'ا',
  ى: 'ي',
  ی: 'ي',
  ک: 'ك',
  ة: 'ه',
  ø: 'o',
  đ: 'd',
  ł: 'l',
};
const FOLDED_LETTERS = new RegExp(`[${Object.keys(letterFolds).join('')}]`, 'g');

/** Eastern Arabic and Persian digits read as the digits a contract number is typed with. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** Text folded for comparison (offsets into the original do not survive: marks and controls are removed). */
export function foldText(text: string): string {
  return westernDigits(
    text
      .replace(INVISIBLE, '')
      .replace(TATWEEL, '')
      .normalize('NFKD')
      .replace(COMBINING, '')
      // Lower case without a locale: `I` must not become `ı` for one reader and `i` for another.
      .toLowerCase()
      .replace(FOLDED_LETTERS, (letter) => letterFolds[letter] ?? letter),
  );
}

/** A word: letters and digits (a word's own marks are folded away before this applies). */
const WORD = /[\p{L}\p{N}]+/gu;

/** The folded words of a text, in order (repeats kept). */
export function foldedWords(text: string): string[] {
  return foldText(text).match(WORD) ?? [];
}

const ARABIC_ARTICLES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'] as const;
const ARABIC_LETTER = /^[\u0621-\u064A]/;

/**
 * The keys a folded word is indexed and asked under: itself, and for an Arabic word that starts
 * with the article, the word without it (only when at least two letters remain, so `الى` stays).
 */
export function keysOfWord(word: string): string[] {
  if (!ARABIC_LETTER.test(word)) return [word];
  const article = ARABIC_ARTICLES.find((prefix) => word.startsWith(prefix) && word.length - prefix.length >= 2);
  return article ? [word, word.slice(article.length)] : [word];
}

/** Longest query the search reads: a pasted page must not cost the server more than a sentence. */
export const MAX_QUERY_LENGTH = 200;
/** Words of a query the search reads; more add nothing a person could want from a search box. */
export const MAX_QUERY_WORDS = 8;

/** The words a person asked for, folded; empty when nothing searchable is left (`*`, quotes, marks). */
export function queryWords(query: string): string[] {
  return [...new Set(foldedWords(query.slice(0, MAX_QUERY_LENGTH)))].slice(0, MAX_QUERY_WORDS);
}

/**
 * How far a word of the query may be from an indexed word and still match: one letter (added,
 * missing or changed) for words of five letters or more, none for shorter ones, whose neighbours
 * are other words (`lease` / `least` is allowed; `fee` / `fed` is not).
 */
export function typosAllowed(word: string): number {
  return [...word].length >= 5 ? 1 : 0;
}
