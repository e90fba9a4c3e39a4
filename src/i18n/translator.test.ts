import { describe, expect, it } from 'vitest';
import { translatorFor } from './translator.ts';

describe('the server translator', () => {
  it('counts in the plural forms of each language', () => {
    expect(translatorFor('en')('content:faq.count', { count: 1 })).toBe('1 question');
    expect(translatorFor('en')('content:faq.count', { count: 12 })).toBe('12 questions');
    expect(translatorFor('ar')('content:faq.count', { count: 2 })).toBe('سؤالان');
    expect(translatorFor('ar')('content:faq.count', { count: 7 })).toBe('٧ أسئلة');
    expect(translatorFor('ar')('content:faq.count', { count: 12 })).toBe('١٢ سؤالًا');
  });

  it("writes counts in the language's own digits, as the rest of the page does", () => {
    expect(translatorFor('en')('content:faq.count', { count: 1200 })).toBe('1,200 questions');
    expect(translatorFor('tr')('dashboards:locker.lastDays', { count: 7 })).toBe('Son 7 gün');
    expect(translatorFor('ar')('dashboards:locker.lastDays', { count: 7 })).toBe('آخر ٧ أيام');
    expect(translatorFor('ar')('dashboards:locker.lastDays', { count: 15 })).toBe('آخر ١٥ يومًا');
    expect(translatorFor('ar')('demo:icons.count', { count: 12, total: 1500 })).toBe('١٢ من أصل ١٬٥٠٠ أيقونة');
    expect(translatorFor('ar')('rfp:filter.showing', { shown: 12, count: 315 })).toBe('يُعرض ١٢ من ٣١٥ سؤالًا');
    // Arabic counts take the noun's plural form by number: 1, 2, 3–10, 11–99, 100…
    const questions = (count: number) => translatorFor('ar')('rfp:questionCount', { count });
    expect([1, 2, 3, 11, 100].map(questions)).toEqual(['سؤال واحد', 'سؤالان', '٣ أسئلة', '١١ سؤالًا', '١٠٠ سؤال']);
    expect(translatorFor('ar')('rfp:sectionCount', { count: 3 })).toBe('٣ أقسام');
    expect(translatorFor('tr')('rfp:intro', { questions: '315 soru', sections: '3 bölüm' })).toBe(
      "Tedarikçilerin RFP'ye yanıtları, soru soru. 3 bölümde 315 soru.",
    );
  });

  it('answers a call with values as i18next does, the second time from what it kept', () => {
    const t = translatorFor('en');
    for (const count of [1, 2, 1, 2])
      expect(t('content:faq.count', { count })).toBe(count === 1 ? '1 question' : '2 questions');
    // The values are the key: another name or day is another answer.
    const sentence = (title: string, vendor: string) =>
      t('overview:tasks.notice', { contract: title, vendor, day: 'Dec 8' });
    expect(sentence('Cleaning', 'Sodexo')).toContain('Sodexo');
    expect(sentence('Cleaning', 'ISS')).toContain('ISS');
    expect(sentence('Cleaning', 'ISS')).not.toContain('Sodexo');
    // A value that is not text or a number (a date) is formatted each time, never kept.
    const day = new Date('2026-12-08T00:00:00Z');
    expect(t('content:faq.count', { count: 3, when: day })).toBe('3 questions');
    // An object asked for is the caller's own each time.
    const first = t('clients:errors', { returnObjects: true }) as unknown as Record<string, string>;
    expect(typeof first).toBe('object');
    first['unknownClient'] = 'changed';
    expect(
      (t('clients:errors', { returnObjects: true }) as unknown as Record<string, string>)['unknownClient'],
    ).not.toBe('changed');
  });
});
