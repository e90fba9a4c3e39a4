import { describe, expect, it } from 'vitest';
import { expirationWidgetSchema } from '../content/schemas/contract-locker.ts';
import { parseContract } from './contract.ts';
import { expirationWidgetOf } from './widgets.ts';

const contract = (fields: Record<string, unknown>) =>
  parseContract({ Vendor: 'V', Title: 'T', Status: 'Active', ...fields }, { id: '1' });

describe('expirations by year from the register', () => {
  it('counts ends and notice days per month, in the specification’s shape', () => {
    const widget = expirationWidgetOf(
      [
        contract({ EndDate: '2027-03-31' }),
        contract({ EndDate: '2027-03-15', AutoRenew: true, NoticePeriodDays: 60 }),
        contract({ EndDate: '2026-12-01', Status: 'Draft' }),
        contract({ EndDate: 'soon' }),
        contract({ EndDate: '2031-06-30' }),
      ],
      '2026-11-26',
      'Contract expirations',
    );
    expect(expirationWidgetSchema.safeParse(widget).success).toBe(true);
    expect(widget.currentYear).toBe('2026');
    expect(Object.keys(widget.years)).toEqual(['2025', '2026', '2027', '2028', '2031']);
    const [due, expiring, renewing] = widget.years['2027']?.series ?? [];
    expect(expiring?.data[2]).toBe(1);
    expect(renewing?.data[2]).toBe(1);
    expect(due?.data[0]).toBe(1); // notice by 2027-01-14
    expect(widget.years['2026']?.series.every((series) => series.data.every((n) => n === 0))).toBe(true);
  });
});
