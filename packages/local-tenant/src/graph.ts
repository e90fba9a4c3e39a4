/**
 * Stand-in for Microsoft Graph v1.0 under `/graph/v1.0/`: the signed-in user's profile and photo,
 * and the sites' document libraries (routed to `drive/routes.ts`), with Graph's error envelope and
 * the tenant's JWT access tokens as bearer tokens.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JWTPayload } from 'jose';
import { type DriveCall, isDriveResource } from './drive/routes.ts';
import { decodeUriPart, handleCors, sendJson } from './http.ts';
import { AVATAR_SIZE, avatarPng } from './png.ts';
import { findUserByOid, SERVER_CLIENT_ID, type SeedUser, seedUsers, serverApplication } from './seed.ts';
import { type Fail, type TokenVerifier, verifyBearer } from './tokens.ts';

export const GRAPH_MOUNT = '/graph/v1.0';

/** Graph's error body: `{ error: { code, message, innerError: { date, request-id, client-request-id } } }`. */
export function graphError(code: string, message: string, requestId: string) {
  return {
    error: {
      code,
      message,
      innerError: {
        date: new Date().toISOString().slice(0, 19),
        'request-id': requestId,
        'client-request-id': requestId,
      },
    },
  };
}

/** The avatars served at `me/photo/$value`, generated once per tenant start (oid → PNG bytes). */
export function generatePhotos(users: readonly SeedUser[] = seedUsers): Map<string, Buffer> {
  const photos = new Map<string, Buffer>();
  for (const user of users) if (user.photo) photos.set(user.oid, avatarPng(user.oid, user.photo));
  return photos;
}

/** A token of the portal's server, app-only: its application's id and roles, no person. */
export function isServerAppToken(claims: JWTPayload): boolean {
  const roles = Array.isArray(claims['roles']) ? claims['roles'] : [];
  return claims.oid === undefined && claims['client_id'] === SERVER_CLIENT_ID && roles.includes('Sites.Selected');
}

export function createGraph(options: {
  portalOrigin: string;
  verifier: TokenVerifier;
  photos: Map<string, Buffer>;
  /** The document-library routes (`sites/{id}/drive/…`, `drives/{id}/…`). */
  drive?: (call: DriveCall) => Promise<void>;
}) {
  const { portalOrigin, verifier, photos, drive } = options;

  return async function handleGraph(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (
      handleCors(req, res, portalOrigin, {
        methods: 'GET, PUT, POST, PATCH, DELETE, OPTIONS',
        exposeHeaders: 'request-id, client-request-id, location, etag',
      })
    )
      return;
    const clientRequestId = req.headers['client-request-id'];
    const requestId = typeof clientRequestId === 'string' && clientRequestId ? clientRequestId : randomUUID();
    const ids = { 'request-id': requestId, 'client-request-id': requestId };
    const fail: Fail = (status, code, message, headers = {}) =>
      sendJson(res, status, graphError(code, message, requestId), { ...ids, ...headers });

    const url = new URL(req.url ?? '/', 'http://tenant');
    const rawResource = url.pathname.slice(GRAPH_MOUNT.length).replace(/^\/+|\/+$/g, '');
    const resource = decodeUriPart(rawResource);
    if (resource === undefined) {
      fail(400, 'BadRequest', 'Invalid request path.');
      return;
    }
    const driveCall = drive !== undefined && isDriveResource(rawResource);
    if (!driveCall && req.method !== 'GET') {
      fail(405, 'Request_BadRequest', 'Specified HTTP method is not allowed for the request target.', {
        allow: 'GET, OPTIONS',
      });
      return;
    }

    const claims = await verifyBearer(req, (token) => verifier.accessToken(token), fail, 'Access token is empty.');
    if (!claims) return;
    if (isServerAppToken(claims)) {
      // App-only with Sites.Selected: the drives' reads, and the writes the portal's site grant is
      // used for: a list item's fields (staff's contract facts, decision 132) and vendors' RFP files
      // (uploads, folders and deletes, decision 141), which the drive routes keep to RFP_EVENTS.
      const writes = ['PATCH', 'PUT', 'POST', 'DELETE'].includes(req.method ?? '');
      if (!driveCall || (req.method !== 'GET' && req.method !== 'HEAD' && !writes)) {
        fail(403, 'accessDenied', 'Either scp or roles claim need to be present in the token with write access.');
        return;
      }
      await drive({ req, res, url, resource: rawResource, user: serverApplication, claims, headers: ids, fail });
      return;
    }
    const user = typeof claims.oid === 'string' ? findUserByOid(claims.oid) : undefined;
    if (!user) {
      fail(
        404,
        'Request_ResourceNotFound',
        'Resource does not exist or one of its queried reference-property objects are not present.',
      );
      return;
    }

    if (driveCall) {
      await drive({ req, res, url, resource: rawResource, user, claims, headers: ids, fail });
      return;
    }

    switch (resource.toLowerCase()) {
      case 'me':
        sendJson(
          res,
          200,
          {
            '@odata.context': `${GRAPH_MOUNT}/$metadata#users/$entity`,
            id: user.oid,
            displayName: user.displayName,
            mail: user.email,
            userPrincipalName: user.email,
            companyName: user.companyName,
          },
          ids,
        );
        return;
      case 'me/photo': {
        if (!photos.has(user.oid)) {
          fail(404, 'ImageNotFound', "The photo wasn't found.");
          return;
        }
        sendJson(
          res,
          200,
          {
            '@odata.context': `${GRAPH_MOUNT}/$metadata#users('${user.oid}')/photo/$entity`,
            '@odata.mediaContentType': 'image/png',
            id: `${AVATAR_SIZE}X${AVATAR_SIZE}`,
            height: AVATAR_SIZE,
            width: AVATAR_SIZE,
          },
          ids,
        );
        return;
      }
      case 'me/photo/$value': {
        const photo = photos.get(user.oid);
        if (!photo) {
          fail(404, 'ImageNotFound', "The photo wasn't found.");
          return;
        }
        res.writeHead(200, {
          'content-type': 'image/png',
          'content-length': photo.length,
          'cache-control': 'private, no-cache',
          ...ids,
        });
        res.end(photo);
        return;
      }
      default:
        fail(400, 'BadRequest', `Resource not found for the segment '${resource.split('/')[0] ?? ''}'.`);
    }
  };
}
