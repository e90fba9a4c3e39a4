import { describe, expect, it } from 'vitest';
import { renderLimiter } from './render-limit.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The event loop's turns, played by hand: `turn()` runs what was asked for the next one. */
function manualTurns() {
  let asked: (() => void)[] = [];
  return {
    nextTurn: (callback: () => void) => {
      asked.push(callback);
    },
    get asked() {
      return asked.length;
    },
    async turn() {
      const now = asked;
      asked = [];
      for (const callback of now) callback();
      // The promise callbacks of what started (the render itself, in a real turn).
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}

describe('renderLimiter', () => {
  it('runs at most its limit at once, the rest in the order they came', async () => {
    const limiter = renderLimiter(2);
    const started: number[] = [];
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const runs = gates.map((gate, index) =>
      limiter.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([0, 1]);
    expect(limiter.waiting).toBe(2);
    gates[1]?.resolve();
    await runs[1];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(limiter.running).toBe(0);
    expect(limiter.waiting).toBe(0);
  });

  it('starts one render per turn of the event loop, even with free slots, so the loop polls its sockets between two', async () => {
    const turns = manualTurns();
    const limiter = renderLimiter(8, turns.nextTurn);
    const started: number[] = [];
    // Renders that never wait for I/O: each runs start to end in the turn it starts in.
    const runs = [0, 1, 2].map((index) =>
      limiter.run(async () => {
        started.push(index);
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([]);
    expect(turns.asked).toBe(1);
    await turns.turn();
    expect(started).toEqual([0]);
    await turns.turn();
    expect(started).toEqual([0, 1]);
    await turns.turn();
    expect(started).toEqual([0, 1, 2]);
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(turns.asked).toBe(0);
    expect(limiter.running).toBe(0);
  });

  it('without a limit (the API), still starts one per turn', async () => {
    const turns = manualTurns();
    const limiter = renderLimiter(Number.POSITIVE_INFINITY, turns.nextTurn);
    const started: number[] = [];
    const runs = [0, 1].map((index) => limiter.run(async () => started.push(index)));
    await turns.turn();
    expect(started).toEqual([0]);
    await turns.turn();
    expect(started).toEqual([0, 1]);
    await Promise.all(runs);
  });

  it('gives a freed slot to the first in line, not to a newcomer', async () => {
    const turns = manualTurns();
    const limiter = renderLimiter(1, turns.nextTurn);
    const started: string[] = [];
    const gate = deferred();
    const first = limiter.run(async () => {
      started.push('first');
      await gate.promise;
    });
    const second = limiter.run(async () => {
      started.push('second');
    });
    await turns.turn();
    expect(started).toEqual(['first']);
    gate.resolve();
    await first;
    const newcomer = limiter.run(async () => {
      started.push('newcomer');
    });
    await turns.turn();
    await turns.turn();
    await Promise.all([second, newcomer]);
    expect(started).toEqual(['first', 'second', 'newcomer']);
  });

  it('frees the slot of a render that fails', async () => {
    const limiter = renderLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limiter.run(async () => 'next')).toBe('next');
    expect(limiter.running).toBe(0);
  });
});
