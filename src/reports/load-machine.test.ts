import { describe, expect, it } from 'vitest';
import { begin, type LoadEvent, type LoadStep, MAX_BUSY_RETRIES, transition } from './load-machine.ts';
import type { EmbedInfo } from './model.ts';

const embed = (token = 'token-1'): EmbedInfo => ({
  reportId: 'r',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=r',
  embedToken: { token, expiration: '2026-11-26T11:00:00.000Z' },
});
const first = embed();
const fetching: LoadStep = { step: 'fetching', busyRetries: 0 };
const embedding: LoadStep = { step: 'embedding', embed: first, fetchedAt: 1 };
const shown: LoadStep = { step: 'shown', embed: first, fetchedAt: 2, loaded: false, renewing: false };
const loadedShown: LoadStep = { ...shown, loaded: true };
const renewing: LoadStep = { ...loadedShown, renewing: true };
const busy = { type: 'fetchFailed', failure: { kind: 'busy', waitMs: 4000 }, error: 'busy' } as const;

describe('a report load begins', () => {
  it('by showing it loading, starting the load limit and asking for the embed data', () => {
    expect(begin()).toEqual([
      fetching,
      [{ do: 'showLoading', keepNotice: false }, { do: 'startLoadLimit' }, { do: 'fetchEmbed', purpose: 'load' }],
    ]);
  });

  it('keeps saying it waits for a busy service when it asks again after one', () => {
    expect(begin(2)[0]).toEqual({ step: 'fetching', busyRetries: 2 });
    expect(begin(2)[1][0]).toEqual({ do: 'showLoading', keepNotice: true });
  });
});

describe('while the embed data is asked for', () => {
  it('the answer is shown as succeeded and the report embedded', () => {
    expect(transition(fetching, { type: 'embedFetched', embed: first, at: 1 })).toEqual([
      embedding,
      [
        { do: 'showSucceeded', embed: first, at: 1 },
        { do: 'embed', embed: first },
      ],
    ]);
  });

  it('a failure fails the load, stopping the load limit', () => {
    const failure = { kind: 'refused', message: 'No access', retryable: false } as const;
    expect(transition(fetching, { type: 'fetchFailed', failure, error: 'no' })).toEqual([
      { step: 'failed' },
      [{ do: 'stopLoadLimit' }, { do: 'fail', error: 'no' }],
    ]);
  });

  it('a busy answer waits as long as it asks, outside the load limit', () => {
    expect(transition(fetching, busy)).toEqual([
      { step: 'waitingWhileBusy', busyRetries: 0 },
      [{ do: 'stopLoadLimit' }, { do: 'waitWhileBusy', waitMs: 4000 }],
    ]);
  });

  it(`a busy answer after ${MAX_BUSY_RETRIES} others in a row fails the load`, () => {
    const [next, effects] = transition({ step: 'fetching', busyRetries: MAX_BUSY_RETRIES }, busy);
    expect(next).toEqual({ step: 'failed' });
    expect(effects).toContainEqual({ do: 'fail', error: 'busy' });
  });

  it('the load limit stops the load and says it did not open', () => {
    expect(transition(fetching, { type: 'loadLimitReached' })).toEqual([
      { step: 'stopped' },
      [{ do: 'tearDown' }, { do: 'failTimedOut' }],
    ]);
  });
});

describe('while waiting for a busy service', () => {
  it('the end of the wait starts a new load that counts the busy answers', () => {
    expect(transition({ step: 'waitingWhileBusy', busyRetries: 1 }, { type: 'busyWaitOver' })).toEqual([
      { step: 'stopped' },
      [{ do: 'tearDown' }, { do: 'loadAgain', busyRetries: 2 }],
    ]);
  });

  it('the load limit is not running', () => {
    const waiting: LoadStep = { step: 'waitingWhileBusy', busyRetries: 0 };
    expect(transition(waiting, { type: 'loadLimitReached' })).toEqual([waiting, []]);
  });
});

describe('while the report is embedded', () => {
  it('once in the page, its token renewal is scheduled from then', () => {
    expect(transition(embedding, { type: 'embedded', at: 2 })).toEqual([
      shown,
      [{ do: 'scheduleRenewal', embed: first, fetchedAt: 2 }],
    ]);
  });

  it('a failure to embed it (a host outside the allow-list) fails the load', () => {
    expect(transition(embedding, { type: 'embedFailed', error: 'not allowed' })).toEqual([
      { step: 'failed' },
      [{ do: 'stopLoadLimit' }, { do: 'fail', error: 'not allowed' }],
    ]);
  });

  it('the load limit stops the load', () => {
    expect(transition(embedding, { type: 'loadLimitReached' })[0]).toEqual({ step: 'stopped' });
  });
});

