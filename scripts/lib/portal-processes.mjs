// Starts the built portal as child processes (one per instance) and reads their memory. A mode
// with several instances sharing storage only adds instances with their own env here.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../src/server/node-flags.ts';
import { signedInCookie } from './portal.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The portal process's Node flags: the server's own (decision 052), as `npm start` runs it, or
 * others to try (PORTAL_NODE_FLAGS='--max-semi-space-size=8'; an empty PORTAL_NODE_FLAGS= for V8's defaults).
 */
const PORTAL_NODE_FLAGS =
  process.env.PORTAL_NODE_FLAGS === undefined
    ? SERVER_NODE_FLAGS
    : process.env.PORTAL_NODE_FLAGS.split(' ').filter(Boolean);

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function cpuMsOf(pid) {
  // The command name (field 2) may hold spaces; the fields counted after its closing parenthesis.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/**
 * One portal process on `port` (the local tenant at `tenantPort`, started by it or, with
 * LOCAL_TENANT=external in `env`, by startTenantProcess) with `dataDir`; resolves once it listens
 * and a demo user is signed in (the token minted here with the tenant's keys from `dataDir`).
 */
export function startPortalProcess(name, { port, tenantPort, dataDir, env = {} }) {
  const child = spawn(process.execPath, [...PORTAL_NODE_FLAGS, path.join(here, 'portal-process.mjs'), name], {
    env: { ...process.env, PORT: String(port), TENANT_PORT: String(tenantPort), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The portal process stopped (exit ${code}) before it was ready`)));
    const lines = createInterface({ input: child.stdout });
    /** The request log's lines (LOG_LEVEL=info) since the last `takeRequests`, kept as text until asked for. */
    let requestLines = [];
    const keepRequest = (line) => {
      if (line.includes('"msg":"request"')) requestLines.push(line);
    };
    // The first line that names the address: with LOG_LEVEL=info the portal's own log may come first.
    const listening = (line) => {
      const url = line.startsWith('{"url"') ? JSON.parse(line).url : undefined;
      if (url === undefined) return;
      lines.off('line', listening);
      lines.on('line', keepRequest);
      child.removeAllListeners('exit');
      signedInCookie({ config: { dataDir, tenantPort }, portal: { url } }).then(
        (cookie) =>
          resolve({
            url,
            cookie,
            pid: child.pid,
            /** CPU time the process has used so far (user and system), in ms, from the kernel (Linux). */
            cpu: () => cpuMsOf(child.pid),
            /**
             * The request log's entries since the last call (method, route, status, durationMs and
             * where the time went: queueMs, renderMs, storageMs, outsideMs; decision 123), oldest first.
             */
            takeRequests: () => {
              const taken = requestLines;
              requestLines = [];
              return taken.map((line) => JSON.parse(line));
            },
            /** Resident memory in bytes, from the kernel (Linux). */
            rss: () =>
              Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
            stop: () =>
              new Promise((done) => {
                child.once('exit', done);
                child.kill('SIGTERM');
              }),
          }),
        (error) => {
          child.kill('SIGTERM');
          reject(error);
        },
      );
    };
    lines.on('line', listening);
  });
}

/**
 * The local tenant in a process of its own (`npm run tenant`'s entry) on `port` with `dataDir`,
 * for portals started with LOCAL_TENANT=external: their memory is then theirs alone.
 */
export function startTenantProcess({ port, dataDir, portalOrigin }) {
  const child = spawn(process.execPath, [path.join(here, '../../packages/local-tenant/src/main.ts')], {
    env: { ...process.env, TENANT_PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: portalOrigin, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The tenant process stopped (exit ${code}) before it listened`)));
    createInterface({ input: child.stdout }).once('line', () => {
      child.stdout.resume();
      child.removeAllListeners('exit');
      resolve({
        pid: child.pid,
        stop: () =>
          new Promise((done) => {
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
