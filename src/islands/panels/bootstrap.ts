/**
 * The only panel code every shell page loads (kept free of imports: every byte here is paid on
 * every page). It waits for a click on one of the shell's buttons (`data-panel`) or for a
 * notification, then loads the panels (host.tsx) once.
 *
 * Code outside the shell notifies with
 * `window.dispatchEvent(new CustomEvent('portal:notify', { detail: { message, variant } }))`,
 * or shows a snackbar with 'portal:message' and the same detail.
 */
type Host = typeof import('./host.tsx');
let host: Promise<Host> | undefined;
const loadHost = () => {
  host ??= import('./host.tsx').then((module) => {
    module.startHost();
    return module;
  });
  return host;
};

export function startShellPanels(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-panel]');
    const name = button?.dataset['panel'];
    if (!button || !name) return;
    event.preventDefault();
    void loadHost().then((module) => module.openFromButton(name, button));
  });
  for (const type of ['portal:notify', 'portal:message'] as const) {
    window.addEventListener(type, (event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      void loadHost().then((module) => module.receive(type, detail));
    });
  }
  // The badge of the notifications button, from the notifications kept for this tab.
  try {
    const count = (JSON.parse(sessionStorage.getItem('portal-notifications') ?? '[]') as unknown[]).length;
    const badge = document.querySelector<HTMLElement>('[data-notification-count]');
    if (badge && count > 0) {
      badge.hidden = false;
      badge.textContent = String(count);
    }
  } catch {
    // No storage: no badge.
  }
}
