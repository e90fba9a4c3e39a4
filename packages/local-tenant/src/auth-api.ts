/**
 * Stand-in for the authentication API (Engage "app_data" services): `GET /auth-api/?serviceName=…`
 * with the ID token as bearer token, answering in the real `{ data: [...] }` envelope.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleCors, sendError, sendJson } from './http.ts';
import { ENGAGE_DATABASE, privilegesOf, userInfoOf } from './seed.ts';
import { engageUserOf, type TokenVerifier } from './tokens.ts';

export const AUTH_API_MOUNT = '/auth-api';

export const SERVICES = {
  userInfo: 'app_data.engage_user_info_get',
  sitePrivileges: 'app_data.engage_site_privs_get',
  databaseName: 'app_data.engage_db_name_get',
} as const;

export function createAuthApi(options: { portalOrigin: string; verifier: TokenVerifier }) {
  const { portalOrigin, verifier } = options;

  return async function handleAuthApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (handleCors(req, res, portalOrigin, { methods: 'GET, OPTIONS' })) return;
    const url = new URL(req.url ?? '/', 'http://tenant');
    if (url.pathname !== AUTH_API_MOUNT && url.pathname !== `${AUTH_API_MOUNT}/`) {
      sendError(res, 404, 'notFound', 'The resource could not be found.');
      return;
    }
    if (req.method !== 'GET') {
      sendError(res, 405, 'methodNotAllowed', 'Only GET is supported.', { allow: 'GET, OPTIONS' });
      return;
    }

    const user = await engageUserOf(req, res, verifier);
    if (!user) return;

    const query = url.searchParams;
    if (query.get('serverName') !== 'Engage') {
      sendError(res, 400, 'invalidRequest', "The serverName parameter must be 'Engage'.");
      return;
    }
    const serviceName = query.get('serviceName');
    switch (serviceName) {
      case SERVICES.userInfo: {
        const email = query.get('email');
        if (!email) {
          sendError(res, 400, 'invalidRequest', 'The email parameter is required.');
          return;
        }
        if (email.trim().toLowerCase() !== user.email) {
          sendError(res, 403, 'accessDenied', 'You can only read your own user info.');
          return;
        }
        if (user.failure === 'userInfo') {
          sendError(res, 500, 'serviceError', 'User lookup failed');
          return;
        }
        sendJson(res, 200, { data: [userInfoOf(user)] });
        return;
      }
      case SERVICES.sitePrivileges: {
        const userId = query.get('user_id');
        if (!userId) {
          sendError(res, 400, 'invalidRequest', 'The user_id parameter is required.');
          return;
        }
        if (userId.trim() !== String(user.user_id)) {
          sendError(res, 403, 'accessDenied', 'You can only read your own site privileges.');
          return;
        }
        if (user.failure === 'privileges') {
          sendError(res, 500, 'serviceError', 'Privilege lookup failed');
          return;
        }
        sendJson(res, 200, { data: privilegesOf(user) });
        return;
      }
      case SERVICES.databaseName:
        sendJson(res, 200, { data: [{ ...ENGAGE_DATABASE }] });
        return;
      default:
        sendError(
          res,
          400,
          'invalidRequest',
          serviceName ? `Unknown serviceName '${serviceName}'.` : 'serviceName is required.',
        );
    }
  };
}
