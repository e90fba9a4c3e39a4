import type { APIRoute } from 'astro';
import { recordChange } from '../../../audit/server/record.ts';
import { createCalendarLink, revokeCalendarLink } from '../../../contracts/server/calendar-links.ts';
import { apiError } from '../../../server/http/api-error.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** Where the form sends the person back: the subscription's part of the contract locker. */
const BACK = '/apps/dashboards/contractlocker';

/**
 * POST (a plain form, no script): `action=create` makes the person a new calendar subscription
 * link for the active client (the previous one stops), `action=revoke` stops it (decision 085).
 * Answers 303 back to the contract locker, which shows the link or says it stopped.
 */
export const POST: APIRoute = async (context) => {
  const { request, locals, redirect } = context;
  const { session, activeClient, config, t } = locals;
  if (!session || !activeClient) return apiError(403, 'noActiveClient', t('contracts:register.denied'));
  const form = await request.formData().catch(() => undefined);
  const action = form?.get('action');
  if (action === 'create') {
    const token = await createCalendarLink(config, session, activeClient);
    if (!token) return apiError(403, 'featureNotGranted', t('common:errors.featureNotGranted'));
    // The link is a secret: the trail says one was made, never which.
    await recordChange(context, { object: { kind: 'calendarLink', id: 'subscription' }, action: 'created' });
    return redirect(`${BACK}?subscription=created#calendar-subscription`, 303);
  }
  if (action === 'revoke') {
    await revokeCalendarLink(config, session.uid, activeClient.id);
    await recordChange(context, { object: { kind: 'calendarLink', id: 'subscription' }, action: 'revoked' });
    return redirect(`${BACK}?subscription=revoked#calendar-subscription`, 303);
  }
  return apiError(400, 'invalidBody', t('common:errors.invalidBody', { reason: 'action' }));
};

export const ALL = otherMethods({ POST });
