import { once } from 'node:events';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainable } from './drain.ts';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server whose answers take `delayMs` (or never come, with Infinity). */
async function slowServer(delayMs: number) {
  const started = createServer((_request, response) => {
    if (delayMs !== Number.POSITIVE_INFINITY) setTimeout(() => response.end('done'), delayMs);
  });
  server = started;
  const stopper = drainable(started);
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  return { stopper, port: (started.address() as AddressInfo).port, server: started };
}

/**
 * Sends a GET and resolves once the server has it, so the request is in flight: a fixed pause
 * was not always enough on a busy machine, and the stop then met an idle connection.
 */
async function inFlightGet(port: number, server: Server): Promise<{ answer: ReturnType<typeof get> }> {
  const arrived = once(server, 'request');
  const answer = get(port);
  await arrived;
  return { answer };
}

/** A GET: its status and body, or the error that ended it. */
function get(port: number): Promise<{ status?: number; body?: string; error?: string; connection?: string }> {
  return new Promise((resolve) => {
    const outgoing = request({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, connection: String(response.headers.connection) }),
      );
      response.on('error', (error) => resolve({ error: error.message }));
    });
    outgoing.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    outgoing.end();
  });
}

// Generous bounds: a shared machine may be slow, but never by the grace time.
describe('stopping the server', { timeout: 30_000 }, () => {
  it('lets a request in flight finish, refuses new connections, then stops', async () => {
    const { stopper, port, server: slow } = await slowServer(300);
    const { answer: inFlight } = await inFlightGet(port, slow);
    const started = Date.now();
    // A grace far longer than the request, so finishing with the request and waiting out the grace differ.
    const stopped = stopper.close(20_000);
    await expect(get(port)).resolves.toMatchObject({ error: 'ECONNREFUSED' });
    await expect(inFlight).resolves.toMatchObject({ status: 200, body: 'done' });
    await stopped;
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('stops at once when nothing is in flight, idle keep-alive connections included', async () => {
    const { stopper, port } = await slowServer(0);
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve) =>
      request({ host: '127.0.0.1', port, agent }, (response) => response.resume().on('end', resolve)).end(),
    );
    const started = Date.now();
    await stopper.close(20_000);
    expect(Date.now() - started).toBeLessThan(10_000);
    agent.destroy();
  });

  it('says it is stopping at once, and serves new connections for the delay before draining', async () => {
    const { stopper, port } = await slowServer(0);
    expect(stopper.stopping).toBe(false);
    const stopped = stopper.close(10_000, 400);
    expect(stopper.stopping).toBe(true);
    await expect(get(port)).resolves.toMatchObject({ status: 200, body: 'done' });
    await stopped;
    await expect(get(port)).resolves.toMatchObject({ error: 'ECONNREFUSED' });
  });

  it('closes what is still open when the grace time is over', async () => {
    const { stopper, port, server: slow } = await slowServer(Number.POSITIVE_INFINITY);
    const { answer: hung } = await inFlightGet(port, slow);
    const started = Date.now();
    await stopper.close(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(hung).resolves.toHaveProperty('error');
  });
});
