import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DriveError } from '../../file-manager/services/drive-client.ts';
import { $folder } from '../../stores/file-listing.ts';
import { $search } from '../../stores/file-search.ts';
import { fileManagerTexts, sampleItems } from './examples.ts';
import { FolderView, type FolderViewProps } from './FolderView.tsx';

const { t, locale } = fileManagerTexts('en');

function shown(props: Partial<FolderViewProps> = {}) {
  return renderToStaticMarkup(
    <FolderView
      currentName="Contracts"
      depth={2}
      foreignSite={false}
      takesUploads
      libraryName="Northwind Traders"
      selectedId=""
      marked={new Set()}
      ticked={[]}
      onMark={vi.fn()}
      mayChangeTicked={false}
      mayChange={() => false}
      actionsOf={() => []}
      onOpen={vi.fn()}
      onRename={vi.fn()}
      onDelete={vi.fn()}
      onDeleteTicked={vi.fn()}
      onMoveTicked={vi.fn()}
      onMoveInto={vi.fn()}
      t={t}
      locale={locale}
      {...props}
    />,
  );
}

// The stores are shared with the other files of this worker: each test starts from the first page's wait.
beforeEach(() => {
  $folder.set({ status: 'loading', items: [] });
  $search.set({ query: '', status: 'idle', results: [] });
});

describe("the list's place", () => {
  it("shows the folder's rows once they come, and a wait until the first page", () => {
    expect(shown()).toContain(t('fileManager:loading'));
    $folder.set({ status: 'complete', items: sampleItems });
    const html = shown();
    expect(html).toContain('role="grid"');
    expect(html).toContain(t('fileManager:filesIn', { folder: 'Contracts' }));
    expect(html).toContain('Renewal notes.docx');
  });

  it('says an empty folder is empty, and where uploads go', () => {
    $folder.set({ status: 'complete', items: [] });
    expect(shown()).toContain(t('fileManager:empty'));
    expect(shown()).toContain(t('fileManager:emptyHint', { folder: 'Uploads' }));
    expect(shown({ takesUploads: false })).not.toContain(t('fileManager:emptyHint', { folder: 'Uploads' }));
  });

  it("counts down Graph's wait, and offers Retry and Home after a refusal", () => {
    $folder.set({ status: 'waiting', items: [], retryIn: 3 });
    expect(shown()).toContain(t('fileManager:busyRetrying', { count: 3 }));
    $folder.set({ status: 'failed', items: [], error: new DriveError(403, 'accessDenied', 'denied') });
    const html = shown();
    expect(html).toContain(t('fileManager:errors.accessDenied'));
    expect(html).toContain(t('fileManager:retry'));
    expect(html).toContain(t('fileManager:goHome'));
    // At Home there is no Home to go back to.
    expect(shown({ depth: 1 })).not.toContain(t('fileManager:goHome'));
  });

  it('shows the search instead of the folder while there is one', () => {
    $folder.set({ status: 'complete', items: sampleItems });
    $search.set({ query: 'lease', status: 'searching', results: [] });
    expect(shown()).toContain(t('fileLibrary:search.searching', { query: 'lease' }));
    $search.set({ query: 'lease', status: 'complete', results: [] });
    expect(shown()).toContain(t('fileLibrary:search.none', { query: 'lease' }));
    $search.set({ query: 'lease', status: 'failed', results: [] });
    expect(shown()).toContain(t('fileLibrary:search.back'));
    expect(shown()).not.toContain('role="grid"');
  });
});
