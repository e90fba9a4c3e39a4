// Starts the built portal as child processes (one per instance) and reads their memory. A mode
// with several instances sharing storage only adds instances with their own env here.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** One portal process on `port` (its tenant on `tenantPort`); resolves once it is signed in. */
export function startPortalProcess(name, { port, tenantPort, env = {} }) {
  const child = spawn(
    process.execPath,
    [path.join(here, 'portal-process.mjs'), name, String(port), String(tenantPort)],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The portal process stopped (exit ${code}) before it was ready`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      const { url, cookie } = JSON.parse(line);
      child.stdout.resume();
      child.removeAllListeners('exit');
      resolve({
        url,
        cookie,
        pid: child.pid,
        /** Resident memory in bytes, from the kernel (Linux). */
        rss: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
        stop: () =>
          new Promise((done) => {
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
