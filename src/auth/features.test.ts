import { describe, expect, it } from 'vitest';
import { featureOfRoute, grantsFeature } from './features.ts';

describe('feature permissions', () => {
  it('are granted by the active client’s record, or all of them when it lists none', () => {
    expect(grantsFeature(['user', 'CLIENT_PROSPECT_USER'], 'INVOICE_INTEL')).toBe(true);
    const fabrikam = ['user', 'CLIENT_PROSPECT_USER', 'FILE_MANAGER', 'CONTRACT_LOCKER'];
    expect(grantsFeature(fabrikam, 'FILE_MANAGER')).toBe(true);
    expect(grantsFeature(fabrikam, 'INVOICE_INTEL')).toBe(false);
  });

  it('belong to their screens and endpoints', () => {
    const of = (address: string) => {
      const url = new URL(address, 'http://portal.test');
      return featureOfRoute(url.pathname, url.searchParams);
    };
    expect(of('/apps/reports/invoice-intel')).toBe('INVOICE_INTEL');
    expect(of('/apps/file-manager')).toBe('FILE_MANAGER');
    expect(of('/apps/dashboards/contractlocker')).toBe('CONTRACT_LOCKER');
    expect(of('/apps/dashboards/contractlocker?view=whohaswhat')).toBe('WHO_HAS_WHAT');
    expect(of('/api/contract-locker-app/widgets')).toBe('CONTRACT_LOCKER');
    expect(of('/api/contracts/facts/item-1')).toBe('CONTRACT_LOCKER');
    expect(of('/apps/reports/vendor-intel')).toBeUndefined();
    expect(of('/pages/faq')).toBeUndefined();
  });
});
