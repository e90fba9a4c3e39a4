import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cachedPart,
  clearPanelCache,
  PANEL_CACHE_ENTRIES,
  type PartScope,
  panelCacheSize,
  partKeyOf,
  versionOf,
} from './panel-cache.ts';

afterEach(clearPanelCache);

describe('cachedPart', () => {
  it('renders a part once per key', async () => {
    const render = vi.fn(async () => '<p>1</p>');
    expect(await cachedPart('a', render)).toBe('<p>1</p>');
    expect(await cachedPart('a', render)).toBe('<p>1</p>');
    expect(render).toHaveBeenCalledTimes(1);
    await cachedPart('b', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders once for requests that come while the first render runs', async () => {
    let finish: (html: string) => void = () => {};
    const render = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = cachedPart('a', render);
    const second = cachedPart('a', render);
    finish('<p>1</p>');
    expect(await Promise.all([first, second])).toEqual(['<p>1</p>', '<p>1</p>']);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed render', async () => {
    await expect(cachedPart('a', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await cachedPart('a', async () => 'fine')).toBe('fine');
  });

  it('keeps at most its bound, forgetting the least recently used', async () => {
    for (let index = 0; index < PANEL_CACHE_ENTRIES; index++) await cachedPart(`k${index}`, async () => String(index));
    // k0 used again: k1 is now the least recently used.
    await cachedPart('k0', async () => 'again');
    await cachedPart('one more', async () => 'new');
    expect(panelCacheSize()).toBe(PANEL_CACHE_ENTRIES);
    const again = vi.fn(async () => 'again');
    expect(await cachedPart('k0', again)).toBe('0');
    expect(await cachedPart('k1', again)).toBe('again');
  });
});

describe('partKeyOf', () => {
  const data = { widget: 'widget5' };
  const scope = (address: string, client: string | undefined = 'contoso', locale = 'en'): PartScope => ({
    client,
    locale,
    url: new URL(address, 'http://portal.test'),
  });
  const panel = (address: string, client?: string, locale?: string) =>
    partKeyOf(scope(address, client, locale), data, 'widget5-range=LW', 'scope');
  const whole = (address: string) => partKeyOf(scope(address), data, 'widget5', 'full');

  it('keys a panel by client, language, page and project or view, not by other choices', () => {
    expect(panel('/apps/dashboards/project?widget6-range=LW&project=2')).toBe(
      panel('/apps/dashboards/project?project=2'),
    );
    expect(panel('/apps/dashboards/project?utm=1')).toBe(panel('/apps/dashboards/project'));
    expect(panel('/apps/dashboards/project?project=2')).not.toBe(panel('/apps/dashboards/project?project=3'));
    expect(panel('/apps/dashboards/contractlocker?view=whohaswhat')).not.toBe(panel('/apps/dashboards/contractlocker'));
    expect(panel('/apps/dashboards/project', 'fabrikam')).not.toBe(panel('/apps/dashboards/project', 'contoso'));
    expect(panel('/apps/dashboards/project', 'contoso', 'ar')).not.toBe(panel('/apps/dashboards/project'));
    expect(panel('/a')).not.toBe(panel('/b'));
  });

  it('keys a whole widget by every parameter of the address, in any order', () => {
    expect(whole('/x?b=2&a=1')).toBe(whole('/x?a=1&b=2'));
    expect(whole('/x?widget6-range=LW')).not.toBe(whole('/x'));
  });

  it('makes new keys for new data', () => {
    const before = partKeyOf(scope('/x'), { same: 'fields' }, 'w', 'scope');
    expect(partKeyOf(scope('/x'), { same: 'fields' }, 'w', 'scope')).not.toBe(before);
    expect(partKeyOf(scope('/x'), data, 'w', 'scope')).toBe(partKeyOf(scope('/x'), data, 'w', 'scope'));
  });

  it('cannot mistake a client id holding the separator for another key', () => {
    expect(partKeyOf(scope('/x', 'a|en'), data, 'w', 'scope')).not.toBe(
      partKeyOf(scope('/x', 'a', 'en|en'), data, 'w', 'scope'),
    );
  });
});

describe('versionOf', () => {
  it('is the same for one object and differs between objects', () => {
    const one = {};
    expect(versionOf(one)).toBe(versionOf(one));
    expect(versionOf({})).not.toBe(versionOf(one));
  });
});
