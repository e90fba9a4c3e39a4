import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { $notice } from '../../stores/file-changes.ts';
import { fileManagerTexts } from './examples.ts';
import { LibraryNotice } from './LibraryNotice.tsx';

const { t } = fileManagerTexts('en');
const shown = () => renderToStaticMarkup(<LibraryNotice t={t} />);

beforeEach(() => $notice.set(undefined));

describe('the notice of the last change', () => {
  it('is not there until a change says something', () => {
    expect(shown()).toBe('');
  });

  it('says a delete and offers its Undo while it waits', () => {
    $notice.set({ tone: 'done', text: 'organise.deleted', values: { name: 'notes.txt', count: 1 }, undoable: true });
    const html = shown();
    expect(html).toContain('role="status"');
    expect(html).toContain(t('fileLibrary:organise.deleted', { name: 'notes.txt', count: 1 }));
    expect(html).toContain(t('fileLibrary:organise.undo'));
    expect(html).toContain(t('fileLibrary:organise.dismiss'));
  });

  it('is an alert when a change failed, in the words of its own namespace, without Undo', () => {
    $notice.set({ tone: 'error', text: 'fileOrganise:move.errors.intoItself', values: { name: 'Archive' } });
    const html = shown();
    expect(html).toContain('role="alert"');
    expect(html).toContain(t('fileOrganise:move.errors.intoItself', { name: 'Archive' }));
    expect(html).not.toContain(t('fileLibrary:organise.undo'));
  });
});
