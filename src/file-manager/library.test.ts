import { describe, expect, it } from 'vitest';
import { chooseLibrary } from './library.ts';

const northwind = {
  id: 'nw',
  hubspot_company_xref: 1001,
  siteID: 'site-nw',
  parentID: '01ROOT',
  LibraryUploadID: 'up-1',
};
const fabrikam = { id: 'fb', hubspot_company_xref: 1002, siteID: 'site-fb', parentID: 'a-b', LibraryUploadID: 'up-2' };

describe('choosing the library', () => {
  it("opens the active client's library", () => {
    expect(chooseLibrary([northwind, fabrikam], 'fb', '')).toEqual({
      library: { siteId: 'site-fb', rootParentId: 'a-b', hubspot: 1002, libraryUploadId: 'up-2' },
      foreignSite: false,
    });
  });

  it('has none without an active client', () => {
    expect(chooseLibrary([], null, '')).toEqual({ library: null, foreignSite: false });
  });

  it("opens another of the user's clients named by a link with that client's folders", () => {
    expect(chooseLibrary([northwind, fabrikam], 'nw', 'site-fb').library?.libraryUploadId).toBe('up-2');
  });

  it('tries a site the user has no client for as it is, without uploads', () => {
    expect(chooseLibrary([northwind], 'nw', 'site-other')).toEqual({
      library: { siteId: 'site-other', rootParentId: '', hubspot: 0, libraryUploadId: '' },
      foreignSite: true,
    });
  });
});
