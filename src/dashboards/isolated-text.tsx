import { createElement, Fragment, type ReactNode } from 'react';
import type { Translator } from '../i18n/texts.ts';

/** Marks a value's place in a translated sentence: private-use characters no dictionary holds. */
const open = '\uE000';
const close = '\uE001';
const place = new RegExp(`${open}(\\d+)${close}`);

/**
 * Each translator's sentences with their places marked, split once: a dictionary does not change
 * while a page or process runs, and a dashboard asks for the same four on every request (an
 * i18next lookup with values costs about 10 µs, a map lookup nothing; decision 108).
 */
const splitSentences = new WeakMap<Translator, Map<string, string[]>>();

function splitSentence(t: Translator, key: string, names: readonly string[]): string[] {
  let sentences = splitSentences.get(t);
  if (!sentences) {
    sentences = new Map();
    splitSentences.set(t, sentences);
  }
  const id = `${key}\u0000${names.join('\u0000')}`;
  let parts = sentences.get(id);
  if (!parts) {
    const marked = Object.fromEntries(names.map((name, index) => [name, `${open}${index}${close}`]));
    // split() with a group: text, index, text, index, …, text.
    parts = t(key, marked).split(place);
    sentences.set(id, parts);
  }
  return parts;
}

/**
 * A sentence of the dictionary with each of `values` in a `<bdi>` of its own: a name in another
 * script than the page (an English name in an Arabic page) takes its own direction, so the
 * sentence's punctuation ("!", ":") stays on the sentence's side instead of following the name.
 */
export function isolatedText(t: Translator, key: string, values: Record<string, string>): ReactNode {
  const names = Object.keys(values);
  // Passed as arguments, the parts of a fixed sentence need no keys.
  const parts = splitSentence(t, key, names).map((part, position) => {
    if (position % 2 === 0) return part;
    const name = names[Number(part)];
    return createElement('bdi', null, name === undefined ? '' : values[name]);
  });
  return createElement(Fragment, null, ...parts.filter((part) => part !== ''));
}
