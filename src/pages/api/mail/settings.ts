import type { APIRoute } from 'astro';
import { z } from 'zod';
import { locales } from '../../../i18n/locales.ts';
import { isTimeZone } from '../../../i18n/time-zones.ts';
import { DIGEST_FREQUENCIES } from '../../../mail/schedule.ts';
import { lockerClientsOf, mailPersonOf, saveMailSettings } from '../../../mail/server/people.ts';
import type { MailSettingsView } from '../../../mail/settings.ts';
import { apiError } from '../../../server/http/api-error.ts';
import { readJsonBody } from '../../../server/http/json-body.ts';
import { otherMethods } from '../../../server/http/methods.ts';

const changeSchema = z.strictObject({
  language: z.enum(locales),
  timeZone: z.string().max(64).refine(isTimeZone),
  digests: z
    .record(z.string().max(100), z.enum(DIGEST_FREQUENCIES))
    .refine((value) => Object.keys(value).length <= 500),
});

/**
 * GET: the signed-in person's mail settings (decision 127): their address, the language and time
 * zone of their mail, and a digest (daily, weekly, off) per client whose contract locker they are
 * granted. PUT: saves them; a client they are not granted is ignored.
 */
export const GET: APIRoute = async ({ locals }) => {
  const { session, config, t } = locals;
  if (!session) return apiError(401, 'InvalidAuthenticationToken', t('auth:errors.timeout'));
  const person = await mailPersonOf(config, session.uid);
  const view: MailSettingsView = {
    email: person?.email ?? session.email,
    language: person?.language ?? locals.locale,
    timeZone: person?.timeZone ?? 'UTC',
    clients: (person ? lockerClientsOf(person) : []).map((client) => ({
      id: client.id,
      name: client.name,
      digest: person?.digests[client.id] ?? 'off',
    })),
  };
  return Response.json(view, { headers: { 'cache-control': 'private, no-store' } });
};

export const PUT: APIRoute = async ({ locals, request }) => {
  const { session, config, t } = locals;
  if (!session) return apiError(401, 'InvalidAuthenticationToken', t('auth:errors.timeout'));
  const body = await readJsonBody(request, changeSchema, t);
  if (!body.ok) return body.response;
  await saveMailSettings(config, session.uid, body.data);
  return new Response(null, { status: 204 });
};

export const ALL = otherMethods({ GET, PUT });
