/**
 * One load of an embedded report as a state machine (decision 072): from asking the reports API
 * for the embed data, through embedding the report and waiting for it to say it has loaded, to
 * renewing its token before it runs out, until the load fails or is stopped. Pure: `transition`
 * says what comes next and what to do; the reports store does it (timers, calls, the iframe) and
 * sends back what happened. An event a step does not expect changes nothing, which is how the
 * late answers of a stopped load are ignored.
 */

import type { EmbedInfo } from './model.ts';
import type { ReportFailure } from './services/failures.ts';

/**
 * How many times in a row a load waits out a busy reports API (429, for as long as its
 * Retry-After says) and asks again by itself, before it gives up and offers Retry.
 */
export const MAX_BUSY_RETRIES = 3;

export type LoadStep =
  /** Asking the reports API for the embed data; `busyRetries` busy answers came before. */
  | { step: 'fetching'; busyRetries: number }
  /** The reports API is busy: waiting as long as it asked before asking again. */
  | { step: 'waitingWhileBusy'; busyRetries: number }
  /** The embed data is here; powerbi-client is putting the report into the page. */
  | { step: 'embedding'; embed: EmbedInfo; fetchedAt: number }
  /**
   * The report is in the page. `loaded` once it said so (in time); `renewing` while a new token
   * is being fetched and handed to it.
   */
  | { step: 'shown'; embed: EmbedInfo; fetchedAt: number; loaded: boolean; renewing: boolean }
  /**
   * The load failed; the page shows why (and Retry when it may help). A report that was already
   * in the page stays there (`shown`), and may still ask for a token when it meets its expiry.
   */
  | { step: 'failed'; shown?: { embed: EmbedInfo; fetchedAt: number } }
  /** Stopped: the page left the report, the load ran out of time or another load took over. */
  | { step: 'stopped' };

export type LoadEvent =
  | { type: 'embedFetched'; embed: EmbedInfo; at: number }
  | { type: 'fetchFailed'; failure: ReportFailure; error: unknown }
  | { type: 'busyWaitOver' }
  /** powerbi-client has put the report into its container. */
  | { type: 'embedded'; at: number }
  | { type: 'embedFailed'; error: unknown }
  | { type: 'loaded' }
  | { type: 'rendered' }
  | { type: 'loadLimitReached' }
  /** The renewal timer fired, or the page was shown again after the renewal was due. */
  | { type: 'renewalDue' }
  | { type: 'renewalFetched'; embed: EmbedInfo; at: number }
  | { type: 'renewalFailed'; error: unknown }
  | { type: 'tokenAccepted' }
  | { type: 'tokenRefused' }
  /** The embedded report's `error` event; `TokenExpired` asks for a renewal. */
  | { type: 'reportError'; detail: unknown }
  | { type: 'stop' };

export type LoadEffect =
  | { do: 'showLoading'; keepNotice: boolean }
  | { do: 'startLoadLimit' }
  | { do: 'stopLoadLimit' }
  | { do: 'fetchEmbed'; purpose: 'load' | 'renewal' }
  | { do: 'showSucceeded'; embed: EmbedInfo; at: number }
  | { do: 'embed'; embed: EmbedInfo }
  | { do: 'scheduleRenewal'; embed: EmbedInfo; fetchedAt: number }
  | { do: 'setToken'; token: string }
  | { do: 'waitWhileBusy'; waitMs: number }
  | { do: 'fail'; error: unknown }
  | { do: 'failTimedOut' }
  | { do: 'notifyRenewalFailed' }
  | { do: 'readPages' }
  | { do: 'markRendered' }
  /** Stop the timers and listeners of this load and take the report out of its container. */
  | { do: 'tearDown' }
  /** A new load after a busy wait, with the count of busy answers so far. */
  | { do: 'loadAgain'; busyRetries: number };

export type Transition = [LoadStep, LoadEffect[]];

/** Where a load starts: asking for the embed data, within the load limit. */
export function begin(busyRetries = 0): Transition {
  return [
    { step: 'fetching', busyRetries },
    [
      { do: 'showLoading', keepNotice: busyRetries > 0 },
      { do: 'startLoadLimit' },
      { do: 'fetchEmbed', purpose: 'load' },
    ],
  ];
}

const unchanged = (state: LoadStep): Transition => [state, []];

function renew(state: LoadStep): Transition {
  if (state.step !== 'shown' || state.renewing) return unchanged(state);
  return [{ ...state, renewing: true }, [{ do: 'fetchEmbed', purpose: 'renewal' }]];
}

