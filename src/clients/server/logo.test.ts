import { describe, expect, it, vi } from 'vitest';
import { fallbackLogoUrl, logoAddressOf } from '../logo.ts';
import { clientLogos, LOGO_KEPT_MS, type LogoSource, NO_LOGO_KEPT_MS } from './logo.ts';

const northwind = { id: 'MTAwMQ', siteID: 'localhost,a,b', logo_path: 'northwind.png' };
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

/** Graph's side: the folder's first thumbnail, `null` for an empty folder, an error for a failing Graph. */
function source(
  thumbnail: { url: string; name: string } | null | Error = { url: 'https://thumbs/1', name: 'logo.png' },
) {
  const fake = {
    logoThumbnail: vi.fn(async () => {
      if (thumbnail instanceof Error) throw thumbnail;
      return thumbnail ?? undefined;
    }),
    download: vi.fn(async () => new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } })),
  } satisfies LogoSource;
  return fake;
}

describe("the clients' logos on the server", () => {
  it("reads the library's logo once per client and serves its bytes, however many ask at once", async () => {
    const graph = source();
    const logos = clientLogos(graph);
    const [first, second] = await Promise.all([logos.imageOf(northwind), logos.imageOf(northwind)]);
    expect(first?.bytes).toEqual(png);
    expect(first?.contentType).toBe('image/png');
    expect(first?.etag).toMatch(/^"[\w-]{27}"$/);
    expect(second).toBe(first);
    await logos.imageOf(northwind);
    expect(graph.logoThumbnail).toHaveBeenCalledTimes(1);
    expect(graph.logoThumbnail).toHaveBeenCalledWith({ siteID: northwind.siteID }, expect.anything());
    expect(graph.download).toHaveBeenCalledWith('https://thumbs/1', expect.anything());
  });

  it('reads it again once kept an hour, and after 5 minutes when there was none or Graph failed', async () => {
    let now = 0;
    const found = source();
    const logos = clientLogos(found, { now: () => now });
    await logos.imageOf(northwind);
    now += LOGO_KEPT_MS - 1;
    await logos.imageOf(northwind);
    expect(found.logoThumbnail).toHaveBeenCalledTimes(1);
    now += 1;
    await logos.imageOf(northwind);
    expect(found.logoThumbnail).toHaveBeenCalledTimes(2);

    const failures: unknown[] = [];
    const failing = source(new Error('503 serviceNotAvailable'));
    const fallbackOnly = clientLogos(failing, { now: () => now, onFailure: (error) => failures.push(error) });
    expect(await fallbackOnly.imageOf(northwind)).toBeUndefined();
    expect(failures).toHaveLength(1);
    now += NO_LOGO_KEPT_MS - 1;
    await fallbackOnly.imageOf(northwind);
    expect(failing.logoThumbnail).toHaveBeenCalledTimes(1);
    now += 1;
    await fallbackOnly.imageOf(northwind);
    expect(failing.logoThumbnail).toHaveBeenCalledTimes(2);
  });

  it('has none for a client without a site, an empty logo folder or a thumbnail that is not an image', async () => {
    const graph = source();
    expect(await clientLogos(graph).imageOf({ ...northwind, siteID: '' })).toBeUndefined();
    expect(graph.logoThumbnail).not.toHaveBeenCalled();
    expect(await clientLogos(source(null)).imageOf(northwind)).toBeUndefined();
    const html = source();
    html.download = vi.fn(async () => new Response('<html>', { headers: { 'content-type': 'text/html' } }));
    expect(await clientLogos(html).imageOf(northwind)).toBeUndefined();
  });

  it('knows without waiting that a client has none: no site, or a kept lookup that found none', async () => {
    let now = 0;
    const found = clientLogos(source(), { now: () => now });
    expect(found.knownToHaveNone({ ...northwind, siteID: '' })).toBe(true);
    expect(found.knownToHaveNone(northwind)).toBe(false);
    found.warm(northwind);
    expect(found.knownToHaveNone(northwind)).toBe(false);
    await found.imageOf(northwind);
    expect(found.knownToHaveNone(northwind)).toBe(false);

    const empty = clientLogos(source(null), { now: () => now });
    empty.warm(northwind);
    // Still looking: not known yet, so the page asks for the picture.
    expect(empty.knownToHaveNone(northwind)).toBe(false);
    await empty.imageOf(northwind);
    expect(empty.knownToHaveNone(northwind)).toBe(true);
    now += NO_LOGO_KEPT_MS;
    expect(empty.knownToHaveNone(northwind)).toBe(false);

    const failing = clientLogos(source(new Error('503')), { now: () => now });
    await failing.imageOf(northwind);
    expect(failing.knownToHaveNone(northwind)).toBe(true);
  });

  it("falls back to the logo_path file under the local client logos, or nothing; served at the client's own address", () => {
    expect(fallbackLogoUrl(northwind)).toBe('/client-logos/northwind.png');
    expect(fallbackLogoUrl({ logo_path: '' })).toBe('');
    expect(logoAddressOf(northwind)).toBe('/api/client-logo/MTAwMQ');
  });
});
