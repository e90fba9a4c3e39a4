import { describe, expect, it } from 'vitest';
import type { FolderListing } from '../../stores/file-listing.ts';
import type { LibrarySearch } from '../../stores/file-search.ts';
import { fileManagerTexts, sampleItems } from './examples.ts';
import { statusLine } from './status-line.ts';

const { t } = fileManagerTexts('en');
const idle: LibrarySearch = { query: '', status: 'idle', results: [] };
const complete: FolderListing = { status: 'complete', items: sampleItems.slice(0, 3) };
const line = (parts: { search?: LibrarySearch; folder?: FolderListing; ticked?: number }) =>
  statusLine({ search: idle, folder: complete, ticked: 0, ...parts }, t);

describe('the status line of the list', () => {
  it('counts the items listed, or the items ticked', () => {
    expect(line({})).toBe(t('fileManager:items', { count: 3 }));
    expect(line({})).toMatch(/3/);
    expect(line({ ticked: 2 })).toBe(t('fileTransfer:selection.count', { count: 2 }));
  });

  it('says a folder is loading, with its progress when its size is known', () => {
    expect(line({ folder: { status: 'loading', items: [] } })).toBe(t('fileManager:loading'));
    const some = { status: 'loading' as const, items: sampleItems.slice(0, 2) };
    expect(line({ folder: some })).toBe(t('fileManager:loadingSome', { loaded: 2 }));
    expect(line({ folder: { ...some, expected: 40 } })).toBe(t('fileManager:loadingMore', { loaded: 2, expected: 40 }));
    // Loading wins over the ticked items: the rows are still coming.
    expect(line({ folder: some, ticked: 1 })).toBe(t('fileManager:loadingSome', { loaded: 2 }));
  });

  it('speaks of the search while there is one, whatever the folder', () => {
    expect(line({ search: { query: 'lease', status: 'searching', results: [] } })).toBe(
      t('fileLibrary:search.searching', { query: 'lease' }),
    );
    expect(line({ search: { query: 'lease', status: 'complete', results: [] }, ticked: 2 })).toBe(
      t('fileLibrary:search.found', { count: 0, query: 'lease' }),
    );
    expect(line({ search: { query: 'lease', status: 'failed', results: [] } })).toBe('');
  });

  it('says nothing of a folder that failed or waits', () => {
    expect(line({ folder: { status: 'failed', items: [] } })).toBe('');
    expect(line({ folder: { status: 'waiting', items: [], retryIn: 2 } })).toBe('');
  });
});
