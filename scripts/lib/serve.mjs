// Runs the built portal (src/server/main.ts) in a child process with the server's Node flags
// (decision 052) and, when tracing is on, the preload that starts it (decision 069): V8 reads the
// flags at start and the preload must come before the portal's first import, so neither can be
// set from inside the process. Signals go on to the portal, which finishes the requests in
// flight; this process ends with its code.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../../src/server/node-flags.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function serveBuild() {
  const portal = spawn(process.execPath, [...serverNodeFlags(process.env), path.join(root, 'src/server/main.ts')], {
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => portal.kill(signal));
  portal.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
