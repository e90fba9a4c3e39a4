// Debian's nginx as the tests' TLS-terminating proxy: docs/deploy/nginx.conf (the configuration
// the README gives operators) filled in, run in a temporary prefix with the certificate it is given,
// and stopped by the test that started it.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
/** The operators' template (README, Deploying). */
export const NGINX_TEMPLATE = path.join(root, 'docs', 'deploy', 'nginx.conf');

/** NGINX_PATH, then Debian's /usr/sbin/nginx. */
export function findNginx() {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

export function nginxPathOrExplain() {
  const found = findNginx();
  if (!found) {
    throw new Error(
      'nginx not found: the https suite runs the portal behind it. Install it with `apt-get install -y nginx`, or set NGINX_PATH.',
    );
  }
  return found;
}

/**
 * The template with every `${NAME}` replaced; a placeholder left without a value is an error,
 * so the template and the tests cannot drift apart unnoticed.
 * @param {string} template
 * @param {Record<string, string>} values
 */
export function fillTemplate(template, values) {
  const filled = template.replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`docs/deploy/nginx.conf: no value for ${whole}`);
    return value;
  });
  return filled;
}

/** A self-signed certificate for localhost and 127.0.0.1, valid one day. */
export function makeCertificate(dir) {
  const key = path.join(dir, 'key.pem');
  const certificate = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  return { key, certificate };
}

/**
 * The certificate's public key as Chromium's `--ignore-certificate-errors-spki-list` names it:
 * base64 of the SHA-256 of its SubjectPublicKeyInfo. Given it, the browser trusts this certificate
 * as it trusts a deployed portal's, so pages see no certificate error at all.
 * @param {string} certificate path of the PEM certificate
 */
export function publicKeyPin(certificate) {
  const spki = new X509Certificate(readFileSync(certificate)).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/** Whether the proxy answers https on `port` (any status: nginx is up). */
function answers(port) {
  return new Promise((resolve) => {
    const probe = request(
      { host: '127.0.0.1', port, path: '/api/health', rejectUnauthorized: false, servername: 'localhost' },
      (response) => {
        response.resume();
        resolve(true);
      },
    );
    probe.on('error', () => resolve(false));
    probe.end();
  });
}

/**
 * Starts nginx on 127.0.0.1:`port` in front of `upstreams` (host:port, two of them, as the
 * template has) and resolves once it answers. `stop()` ends it gracefully and removes its folder;
 * `accessLog()` and `errorLog()` read what it has written. `tls` is the certificate and key to
 * serve, made beforehand (`makeCertificate`) so that the browser can be told to trust them.
 * @param {{ port: number, upstreams: [string, string], serverName?: string, tls: { key: string, certificate: string } }} options
 */
export async function startNginx({ port, upstreams, serverName = 'localhost', tls }) {
  const binary = nginxPathOrExplain();
  const prefix = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  for (const folder of ['logs', 'temp']) mkdirSync(path.join(prefix, folder));
  const { key, certificate } = tls;
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    fillTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), {
      LISTEN: `127.0.0.1:${port}`,
      SERVER_NAME: serverName,
      CERTIFICATE: certificate,
      CERTIFICATE_KEY: key,
      PORTAL_1: upstreams[0],
      PORTAL_2: upstreams[1],
    }),
  );
  // In the foreground, so the test holds its master process (the template is for a daemon).
  const child = spawn(binary, ['-c', conf, '-p', `${prefix}/`, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk) => {
    output += chunk.toString();
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 15_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer on port ${port} within 15 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const accessLogPath = path.join(prefix, 'logs', 'access.log');
  const errorLogPath = path.join(prefix, 'logs', 'error.log');
  return {
    url: `https://localhost:${port}`,
    prefix,
    /** The access log's lines so far (the template's `portal` format). */
    accessLog() {
      return existsSync(accessLogPath) ? readFileSync(accessLogPath, 'utf8').split('\n').filter(Boolean) : [];
    },
    /** What nginx said went wrong (warnings and up): where to look first when a request failed. */
    errorLog() {
      return existsSync(errorLogPath) ? readFileSync(errorLogPath, 'utf8') : '';
    },
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGQUIT: a graceful stop, as `nginx -s quit` sends it.
        child.kill('SIGQUIT');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
