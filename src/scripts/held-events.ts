/**
 * Pages are server-rendered and their islands hydrate later: a moment later for `client:load`,
 * at the first touch for `client:interaction` (decision 060). A click, or a key that opens a menu,
 * on an island's button in between would be lost: hold it, and send it to the same element again
 * once its island runs (hydration keeps the server's elements). Links work without JavaScript and
 * are left alone; Enter and Space need no holding, since on a button they become a click.
 *
 * The holding starts before anything can be clicked: the page's head carries it as an inline
 * script (held-events-script.ts), which runs before the body is parsed. As a module script it
 * started only once the whole document had been parsed and its modules fetched, and a click on a
 * button drawn before that (the toolbar's Search on a busy phone) did nothing (decision 160).
 */
/** Sent to an island that holds an event, so that one hydrating on interaction starts now. */
export const wakeEvent = 'portal:wake';

/**
 * The shell's own controls (navbar toggles, panel buttons) are server HTML driven by the shell's
 * script (portal-shell.ts), which says it started with `shellStarted` on <html> and this event.
 */
export const shellStartedEvent = 'portal:shell-started';

/** The names the holder and the parts it waits for share. */
export interface HeldEventNames {
  wake: string;
  shellStarted: string;
}

export const heldEventNames: HeldEventNames = { wake: wakeEvent, shellStarted: shellStartedEvent };

/**
 * Holds clicks and menu keys on what has not started yet, and sends each again once it has.
 * Self-contained (it reads nothing from around it), since the page runs its source as text.
 */
export function holdEventsUntilHydrated(root: Document, names: HeldEventNames): void {
  const heldKeys = new Set(['ArrowDown', 'ArrowUp']);
  const shellControls = '[data-navbar-toggle], [data-panel]';

  /**
   * Keys a part acts on beyond the menus' arrows, said by the part itself in `data-held-keys`
   * (space-separated): the RFP grid scores with digits and moves with every arrow.
   */
  const isHeld = (event: KeyboardEvent): boolean => {
    if (heldKeys.has(event.key)) return true;
    const part = (event.target as Element).closest?.<HTMLElement>('[data-held-keys]');
    return part?.dataset['heldKeys']?.split(' ').includes(event.key) ?? false;
  };

  const islandToWaitFor = (event: Event): Element | null => {
    const target = event.target as Element;
    if (!event.isTrusted || !target.closest || target.closest('a[href]')) return null;
    return target.closest('astro-island[ssr]');
  };

  const hold = (event: Event, island: Element, again: () => Event): void => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const target = event.target as Element;
    island.addEventListener('astro:hydrate', () => setTimeout(() => target.dispatchEvent(again())), { once: true });
    // Stopped here, the event never reaches the island's own listeners: wake an island that
    // hydrates on interaction in case nothing before it did.
    island.dispatchEvent(new Event(names.wake));
  };

  /** A click on a shell control before the shell's script runs: sent again once it has. */
  const holdForShell = (event: MouseEvent): boolean => {
    const target = event.target as Element;
    if (!event.isTrusted || 'shellStarted' in root.documentElement.dataset || !target.closest?.(shellControls))
      return false;
    event.preventDefault();
    event.stopImmediatePropagation();
    root.addEventListener(
      names.shellStarted,
      () => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
      { once: true },
    );
    return true;
  };

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
