import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createStorage, type Storage } from 'unstorage';
import fsLiteDriver from 'unstorage/drivers/fs-lite';

/**
 * Server-side sessions behind one storage interface (unstorage). The embedded default keeps one
 * JSON file per session under DATA_DIR/sessions; a Redis driver can take its place when several
 * portal instances share the load.
 */
export interface PortalSession {
  id: string;
  uid: string;
  email: string;
  displayName: string;
  userInfo: { user_id: string; companyName: string; user_type: string; user_client_roles: string[] };
  clients: SessionClient[];
  activeClientId: string | null;
  activeProject: string[];
  /** The ID token the session was made from: the bearer of the server's calls to the auth API. */
  idToken: string;
  /** Its expiry (ms since epoch). */
  tokenExpiresAt: number;
  createdAt: number;
}

export interface SessionClient {
  id: string;
  hubspot_company_xref: number;
  client_name: string;
  projects: { project_name: string }[];
  user_client_roles: string[];
  siteID: string;
  parentID: string;
  LibraryUploadID: string;
  logo_path: string;
}

const stores = new Map<string, Storage<PortalSession>>();

export function sessionStore(dataDir: string): Storage<PortalSession> {
  const base = path.resolve(dataDir, 'sessions');
  let store = stores.get(base);
  if (!store) {
    store = createStorage<PortalSession>({ driver: fsLiteDriver({ base }) });
    stores.set(base, store);
  }
  return store;
}

/** 256 bits of randomness, URL-safe: the session cookie's value and the storage key. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function isSessionId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
