import { beforeEach, describe, expect, it } from 'vitest';
import {
  $selection,
  clearSelection,
  keepOnly,
  selectAll,
  selectedOf,
  selectRange,
  toggleSelected,
  unselect,
} from './file-selection.ts';

const folder = Array.from({ length: 10_000 }, (_, index) => `item-${index}`);
const ticked = () => [...$selection.get().ids].sort((a, b) => folder.indexOf(a) - folder.indexOf(b));

describe('the selection of several items', () => {
  beforeEach(clearSelection);

  it('ticks and unticks one item with Ctrl or a checkbox', () => {
    toggleSelected('item-3');
    toggleSelected('item-7');
    expect(ticked()).toEqual(['item-3', 'item-7']);
    toggleSelected('item-3');
    expect(ticked()).toEqual(['item-7']);
    expect($selection.get().anchor).toBe('item-3');
  });

  it('adds a Shift range from the last item ticked, in either direction', () => {
    toggleSelected('item-5');
    selectRange(folder, 'item-8');
    expect(ticked()).toEqual(['item-5', 'item-6', 'item-7', 'item-8']);
    toggleSelected('item-20');
    selectRange(folder, 'item-18');
    expect(ticked()).toEqual(['item-5', 'item-6', 'item-7', 'item-8', 'item-18', 'item-19', 'item-20']);
  });

  it('starts a range at the first item when nothing was ticked', () => {
    selectRange(folder, 'item-2');
    expect(ticked()).toEqual(['item-0', 'item-1', 'item-2']);
    expect($selection.get().anchor).toBe('item-2');
  });

  it('selects the whole 10,000-item folder with Ctrl+A, rows not in view included, and Escape clears it', () => {
    selectAll(folder);
    expect($selection.get().ids.size).toBe(10_000);
    expect(
      selectedOf(
        folder.map((id) => ({ id })),
        $selection.get(),
      ).at(-1),
    ).toEqual({ id: 'item-9999' });
    clearSelection();
    expect($selection.get().ids.size).toBe(0);
  });

  it('drops items that left the folder, and the anchor with them', () => {
    toggleSelected('item-1');
    toggleSelected('item-2');
    keepOnly(folder.filter((id) => id !== 'item-2'));
    expect(ticked()).toEqual(['item-1']);
    expect($selection.get().anchor).toBe('');
  });

  it('lets moved items go at once and keeps the ones that stayed ticked', () => {
    toggleSelected('item-1');
    toggleSelected('item-2');
    toggleSelected('item-3');
    unselect(['item-1', 'item-3']);
    expect(ticked()).toEqual(['item-2']);
    expect($selection.get().anchor).toBe('');
  });

  it('gives the ticked items in the folder order, not the order they were ticked', () => {
    toggleSelected('item-9');
    toggleSelected('item-4');
    expect(selectedOf([{ id: 'item-4' }, { id: 'item-9' }, { id: 'item-5' }], $selection.get())).toEqual([
      { id: 'item-4' },
      { id: 'item-9' },
    ]);
  });
});

describe('a range without a ticked item', () => {
  beforeEach(clearSelection);

  it('starts where the person was (the item in the details)', () => {
    selectRange(folder, 'item-6', 'item-4');
    expect(ticked()).toEqual(['item-4', 'item-5', 'item-6']);
    expect($selection.get().anchor).toBe('item-4');
  });
});
