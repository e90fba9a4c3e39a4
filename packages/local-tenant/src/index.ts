/**
 * The local tenant: stand-ins for Microsoft's identity provider, the provider's auth API,
 * Microsoft Graph, the reports API and a Power BI report host, on their own origin. The portal's
 * Node entry starts it in the local environment only; test helpers are in `./testing`.
 */

export { AVATAR_SIZE, avatarPng } from './png.ts';
export {
  API_AUDIENCE,
  API_SCOPES,
  CLIENT_ID,
  type ClientRole,
  findClient,
  findUserByEmail,
  findUserByOid,
  SERVER_CLIENT_ID,
  SERVER_CLIENT_SECRET,
  type SeedClient,
  type SeedUser,
  seedClients,
  seedUsers,
  TENANT_ID,
} from './seed.ts';
export { type RunningTenant, startTenant, type TenantOptions } from './server.ts';
