// The scripts' own portal: the build served on spare ports with a throw-away data folder and its
// local tenant, and a signed-in session cookie for a demo user (a token minted with the tenant's
// keys, handed to the portal the way the browser hands over the pop-up's token).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mintIdToken } from '@client-portal/local-tenant/testing';
import { loadConfig } from '../../src/server/config.ts';
import { startPortal } from '../../src/server/main.ts';

/** Starts the built portal; `name` names the data folder, the ports come from the caller. */
export async function startScriptPortal(name, { port, tenantPort, env = {} }) {
  const config = loadConfig({
    PORT: String(port),
    TENANT_PORT: String(tenantPort),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `portal-${name}-`)),
    // The scripts print their own results; the portal's request log would bury them.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...env,
  });
  return { config, portal: await startPortal(config) };
}

/** The `name=value` of the cookie this answer sets under `name`. */
function cookieSet(response, name) {
  const pair = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((candidate) => candidate.startsWith(`${name}=`));
  if (!pair) throw new Error(`${response.url} set no ${name} cookie`);
  return pair;
}

/**
 * A session cookie (`name=value`) of the demo user with this email: asks for a sign-in nonce as
 * the login page does (keeping its cookie), mints a token carrying it, and hands that over.
 */
export async function signedInCookie({ config, portal }, email = 'ada.admin@efi.test') {
  const headers = { origin: portal.url };
  const issued = await fetch(`${portal.url}/api/session/nonce`, { method: 'POST', headers });
  if (!issued.ok) throw new Error(`Could not get a sign-in nonce (${issued.status})`);
  const { nonce } = await issued.json();
  const nonceCookie = cookieSet(issued, 'portal-sign-in');
  const idToken = await mintIdToken(
    { dataDir: config.dataDir, issuer: `http://localhost:${config.tenantPort}/idp` },
    email,
    { claims: { nonce } },
  );
  const response = await fetch(`${portal.url}/api/session`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', cookie: nonceCookie },
    body: JSON.stringify({ idToken }),
  });
  if (!response.ok) throw new Error(`Could not sign in as ${email} (${response.status})`);
  return cookieSet(response, 'portal-session');
}
