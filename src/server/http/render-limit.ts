/**
 * At most `limit` pages rendered at once; the others wait their turn, first come first served.
 * Under 50 connections every render interleaved with every other at each await, so each held its
 * half-built page the whole time: the heap grew to hold fifty (decision 051). A few at a time finish
 * sooner, hold less, and the waiting costs a queue entry.
 *
 * And at most one render *starts* per turn of the event loop (decision 123). A page's render reads
 * the storage and digests in process (decision 108), so it runs from start to end in one stretch of
 * promise callbacks and never lets the loop turn. Started straight from the requests' callbacks,
 * the renders of every request read in one poll of the sockets ran back to back in that turn (tens
 * to hundreds of milliseconds under load), and only then could the loop write answers, read the next
 * requests or accept a connection — and Node accepts one connection per turn. A connection opened
 * under load waited seconds in the kernel's queue before its first request was even read: the slow
 * tail of the dashboard under 50 connections. Started one per turn, between two renders the loop
 * polls its sockets, so a turn lasts about one render. The API's calls, not limited in number,
 * go through a limiter without a limit (`Infinity`) for the same pacing.
 */
export interface RenderLimiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Renders running and waiting, for the logs and tests. */
  readonly running: number;
  readonly waiting: number;
}

/** How the next turn of the event loop is asked for: `setImmediate` (after the poll for I/O). */
export type NextTurn = (callback: () => void) => void;

export function renderLimiter(limit: number, nextTurn: NextTurn = setImmediate): RenderLimiter {
  let running = 0;
  const queue: (() => void)[] = [];
  let startScheduled = false;

  // Starts the first in line; another start, if any can start, waits for the next turn.
  const startNext = () => {
    startScheduled = false;
    if (running >= limit) return;
    const next = queue.shift();
    if (!next) return;
    running += 1;
    next();
    scheduleStart();
  };
  const scheduleStart = () => {
    if (startScheduled || queue.length === 0 || running >= limit) return;
    startScheduled = true;
    nextTurn(startNext);
  };

  return {
    async run(task) {
      // Everyone queues, so the order is the order of arrival: a newcomer cannot take a freed slot
      // ahead of those already waiting.
      await new Promise<void>((resolve) => {
        queue.push(resolve);
        scheduleStart();
      });
      try {
        return await task();
      } finally {
        running -= 1;
        scheduleStart();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
