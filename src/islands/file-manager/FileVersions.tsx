/**
 * A file's versions in the details panel: who made each, when, its size; an earlier one can be
 * downloaded or made current again (restoring keeps the replaced content as a version too, so
 * nothing is lost). Downloaded when the person first asks for the history, not with the page.
 */
import { DownloadIcon, HistoryIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../design-system/components/button/Button.tsx';
import type { FileItem } from '../../file-manager/file-item.ts';
import { formatDate, formatSize } from '../../file-manager/format.ts';
import type { DriveError } from '../../file-manager/services/drive-client.ts';
import type { Translate } from '../../i18n/texts.ts';
import { downloadVersion, type FileVersion, restoreFileVersion, versionsOf } from '../../stores/file-organise.ts';

export interface FileVersionsProps {
  item: FileItem;
  t: Translate;
  locale: string;
  /** Restoring is offered where uploading is (decision 074): not to vendors, not on another client's site. */
  mayRestore: boolean;
  reasonOf(error: DriveError | undefined): string;
}

type Versions =
  | { status: 'loading' }
  | { status: 'done'; versions: FileVersion[] }
  | { status: 'failed'; error: DriveError };

const label = (version: FileVersion) => version.id.replace(/\.0$/, '');

export default function FileVersions({ item, t, locale, mayRestore, reasonOf }: FileVersionsProps) {
  const [versions, setVersions] = useState<Versions>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the item's id and version decide what is listed; attempt asks again
  useEffect(() => {
    const stop = new AbortController();
    setVersions({ status: 'loading' });
    versionsOf(item, stop.signal).then(
      (found) => stop.signal.aborted || setVersions({ status: 'done', versions: found }),
      (error: DriveError) => stop.signal.aborted || setVersions({ status: 'failed', error }),
    );
    return () => stop.abort();
  }, [item.id, item.eTag, attempt]);

  if (versions.status === 'loading') return <p role="status">{t('fileOrganise:versions.loading')}</p>;
  if (versions.status === 'failed')
    return (
      <div role="alert">
        <p>{t('fileOrganise:versions.failed', { reason: reasonOf(versions.error) })}</p>
        <Button size="sm" variant="outline" onClick={() => setAttempt(attempt + 1)}>
          {t('fileManager:retry')}
        </Button>
      </div>
    );
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {failure ? (
        <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm' })}>
          {failure}
        </p>
      ) : null}
      <ol aria-label={t('fileOrganise:versions.title')} data-testid="file-versions">
        {versions.versions.map((version, index) => (
          <li
            key={version.id}
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '1',
              paddingBlock: '2',
              borderBottomWidth: '1px',
              borderColor: 'border',
            })}
          >
            <p className={css({ fontWeight: 'semibold' })}>
              {index === 0
                ? t('fileOrganise:versions.current', { version: label(version) })
                : t('fileOrganise:versions.version', { version: label(version) })}
            </p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {formatDate(version.modified, locale)} · <bdi>{version.by ?? t('fileManager:noOne')}</bdi> ·{' '}
              {formatSize(version.size, locale)}
            </p>
            {index === 0 ? null : (
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('fileOrganise:versions.downloadVersion', { version: label(version) })}
                  onClick={() => {
                    setFailure(undefined);
                    downloadVersion(item, version).catch((error: DriveError) =>
                      setFailure(t('fileOrganise:versions.downloadFailed', { reason: reasonOf(error) })),
                    );
                  }}
                >
                  <DownloadIcon aria-hidden="true" size={14} />
                  {t('fileOrganise:versions.download')}
                </Button>
                {mayRestore ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    aria-label={t('fileOrganise:versions.restoreVersion', { version: label(version) })}
                    onClick={() => {
                      setBusy(true);
                      void restoreFileVersion(item, version).finally(() => {
                        setBusy(false);
                        setAttempt((n) => n + 1);
                      });
                    }}
                  >
                    <HistoryIcon aria-hidden="true" size={14} />
                    {t('fileOrganise:versions.restore')}
                  </Button>
                ) : null}
              </div>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
