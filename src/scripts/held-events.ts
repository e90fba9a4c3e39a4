/**
 * Pages are server-rendered and their islands hydrate later: a moment later for `client:load`,
 * at the first touch for `client:interaction` (decision 060). A click, or a key that opens a menu,
 * on an island's button in between would be lost: hold it, and send it to the same element again
 * once its island runs (hydration keeps the server's elements). Links work without JavaScript and
 * are left alone; Enter and Space need no holding, since on a button they become a click.
 */
/** Sent to an island that holds an event, so that one hydrating on interaction starts now. */
export const wakeEvent = 'portal:wake';

const heldKeys = new Set(['ArrowDown', 'ArrowUp']);

/**
 * Keys a part acts on beyond the menus' arrows, said by the part itself in `data-held-keys`
 * (space-separated): the RFP grid scores with digits and moves with every arrow.
 */
function isHeld(event: KeyboardEvent): boolean {
  if (heldKeys.has(event.key)) return true;
  const part = (event.target as Element).closest?.<HTMLElement>('[data-held-keys]');
  return part?.dataset['heldKeys']?.split(' ').includes(event.key) ?? false;
}

function islandToWaitFor(event: Event): Element | null {
  const target = event.target as Element;
  if (!event.isTrusted || !target.closest || target.closest('a[href]')) return null;
  return target.closest('astro-island[ssr]');
}

function hold(event: Event, island: Element, again: () => Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  const target = event.target as Element;
  island.addEventListener('astro:hydrate', () => setTimeout(() => target.dispatchEvent(again())), { once: true });
  // Stopped here, the event never reaches the island's own listeners: wake an island that
  // hydrates on interaction in case nothing before it did.
  island.dispatchEvent(new Event(wakeEvent));
}

/**
 * The shell's own controls (navbar toggles, panel buttons) are server HTML driven by the shell's
 * script (Portal.astro), which says it started with `shellStarted` on <html> and this event.
 */
export const shellStartedEvent = 'portal:shell-started';
const shellControls = '[data-navbar-toggle], [data-panel]';

/** A click on a shell control before the shell's script runs: sent again once it has. */
function holdForShell(event: MouseEvent): boolean {
  const target = event.target as Element;
  if (!event.isTrusted || 'shellStarted' in document.documentElement.dataset || !target.closest?.(shellControls))
    return false;
  event.preventDefault();
  event.stopImmediatePropagation();
  document.addEventListener(
    shellStartedEvent,
    () => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
    { once: true },
  );
  return true;
}

export function holdEventsUntilHydrated(root: Document): void {
  root.addEventListener(
    'click',
    (event) => {
      if (holdForShell(event)) return;
      const island = islandToWaitFor(event);
      if (island) hold(event, island, () => new MouseEvent('click', { bubbles: true, cancelable: true }));
    },
    true,
  );
  root.addEventListener(
    'keydown',
    (event) => {
      const island = isHeld(event) ? islandToWaitFor(event) : null;
      if (island)
        hold(event, island, () => new KeyboardEvent('keydown', { key: event.key, bubbles: true, cancelable: true }));
    },
    true,
  );
}
