import { describe, expect, it } from 'vitest';
import { textOfHtml } from './html-text.ts';

describe('textOfHtml', () => {
  it('keeps the words and reads entities', () => {
    expect(textOfHtml('<p>Fleet&nbsp;lease &amp; <a href="/x">renewal</a></p>\n<p>&#8220;Q&#x2019;s&#8221;</p>')).toBe(
      'Fleet lease & renewal “Q’s”',
    );
  });
});
