import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNavigationPart, replaceNavigationPartsServices } from './navigation-parts.ts';

afterEach(() => replaceNavigationPartsServices());

describe('the navigation parts a new layout needs', () => {
  it('are fetched for the page shown, one request per part at a time', async () => {
    let answer: (html: string) => void = () => undefined;
    const fetchPart = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    replaceNavigationPartsServices({ fetchPart });
    const first = loadNavigationPart('rail', '/contracts');
    // Asked again while on its way (two quick layout changes): not fetched twice.
    expect(await loadNavigationPart('rail', '/contracts')).toBeUndefined();
    answer('<nav>…</nav>');
    expect(await first).toBe('<nav>…</nav>');
    expect(fetchPart).toHaveBeenCalledOnce();
    expect(fetchPart).toHaveBeenCalledWith('rail', '/contracts');
  });

  it('come back empty when the server could not give them, and are asked for again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchPart = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('<nav></nav>');
    replaceNavigationPartsServices({ fetchPart });
    expect(await loadNavigationPart('rail', '/')).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(await loadNavigationPart('rail', '/')).toBe('<nav></nav>');
    warn.mockRestore();
  });
});
