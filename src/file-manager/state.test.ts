import { describe, expect, it } from 'vitest';
import { forClient, goBack, HOME, loaded, openFolder, resetParent, select, withTrail } from './state.ts';

const library = { siteId: 'site', rootParentId: 'ROOT', hubspot: 1001, libraryUploadId: 'UP' };

describe('file navigation (docs/behaviour.md)', () => {
  it('setting a client starts at Home with the root as current parent', () => {
    const state = forClient(library);
    expect(state.breadcrumbs).toEqual([{ name: HOME, parentId: 'ROOT' }]);
    expect(state.documentLibrary).toMatchObject({ currentParentId: 'ROOT', previousParentId: '', filePath: '' });
    expect(state.processing).toBe(false);
  });

  it('selecting a folder sets processing, appends it to the trail and makes it the current parent', () => {
    const state = openFolder(forClient(library), { id: 'A', name: 'Contracts' });
    expect(state.processing).toBe(true);
    expect(state.breadcrumbs.map((crumb) => crumb.name)).toEqual([HOME, 'Contracts']);
    expect(state.documentLibrary).toMatchObject({
      currentParentId: 'A',
      previousParentId: 'ROOT',
      filePath: '/Contracts',
    });
  });

  it('going back truncates the trail to the chosen crumb and makes it the current parent', () => {
    let state = openFolder(forClient(library), { id: 'A', name: 'Contracts' });
    state = openFolder(loaded(state), { id: 'B', name: '2024' });
    state = openFolder(loaded(state), { id: 'C', name: 'Q1' });
    expect(state.documentLibrary.filePath).toBe('/Contracts/2024/Q1');
    const back = goBack(loaded(state), 1);
    expect(back.breadcrumbs.map((crumb) => crumb.parentId)).toEqual(['ROOT', 'A']);
    expect(back.documentLibrary).toMatchObject({ currentParentId: 'A', previousParentId: 'C', filePath: '/Contracts' });
    expect(back.processing).toBe(true);
  });

  it('reset parent returns to the root', () => {
    const state = resetParent(openFolder(forClient(library), { id: 'A', name: 'Contracts' }));
    expect(state.breadcrumbs).toHaveLength(1);
    expect(state.documentLibrary.currentParentId).toBe('ROOT');
  });

  it('a trail found again after a reload starts at Home', () => {
    const state = withTrail(forClient(library), [
      { name: 'Contracts', parentId: 'A' },
      { name: '2024', parentId: 'B' },
    ]);
    expect(state.breadcrumbs.map((crumb) => crumb.name)).toEqual([HOME, 'Contracts', '2024']);
    expect(state.documentLibrary.currentParentId).toBe('B');
  });

  it('moving clears the selection; selecting records the item and its type', () => {
    const selected = select(forClient(library), { id: 'F', icon: 'pdf' });
    expect(selected).toMatchObject({ selectedItemId: 'F', selectedFileType: 'pdf' });
    expect(openFolder(selected, { id: 'A', name: 'X' }).selectedItemId).toBe('');
    expect(select(selected, undefined).selectedItemId).toBe('');
  });
});
