import { describe, expect, it } from 'vitest';
import mockWidgets from '../content/mock/contract-locker-widgets.json';
import {
  donutWidgetSchema,
  expirationWidgetSchema,
  lockerWidgetsSchema,
  sparklineWidgetSchema,
} from '../content/schemas/contract-locker.ts';
import { parseContract } from './contract.ts';
import {
  activeWidgetOf,
  expirationWidgetOf,
  keptLockerWidgetsOf,
  mainCurrencyOf,
  monthlyValueWidgetOf,
  renewalsWidgetOf,
  spendWidgetOf,
  statusWidgetOf,
  vendorMapWidgetOf,
  vendorsByCategoryOf,
} from './widgets.ts';

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

describe('the contract locker widgets from the register', () => {
  const today = '2026-11-26';
  const register = [
    contract({
      Vendor: 'Hooli',
      Category: 'Software',
      StartDate: '2026-01-01',
      EndDate: '2027-12-31',
      AnnualValue: 1200,
      Currency: 'USD',
    }),
    contract({
      Vendor: 'Hooli',
      Category: 'Software',
      StartDate: '2026-11-22',
      EndDate: '2027-06-30',
      AnnualValue: 600,
      Currency: 'USD',
    }),
    contract({
      Vendor: 'Globex',
      Category: 'Logistics',
      StartDate: '2025-01-01',
      EndDate: '2026-11-23',
      AnnualValue: 2400,
      Currency: 'USD',
      Status: 'Expired',
    }),
    contract({
      Vendor: 'Zurich',
      Category: 'Insurance',
      StartDate: '2025-01-01',
      EndDate: '2027-01-24',
      AutoRenew: true,
      NoticePeriodDays: 60,
      AnnualValue: 5000,
      Currency: 'EUR',
    }),
    contract({ Vendor: 'Draft Co', Category: 'Software', EndDate: '2027-01-01', Status: 'Draft' }),
  ];
  const base = lockerWidgetsSchema.parse(mockWidgets);

  it('count the contracts in force per day, and their change over the week', () => {
    const widget = activeWidgetOf(register, today, base.widget2);
    expect(widget.days).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    // Globex ends on the 23rd (in force that day); the second Hooli starts on the 22nd; the draft never counts.
    expect(widget.data).toEqual([3, 3, 4, 4, 3, 3, 3]);
    expect(widget.value).toBe(3);
    expect(widget.change).toBe(0);
  });

  it('count a renewal the day after its last day to give notice', () => {
    // Zurich: ends 2027-01-24, 60 days' notice: the last day is 2026-11-25, renewal committed on the 26th.
    const widget = renewalsWidgetOf(register, today, base.widget3);
    expect(widget.data.at(-1)).toBe(1);
    expect(widget.value).toBe(1);
  });

  it('sum the annual value in the main currency only', () => {
    const widget = spendWidgetOf(register, today, base.widget4);
    expect(mainCurrencyOf(register, today)).toBe('USD');
    expect(widget.currency).toBe('USD');
    expect(widget.value).toBe(1800);
    expect(widget.data[0]).toBe(1200 + 2400); // 2026-11-12: the first Hooli and Globex
    expect(sparklineWidgetSchema.safeParse(widget).success).toBe(true);
  });

  it('give the committed value per month of this year', () => {
    const widget = monthlyValueWidgetOf(register, today, base.widget5);
    expect(widget.months[0]).toBe('2026-01');
    expect(widget.series.map((series) => series.key)).toEqual(['committed']);
    expect(widget.series[0]?.data[0]).toBe(Math.round((1200 + 2400) / 12));
    expect(widget.series[0]?.data[11]).toBe(Math.round((1200 + 600) / 12));
  });

  it('count contracts by status today and those that started or ended in a period', () => {
    const widget = statusWidgetOf(register, today, base.widget7);
    const values = (range: keyof typeof widget.ranges) => widget.ranges[range].map((slice) => slice.value);
    expect(values('today')).toEqual([3, 1, 1]);
    expect(values('last30')).toEqual([1, 0, 1]);
    expect(donutWidgetSchema.safeParse(widget).success).toBe(true);
  });

  it('are one object per listing and day, so the part cache can key them', () => {
    const first = keptLockerWidgetsOf(register, today, base);
    expect(keptLockerWidgetsOf(register, today, base)).toBe(first);
    expect(keptLockerWidgetsOf([...register], today, base)).not.toBe(first);
    expect(keptLockerWidgetsOf(register, '2026-11-27', base)).not.toBe(first);
    const { widget6, ...others } = first;
    expect(lockerWidgetsSchema.omit({ widget6: true }).safeParse(others).success).toBe(true);
    // The vendors' places come from the contracts too: none of the register's has one.
    expect(widget6).toMatchObject({ id: 'widget6', markers: [] });
    expect(widget6.unplaced).toBeGreaterThan(0);
  });

  it('put each vendor under contract where its contracts say it is, and count the ones they do not place', () => {
    const widget = vendorMapWidgetOf(
      [
        contract({ Vendor: 'SAP', EndDate: '2027-06-30', VendorCity: 'Walldorf', VendorCountry: 'DE' }),
        contract({ Vendor: 'SAP', EndDate: '2027-09-30', VendorCity: 'walldorf', VendorCountry: 'de' }),
        contract({ Vendor: 'Maersk', EndDate: '2027-06-30', VendorCity: 'Atlantis', VendorCountry: 'DK' }),
        contract({ Vendor: 'Gone', EndDate: '2026-01-31', VendorCity: 'Paris', VendorCountry: 'FR' }),
        contract({ Vendor: 'Nowhere', EndDate: '2027-06-30' }),
      ],
      '2026-11-26',
      { id: 'widget6', title: 'Vendor locations' },
    );
    expect(widget.markers).toEqual([{ lat: 49.31, lng: 8.64, label: 'SAP · Walldorf' }]);
    expect(widget.unplaced).toBe(2);
  });

  it('list the vendors in force by category', () => {
    expect(vendorsByCategoryOf(register, today, 'en-US')).toEqual([
      {
        category: 'Insurance',
        vendors: [
          { vendor: 'Zurich', contracts: 1, values: [{ currency: 'EUR', value: 5000 }], nextEnd: '2027-01-24' },
        ],
      },
      {
        category: 'Software',
        vendors: [{ vendor: 'Hooli', contracts: 2, values: [{ currency: 'USD', value: 1800 }], nextEnd: '2027-06-30' }],
      },
    ]);
  });
});
