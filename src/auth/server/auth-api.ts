import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import { clientIdFor } from '../../clients/client.ts';
import { retryAfterOf } from '../../retry-after.ts';
import { measuredFetch } from '../../server/metrics.ts';
import type { OutsideCall } from '../../server/metrics-model.ts';
import { inSpan } from '../../server/tracing/spans.ts';
import type { SessionClient } from './session-store.ts';

/**
 * A 429 whose Retry-After is at most this is waited out and the call made once more: the person
 * is signing in, and a few seconds are better than a refusal (decision 048).
 */
export const AUTH_API_RETRY_AFTER_MAX_S = 5;
const CALL_TIMEOUT_MS = 10_000;

/**
 * The provider's auth API (docs/calls.md): one root, the service chosen by `serviceName`, always with
 * `serverName=Engage`, the bearer ID token, and answers in a `data.data` envelope. A span per
 * service called (decision 069): its HTTP calls, retry included, are the span's children.
 */
function callAuthApi(
  authApi: string,
  idToken: string,
  call: OutsideCall,
  params: Record<string, string>,
): Promise<unknown[]> {
  const service = params['serviceName'] ?? '';
  return inSpan(`auth-api ${service}`, { 'portal.auth_api.service': service }, () =>
    callAuthApiNow(authApi, idToken, call, params),
  );
}

async function callAuthApiNow(
  authApi: string,
  idToken: string,
  call: OutsideCall,
  params: Record<string, string>,
): Promise<unknown[]> {
  const url = new URL(authApi);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  url.searchParams.set('serverName', 'Engage');
  const send = () =>
    measuredFetch('auth-api', call, url, {
      headers: { Authorization: `Bearer ${idToken}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  let response = await send();
  const retryAfter = response.status === 429 ? retryAfterOf(response) : undefined;
  if (retryAfter !== undefined && retryAfter <= AUTH_API_RETRY_AFTER_MAX_S) {
    await response.body?.cancel();
    await delay(retryAfter * 1000);
    response = await send();
  }
  if (!response.ok) throw new Error(`${params['serviceName']} failed with ${response.status}`);
  const body = z.object({ data: z.array(z.unknown()) }).parse(await response.json());
  return body.data;
}

const userInfoSchema = z.object({
  user_id: z.union([z.string(), z.number()]).transform(String),
  companyName: z.string().default(''),
  user_type: z.string().default(''),
  user_client_roles: z.array(z.string()).default([]),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export async function fetchUserInfo(authApi: string, idToken: string, email: string): Promise<UserInfo> {
  const data = await callAuthApi(authApi, idToken, 'user-info', {
    serviceName: 'app_data.engage_user_info_get',
    email,
  });
  return userInfoSchema.parse(data[0]);
}

const privilegeSchema = z.object({
  hubspot_company_xref: z.coerce.number().int(),
  client_name: z.string(),
  projects: z
    .array(z.object({ project_name: z.string() }))
    .nullish()
    .transform((projects) => projects ?? []),
  user_client_roles: z.array(z.string()).default([]),
  siteID: z.string().default(''),
  parentID: z.string().default(''),
  LibraryUploadID: z.string().default(''),
  logo_path: z.string().default(''),
});

export async function fetchSitePrivileges(authApi: string, idToken: string, userId: string): Promise<SessionClient[]> {
  const data = await callAuthApi(authApi, idToken, 'site-privileges', {
    serviceName: 'app_data.engage_site_privs_get',
    user_id: userId,
  });
  return data.map((record) => {
    const client = privilegeSchema.parse(record);
    return { id: clientIdFor(client.hubspot_company_xref), ...client };
  });
}

const dbNameSchema = z.object({ db_name: z.string(), engage_version: z.string() });
export type DbName = z.infer<typeof dbNameSchema>;

export async function fetchDbName(authApi: string, idToken: string): Promise<DbName> {
  const data = await callAuthApi(authApi, idToken, 'db-name', { serviceName: 'app_data.engage_db_name_get' });
  return dbNameSchema.parse(data[0]);
}
