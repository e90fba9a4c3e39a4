import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { forClient, openFolder } from '../../file-manager/state.ts';
import { $search } from '../../stores/file-search.ts';
import { fileManagerTexts, sampleItems } from './examples.ts';
import { LibraryToolbar } from './LibraryToolbar.tsx';

const { t } = fileManagerTexts('en');
const library = { siteId: 'site', rootParentId: 'ROOT', hubspot: 1001, libraryUploadId: 'UP' };
const here = new URL('https://portal.test/apps/file-manager?sort=size&order=desc');
const inContracts = openFolder(forClient(library), sampleItems[0] as never);

beforeEach(() => $search.set({ query: '', status: 'idle', results: [] }));

describe("the file manager's toolbar", () => {
  it('shows the trail with links that keep the order, Refresh and Upload', () => {
    const html = renderToStaticMarkup(
      <LibraryToolbar shown={inContracts} open foreignSite={false} here={here} t={t} />,
    );
    expect(html).toContain(t('fileManager:home'));
    expect(html).toContain('Contracts');
    expect(html).toContain('href="/apps/file-manager?sort=size&amp;order=desc"');
    expect(html).toContain(t('fileManager:refresh'));
    expect(html).not.toContain(t('fileLibrary:organise.newFolder'));
  });

  it('offers New folder to whoever may organise, once the folder is listed', () => {
    const html = renderToStaticMarkup(
      <LibraryToolbar shown={inContracts} open={false} foreignSite={false} here={here} onNewFolder={() => {}} t={t} />,
    );
    expect(html).toContain(t('fileLibrary:organise.newFolder'));
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*New folder/);
  });

  it('hides the order while a search stands in for the folder', () => {
    const sorted = renderToStaticMarkup(
      <LibraryToolbar shown={inContracts} open foreignSite={false} here={here} t={t} />,
    );
    $search.set({ query: 'lease', status: 'complete', results: [] });
    const searching = renderToStaticMarkup(
      <LibraryToolbar shown={inContracts} open foreignSite={false} here={here} t={t} />,
    );
    expect(sorted.length).toBeGreaterThan(searching.length);
    expect(searching).toContain('value="lease"');
  });
});
