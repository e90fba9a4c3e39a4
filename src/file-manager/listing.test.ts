import { describe, expect, it } from 'vitest';
import { type DriveItem, toFileItem } from './file-item.ts';
import { folderLabel, listing, pathLabel } from './listing.ts';

const folder = (name: string): DriveItem => ({ id: name, name, folder: { childCount: 0 } });
const file = (name: string): DriveItem => ({ id: name, name, file: { mimeType: 'application/pdf' } });

describe('file listing (docs/calls.md)', () => {
  it('hides the reserved folders General, CONTRACT_LOCKER, INVOICE_INTEL, PORTAL and RFP_EVENTS', () => {
    const names = listing(
      ['General', 'CONTRACT_LOCKER', 'INVOICE_INTEL', 'PORTAL', 'RFP_EVENTS', 'Contracts'].map(folder).map(toFileItem),
    ).map((item) => item.name);
    expect(names).toEqual(['Contracts']);
  });

  it('hides only folders of those names, not files', () => {
    expect(listing([toFileItem(file('PORTAL'))]).map((item) => item.name)).toEqual(['PORTAL']);
  });

  it('sorts by type descending (folders first), then by name', () => {
    const items = [
      file('b.pdf'),
      folder('Zeta'),
      file('A.pdf'),
      folder('alpha'),
      file('invoice 10.pdf'),
      file('invoice 9.pdf'),
    ];
    expect(listing(items.map(toFileItem)).map((item) => item.name)).toEqual([
      'alpha',
      'Zeta',
      'A.pdf',
      'b.pdf',
      'invoice 9.pdf',
      'invoice 10.pdf',
    ]);
  });

  it("names a reserved folder in the product's words, never by its own name", () => {
    const t = (key: string) => ({ 'fileManager:reserved.CONTRACT_LOCKER': 'Contracts' })[key] ?? key;
    expect(folderLabel('CONTRACT_LOCKER', t)).toBe('Contracts');
    expect(folderLabel('Leases', t)).toBe('Leases');
    expect(pathLabel('/CONTRACT_LOCKER/Facilities', t)).toBe('Contracts › Facilities');
    expect(pathLabel(['Home', 'CONTRACT_LOCKER'], t)).toBe('Home › Contracts');
    expect(pathLabel('', t)).toBe('');
  });
});
