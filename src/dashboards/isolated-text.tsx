import { createElement, Fragment, type ReactNode } from 'react';
import type { Translator } from '../i18n/texts.ts';

/** Marks a value's place in a translated sentence: private-use characters no dictionary holds. */
const open = '\uE000';
const close = '\uE001';

/**
 * A sentence of the dictionary with each of `values` in a `<bdi>` of its own: a name in another
 * script than the page (an English name in an Arabic page) takes its own direction, so the
 * sentence's punctuation ("!", ":") stays on the sentence's side instead of following the name.
 */
export function isolatedText(t: Translator, key: string, values: Record<string, string>): ReactNode {
  const names = Object.keys(values);
  const marked = Object.fromEntries(names.map((name, index) => [name, `${open}${index}${close}`]));
  const sentence = t(key, marked);
  // split() with a group: text, index, text, index, …, text. Passed as arguments, the parts of a
  // fixed sentence need no keys.
  const parts = sentence.split(new RegExp(`${open}(\\d+)${close}`)).map((part, position) => {
    if (position % 2 === 0) return part;
    const name = names[Number(part)];
    return createElement('bdi', null, name === undefined ? '' : values[name]);
  });
  return createElement(Fragment, null, ...parts.filter((part) => part !== ''));
}
