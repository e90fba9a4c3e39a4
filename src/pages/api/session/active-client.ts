import type { APIRoute } from 'astro';
import { z } from 'zod';
import { asSession, recordChange } from '../../../audit/server/record.ts';
import { activeClientOf } from '../../../clients/client.ts';
import { switchActiveClient } from '../../../clients/server/switch.ts';
import { announceEndingContracts } from '../../../notifications/server/at-sign-in.ts';
import { announceRfpEvents } from '../../../rfp/events/server/notices.ts';
import { apiError } from '../../../server/http/api-error.ts';
import { readJsonBody } from '../../../server/http/json-body.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** Project names are short; a hundred of them is more than any client has. */
const bodySchema = z.strictObject({
  clientId: z.string().min(1).max(200),
  projects: z.array(z.string().min(1).max(200)).max(100),
});

/**
 * Client switching (docs/behaviour.md): store the chosen client when it differs (so every page renders with
 * it and the roles follow its user_client_roles), and always store the selected project list.
 */
export const POST: APIRoute = async (context) => {
  const { request, locals } = context;
  const { session, config, t } = locals;
  if (!session) return apiError(401, 'InvalidAuthenticationToken', t('auth:errors.timeout'));
  const body = await readJsonBody(request, bodySchema, t);
  if (!body.ok) return body.response;
  const switched = await switchActiveClient(config, session, body.data.clientId, body.data.projects);
  if (!switched) return apiError(400, 'unknownClient', t('clients:errors.unknownClient'));
  if (switched.changed) {
    await announceEndingContracts(config, switched.session, locals.requestId);
    await announceRfpEvents(config, switched.session, locals.requestId);
    // In the trail of the client switched to: who now acts for it, and for whom they acted before.
    await recordChange(asSession(context, switched.session), {
      object: { kind: 'session', id: 'activeClient' },
      action: 'switchedClient',
      before: { client: locals.activeClient?.client_name ?? null },
      after: { client: activeClientOf(switched.session.clients, switched.session.activeClientId)?.client_name ?? null },
    });
  }
  const { activeClientId, activeProject, clients } = switched.session;
  // What the browser needs to keep the new client's logo before it shows the next page.
  const active = clients.find((client) => client.id === activeClientId);
  const activeClient = active ? { id: active.id, siteID: active.siteID, logo_path: active.logo_path } : null;
  return Response.json({ activeClientId, activeProject, changed: switched.changed, activeClient });
};

export const ALL = otherMethods({ POST });
