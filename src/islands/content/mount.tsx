import { LocaleProvider } from '@ark-ui/react/locale';
import { createRoot, type Root } from 'react-dom/client';
import { isEditableKind } from '../../content/editing/entries.ts';
import { isLocale } from '../../i18n/locales.ts';
import { type IslandTexts, translatorOf } from '../../i18n/texts.ts';
import { openEditor } from '../../stores/content-editor.ts';
import ContentEditor from './ContentEditor.tsx';

/** Where the page keeps the editor's strings (data, not script: the page's policy allows no inline script). */
export const CONTENT_EDITOR_ID = 'content-editor';

let root: Root | undefined;
let trigger: HTMLElement | null = null;

/** Opens the editor on the button's entry (`data-kind`, `data-slug`; no slug: a new entry). */
export function openFromButton(button: HTMLElement): void {
  const kind = button.dataset['kind'];
  const container = document.getElementById(CONTENT_EDITOR_ID);
  if (!isEditableKind(kind) || !container) return;
  const texts = JSON.parse(container.dataset['texts'] ?? '{}') as IslandTexts;
  const lang = document.documentElement.lang;
  trigger = button;
  root ??= createRoot(container);
  root.render(
    <LocaleProvider locale={texts.tag}>
      <ContentEditor
        t={translatorOf(texts)}
        returnFocusTo={() => trigger}
        onClosed={(changed, state) => {
          if (!changed) return;
          // The page shows what was there when it loaded: show readers' view of the change.
          const here = `${window.location.pathname}${window.location.search}`;
          const article = state.status === 'removed' ? '/pages/knowledge-base' : `/pages/knowledge-base/${state.slug}`;
          // An article may have been added or removed: show it (or the list); the FAQ and demo pages reload.
          const target = state.kind === 'knowledgeBase' ? article : here;
          if (target === here) window.location.reload();
          else window.location.assign(target);
        }}
      />
    </LocaleProvider>,
  );
  void openEditor(kind, button.dataset['slug'] || undefined, isLocale(lang) ? lang : 'en');
}
