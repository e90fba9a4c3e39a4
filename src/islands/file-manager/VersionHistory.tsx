import { ChevronDownIcon } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { css } from 'styled-system/css';
import type { FileItem } from '../../file-manager/file-item.ts';
import type { DriveError } from '../../file-manager/services/drive-client.ts';
import type { Translate } from '../../i18n/texts.ts';

// The history and its calls are downloaded when first opened: the page's first download stays within its budget.
const FileVersions = lazy(() => import('./FileVersions.tsx'));

export interface VersionHistoryProps {
  item: FileItem;
  t: Translate;
  locale: string;
  mayRestore: boolean;
  reasonOf(error: DriveError | undefined): string;
}

/** The file whose history was last opened. */
let openHistory: string | undefined;

/** "Version history" under a file's details: a disclosure, closed until asked for (each opening asks Graph). */
export function VersionHistory(props: VersionHistoryProps) {
  // Kept across the details' redraws (the list loads again after a restore): the history stays open.
  const [open, setOpen] = useState(() => openHistory === props.item.id);
  const id = useId();
  return (
    <section className={css({ borderTopWidth: '1px', borderColor: 'border', paddingBlockStart: '2' })}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            width: '100%',
            minHeight: '10',
            fontWeight: 'semibold',
            cursor: 'pointer',
            borderRadius: 'md',
            _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
          })}
          onClick={() => {
            openHistory = open ? undefined : props.item.id;
            setOpen(!open);
          }}
        >
          <ChevronDownIcon
            aria-hidden="true"
            size={16}
            className={css({
              transition: 'transform 0.15s',
              '[aria-expanded=false] > &': { transform: 'rotate(-90deg)' },
              '[dir=rtl] [aria-expanded=false] > &': { transform: 'rotate(90deg)' },
            })}
          />
          {props.t('fileOrganise:versions.title')}
        </button>
      </h3>
      <div id={id} hidden={!open}>
        {open ? (
          <Suspense fallback={<p role="status">{props.t('fileOrganise:versions.loading')}</p>}>
            <FileVersions {...props} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