function failed(error: unknown, shown?: { embed: EmbedInfo; fetchedAt: number }): Transition {
  return [shown ? { step: 'failed', shown } : { step: 'failed' }, [{ do: 'stopLoadLimit' }, { do: 'fail', error }]];
}

const isTokenExpired = (detail: unknown) => (detail as { message?: string } | undefined)?.message === 'TokenExpired';

export function transition(state: LoadStep, event: LoadEvent): Transition {
  if (state.step === 'stopped') return unchanged(state);
  if (event.type === 'stop') return [{ step: 'stopped' }, [{ do: 'tearDown' }]];

  switch (state.step) {
    case 'fetching':
      if (event.type === 'embedFetched')
        return [
          { step: 'embedding', embed: event.embed, fetchedAt: event.at },
          [
            { do: 'showSucceeded', embed: event.embed, at: event.at },
            { do: 'embed', embed: event.embed },
          ],
        ];
      if (event.type === 'fetchFailed') {
        if (event.failure.kind === 'busy' && state.busyRetries < MAX_BUSY_RETRIES)
          return [
            { step: 'waitingWhileBusy', busyRetries: state.busyRetries },
            [{ do: 'stopLoadLimit' }, { do: 'waitWhileBusy', waitMs: event.failure.waitMs }],
          ];
        return failed(event.error);
      }
      if (event.type === 'loadLimitReached') return [{ step: 'stopped' }, [{ do: 'tearDown' }, { do: 'failTimedOut' }]];
      return unchanged(state);

    case 'waitingWhileBusy':
      if (event.type === 'busyWaitOver')
        return [{ step: 'stopped' }, [{ do: 'tearDown' }, { do: 'loadAgain', busyRetries: state.busyRetries + 1 }]];
      return unchanged(state);

    case 'embedding':
      if (event.type === 'embedded')
        return [
          { step: 'shown', embed: state.embed, fetchedAt: event.at, loaded: false, renewing: false },
          [{ do: 'scheduleRenewal', embed: state.embed, fetchedAt: event.at }],
        ];
      if (event.type === 'embedFailed') return failed(event.error);
      if (event.type === 'loadLimitReached') return [{ step: 'stopped' }, [{ do: 'tearDown' }, { do: 'failTimedOut' }]];
      return unchanged(state);

    case 'shown':
      switch (event.type) {
        case 'loaded':
          return [{ ...state, loaded: true }, [{ do: 'stopLoadLimit' }, { do: 'readPages' }]];
        case 'rendered':
          return [{ ...state, loaded: true }, [{ do: 'stopLoadLimit' }, { do: 'markRendered' }]];
        case 'loadLimitReached':
          // A report that said it loaded in time is loaded, however long it then takes.
          if (state.loaded) return unchanged(state);
          return [{ step: 'stopped' }, [{ do: 'tearDown' }, { do: 'failTimedOut' }]];
        case 'renewalDue':
          return renew(state);
        case 'renewalFetched':
          if (!state.renewing) return unchanged(state);
          return [
            { ...state, embed: event.embed, fetchedAt: event.at },
            [
              { do: 'showSucceeded', embed: event.embed, at: event.at },
              { do: 'setToken', token: event.embed.embedToken.token },
            ],
          ];
        case 'tokenAccepted':
          if (!state.renewing) return unchanged(state);
          return [
            { ...state, renewing: false },
            [{ do: 'scheduleRenewal', embed: state.embed, fetchedAt: state.fetchedAt }],
          ];
        case 'tokenRefused':
          // The report would not take the new token: embed it again with it.
          if (!state.renewing) return unchanged(state);
          return [
            { step: 'embedding', embed: state.embed, fetchedAt: state.fetchedAt },
            [{ do: 'embed', embed: state.embed }],
          ];
        case 'renewalFailed': {
          if (!state.renewing) return unchanged(state);
          const [next, effects] = failed(event.error, { embed: state.embed, fetchedAt: state.fetchedAt });
          // The person may be elsewhere in the portal by now: the notifications keep it.
          return [next, [...effects, { do: 'notifyRenewalFailed' }]];
        }
        case 'reportError':
          // The report ran out of token before the timer fired (a sleeping tab): renew it now.
          if (isTokenExpired(event.detail)) return renew(state);
          return failed(event.detail, { embed: state.embed, fetchedAt: state.fetchedAt });
        default:
          return unchanged(state);
      }

    case 'failed':
      // The report still in the page met its token's expiry: ask again, and it may recover.
      if (event.type === 'reportError' && state.shown && isTokenExpired(event.detail))
        return [
          { step: 'shown', ...state.shown, loaded: true, renewing: true },
          [{ do: 'fetchEmbed', purpose: 'renewal' }],
        ];
      return unchanged(state);
  }
}
