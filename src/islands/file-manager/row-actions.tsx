/**
 * What a row's menu offers for its item, for this person (decision 074's rule, as the details pane
 * applies it): open a folder; preview, download or open a file in a new tab; rename, move and
 * delete what they may change.
 */
import {
  DownloadIcon,
  ExternalLinkIcon,
  EyeIcon,
  FolderInputIcon,
  FolderOpenIcon,
  PencilIcon,
  Trash2Icon,
} from 'lucide-react';
import { type FileItem, isViewable } from '../../file-manager/file-item.ts';
import type { Translate } from '../../i18n/texts.ts';
import type { RowAction } from './RowMenu.tsx';

export interface RowHandlers {
  t: Translate;
  mayChange(item: FileItem): boolean;
  openFolder(item: FileItem): void;
  preview(item: FileItem): void;
  download(item: FileItem): void;
  /** Opens the item's own address (Office on the web) in a new tab. */
  openInTab(url: string): void;
  rename(item: FileItem): void;
  move(item: FileItem): void;
  remove(item: FileItem): void;
}

export function rowActionsOf(item: FileItem, on: RowHandlers): RowAction[] {
  const { t } = on;
  const icon = { 'aria-hidden': true, size: 16 } as const;
  const actions: RowAction[] = [];
  if (item.type === 'Folder')
    actions.push({
      value: 'open',
      label: t('fileLibrary:menu.open'),
      icon: <FolderOpenIcon {...icon} />,
      run: () => on.openFolder(item),
    });
  else {
    actions.push(
      {
        value: 'preview',
        label: t('fileLibrary:preview.button'),
        icon: <EyeIcon {...icon} />,
        run: () => on.preview(item),
      },
      {
        value: 'download',
        label: t('fileManager:details.download'),
        icon: <DownloadIcon {...icon} />,
        run: () => on.download(item),
      },
    );
    if (isViewable(item) && item.url)
      actions.push({
        value: 'tab',
        label: t('fileManager:details.open'),
        icon: <ExternalLinkIcon {...icon} />,
        run: () => on.openInTab(item.url),
      });
  }
  if (on.mayChange(item))
    actions.push(
      {
        value: 'rename',
        label: t('fileLibrary:organise.rename'),
        icon: <PencilIcon {...icon} />,
        run: () => on.rename(item),
      },
      {
        value: 'move',
        label: t('fileOrganise:move.action'),
        icon: <FolderInputIcon {...icon} />,
        run: () => on.move(item),
      },
      {
        value: 'delete',
        label: t('fileLibrary:organise.delete'),
        icon: <Trash2Icon {...icon} />,
        apart: true,
        run: () => on.remove(item),
      },
    );
  return actions;
}
