import { css } from 'styled-system/css';
import { Alert } from '../../design-system/components/alert/Alert.tsx';
import { Button } from '../../design-system/components/button/Button.tsx';
import type { Translate } from '../../i18n/texts.ts';
import { type EditorState, saveOverTheirs, takeTheirs } from '../../stores/content-editor.ts';

/** What the server said last: saved, removed, a conflict with what to do, or a failure. */
export function EditorStatus({ state, t }: { state: EditorState; t: Translate }) {
  if (state.conflict) {
    return (
      <Alert status="warning" title={t('content:editor.conflictTitle')}>
        <p>{state.message}</p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', marginBlockStart: '2' })}>
          <Button type="button" size="sm" variant="outline" onClick={takeTheirs}>
            {t('content:editor.showTheirs')}
          </Button>
          <Button type="button" size="sm" onClick={() => void saveOverTheirs()}>
            {t('content:editor.keepMine')}
          </Button>
        </div>
      </Alert>
    );
  }
  if (state.status === 'saved')
    return (
      <Alert status="success" role="status">
        {t('content:editor.saved', { revision: state.base })}
      </Alert>
    );
  if (state.status === 'removed')
    return (
      <Alert status="success" role="status">
        {t('content:editor.removed')}
      </Alert>
    );
  if (state.status === 'failed')
    return (
      <Alert status="error" role="alert">
        {Object.keys(state.fields).length > 0
          ? t('content:editor.errors.invalidContent')
          : state.message || t('content:editor.errors.saveFailed')}
      </Alert>
    );
  return null;
}
