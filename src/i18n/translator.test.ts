import { describe, expect, it } from 'vitest';
import { translatorFor } from './translator.ts';

describe('the server translator', () => {
  it('counts in the plural forms of each language', () => {
    expect(translatorFor('en')('content:faq.count', { count: 1 })).toBe('1 question');
    expect(translatorFor('en')('content:faq.count', { count: 12 })).toBe('12 questions');
    expect(translatorFor('ar')('content:faq.count', { count: 2 })).toBe('سؤالان (2)');
    expect(translatorFor('ar')('content:faq.count', { count: 7 })).toBe('7 أسئلة');
    expect(translatorFor('ar')('content:faq.count', { count: 12 })).toBe('12 سؤالًا');
  });
});
