import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeCertificate, publicKeyPin } from '../scripts/lib/nginx.mjs';

/**
 * The certificate nginx serves in tests/https-proxy.spec.ts, made before any worker starts so that
 * what checks it trusts it, as a deployed portal's certificate is trusted: the browser through its
 * public key's pin (playwright.config.ts), Playwright's own requests in the workers through
 * NODE_EXTRA_CA_CERTS, which Node reads only when a process starts. Nothing ignores certificate
 * errors: Chromium, told to ignore one, restarts the request once per connection, and a
 * navigation over many connections once ended in net::ERR_TOO_MANY_RETRIES (decision 109).
 * The workers inherit the variables set here; the returned function removes the files.
 */
export default function globalSetup(): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-tls-'));
  const { key, certificate } = makeCertificate(dir);
  // NODE_EXTRA_CA_CERTS names one file: one the machine already gives is kept in the bundle.
  const bundle = path.join(dir, 'extra-ca-certificates.pem');
  const already = process.env['NODE_EXTRA_CA_CERTS'];
  const kept = already && existsSync(already) ? `${readFileSync(already, 'utf8').trimEnd()}\n` : '';
  writeFileSync(bundle, kept + readFileSync(certificate, 'utf8'));
  process.env['E2E_TLS_KEY'] = key;
  process.env['E2E_TLS_CERTIFICATE'] = certificate;
  process.env['E2E_TLS_PIN'] = publicKeyPin(certificate);
  process.env['NODE_EXTRA_CA_CERTS'] = bundle;
  return () => rmSync(dir, { recursive: true, force: true });
}
