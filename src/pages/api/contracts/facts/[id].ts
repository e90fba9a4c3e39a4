import type { APIRoute } from 'astro';
import { z } from 'zod';
import { recordChange } from '../../../../audit/server/record.ts';
import { contractLabelOf } from '../../../../contracts/contract.ts';
import { recordLockerEvent } from '../../../../contracts/server/activity-store.ts';
import { editMarksOf } from '../../../../contracts/server/edit-marks.ts';
import { registerSourceOf } from '../../../../contracts/server/register-source.ts';
import { registerOf } from '../../../../contracts/server/respond.ts';
import { apiError } from '../../../../server/http/api-error.ts';
import { readJsonBody } from '../../../../server/http/json-body.ts';
import { otherMethods } from '../../../../server/http/methods.ts';
import { ServerGraphError, serverGraphOf } from '../../../../services/server-graph.ts';

/** What the form sends: the library's columns it changed (Graph checks their kinds), and the eTag it opened. */
const writeSchema = z.strictObject({
  fields: z.record(z.string().regex(/^\w{1,64}$/), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()])),
  eTag: z.string().max(200).nullable(),
});

/** Graph's refusal passed on with its status and code (412 when someone saved first). */
function graphRefusal(error: unknown): Response {
  if (!(error instanceof ServerGraphError)) throw error;
  const status = error.status || 502;
  return apiError(
    status,
    error.code,
    error.message,
    error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : {},
  );
}

/** The staff member's own contract of the active client's register, or the refusal. */
async function staffContract(context: Parameters<APIRoute>[0]) {
  const { roles, t } = context.locals;
  if (!roles.includes('EFI_USER')) return { refused: apiError(403, 'staffOnly', t('contractEdit:staffOnly')) };
  const register = await registerOf(context);
  if ('refused' in register) return register;
  const contract = register.contracts.find((each) => each.id === context.params['id']);
  if (!contract) return { refused: apiError(404, 'itemNotFound', t('contracts:details.notFound')) };
  return { client: register.client, contract };
}

/** GET: the contract's facts as the library holds them now (what the form shows after a conflict). */
export const GET: APIRoute = async (context) => {
  const found = await staffContract(context);
  if ('refused' in found) return found.refused;
  try {
    const stored = await serverGraphOf(context.locals.config).contractFields(found.client, found.contract.id);
    return Response.json(stored, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return graphRefusal(error);
  }
};

/**
 * PATCH `{ fields, eTag }`: provider staff change a contract's facts (decision 132). The server
 * writes them app-only with If-Match, so the change passes here and its entry in the client's audit
 * trail, the person and the facts before and after, is the server's own record, not the browser's
 * report. Answers the whole fieldValueSet and its new eTag, as Graph does.
 */
export const PATCH: APIRoute = async (context) => {
  const found = await staffContract(context);
  if ('refused' in found) return found.refused;
  const { config, t } = context.locals;
  const body = await readJsonBody(context.request, writeSchema, t);
  if (!body.ok) return body.response;
  const { client, contract } = found;
  const graph = serverGraphOf(config);
  try {
    const before = await graph.contractFields(client, contract.id);
    const stored = await graph.writeContractFields(client, contract.id, body.data.fields, body.data.eTag);
    await editMarksOf(config).edited(client.siteID);
    registerSourceOf(config).forget(client);
    await recordLockerEvent(config, client.id, 'edits');
    const named = Object.keys(body.data.fields);
    const pick = (fields: Record<string, unknown>) =>
      Object.fromEntries(named.map((name) => [name, fields[name] ?? null]));
    await recordChange(context, {
      object: { kind: 'contract', id: contract.id, label: contractLabelOf(contract) },
      action: 'edited',
      before: pick(before.fieldValueSet),
      after: pick(stored.fieldValueSet),
    });
    return Response.json(stored, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return graphRefusal(error);
  }
};

export const ALL = otherMethods({ GET, PATCH });
