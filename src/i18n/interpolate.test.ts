import { describe, expect, it } from 'vitest';
import { interpolate, pluralCategory } from './interpolate.ts';

describe('dictionary strings in the browser', () => {
  it('fills placeholders, with or without spaces, and empties unknown ones', () => {
    expect(interpolate('{{name}} was not uploaded: {{ message }}', { name: 'a.pdf', message: 'no' })).toBe(
      'a.pdf was not uploaded: no',
    );
    expect(interpolate('Hello {{who}}')).toBe('Hello ');
  });

  it('chooses the plural category of the language', () => {
    expect(pluralCategory(1, 'en')).toBe('one');
    expect(pluralCategory(2, 'en')).toBe('other');
    expect(pluralCategory(2, 'ar')).toBe('two');
  });
});
