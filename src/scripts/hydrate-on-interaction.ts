/**
 * `client:interaction` (decision 060): an island whose server HTML is enough until a person
 * reaches for it hydrates on the first pointer over or down, focus, or key press inside it. The
 * event that woke it is not lost: held-events.ts holds clicks and menu keys on an island that is
 * still server HTML and plays them again once it has hydrated.
 */
import type { ClientDirective } from 'astro';

import { wakeEvent } from './held-events.ts';

const wakingEvents = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart', wakeEvent] as const;

const hydrateOnInteraction: ClientDirective = (load, _options, island) => {
  const wake = async () => {
    for (const type of wakingEvents) island.removeEventListener(type, wake);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of wakingEvents) island.addEventListener(type, wake, { once: true, passive: true });
};

export default hydrateOnInteraction;
