import { describe, expect, it, vi } from 'vitest';
import { wakeEvent } from './held-events.ts';
import hydrateOnInteraction from './hydrate-on-interaction.ts';

function island() {
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  const element = new EventTarget() as unknown as HTMLElement;
  hydrateOnInteraction(load, { name: 'interaction', value: '' }, element);
  return { element, load, hydrate };
}

describe('client:interaction', () => {
  it('loads nothing until a person reaches for the island', () => {
    const { load } = island();
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart', wakeEvent])(
    'hydrates once on %s',
    async (type) => {
      const { element, load, hydrate } = island();
      element.dispatchEvent(new Event(type));
      element.dispatchEvent(new Event('focusin'));
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
      expect(load).toHaveBeenCalledTimes(1);
    },
  );
});
