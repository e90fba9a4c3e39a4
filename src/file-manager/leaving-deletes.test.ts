import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../stores/browser-stand-ins.ts';
import { LEAVING_DELETES_MS, rememberLeavingDeletes, takeLeavingDeletes } from './leaving-deletes.ts';

const items = [{ id: 'D1', eTag: '"1"' }, { id: 'F2' }];

describe('the deletes a page sent as it went (decision 120)', () => {
  it('are taken once, by the next page of the same library', () => {
    const storage = memoryStorage();
    rememberLeavingDeletes(storage, 'site', items, 1000);
    expect(takeLeavingDeletes(storage, 'other', 2000)).toEqual([]);
    expect(takeLeavingDeletes(storage, 'site', 2000)).toEqual([{ id: 'D1', eTag: '"1"' }, { id: 'F2' }]);
    expect(takeLeavingDeletes(storage, 'site', 2000)).toEqual([]);
  });

  it('are not sent again after five minutes, and are forgotten then', () => {
    const storage = memoryStorage();
    rememberLeavingDeletes(storage, 'site', items, 0);
    expect(takeLeavingDeletes(storage, 'site', LEAVING_DELETES_MS)).toEqual([]);
    expect(storage.length).toBe(0);
    rememberLeavingDeletes(storage, 'site', items, 0);
    expect(takeLeavingDeletes(storage, 'site', LEAVING_DELETES_MS - 1)).toHaveLength(2);
  });

  it('keep only what the next page needs, and live without storage', () => {
    const storage = memoryStorage();
    rememberLeavingDeletes(storage, 'site', [{ id: 'D1', eTag: '"1"', name: 'notes.txt' } as never], 0);
    expect(JSON.parse(storage.getItem(storage.key(0) ?? '') ?? '')).toEqual({
      siteId: 'site',
      at: 0,
      items: [{ id: 'D1', eTag: '"1"' }],
    });
    const none = undefined as unknown as Storage;
    expect(() => rememberLeavingDeletes(none, 'site', items)).not.toThrow();
    expect(takeLeavingDeletes(none, 'site')).toEqual([]);
  });
});
