import { describe, expect, it } from 'vitest';
import { placeUrl, readPlace } from './url.ts';

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
});
