import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedPanel, clearPanelCache, PANEL_CACHE_ENTRIES, pageKeyOf } from './panel-cache.ts';

afterEach(clearPanelCache);

describe('cachedPanel', () => {
  it('renders a panel once per key', async () => {
    const render = vi.fn(async () => '<p>1</p>');
    expect(await cachedPanel('a', render)).toBe('<p>1</p>');
    expect(await cachedPanel('a', render)).toBe('<p>1</p>');
    expect(render).toHaveBeenCalledTimes(1);
    await cachedPanel('b', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed render', async () => {
    await expect(cachedPanel('a', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await cachedPanel('a', async () => 'fine')).toBe('fine');
  });

  it('keeps at most its bound, forgetting the oldest', async () => {
    for (let index = 0; index <= PANEL_CACHE_ENTRIES; index++)
      await cachedPanel(`k${index}`, async () => String(index));
    const again = vi.fn(async () => 'again');
    expect(await cachedPanel('k0', again)).toBe('again');
    expect(await cachedPanel(`k${PANEL_CACHE_ENTRIES}`, again)).toBe(String(PANEL_CACHE_ENTRIES));
  });
});

describe('pageKeyOf', () => {
  it('tells pages and views apart, not range choices or parameter order', () => {
    const key = (address: string) => pageKeyOf('en', new URL(address, 'http://portal.test'));
    expect(key('/apps/dashboards/project?widget5-range=LW&project=2')).toBe(key('/apps/dashboards/project?project=2'));
    expect(key('/x?b=2&a=1')).toBe(key('/x?a=1&b=2'));
    expect(key('/apps/dashboards/contractlocker?view=whohaswhat')).not.toBe(key('/apps/dashboards/contractlocker'));
    expect(pageKeyOf('ar', new URL('http://portal.test/x'))).not.toBe(pageKeyOf('en', new URL('http://portal.test/x')));
  });
});
