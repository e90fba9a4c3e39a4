/**
 * Several items of the current folder at once (decision 087): ticked with the checkboxes, Shift
 * (a range from the last one ticked), Ctrl / Cmd (one more or one less), Ctrl+A (all) and Escape
 * (none). Kept as ids, so it holds across the rows the list reuses while scrolling (decision 061)
 * and across a re-sort; the folder's order is passed in where a range needs it.
 */
import { atom } from 'nanostores';

export interface FileSelection {
  /** The ticked items' ids. */
  ids: ReadonlySet<string>;
  /** Where a Shift range starts: the item last ticked or unticked on its own. */
  anchor: string;
}

const NONE: FileSelection = { ids: new Set(), anchor: '' };

export const $selection = atom<FileSelection>(NONE);

/** Ctrl / Cmd, or a checkbox: one item in or out; it becomes the start of the next range. */
export function toggleSelected(id: string): void {
  const ids = new Set($selection.get().ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  $selection.set({ ids, anchor: id });
}

/**
 * Shift: every item from the anchor to this one, in the folder's present order, joins the
 * selection (as in SharePoint and Explorer, a range adds; it does not drop what was ticked).
 * Without an anchor still in the folder, the range starts at `from` (the item shown in the
 * details, where the person was), else at the first item.
 */
export function selectRange(order: readonly string[], id: string, from = ''): void {
  const { ids, anchor: ticked } = $selection.get();
  const to = order.indexOf(id);
  if (to < 0) return;
  const anchor = ticked && order.includes(ticked) ? ticked : from;
  const found = order.indexOf(anchor);
  const start = Math.max(found, 0);
  const next = new Set(ids);
  for (let index = Math.min(start, to); index <= Math.max(start, to); index++) next.add(order[index] as string);
  $selection.set({ ids: next, anchor: found < 0 ? id : anchor });
}

/** Ctrl+A: the whole folder, the rows not yet scrolled into view included. */
export function selectAll(order: readonly string[]): void {
  $selection.set({ ids: new Set(order), anchor: $selection.get().anchor });
}

/** Escape, another folder, or a plain click: nothing ticked. */
export function clearSelection(): void {
  if ($selection.get().ids.size > 0 || $selection.get().anchor) $selection.set(NONE);
}

/** Items that left the folder (deleted, moved, a reload without them) leave the selection too. */
export function keepOnly(present: readonly string[]): void {
  const { ids, anchor } = $selection.get();
  if (ids.size === 0) return;
  const here = new Set(present);
  const kept = [...ids].filter((id) => here.has(id));
  if (kept.length !== ids.size) $selection.set({ ids: new Set(kept), anchor: here.has(anchor) ? anchor : '' });
}

/** Items that went (moved elsewhere) leave the selection at once; the others stay ticked. */
export function unselect(gone: Iterable<string>): void {
  const { ids, anchor } = $selection.get();
  const next = new Set(ids);
  for (const id of gone) next.delete(id);
  if (next.size !== ids.size) $selection.set({ ids: next, anchor: next.has(anchor) ? anchor : '' });
}

/** The ticked items, in the folder's order. */
export function selectedOf<T extends { id: string }>(items: readonly T[], selection: FileSelection): T[] {
  return selection.ids.size === 0 ? [] : items.filter((item) => selection.ids.has(item.id));
}
