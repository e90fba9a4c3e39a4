import { describe, expect, it } from 'vitest';
import { forClient, openFolder, select } from './state.ts';
import { placeOf, placeUrl, readPlace } from './url.ts';

describe('file manager URL', () => {
  it('reads the place, empty when absent', () => {
    expect(readPlace('?folder=01A&item=01B')).toEqual({ site: '', folder: '01A', item: '01B' });
    expect(readPlace('')).toEqual({ site: '', folder: '', item: '' });
  });

  it('writes only the parts that are set and keeps other parameters', () => {
    const url = new URL('http://x/apps/file-manager?lang=tr&item=OLD');
    expect(placeUrl(url, { site: '', folder: '01A', item: '' })).toBe('/apps/file-manager?lang=tr&folder=01A');
    expect(placeUrl(url, { site: 's,1', folder: '', item: '' })).toBe('/apps/file-manager?lang=tr&site=s%2C1');
  });

  it('names the folder below Home, the selected item, and the site only of another client', () => {
    const home = forClient({ siteId: 'site', rootParentId: 'ROOT', hubspot: 1, libraryUploadId: 'UP' });
    expect(placeOf(home, false)).toEqual({ site: '', folder: '', item: '' });
    const contracts = select(openFolder(home, { id: 'F1', name: 'Contracts' }), { id: 'D1', icon: 'pdf' });
    expect(placeOf(contracts, false)).toEqual({ site: '', folder: 'F1', item: 'D1' });
    expect(placeOf(contracts, true)).toEqual({ site: 'site', folder: 'F1', item: 'D1' });
  });
});