describe('while the report is shown', () => {
  it("its 'loaded' stops the load limit and reads its pages", () => {
    expect(transition(shown, { type: 'loaded' })).toEqual([
      loadedShown,
      [{ do: 'stopLoadLimit' }, { do: 'readPages' }],
    ]);
  });

  it("its 'rendered' stops the load limit and counts it ready", () => {
    expect(transition(shown, { type: 'rendered' })).toEqual([
      loadedShown,
      [{ do: 'stopLoadLimit' }, { do: 'markRendered' }],
    ]);
  });

  it('the load limit stops a report that never said it loaded', () => {
    expect(transition(shown, { type: 'loadLimitReached' })).toEqual([
      { step: 'stopped' },
      [{ do: 'tearDown' }, { do: 'failTimedOut' }],
    ]);
  });

  it('the load limit leaves alone a report that said it loaded in time', () => {
    expect(transition(loadedShown, { type: 'loadLimitReached' })).toEqual([loadedShown, []]);
  });

  it('a renewal that comes due asks for a new token, once however often it comes due', () => {
    expect(transition(loadedShown, { type: 'renewalDue' })).toEqual([
      renewing,
      [{ do: 'fetchEmbed', purpose: 'renewal' }],
    ]);
    expect(transition(renewing, { type: 'renewalDue' })).toEqual([renewing, []]);
  });

  it('the new token is shown and handed to the report', () => {
    const second = embed('token-2');
    expect(transition(renewing, { type: 'renewalFetched', embed: second, at: 9 })).toEqual([
      { ...renewing, embed: second, fetchedAt: 9 },
      [
        { do: 'showSucceeded', embed: second, at: 9 },
        { do: 'setToken', token: 'token-2' },
      ],
    ]);
  });

  it('a token the report took schedules the next renewal', () => {
    expect(transition(renewing, { type: 'tokenAccepted' })).toEqual([
      loadedShown,
      [{ do: 'scheduleRenewal', embed: first, fetchedAt: 2 }],
    ]);
  });

  it('a token the report refused embeds it again with that token', () => {
    expect(transition(renewing, { type: 'tokenRefused' })).toEqual([
      { step: 'embedding', embed: first, fetchedAt: 2 },
      [{ do: 'embed', embed: first }],
    ]);
  });

  it('a failed renewal fails the load and leaves a notification', () => {
    expect(transition(renewing, { type: 'renewalFailed', error: 'down' })).toEqual([
      { step: 'failed', shown: { embed: first, fetchedAt: 2 } },
      [{ do: 'stopLoadLimit' }, { do: 'fail', error: 'down' }, { do: 'notifyRenewalFailed' }],
    ]);
  });

  it('answers of a renewal nobody asked for change nothing', () => {
    for (const event of [
      { type: 'renewalFetched', embed: first, at: 3 },
      { type: 'tokenAccepted' },
      { type: 'tokenRefused' },
      { type: 'renewalFailed', error: 'late' },
    ] as LoadEvent[]) {
      expect(transition(loadedShown, event), event.type).toEqual([loadedShown, []]);
    }
  });

  it("the report's TokenExpired error asks for a renewal at once (a sleeping tab)", () => {
    expect(transition(loadedShown, { type: 'reportError', detail: { message: 'TokenExpired' } })).toEqual([
      renewing,
      [{ do: 'fetchEmbed', purpose: 'renewal' }],
    ]);
  });

  it("the report's other errors fail the load", () => {
    const detail = { message: 'LoadFailed', detailedMessage: 'Broken' };
    expect(transition(loadedShown, { type: 'reportError', detail })).toEqual([
      { step: 'failed', shown: { embed: first, fetchedAt: 2 } },
      [{ do: 'stopLoadLimit' }, { do: 'fail', error: detail }],
    ]);
  });
});

describe('stopping', () => {
  it('tears the load down from any step that is still running', () => {
    const running: LoadStep[] = [
      fetching,
      { step: 'waitingWhileBusy', busyRetries: 1 },
      embedding,
      shown,
      renewing,
      { step: 'failed' },
    ];
    for (const step of running) {
      expect(transition(step, { type: 'stop' }), step.step).toEqual([{ step: 'stopped' }, [{ do: 'tearDown' }]]);
    }
  });

  it('makes every late answer change nothing', () => {
    const stopped: LoadStep = { step: 'stopped' };
    for (const event of [
      { type: 'embedFetched', embed: first, at: 1 },
      { type: 'fetchFailed', failure: { kind: 'unreachable' }, error: 'x' },
      { type: 'embedded', at: 1 },
      { type: 'loaded' },
      { type: 'renewalDue' },
      { type: 'busyWaitOver' },
      { type: 'stop' },
    ] as LoadEvent[]) {
      expect(transition(stopped, event), event.type).toEqual([stopped, []]);
    }
  });

  it('a report still in the page after a failed renewal asks again when it meets its expiry', () => {
    const failedShown: LoadStep = { step: 'failed', shown: { embed: first, fetchedAt: 2 } };
    expect(transition(failedShown, { type: 'reportError', detail: { message: 'TokenExpired' } })).toEqual([
      renewing,
      [{ do: 'fetchEmbed', purpose: 'renewal' }],
    ]);
    expect(transition({ step: 'failed' }, { type: 'reportError', detail: { message: 'TokenExpired' } })).toEqual([
      { step: 'failed' },
      [],
    ]);
  });

  it('a failed load waits for Retry: nothing but stopping moves it', () => {
    const failed: LoadStep = { step: 'failed' };
    for (const event of [{ type: 'loaded' }, { type: 'renewalDue' }, { type: 'loadLimitReached' }] as LoadEvent[]) {
      expect(transition(failed, event), event.type).toEqual([failed, []]);
    }
  });
});
