import { useStore } from '@nanostores/react';
import { css } from 'styled-system/css';
import { Button } from '../../design-system/components/button/Button.tsx';
import type { Translate } from '../../i18n/texts.ts';
import { $notice } from '../../stores/file-changes.ts';
import { dismissNotice, undoDelete } from '../../stores/file-deletes.ts';
import { barClass } from './ListPlaceholders.tsx';

/**
 * What the last change did, under the toolbar (an alert when it failed, a status otherwise), with
 * the Undo of a delete while it waits, and Dismiss (which sends a waiting delete at once).
 */
export function LibraryNotice({ t }: { t: Translate }) {
  const notice = useStore($notice);
  if (!notice) return null;
  return (
    <div
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-testid="library-notice"
      data-tone={notice.tone}
      className={barClass(notice.tone)}
    >
      <p className={css({ flex: '1 1 12rem' })}>
        {t(notice.text.includes(':') ? notice.text : `fileLibrary:${notice.text}`, notice.values)}
      </p>
      {notice.undoable ? (
        <Button size="sm" variant="outline" onClick={() => void undoDelete()}>
          {t('fileLibrary:organise.undo')}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={dismissNotice}>
        {t('fileLibrary:organise.dismiss')}
      </Button>
    </div>
  );
}
