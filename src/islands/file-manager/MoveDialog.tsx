/**
 * "Move to…": a folder picker that starts where the item is and walks the library's folders (the
 * reserved ones never shown), each folder a button, the trail above to go back up. The item
 * itself cannot be opened, so nothing can be moved into itself or below it. Downloaded when the
 * person first moves something, not with the page.
 */
import { LocaleProvider } from '@ark-ui/react/locale';
import { ChevronRightIcon, FolderIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../design-system/components/button/Button.tsx';
import * as Dialog from '../../design-system/components/dialog/Dialog.tsx';
import type { FileItem } from '../../file-manager/file-item.ts';
import type { DriveError } from '../../file-manager/services/drive-client.ts';
import type { Translate } from '../../i18n/texts.ts';
import { foldersIn, type MoveTarget } from '../../stores/file-organise.ts';

export interface MoveDialogProps {
  /** What is moved: one item, or the ticked items of one folder. */
  items: readonly FileItem[];
  /** Where the picker starts: the trail of the folder the item is in, Home first. */
  start: MoveTarget[];
  t: Translate;
  locale: string;
  reasonOf(error: DriveError | undefined): string;
  onMove(target: MoveTarget, folderName: string): void;
  onClose(): void;
  /** Where the keyboard goes when the dialog closes; none: back to what opened it. */
  finalFocus?: (() => HTMLElement | null) | undefined;
}

type Folders =
  | { status: 'loading' }
  | { status: 'done'; folders: FileItem[] }
  | { status: 'failed'; error: DriveError };

const folderButton = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  width: '100%',
  minHeight: '11',
  paddingInline: '3',
  borderRadius: 'md',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'surface.raised' },
  _disabled: { cursor: 'not-allowed', color: 'fg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '-2px' },
});

export default function MoveDialog({
  items,
  start,
  t,
  locale,
  reasonOf,
  onMove,
  onClose,
  finalFocus,
}: MoveDialogProps) {
  const item = items[0];
  const moved = new Set(items.map((each) => each.id));
  const [trail, setTrail] = useState<MoveTarget[]>(start);
  const [folders, setFolders] = useState<Folders>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const here = trail.at(-1) ?? start[0];
  const nameOf = (target: MoveTarget) => (target.home ? t('fileManager:home') : target.name);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks again after a failure
  useEffect(() => {
    if (!here) return;
    const stop = new AbortController();
    setFolders({ status: 'loading' });
    foldersIn(here, stop.signal).then(
      (found) => stop.signal.aborted || setFolders({ status: 'done', folders: found }),
      (error: DriveError) => stop.signal.aborted || setFolders({ status: 'failed', error }),
    );
    return () => stop.abort();
  }, [here, attempt]);

  if (!here || !item) return null;
  const several = items.length > 1;
  // The item's own folder: moving there changes nothing.
  const alreadyHere =
    (trail.length === start.length && here.id === start.at(-1)?.id) || (!here.home && item.parentId === here.id);
  const open = (folder: MoveTarget) => {
    setTrail([...trail, folder]);
    // The first folder inside (or the list) takes the focus once listed.
    requestAnimationFrame(() => list.current?.focus());
  };

  return (
    <LocaleProvider locale={locale}>
      <Dialog.Root
        open
        lazyMount
        unmountOnExit
        size="sm"
        finalFocusEl={finalFocus}
        onOpenChange={(details) => (details.open ? undefined : onClose())}
      >
        <Dialog.Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="move-dialog">
              <Dialog.Header>
                <Dialog.Title className={css({ overflowWrap: 'anywhere' })}>
                  {several
                    ? t('fileMoving:title', { count: items.length })
                    : t('fileOrganise:move.title', { name: item.name })}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body className={css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: 0 })}>
                <nav aria-label={t('fileOrganise:move.trail')}>
                  <ol className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' })}>
                    {trail.map((crumb, index) => {
                      const last = index === trail.length - 1;
                      return (
                        <li
                          key={crumb.id || 'home'}
                          className={css({ display: 'flex', alignItems: 'center', gap: '1' })}
                        >
                          {last ? (
                            <span aria-current="location" dir="auto" className={css({ fontWeight: 'semibold' })}>
                              {nameOf(crumb)}
                            </span>
                          ) : (
                            <button
                              type="button"
                              dir="auto"
                              className={css({
                                color: 'accent.text',
                                textDecoration: 'underline',
                                cursor: 'pointer',
                                borderRadius: 'sm',
                                _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
                              })}
                              onClick={() => setTrail(trail.slice(0, index + 1))}
                            >
                              {nameOf(crumb)}
                            </button>
                          )}
                          {last ? null : (
                            <ChevronRightIcon
                              aria-hidden="true"
                              size={14}
                              className={css({ '[dir=rtl] &': { transform: 'scaleX(-1)' } })}
                            />
                          )}
                        </li>
                      );
                    })}
                  </ol>
                </nav>
                <p id="move-folders" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  {t('fileOrganise:move.folders', { folder: nameOf(here) })}
                </p>
                {folders.status === 'loading' ? (
                  <p role="status">{t('fileOrganise:move.loading')}</p>
                ) : folders.status === 'failed' ? (
                  <div role="alert">
                    <p>{t('fileOrganise:move.failed', { reason: reasonOf(folders.error) })}</p>
                    <Button size="sm" variant="outline" onClick={() => setAttempt(attempt + 1)}>
                      {t('fileManager:retry')}
                    </Button>
                  </div>
                ) : folders.folders.length === 0 ? (
                  <p className={css({ color: 'fg.muted' })}>{t('fileOrganise:move.none')}</p>
                ) : (
                  <ul
                    ref={list}
                    tabIndex={-1}
                    aria-labelledby="move-folders"
                    className={css({
                      maxHeight: 'min(20rem, 45dvh)',
                      overflowY: 'auto',
                      borderWidth: '1px',
                      borderColor: 'border',
                      borderRadius: 'md',
                      _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
                    })}
                  >
                    {folders.folders.map((folder) => {
                      // A folder being moved cannot be opened: nothing goes into itself or below it.
                      const itself = moved.has(folder.id);
                      return (
                        <li key={folder.id}>
                          <button
                            type="button"
                            className={folderButton}
                            disabled={itself}
                            onClick={() => open({ id: folder.id, name: folder.name })}
                          >
                            <FolderIcon aria-hidden="true" size={16} />
                            <span dir="auto" className={css({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' })}>
                              {folder.name}
                            </span>
                            {itself ? (
                              <span className={css({ fontSize: 'sm' })}>{t('fileOrganise:move.itself')}</span>
                            ) : null}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
                <p className={css({ fontSize: 'sm', color: 'fg.muted', minHeight: '5' })}>
                  {alreadyHere
                    ? several
                      ? t('fileMoving:alreadyHere')
                      : t('fileOrganise:move.alreadyHere', { name: item.name })
                    : ''}
                </p>
              </Dialog.Body>
              <Dialog.Footer
                className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '2' })}
              >
                <Dialog.CloseTrigger asChild>
                  <Button variant="outline">{t('fileLibrary:organise.cancel')}</Button>
                </Dialog.CloseTrigger>
                <Button disabled={alreadyHere} onClick={() => onMove(here, nameOf(here))}>
                  {t('fileOrganise:move.here', { folder: nameOf(here) })}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Dialog.Portal>
      </Dialog.Root>
    </LocaleProvider>
  );
}
