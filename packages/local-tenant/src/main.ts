/**
 * The local tenant on its own (`npm run tenant`), for portal processes started with
 * `LOCAL_TENANT=external`: several instances share it, and it stays out of their memory. Reads the
 * portal's own variables: TENANT_PORT (4322), HOST (127.0.0.1), DATA_DIR (.data, the portal's:
 * its signing keys live there), PUBLIC_URL (http://localhost:4321, the portal CORS allows and the
 * IdP redirects to), TENANT_TOKEN_TTL_SECONDS and TENANT_EMBED_TOKEN_TTL_SECONDS (3600).
 * Prints one line when it listens; stops on SIGTERM or SIGINT.
 */
import { startTenant } from './index.ts';

function whole(name: string, fallback: number, min: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) {
    console.error(`${name} must be a whole number of ${min} or more, not "${text}"`);
    process.exit(1);
  }
  return value;
}

const tenant = await startTenant({
  host: process.env['HOST'] || '127.0.0.1',
  port: whole('TENANT_PORT', 4322, 0),
  dataDir: process.env['DATA_DIR'] || '.data',
  portalOrigin: process.env['PUBLIC_URL'] || 'http://localhost:4321',
  tokenTtlSeconds: whole('TENANT_TOKEN_TTL_SECONDS', 3600, 60),
  embedTokenTtlSeconds: whole('TENANT_EMBED_TOKEN_TTL_SECONDS', 3600, 10),
});
console.log(JSON.stringify({ msg: 'Local tenant listening', url: tenant.url }));

const stop = () => {
  tenant.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
