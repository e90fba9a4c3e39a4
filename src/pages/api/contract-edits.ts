import type { APIRoute } from 'astro';
import { z } from 'zod';
import { recordLockerEvent } from '../../contracts/server/activity-store.ts';
import { editMarksOf } from '../../contracts/server/edit-marks.ts';
import { registerSourceOf } from '../../contracts/server/register-source.ts';
import { apiError } from '../../server/http/api-error.ts';
import { readJsonBody } from '../../server/http/json-body.ts';
import { otherMethods } from '../../server/http/methods.ts';

const editedSchema = z.strictObject({ contract: z.string().min(1).max(200) });

/**
 * POST: provider staff saved a contract's facts of the active client (from their browser, straight
 * to Graph, decision 075). The write has happened already; this only makes every instance's kept
 * register listing and search index of that library stale, so the next page shows the new facts.
 * It changes nothing in the library, so a false report costs one listing more.
 */
export const POST: APIRoute = async (context) => {
  const { locals } = context;
  const { activeClient, roles, config, t } = locals;
  if (!activeClient) return apiError(403, 'noActiveClient', t('contracts:register.denied'));
  if (!roles.includes('EFI_USER')) return apiError(403, 'staffOnly', t('contractEdit:staffOnly'));
  const body = await readJsonBody(context.request, editedSchema, t);
  if (!body.ok) return body.response;
  await editMarksOf(config).edited(activeClient.siteID);
  registerSourceOf(config).forget(activeClient);
  await recordLockerEvent(config, activeClient.id, 'edits');
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
};

export const ALL = otherMethods({ POST });
