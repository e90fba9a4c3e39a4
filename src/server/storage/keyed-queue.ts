/**
 * One change at a time per key: a change to a key waits for the change before it, so two
 * requests never interleave their read and write of the same document. (In one process; the
 * Redis storage adds its own check for other processes.)
 */
export function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return function run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(work);
    tails.set(key, current);
    const forget = () => {
      if (tails.get(key) === current) tails.delete(key);
    };
    current.then(forget, forget);
    return current;
  };
}
