/**
 * The only content-editing code a page loads up front, and only on pages a provider staff member
 * sees with Edit buttons: a click on one (`data-content-edit`) loads the editor and opens it on
 * that entry, or on a new one. Nobody else's pages carry this script.
 */
const loadEditor = () => import('./mount.tsx');

export function listenForContentEdits(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-content-edit]');
    if (!button) return;
    event.preventDefault();
    void loadEditor().then((module) => module.openFromButton(button));
  });
}
