import { describe, expect, it } from 'vitest';
import { wholePage } from './whole-page.ts';

/** An HTML answer whose body streams `parts`, then fails if `failure` is given (a component that threw). */
function streamed(parts: string[], failure?: Error, headers: Record<string, string> = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      if (failure) controller.error(failure);
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/html', ...headers } });
}

describe('a page read whole', () => {
  it('keeps the body, status and headers of a page that rendered', async () => {
    const page = await wholePage(streamed(['<main>', 'Hello', '</main>'], undefined, { 'x-request-id': 'r-1' }));
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe('r-1');
    expect(await page.text()).toBe('<main>Hello</main>');
  });

  it('fails as a whole when the render failed halfway, so nothing of it is sent', async () => {
    await expect(wholePage(streamed(['<main>Half'], new Error('A component threw')))).rejects.toThrow(
      'A component threw',
    );
  });

  it('passes HTML of a known length untouched: it was rendered whole', async () => {
    const html = '<main>Hello</main>';
    const page = new Response(html, {
      headers: { 'content-type': 'text/html', 'content-length': String(html.length) },
    });
    expect(await wholePage(page)).toBe(page);
    // A streamed page has no length, so it is still read to its end.
    const stream = streamed(['<main>']);
    expect(await wholePage(stream)).not.toBe(stream);
  });

  it('passes anything but HTML untouched', async () => {
    const json = new Response('{"a":1}', { headers: { 'content-type': 'application/json' } });
    expect(await wholePage(json)).toBe(json);
    const redirect = new Response(null, { status: 302, headers: { location: '/login' } });
    expect(await wholePage(redirect)).toBe(redirect);
  });
});
