import type { Server } from 'node:http';

export interface Drainable {
  /**
   * True from the moment `close` is called: the instance is going away, so readiness
   * (`GET /api/ready`) answers 503 and a load balancer that probes it sends no new requests.
   */
  readonly stopping: boolean;
  /**
   * Stops the server: first, for `delayMs`, it still serves everything (readiness says 503 meanwhile,
   * for load balancers that need a probe or two to notice); then it stops accepting connections
   * and lets the requests in flight finish, at most `graceMs`.
   */
  close(graceMs: number, delayMs?: number): Promise<void>;
}

/**
 * Stopping a server without cutting anyone off (a deploy or a scale-down sends SIGTERM): it stops
 * accepting connections, lets the requests in flight finish — at most `graceMs`, then closes
 * whatever connections remain — and closes idle keep-alive connections at once, so a quiet
 * server stops at once. Answers given meanwhile say `Connection: close`, so clients reconnect to
 * another instance instead of reusing this one.
 */
export function drainable(server: Server): Drainable {
  let inFlight = 0;
  let stopping = false;
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
    get stopping() {
      return stopping;
    },
    async close(graceMs, delayMs = 0) {
      stopping = true;
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
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
