import type { APIRoute } from 'astro';
import { refuseTooManySignIns } from '../../../auth/server/sign-in-limit.ts';
import { issueSignInNonce } from '../../../auth/server/sign-in-nonce.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/**
 * A one-time nonce for the next pop-up sign-in (docs/calls.md), bound to this browser by the
 * `portal-sign-in` cookie. POST, not GET: every call makes one, and nothing may cache it.
 */
export const POST: APIRoute = async (context) => {
  const refused = await refuseTooManySignIns(context, 'nonce');
  if (refused) return refused;
  const issued = await issueSignInNonce(context.locals.config, context.cookies);
  return Response.json(issued, { headers: { 'Cache-Control': 'no-store' } });
};

export const ALL = otherMethods({ POST });
