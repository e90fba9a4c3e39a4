/**
 * The line under the toolbar that says what the list shows (read out politely as it changes): a
 * search under way or its count, a folder loading (with its progress when its size is known),
 * the items ticked, or the items listed.
 */
import type { Translate } from '../../i18n/texts.ts';
import type { FolderListing } from '../../stores/file-listing.ts';
import type { LibrarySearch } from '../../stores/file-search.ts';

export function statusLine(
  { search, folder, ticked }: { search: LibrarySearch; folder: FolderListing; ticked: number },
  t: Translate,
): string {
  if (search.status !== 'idle') {
    if (search.status === 'searching') return t('fileLibrary:search.searching', { query: search.query });
    if (search.status === 'complete')
      return t('fileLibrary:search.found', { count: search.results.length, query: search.query });
    return '';
  }
  if (folder.status === 'loading') {
    if (folder.items.length === 0) return t('fileManager:loading');
    if (folder.expected)
      return t('fileManager:loadingMore', { loaded: folder.items.length, expected: folder.expected });
    return t('fileManager:loadingSome', { loaded: folder.items.length });
  }
  if (ticked > 0) return t('fileTransfer:selection.count', { count: ticked });
  if (folder.status === 'complete') return t('fileManager:items', { count: folder.items.length });
  return '';
}
