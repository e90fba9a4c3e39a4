/**
 * A file's versions in the details panel: who made each, when, its size; an earlier one can be
 * downloaded or made current again (restoring keeps the replaced content as a version too, so
 * nothing is lost). Downloaded when the person first asks for the history, not with the page.
 */
import { DownloadIcon, HistoryIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
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
  | { status: 'done'; versions: FileVersion[]; next?: string | undefined }
  | { status: 'failed'; error: DriveError };

/** The next page of a long history: asked for with "Show more versions". */
type More = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; error: DriveError };

const label = (version: FileVersion) => version.id.replace(/\.0$/, '');

export default function FileVersions({ item, t, locale, mayRestore, reasonOf }: FileVersionsProps) {
  const [versions, setVersions] = useState<Versions>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [more, setMore] = useState<More>({ status: 'idle' });
  // Where the keyboard goes once more versions are shown: the first of them (the button may be gone).
  const [firstNew, setFirstNew] = useState<number>();
  const list = useRef<HTMLOListElement>(null);
  const stopMore = useRef<AbortController>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the item's id and version decide what is listed; attempt asks again
  useEffect(() => {
    const stop = new AbortController();
    setVersions({ status: 'loading' });
    setMore({ status: 'idle' });
    setFirstNew(undefined);
    versionsOf(item, { signal: stop.signal }).then(
      (page) => stop.signal.aborted || setVersions({ status: 'done', versions: page.versions, next: page.next }),
      (error: DriveError) => stop.signal.aborted || setVersions({ status: 'failed', error }),
    );
    return () => {
      stop.abort();
      stopMore.current?.abort();
    };
  }, [item.id, item.eTag, attempt]);

  useEffect(() => {
    if (firstNew === undefined) return;
    list.current?.querySelector<HTMLElement>(`li:nth-child(${firstNew + 1})`)?.focus();
  }, [firstNew]);

  const showMore = (shown: Extract<Versions, { status: 'done' }>) => {
    const stop = new AbortController();
    stopMore.current = stop;
    setMore({ status: 'loading' });
    versionsOf(item, { next: shown.next, signal: stop.signal }).then(
      (page) => {
        if (stop.signal.aborted) return;
        setVersions({ status: 'done', versions: [...shown.versions, ...page.versions], next: page.next });
        setMore({ status: 'idle' });
        setFirstNew(shown.versions.length);
      },
      (error: DriveError) => stop.signal.aborted || setMore({ status: 'failed', error }),
    );
  };

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
      <ol ref={list} aria-label={t('fileOrganise:versions.title')} data-testid="file-versions">
        {versions.versions.map((version, index) => (
          <li
            key={version.id}
            // Focusable from script only: "Show more versions" hands the keyboard to the first new one.
            tabIndex={-1}
            className={css({
              _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
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
              {formatDate(version.modified, locale)} ·{' '}
              {version.by ? (
                <>
                  <bdi>{version.by}</bdi> ·{' '}
                </>
              ) : null}
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
      {more.status === 'failed' ? (
        <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm' })}>
          {t('fileOrganise:versions.moreFailed', { reason: reasonOf(more.error) })}
        </p>
      ) : null}
      {versions.next ? (
        <Button
          size="sm"
          variant="outline"
          // Not disabled while loading: a disabled button would drop the keyboard's focus.
          aria-disabled={more.status === 'loading'}
          onClick={() => (more.status === 'loading' ? undefined : showMore(versions))}
        >
          {more.status === 'loading' ? t('fileOrganise:versions.loadingMore') : t('fileOrganise:versions.more')}
        </Button>
      ) : null}
    </div>
  );
}
