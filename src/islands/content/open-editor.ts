import { isEditableKind } from '../../content/editing/entries.ts';
import { isLocale } from '../../i18n/locales.ts';
import { wakeEvent } from '../../scripts/held-events.ts';
import { openEditor } from '../../stores/content-editor.ts';

/** The island that renders the editor (ContentEditorHost.astro). */
export const CONTENT_EDITOR_ISLAND = 'content-editor-island';

let trigger: HTMLElement | null = null;

/** The Edit button the editor was last opened from: focus goes back to it when the editor closes. */
export function editTrigger(): HTMLElement | null {
  return trigger;
}

/**
 * Opens the editor on the button's entry (`data-kind`, `data-slug`; no slug: a new entry) in the
 * page's language, and wakes the editor's island, which hydrates now if it has not yet (the one
 * way a part hydrates on demand, decision 080).
 */
export function openEditorFrom(button: HTMLElement): void {
  const kind = button.dataset['kind'];
  if (!isEditableKind(kind)) return;
  trigger = button;
  const lang = document.documentElement.lang;
  void openEditor(kind, button.dataset['slug'] || undefined, isLocale(lang) ? lang : 'en');
  document.getElementById(CONTENT_EDITOR_ISLAND)?.closest('astro-island')?.dispatchEvent(new Event(wakeEvent));
}
