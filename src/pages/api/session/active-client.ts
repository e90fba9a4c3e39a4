import type { APIRoute } from 'astro';
import { z } from 'zod';
import { saveSession } from '../../../auth/server/sessions.ts';

const bodySchema = z.object({ clientId: z.string().min(1), projects: z.array(z.string()).max(100) });

/**
 * Client switching (docs/behaviour.md): store the chosen client when it differs (so every page renders with
 * it and the roles follow its user_client_roles), and always store the selected project list.
 */
export const POST: APIRoute = async ({ request, locals }) => {
  const { session, config, t } = locals;
  if (!session) return Response.json({ error: { message: t('auth:errors.timeout') } }, { status: 401 });
  const body = bodySchema.safeParse(await request.json().catch(() => undefined));
  const client = body.success ? session.clients.find((candidate) => candidate.id === body.data.clientId) : undefined;
  if (!body.success || !client) {
    return Response.json({ error: { message: t('clients:errors.unknownClient') } }, { status: 400 });
  }
  const known = new Set(client.projects.map((project) => project.project_name));
  const projects = body.data.projects.filter((project) => known.has(project));
  const changed = session.activeClientId !== client.id;
  await saveSession(config, { ...session, activeClientId: client.id, activeProject: projects });
  return Response.json({ activeClientId: client.id, activeProject: projects, changed });
};
