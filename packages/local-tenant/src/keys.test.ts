import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jwksPath, loadCookieKeys, loadSigningKeys, publicJwks, tenantDir } from './keys.ts';
import { mintIdToken, signInWithCode, startTestTenant } from './testing.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-tenant-keys-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('signing keys', () => {
  // Two tenant start-ups with RSA key generation: slow on a busy machine.
  it('are created once and reused across restarts', { timeout: 20_000 }, async () => {
    const first = await startTestTenant({ dataDir });
    expect(existsSync(jwksPath(dataDir))).toBe(true);
    expect((await stat(jwksPath(dataDir))).mode & 0o777).toBe(0o600);
    const { tokens } = await signInWithCode(first, 'ada.admin@efi.test', { portalOrigin: first.portalOrigin });
    const kid = decodeProtectedHeader(tokens?.id_token ?? '').kid;
    const saved = await readFile(jwksPath(dataDir), 'utf8');
    await first.close();

    const second = await startTestTenant({ dataDir, port: 0 });
    try {
      expect(await readFile(jwksPath(dataDir), 'utf8')).toBe(saved);
      const jwks = (await (await fetch(`${second.issuer}/jwks`)).json()) as { keys: { kid: string }[] };
      expect(jwks.keys.map((key) => key.kid)).toEqual([kid]);
      // A token minted with the persisted key is accepted by the restarted tenant.
      const token = await mintIdToken(second, 'ada.admin@efi.test');
      const response = await fetch(
        `${second.url}/auth-api/?serviceName=app_data.engage_db_name_get&serverName=Engage`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      expect(response.status).toBe(200);
    } finally {
      await second.close();
    }
    expect(existsSync(dataDir)).toBe(true);
  });

  it('survive concurrent first starts on the same folder', async () => {
    // Many at once: with two, the loser's read rarely fell inside the winner's write.
    const signing = await Promise.all(Array.from({ length: 8 }, () => loadSigningKeys(dataDir)));
    for (const keys of signing) expect(keys).toEqual(signing[0]);
    const cookies = await Promise.all(Array.from({ length: 8 }, () => loadCookieKeys(dataDir)));
    for (const keys of cookies) expect(keys).toEqual(cookies[0]);
    // No drafts left behind.
    expect((await readdir(tenantDir(dataDir))).sort()).toEqual(['cookie-keys.json', 'jwks.json']);
  });

  it('publish no private members', async () => {
    const jwks = await loadSigningKeys(dataDir);
    expect(jwks.keys[0]).toHaveProperty('d');
    const [key] = publicJwks(jwks).keys;
    for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(member);
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: jwks.keys[0]?.kid });
  });

  it('refuses a damaged key file instead of replacing it', async () => {
    await loadSigningKeys(dataDir);
    const { writeFile } = await import('node:fs/promises');
    await writeFile(jwksPath(dataDir), '{"keys":[]}');
    await expect(loadSigningKeys(dataDir)).rejects.toThrow(/not in the expected format/);
  });
});
