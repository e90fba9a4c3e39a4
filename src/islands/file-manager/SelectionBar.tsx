import { useStore } from '@nanostores/react';
import { ArchiveIcon, FolderInputIcon, Trash2Icon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../design-system/components/button/Button.tsx';
import type { FileItem } from '../../file-manager/file-item.ts';
import type { DriveError } from '../../file-manager/services/drive-client.ts';
import { saveZip, zipLabel, zipName } from '../../file-manager/zip.ts';
import type { Translate } from '../../i18n/texts.ts';
import { $moveReport } from '../../stores/file-organise.ts';
import { zipSource } from '../../stores/file-zip.ts';
import { barClass } from './ListPlaceholders.tsx';

export interface SelectionBarProps {
  /** The ticked items, in the folder's order. */
  items: readonly FileItem[];
  /** The library's name (the client's): a zip of several items is named after it. */
  libraryName: string;
  t: Translate;
  /** Why Graph refused, in the page's words. */
  reasonOf(error: DriveError | undefined): string;
  /** Set when the person may delete every ticked item (decision 074's rule). */
  onDelete?: (() => void) | undefined;
  /** Set when the person may move every ticked item (the same rule): opens "Move to…". */
  onMove?: (() => void) | undefined;
  onClear(): void;
}

/** A name in any language inside a sentence of the page's: its own direction (Unicode's first-strong isolate, as `<bdi>`). */
const isolated = (name: string) => `\u2068${name}\u2069`;

type Zipping =
  | { state: 'idle' | 'zipping' | 'saved' | 'cancelled'; name: string }
  | { state: 'failed'; name: string; reason: string };

/**
 * What can be done with the ticked items: download them as one zip (made as it streams, loaded
 * with the first selection, not with the page), delete them (with the confirmation and Undo of a
 * single delete), or clear the selection. The count is said by the list's status line.
 */
export default function SelectionBar({
  items,
  libraryName,
  t,
  reasonOf,
  onDelete,
  onMove,
  onClear,
}: SelectionBarProps) {
  const report = useStore($moveReport);
  // Only what is still ticked: an item unticked since (or moved by a later try) is no longer reported.
  const stayed = report?.failed.filter((failure) => items.some((item) => item.id === failure.id)) ?? [];
  const [zipping, setZipping] = useState<Zipping>({ state: 'idle', name: '' });
  const running = useRef<AbortController | undefined>(undefined);
  // The bar goes (nothing ticked, another folder): a zip still being made is stopped.
  useEffect(() => () => running.current?.abort(), []);

  const download = async () => {
    const source = zipSource();
    if (!source) return;
    const label = zipLabel(items, (count, day) =>
      t('fileTransfer:selection.zipName', { library: libraryName, count, day }),
    );
    const name = zipName(label);
    const controller = new AbortController();
    running.current = controller;
    setZipping({ state: 'zipping', name });
    try {
      const saved = await saveZip(items, label, source, { signal: controller.signal });
      setZipping({ state: saved, name });
    } catch (error) {
      if (!controller.signal.aborted)
        setZipping({ state: 'failed', name, reason: reasonOf(error as DriveError | undefined) });
    }
  };

  const message =
    zipping.state === 'zipping'
      ? t('fileTransfer:selection.zipping', { name: zipping.name })
      : zipping.state === 'saved'
        ? t('fileTransfer:selection.zipped', { name: zipping.name })
        : zipping.state === 'cancelled'
          ? t('fileTransfer:selection.zipCancelled')
          : zipping.state === 'failed'
            ? t('fileTransfer:selection.zipFailed', { reason: zipping.reason })
            : '';

  return (
    <section aria-label={t('fileTransfer:selection.bar')} data-testid="selection-bar" className={barClass('selection')}>
      <p className={css({ fontWeight: 'semibold', flex: '1 1 10rem' })} data-testid="selection-count">
        {t('fileTransfer:selection.count', { count: items.length })}
      </p>
      <Button size="sm" variant="outline" disabled={zipping.state === 'zipping'} onClick={() => void download()}>
        <ArchiveIcon aria-hidden="true" size={16} />
        {t('fileTransfer:selection.zip')}
      </Button>
      {onMove ? (
        <Button size="sm" variant="outline" onClick={onMove}>
          <FolderInputIcon aria-hidden="true" size={16} />
          {t('fileOrganise:move.action')}
        </Button>
      ) : null}
      {onDelete ? (
        <Button size="sm" variant="outline" onClick={onDelete}>
          <Trash2Icon aria-hidden="true" size={16} />
          {t('fileTransfer:selection.delete')}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={onClear}>
        <XIcon aria-hidden="true" size={16} />
        {t('fileTransfer:selection.clear')}
      </Button>
      <p
        role={zipping.state === 'failed' ? 'alert' : 'status'}
        data-testid="zip-status"
        className={css({ flexBasis: '100%', fontSize: 'sm', color: 'fg.muted' })}
      >
        {/* The folder's name may be in another language than the page. */}
        <bdi>{message}</bdi>
      </p>
      {report && stayed.length > 0 ? (
        // Why each item that stayed did not move; the notice above has already said how many (and is announced).
        <div data-testid="move-report" className={css({ flexBasis: '100%', fontSize: 'sm' })}>
          <p className={css({ fontWeight: 'semibold' })}>
            <bdi>{t('fileMoving:report', { folder: report.folder })}</bdi>
          </p>
          <ul className={css({ listStyleType: 'disc', paddingInlineStart: '5' })}>
            {stayed.map((failure) => (
              <li key={failure.id}>
                {t(`fileMoving:reasons.${failure.reason}`, {
                  name: isolated(failure.name),
                  folder: isolated(report.folder),
                  message: failure.message,
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
