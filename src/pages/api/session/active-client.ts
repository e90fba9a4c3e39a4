import type { APIRoute } from 'astro';
import { z } from 'zod';
import { switchActiveClient } from '../../../clients/server/switch.ts';

const bodySchema = z.object({ clientId: z.string().min(1), projects: z.array(z.string()).max(100) });

/**
 * Client switching (docs/behaviour.md): store the chosen client when it differs (so every page renders with
 * it and the roles follow its user_client_roles), and always store the selected project list.
 */
export const POST: APIRoute = async ({ request, locals }) => {
  const { session, config, t } = locals;
  if (!session) return Response.json({ error: { message: t('auth:errors.timeout') } }, { status: 401 });
  const body = bodySchema.safeParse(await request.json().catch(() => undefined));
  const switched = body.success
    ? await switchActiveClient(config, session, body.data.clientId, body.data.projects)
    : undefined;
  if (!switched) return Response.json({ error: { message: t('clients:errors.unknownClient') } }, { status: 400 });
  const { activeClientId, activeProject } = switched.session;
  return Response.json({ activeClientId, activeProject, changed: switched.changed });
};
