import { Fragment } from 'react';
import { markWords } from '../marks.ts';

/**
 * Text with its matched words in <mark> (text nodes only: a title or an excerpt is never HTML).
 * The rest stays bare text, not spans: an accessible name is then the words with their spaces.
 */
export function Marked({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {markWords(text, terms).map((segment, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in order, never reordered
        segment.mark ? <mark key={index}>{segment.text}</mark> : <Fragment key={index}>{segment.text}</Fragment>,
      )}
    </>
  );
}
