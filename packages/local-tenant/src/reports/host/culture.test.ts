import { describe, expect, it } from 'vitest';
import { REPORT_CULTURES } from '../translations.ts';
import { cultureOf, textsOf } from './culture.ts';

describe("the report host's texts", () => {
  it('take the culture of the language, else one of the same language, else none', () => {
    expect(cultureOf(REPORT_CULTURES, 'ar-SA')?.name).toBe('ar-SA');
    expect(cultureOf(REPORT_CULTURES, 'TR-tr')?.name).toBe('tr-TR');
    expect(cultureOf(REPORT_CULTURES, 'ar')?.name).toBe('ar-SA');
    expect(cultureOf(REPORT_CULTURES, 'ar-EG')?.name).toBe('ar-SA');
    expect(cultureOf(REPORT_CULTURES, 'en-US')).toBeUndefined();
  });

  it('translate captions, labels and values, and keep what has no translation', () => {
    const arabic = textsOf(cultureOf(REPORT_CULTURES, 'ar-SA'));
    expect(arabic.caption('Total spend')).not.toBe('Total spend');
    expect(arabic.label('Overview')).not.toBe('Overview');
    expect(arabic.value('Paid')).not.toBe('Paid');
    expect(arabic.caption('No such column')).toBe('No such column');
    const english = textsOf(undefined);
    expect([english.caption('Total spend'), english.label('Overview'), english.value('Paid')]).toEqual([
      'Total spend',
      'Overview',
      'Paid',
    ]);
  });
});
