import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { FileItem } from '../../file-manager/file-item.ts';
import {
  $selection,
  clearSelection,
  keepOnly,
  selectAll,
  selectedOf,
  selectRange,
  toggleSelected,
} from '../../stores/file-selection.ts';
import type { MarkHow } from './FileList.tsx';

/**
 * Several items at once for the file list (decision 087): what is ticked, in the folder's order,
 * and what a click or key does to it. Another folder starts with nothing ticked; items that left
 * the folder leave the selection once the folder is listed again in full.
 */
export function useSelection(items: readonly FileItem[], folderId: string, complete: boolean, shownId: string) {
  const selection = useStore($selection);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the folder's id is what starts a fresh selection
  useEffect(() => clearSelection, [folderId]);
  useEffect(() => {
    if (complete) keepOnly(items.map((item) => item.id));
  }, [items, complete]);
  const selected = useMemo(() => selectedOf(items, selection), [items, selection]);
  const onMark = (item: FileItem | undefined, how: MarkHow) => {
    if (how === 'none') clearSelection();
    else if (how === 'all') selectAll(items.map((each) => each.id));
    else if (!item) return;
    else if (how === 'toggle') toggleSelected(item.id);
    else
      selectRange(
        items.map((each) => each.id),
        item.id,
        shownId,
      );
  };
  return { marked: selection.ids, onMark, selected };
}
