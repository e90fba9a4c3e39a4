import { describe, expect, it } from 'vitest';
import { shellStartedEvent, wakeEvent } from '../../scripts/held-events.ts';
import { heldEventsScript } from './held-events-script.ts';

describe('the inline holder of early clicks', () => {
  it('runs on its own: it reads nothing but the document and the browser', () => {
    const listeners = new Map<string, (event: unknown) => void>();
    const sent: string[] = [];
    const island = {
      addEventListener: (type: string) => sent.push(`island waits for ${type}`),
      dispatchEvent: (event: Event) => sent.push(`island woken by ${event.type}`),
    };
    const document = {
      documentElement: { dataset: {} },
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        if (type === 'click' || type === 'keydown') listeners.set(type, listener);
        else sent.push(`document waits for ${type}`);
      },
    };
    /** An event on an element inside `inside` (a shell control or an island still server HTML). */
    const event = (inside: 'shell' | 'island', extra: object = {}) => ({
      isTrusted: true,
      preventDefault: () => {},
      stopImmediatePropagation: () => {},
      target: {
        closest: (selector: string) =>
          (inside === 'shell' && selector.includes('data-panel')) ||
          (inside === 'island' && selector === 'astro-island[ssr]')
            ? island
            : null,
      },
      ...extra,
    });
    // Only the page's document is handed over: a name read from the module around the function
    // would throw here, at its start or in its listeners below.
    new Function('document', heldEventsScript)(document);
    expect([...listeners.keys()]).toEqual(['click', 'keydown']);
    listeners.get('click')?.(event('shell'));
    listeners.get('click')?.(event('island'));
    listeners.get('keydown')?.(event('island', { key: 'ArrowDown' }));
    expect(sent).toEqual([
      `document waits for ${shellStartedEvent}`,
      'island waits for astro:hydrate',
      `island woken by ${wakeEvent}`,
      'island waits for astro:hydrate',
      `island woken by ${wakeEvent}`,
    ]);
  });

  it('waits for the events the islands and the shell send', () => {
    expect(heldEventsScript).toContain(JSON.stringify(wakeEvent));
    expect(heldEventsScript).toContain(JSON.stringify(shellStartedEvent));
  });
});
