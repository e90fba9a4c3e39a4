/**
 * What the contract endpoints share: the session's active client and its contracts, read
 * app-only (decision 075), or the answer that refuses or explains the failure.
 */
import type { APIContext } from 'astro';
import type { SessionClient } from '../../auth/server/session-store.ts';
import { problemOf } from '../../file-manager/problem.ts';
import { apiError } from '../../server/http/api-error.ts';
import type { LibraryContract } from '../contract.ts';
import type { RegisterScope } from '../vendor-scope.ts';
import { contractsSeenBy, requestScopeOf } from './register-source.ts';

export type RegisterOf = { client: SessionClient; contracts: LibraryContract[] } | { refused: Response };

export async function registerOf(context: APIContext): Promise<RegisterOf> {
  const { activeClient, t } = context.locals;
  if (!activeClient) return { refused: apiError(403, 'noActiveClient', t('contracts:register.denied')) };
  return await registerOfClient(context, activeClient, requestScopeOf(context.locals));
}

/**
 * A given client's register within a person's scope (a calendar subscription's, which comes
 * without a session, carries its person's).
 */
export async function registerOfClient(
  context: APIContext,
  client: SessionClient,
  scope: RegisterScope,
): Promise<RegisterOf> {
  const { config, t } = context.locals;
  try {
    return { client, contracts: await contractsSeenBy(config, client, scope) };
  } catch (error) {
    const failure = error as { retryAfterSeconds?: number };
    const problem = problemOf(error as Parameters<typeof problemOf>[0]);
    if (problem === 'busy')
      return {
        refused: apiError(
          503,
          'libraryBusy',
          t('contracts:register.busy', { count: failure.retryAfterSeconds ?? 30 }),
          { 'retry-after': String(failure.retryAfterSeconds ?? 30) },
        ),
      };
    if (problem === 'accessDenied') return { refused: apiError(403, 'libraryDenied', t('contracts:register.denied')) };
    return { refused: apiError(502, 'libraryFailed', t('contracts:register.failed')) };
  }
}

/** An attachment's Content-Disposition, the name in UTF-8 too (RFC 6266). */
export function attachment(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
