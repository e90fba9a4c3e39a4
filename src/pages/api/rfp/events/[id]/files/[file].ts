import type { APIRoute } from 'astro';
import { attachment } from '../../../../../../contracts/server/respond.ts';
import { contentTypeOf } from '../../../../../../rfp/events/attachments.ts';
import { eventProblemText } from '../../../../../../rfp/events/messages.ts';
import { downloadableFile, removeFile } from '../../../../../../rfp/events/server/attachments.ts';
import { recordEventChange } from '../../../../../../rfp/events/server/audit.ts';
import { eventInPlace } from '../../../../../../rfp/events/server/place.ts';
import { apiError } from '../../../../../../server/http/api-error.ts';
import { otherMethods } from '../../../../../../server/http/methods.ts';
import { DOCUMENT_POLICY } from '../../../../../../server/http/security-headers.ts';
import { serverGraphOf } from '../../../../../../services/server-graph.ts';

/**
 * GET: a vendor's file, read app-only from the client's library and passed through, always as a
 * download (decision 141). The sealing rule decides: the vendor's own people at any time, the
 * buyer and the client's users once the event has closed (the files submitted), another vendor
 * never; anyone refused gets the same 404 as a file that does not exist.
 */
export const GET: APIRoute = async ({ locals, params }) => {
  const { t, config } = locals;
  if (!locals.session) return apiError(401, 'InvalidAuthenticationToken', t('auth:errors.timeout'));
  const now = new Date();
  const place = await eventInPlace(locals, params['id'] ?? '', now);
  const file = place ? await downloadableFile(config, place, params['file'] ?? '', now) : undefined;
  if (!file || !locals.activeClient) return apiError(404, 'itemNotFound', t('rfpEvents:errors.fileNotFound'));
  let stored: Response;
  try {
    stored = await fetch(await serverGraphOf(config).downloadUrl({ siteID: locals.activeClient.siteID }, file.itemId));
  } catch {
    return apiError(502, 'libraryFailed', t('rfpEvents:errors.fileUnreadable'));
  }
  if (!stored.ok || !stored.body) return apiError(502, 'libraryFailed', t('rfpEvents:errors.fileUnreadable'));
  return new Response(stored.body, {
    headers: {
      'content-type': contentTypeOf(file.name),
      'content-disposition': attachment(file.name),
      'cache-control': 'private, no-store',
      'content-security-policy': DOCUMENT_POLICY,
      'x-content-type-options': 'nosniff',
    },
  });
};

/**
 * DELETE `?question=N`: takes a file off the vendor's draft before the deadline (and out of the
 * library, unless their last submission holds it). 204; 409 once the event has closed.
 */
export const DELETE: APIRoute = async (context) => {
  const { locals, params, url } = context;
  const { t, config } = locals;
  if (!locals.session) return apiError(401, 'InvalidAuthenticationToken', t('auth:errors.timeout'));
  const now = new Date();
  const place = await eventInPlace(locals, params['id'] ?? '', now);
  if (!place || !locals.activeClient) return apiError(404, 'itemNotFound', t('rfpEvents:errors.notFound'));
  const organisation = place.viewer.organisation;
  if (place.role !== 'vendor' || !organisation) return apiError(403, 'notAVendor', t('rfpEvents:errors.notFound'));
  const outcome = await removeFile(
    config,
    serverGraphOf(config),
    { siteID: locals.activeClient.siteID },
    { event: place.event, viewer: place.viewer, organisation },
    { question: Number(url.searchParams.get('question')) || 0, itemId: params['file'] ?? '' },
    now,
  );
  if ('failed' in outcome)
    return apiError(502, 'fileFailed', t('rfpEvents:errors.fileNotRemoved', { name: outcome.failed }));
  if ('problem' in outcome) {
    const status = outcome.problem.code === 'fileGone' ? 404 : outcome.problem.code === 'late' ? 409 : 400;
    return apiError(status, outcome.problem.code, eventProblemText(t, outcome.problem));
  }
  await recordEventChange(context, place.event, {
    action: 'fileRemoved',
    after: { vendor: organisation, question: Number(url.searchParams.get('question')) || 0 },
  });
  return new Response(null, { status: 204 });
};

export const ALL = otherMethods({ GET, DELETE });
