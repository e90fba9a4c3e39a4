import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import type { FileItem } from '../../file-manager/file-item.ts';
import { folderLabel } from '../../file-manager/listing.ts';
import type { DriveError } from '../../file-manager/services/drive-client.ts';
import type { Crumb } from '../../file-manager/state.ts';
import type { Translate } from '../../i18n/texts.ts';
import { newFolder, renameItem } from '../../stores/file-changes.ts';
import { deleteItems } from '../../stores/file-deletes.ts';
import type { MoveTarget } from '../../stores/file-organise.ts';
import { unselect } from '../../stores/file-selection.ts';
import type { OrganiseAsk } from './OrganiseDialogs.tsx';

// The viewer and pdf.js are downloaded when a preview first opens: the page's first download stays as it was.
const FilePreview = lazy(() => import('./FilePreview.tsx'));
const OrganiseDialog = lazy(() => import('./OrganiseDialogs.tsx'));
const MoveDialog = lazy(() => import('./MoveDialog.tsx'));

/** Moving is downloaded when first used (the picker, or a drop onto a folder), not with the page. */
export const move = (items: readonly FileItem[], target: MoveTarget, folderName?: string) =>
  import('../../stores/file-organise.ts').then(({ moveItems }) => moveItems(items, target, folderName, unselect));

/**
 * The file manager's dialogs, one at a time: the viewer, a name asked for (new folder, rename), a
 * delete confirmed, a move's folder picked. Once a move or a delete is chosen, the keyboard goes
 * back to the list, not to the button that opened the dialog: that button (the selection bar's)
 * goes with the items it moved or deleted.
 */
export function useLibraryDialogs({
  root,
  crumbs,
  taken,
  t,
  locale,
  reasonOf,
}: {
  /** The file manager's frame, where the list is found again. */
  root: RefObject<HTMLElement | null>;
  /** The trail: where the move's picker starts. */
  crumbs: readonly Crumb[];
  /** The names in the current folder: a new name must not be one of them. */
  taken: readonly string[];
  t: Translate;
  locale: string;
  reasonOf(error: DriveError | undefined): string;
}) {
  const [previewing, setPreviewing] = useState<FileItem>();
  const [asking, setAsking] = useState<OrganiseAsk>();
  const [moving, setMoving] = useState<readonly FileItem[]>();
  const chosen = useRef(false);
  const listTabStop = () =>
    root.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"], [role="grid"][tabindex="0"]') ?? null;
  const backToList = () => (chosen.current ? listTabStop() : null);
  // The row that had the keyboard may be one that moved or went: once the list is drawn again, a
  // keyboard left on nothing comes back to the list.
  const keyboardStaysInList = () =>
    requestAnimationFrame(() => {
      if (chosen.current && (document.activeElement === null || document.activeElement === document.body))
        listTabStop()?.focus();
    });
  useEffect(() => {
    if (moving || asking) chosen.current = false;
  }, [moving, asking]);

  const dialogs = (
    <>
      {previewing ? (
        <Suspense fallback={null}>
          <FilePreview
            item={previewing}
            t={t}
            locale={locale}
            reasonOf={reasonOf}
            onClose={() => setPreviewing(undefined)}
          />
        </Suspense>
      ) : null}
      {asking ? (
        <Suspense fallback={null}>
          <OrganiseDialog
            ask={asking}
            taken={taken}
            t={t}
            locale={locale}
            onClose={() => setAsking(undefined)}
            onName={(name) => {
              const ask = asking;
              setAsking(undefined);
              if (ask.kind === 'rename') void renameItem(ask.item, name);
              else void newFolder(name);
            }}
            finalFocus={backToList}
            onDelete={() => {
              const ask = asking;
              chosen.current = true;
              setAsking(undefined);
              if (ask.kind === 'delete') void deleteItems(ask.items).then(keyboardStaysInList);
            }}
          />
        </Suspense>
      ) : null}
      {moving ? (
        <Suspense fallback={null}>
          <MoveDialog
            items={moving}
            start={crumbs.map((crumb, index) => ({
              id: crumb.parentId,
              name: folderLabel(crumb.name, t),
              ...(index === 0 ? { home: true } : {}),
            }))}
            t={t}
            locale={locale}
            reasonOf={reasonOf}
            onClose={() => setMoving(undefined)}
            finalFocus={backToList}
            onMove={(target, folderName) => {
              const items = moving;
              chosen.current = true;
              setMoving(undefined);
              void move(items, target, folderName).then(keyboardStaysInList);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );

  return { preview: setPreviewing, ask: setAsking, move: setMoving, dialogs };
}
