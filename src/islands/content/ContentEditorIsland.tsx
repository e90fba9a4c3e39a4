import { LocaleProvider } from '@ark-ui/react/locale';
import { useMemo } from 'react';
import { type IslandTexts, translatorOf } from '../../i18n/texts.ts';
import type { EditorState } from '../../stores/content-editor.ts';
import ContentEditor from './ContentEditor.tsx';
import { CONTENT_EDITOR_ISLAND, editTrigger } from './open-editor.ts';

/** Once the editor closed after a save, the page shows readers' view of the change. */
function showReadersView(changed: boolean, state: EditorState): void {
  if (!changed) return;
  // The page shows what was there when it loaded: show readers' view of the change.
  const here = `${window.location.pathname}${window.location.search}`;
  const article = state.status === 'removed' ? '/pages/knowledge-base' : `/pages/knowledge-base/${state.slug}`;
  // An article may have been added or removed: show it (or the list); the FAQ and demo pages reload.
  const target = state.kind === 'knowledgeBase' ? article : here;
  if (target === here) window.location.reload();
  else window.location.assign(target);
}

/**
 * The content editor's island (ContentEditorHost.astro): server HTML of nothing until an Edit
 * button wakes it (`client:interaction`, open-editor.ts), then the editor the store has opened.
 */
export default function ContentEditorIsland({ texts }: { texts: IslandTexts }) {
  const t = useMemo(() => translatorOf(texts), [texts]);
  return (
    <LocaleProvider locale={texts.tag}>
      <span id={CONTENT_EDITOR_ISLAND} hidden />
      <ContentEditor t={t} returnFocusTo={editTrigger} onClosed={showReadersView} />
    </LocaleProvider>
  );
}
