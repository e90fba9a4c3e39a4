import type { Registry } from 'prom-client';
import type { SignInFailure } from '../auth/login-errors.ts';

/**
 * What the portal counts (decision 068): the metrics the server's hooks call (metrics.ts) and the
 * registry records (metrics-registry.ts), and the few values each label takes. Types only, so
 * both sides read them without importing each other (decision 146).
 */

export type StorageDriverName = 'files' | 'redis';

/** The outside services the server itself calls (the browser calls Graph and the reports API). */
export type OutsideService = 'auth-api' | 'identity-provider';
/** Which call of the service: the auth API's three services, the provider's discovery and keys. */
export type OutsideCall = 'user-info' | 'site-privileges' | 'db-name' | 'discovery' | 'keys';
export type OutsideCallOutcome = 'ok' | 'refused' | 'busy' | 'failed' | 'timeout' | 'unreachable';

/** Why a sign-in was refused: the sign-in's own codes (docs/errors.md), and no token at all. */
export type SignInRefusal = SignInFailure | 'noCredential';

/** The limits that answer 429 (src/auth/server/sign-in-limit.ts). */
export type RateLimitName = 'sign-in-nonce' | 'sign-in-session';

/** What main.ts's render limiter shows (render-limit.ts). */
export interface RenderQueue {
  readonly running: number;
  readonly waiting: number;
}

export interface PortalMetrics {
  readonly registry: Registry;
  /** A request came in (the Node entry, for every request, static files included). */
  requestStarted(): void;
  /** It was answered (or the connection closed): one histogram observation. */
  requestFinished(route: string, method: string, status: number | 'aborted', seconds: number): void;
  /** The pages rendering and waiting to, read when Prometheus scrapes. */
  watchRenders(queue: RenderQueue): void;
  /** A page waited this long for its turn to render. */
  renderWaited(seconds: number): void;
  storageOperation(driver: StorageDriverName, operation: string, seconds: number, failed: boolean): void;
  outsideCall(service: OutsideService, call: OutsideCall, outcome: OutsideCallOutcome, seconds: number): void;
  signedIn(): void;
  signInRefused(reason: SignInRefusal): void;
  rateLimited(limit: RateLimitName): void;
}
