import type { Server } from 'node:http';

/**
 * Stopping a server without cutting anyone off (a deploy or a scale-down sends SIGTERM): it stops
 * accepting connections, lets the requests in flight finish — at most `graceMs`, then closes
 * whatever connections remain — and closes idle keep-alive connections at once, so a quiet
 * server stops at once. Answers given meanwhile say `Connection: close`, so clients reconnect to
 * another instance instead of reusing this one.
 */
export function drainable(server: Server): { close(graceMs: number): Promise<void> } {
  let inFlight = 0;
  let closing = false;
  let drained: (() => void) | undefined;
  // Before the server's own handler, which may answer at once.
  server.prependListener('request', (_request, response) => {
    inFlight++;
    if (closing) response.setHeader('Connection', 'close');
    response.once('close', () => {
      inFlight--;
      if (inFlight === 0) drained?.();
    });
  });
  return {
    async close(graceMs) {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, graceMs);
          drained = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      server.closeAllConnections();
      await closed;
    },
  };
}
