/**
 * At most `limit` pages rendered at once; the others wait their turn, first come first served.
 * Under 50 connections every render interleaved with every other at each await, so each held its
 * half-built page the whole time: the heap grew to hold fifty (decision 051). A few at a time finish
 * sooner, hold less, and the waiting costs a queue entry.
 */
export interface RenderLimiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Renders running and waiting, for the logs and tests. */
  readonly running: number;
  readonly waiting: number;
}

export function renderLimiter(limit: number): RenderLimiter {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    // The slot passes straight to the next in line, so a newcomer cannot take it in between.
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(task) {
      if (running < limit) running += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
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
