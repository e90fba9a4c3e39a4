import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../services/http-client.ts';
import { fallbackLogo, loadClientLogo } from './client-logo.ts';

function graphAnswering(status: number, body: unknown): ApiClient & { paths: string[] } {
  const paths: string[] = [];
  const request = async (_method: string, path: string) => {
    paths.push(path);
    return new Response(JSON.stringify(body), { status });
  };
  return { paths, url: (path) => path, request, get: (path) => request('GET', path) };
}

const client = { id: 'MTAwMQ', siteID: 'localhost,a,b', logo_path: 'northwind.png' };

describe('the client logo', () => {
  it("is the first item's large thumbnail in PORTAL/assets/logo", async () => {
    const graph = graphAnswering(200, {
      value: [{ name: 'logo.png', thumbnails: [{ large: { url: 'https://t/large' } }] }],
    });
    expect(await loadClientLogo(graph, client)).toEqual({ url: 'https://t/large', name: 'logo.png' });
    expect(graph.paths).toEqual([
      'sites/localhost%2Ca%2Cb/drive/root:/PORTAL/assets/logo:/children?$expand=thumbnails',
    ]);
  });

  it('falls back to the local logo file when Graph fails or the folder is empty', async () => {
    expect(await loadClientLogo(graphAnswering(403, {}), client)).toEqual({
      url: '/client-logos/northwind.png',
      name: 'northwind.png',
    });
    expect(await loadClientLogo(graphAnswering(200, { value: [] }), client)).toEqual(fallbackLogo(client));
  });

  it('needs a site id, and without a logo_path there is no logo at all', async () => {
    const graph = graphAnswering(200, {});
    expect(await loadClientLogo(graph, { ...client, siteID: '' })).toEqual(fallbackLogo(client));
    expect(graph.paths).toEqual([]);
    expect(await loadClientLogo(graph, { ...client, siteID: '', logo_path: '' })).toEqual({ url: '', name: '' });
  });
});
