/**
 * Pages are server-rendered and their islands hydrate a moment later (seconds on a slow machine).
 * A click on an island's button in between would be lost: hold it, and click the same element
 * again once its island runs (hydration keeps the server's elements). Links work without
 * JavaScript and are left alone.
 */
export function holdClicksUntilHydrated(root: Document): void {
  root.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const island = target.closest?.('astro-island[ssr]');
      if (!island || !event.isTrusted || target.closest('a[href]')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const replay = () => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      island.addEventListener('astro:hydrate', () => setTimeout(replay), { once: true });
    },
    true,
  );
}
