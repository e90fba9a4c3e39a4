import { describe, expect, it, vi } from 'vitest';
import { type FileItem, isViewable } from '../../file-manager/file-item.ts';
import { fileManagerTexts, sampleItems } from './examples.ts';
import { type RowHandlers, rowActionsOf } from './row-actions.tsx';

const { t } = fileManagerTexts('en');
const folder = sampleItems.find((item) => item.type === 'Folder') as FileItem;
const pdf = sampleItems.find((item) => item.mimeType === 'application/pdf') as FileItem;
const office = sampleItems.find((item) => item.type !== 'Folder' && !isViewable(item)) as FileItem;

function handlers(mayChange: boolean): RowHandlers {
  return {
    t,
    mayChange: () => mayChange,
    openFolder: vi.fn(),
    preview: vi.fn(),
    download: vi.fn(),
    openInTab: vi.fn(),
    rename: vi.fn(),
    move: vi.fn(),
    remove: vi.fn(),
  };
}

const values = (item: FileItem, on: RowHandlers) => rowActionsOf(item, on).map((action) => action.value);

describe("a row's menu", () => {
  it('opens a folder; previews, downloads and (when the browser shows it) opens a file in a tab', () => {
    expect(values(folder, handlers(false))).toEqual(['open']);
    expect(values(pdf, handlers(false))).toEqual(['preview', 'download', 'tab']);
    expect(values(office, handlers(false))).toEqual(['preview', 'download']);
  });

  it('offers rename, move and delete (apart, last) to whoever may change the item', () => {
    const actions = rowActionsOf(pdf, handlers(true));
    expect(actions.map((action) => action.value)).toEqual(['preview', 'download', 'tab', 'rename', 'move', 'delete']);
    expect(actions.filter((action) => action.apart).map((action) => action.value)).toEqual(['delete']);
    expect(actions.map((action) => action.label)).toContain(t('fileLibrary:organise.delete'));
  });

  it('runs what each action names, with its item', () => {
    const on = handlers(true);
    for (const action of [...rowActionsOf(folder, on), ...rowActionsOf(pdf, on)]) action.run();
    expect(on.openFolder).toHaveBeenCalledWith(folder);
    expect(on.preview).toHaveBeenCalledWith(pdf);
    expect(on.download).toHaveBeenCalledWith(pdf);
    expect(on.openInTab).toHaveBeenCalledWith(pdf.url);
    expect(on.rename).toHaveBeenCalledWith(pdf);
    expect(on.move).toHaveBeenCalledWith(folder);
    expect(on.remove).toHaveBeenCalledTimes(2);
  });
});
