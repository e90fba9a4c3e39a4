import type { APIRoute } from 'astro';
import { eventProblemText } from '../../../../../../rfp/events/messages.ts';
import { attachFile } from '../../../../../../rfp/events/server/attachments.ts';
import { recordEventChange } from '../../../../../../rfp/events/server/audit.ts';
import { eventInPlace } from '../../../../../../rfp/events/server/place.ts';
import { apiError } from '../../../../../../server/http/api-error.ts';
import { otherMethods } from '../../../../../../server/http/methods.ts';
import { serverGraphOf } from '../../../../../../services/server-graph.ts';

/** The status a refused file gets: too large 413, the deadline or a question gone 409, else 400. */
const statusOf = (code: string) =>
  code === 'fileSize' ? 413 : code === 'late' || code === 'questionGone' || code === 'fileCount' ? 409 : 400;

/**
 * POST `?question=N`: attaches the file sent as the body (its name in `X-File-Name`, URI-encoded)
 * to a `files` question of the vendor's draft (decision 141). The server checks its kind, size
 * and count, computes its SHA-256 as it reads it and stores it in the client's library; answers
 * 201 with the file as recorded. Only an invited vendor's people, while the event is open.
 */
export const POST: APIRoute = async (context) => {
  const { locals, params, request, url } = context;
  const { t, config } = locals;
  if (!locals.session) return apiError(401, 'InvalidAuthenticationToken', t('auth:errors.timeout'));
  const now = new Date();
  const place = await eventInPlace(locals, params['id'] ?? '', now);
  if (!place || !locals.activeClient) return apiError(404, 'itemNotFound', t('rfpEvents:errors.notFound'));
  const organisation = place.viewer.organisation;
  if (place.role !== 'vendor' || !organisation) return apiError(403, 'notAVendor', t('rfpEvents:errors.notFound'));
  const question = Number(url.searchParams.get('question'));
  let name = '';
  try {
    name = decodeURIComponent(request.headers.get('x-file-name') ?? '');
  } catch {
    name = '';
  }
  const outcome = await attachFile(
    config,
    serverGraphOf(config),
    { siteID: locals.activeClient.siteID },
    { event: place.event, viewer: place.viewer, organisation },
    {
      question: Number.isInteger(question) ? question : 0,
      name,
      declared: Number(request.headers.get('content-length') ?? 0) || 0,
      body: request.body,
    },
    now,
  );
  if ('failed' in outcome)
    return apiError(502, 'fileFailed', t('rfpEvents:errors.fileFailed', { name: outcome.failed }));
  if ('problem' in outcome)
    return apiError(statusOf(outcome.problem.code), outcome.problem.code, eventProblemText(t, outcome.problem));
  await recordEventChange(context, place.event, {
    action: 'fileAttached',
    after: { vendor: organisation, question, sha256: outcome.file.sha256 },
  });
  return Response.json({ file: outcome.file }, { status: 201, headers: { 'cache-control': 'no-store' } });
};

export const ALL = otherMethods({ POST });
