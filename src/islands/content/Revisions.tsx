import { css } from 'styled-system/css';
import { Button } from '../../design-system/components/button/Button.tsx';
import type { Translate } from '../../i18n/texts.ts';
import { type EditorState, loadRevisions, restoreRevision } from '../../stores/content-editor.ts';

/** An entry's revisions, newest first, loaded when first opened; any but the current one can be restored. */
export function Revisions({ state, t }: { state: EditorState; t: Translate }) {
  const dateOf = (at: string) =>
    new Intl.DateTimeFormat(document.documentElement.lang || 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(at),
    );
  return (
    <details
      onToggle={(event) => {
        if (event.currentTarget.open && !state.revisions) void loadRevisions();
      }}
      className={css({ borderBlockStart: '1px solid {colors.border}', paddingBlockStart: '3' })}
    >
      <summary className={css({ cursor: 'pointer', fontWeight: '600' })}>{t('content:editor.revisions')}</summary>
      {state.revisions && state.revisions.length === 0 && <p>{t('content:editor.noRevisions')}</p>}
      {state.revisions && (
        <ol
          aria-label={t('content:editor.revisionsOf')}
          className={css({ display: 'grid', gap: '2', marginBlockStart: '2' })}
        >
          {state.revisions.map((revision) => (
            <li
              key={revision.revision}
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                gap: '2',
                alignItems: 'center',
                justifyContent: 'space-between',
              })}
            >
              <span>
                {t('content:editor.revisionLine', {
                  revision: revision.revision,
                  action: t(`content:editor.actions.${revision.action}`, { from: revision.restoredFrom ?? 0 }),
                })}
                {' · '}
                {revision.by
                  ? t('content:editor.revisionBy', { name: revision.by, date: dateOf(revision.at) })
                  : t('content:editor.fromRepository')}
                {revision.revision === state.base && ` · ${t('content:editor.current')}`}
              </span>
              {revision.revision !== state.base && revision.action !== 'remove' && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => void restoreRevision(revision.revision)}
                >
                  {t('content:editor.restore', { revision: revision.revision })}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
