import { describe, expect, it } from 'vitest';
import { deepLinkTarget, parseXref } from './xref.ts';

describe('parseXref', () => {
  it('reads a plain integer', () => {
    expect(parseXref('1001')).toBe(1001);
    expect(parseXref(' 1002 ')).toBe(1002);
  });

  it('refuses anything that is not a whole, safe, non-negative integer', () => {
    for (const value of ['', 'abc', '1001abc', '10.5', '-3', '1e3', '999999999999999999999', null, undefined]) {
      expect(parseXref(value)).toBeUndefined();
    }
  });
});

describe('deep-link targets', () => {
  it('define contractlocker and rfp-events, and nothing else', () => {
    expect(deepLinkTarget('contractlocker')).toBe('/apps/dashboards/contractlocker');
    expect(deepLinkTarget('rfp-events')).toBe('/apps/rfp-events');
    for (const page of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'unknown', undefined]) {
      expect(deepLinkTarget(page), String(page)).toBeUndefined();
    }
  });

  it('carry the register’s view or contract on, and nothing else', () => {
    const query = new URLSearchParams({ hubspotCompanyXref: '1001', contract: 'c!1', within: '30', x: 'y' });
    expect(deepLinkTarget('contractlocker', query)).toBe('/apps/dashboards/contractlocker?contract=c%211&within=30');
    expect(deepLinkTarget('contractlocker', new URLSearchParams({ contract: '<script>' }))).toBe(
      '/apps/dashboards/contractlocker',
    );
  });

  it('lead to one RFP event by its id, or to the list when the id is not one', () => {
    expect(deepLinkTarget('rfp-events', new URLSearchParams({ event: 'a1_B-2', contract: 'c1' }))).toBe(
      '/apps/rfp-events/a1_B-2',
    );
    for (const event of ['../admin', 'a/b', '', 'x'.repeat(41)]) {
      expect(deepLinkTarget('rfp-events', new URLSearchParams({ event })), event).toBe('/apps/rfp-events');
    }
  });
});
