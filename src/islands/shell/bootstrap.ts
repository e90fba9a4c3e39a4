/**
 * The only panel code every shell page loads (kept free of imports: every byte here is paid on
 * every page). It waits for a click on one of the shell's buttons (`data-panel`) or for a
 * notification, then loads the panels (host.tsx) once.
 *
 * Code outside the shell notifies with
 * `window.dispatchEvent(new CustomEvent('portal:notify', { detail: { message, variant } }))`,
 * or shows a snackbar with 'portal:message' and the same detail.
 */
// host.tsx starts the panels when it is first evaluated.
const loadHost = () => import('./host.tsx');

export function startShellPanels(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-panel]');
    if (!button) return;
    event.preventDefault();
    void loadHost().then((module) => module.openFromButton(button));
  });
  const receive = (event: Event) => void loadHost().then((module) => module.receive(event as CustomEvent<unknown>));
  window.addEventListener('portal:notify', receive);
  window.addEventListener('portal:message', receive);
  // The notifications kept for this tab (host.tsx keeps the badge up to date once loaded).
  if (sessionStorage.getItem('portal-notifications')?.includes('"id"')) void loadHost();
}
