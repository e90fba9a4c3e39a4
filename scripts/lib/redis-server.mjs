// A throw-away redis-server for tests: on a spare loopback port, keeping nothing on disk, stopped
// (and started again on the same port, to test recovery) by the test that started it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';

/** Debian's redis-server, or REDIS_SERVER. */
export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

/** Redis needs an explicit port (`--port 0` turns TCP off): ask the system for a free one. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts redis-server on 127.0.0.1 (`port`, or a free one) and resolves once it accepts
 * connections. `stop()` ends it and waits for its exit; `start()` starts it again on the same port.
 * @param {{ port?: number }} [options]
 */
export async function startRedisServer(options = {}) {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`No redis-server at ${REDIS_SERVER}: apt-get install -y redis-server, or set REDIS_SERVER.`);
  }
  const port = options.port ?? (await freePort());
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;

  async function start() {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const spawned = spawn(REDIS_SERVER, [...args, '--dir', tmpdir(), '--loglevel', 'notice'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = spawned;
    let output = '';
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error('did not accept connections within 10 s')), 10_000);
      const onData = (/** @type {Buffer} */ chunk) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          spawned.stdout?.off('data', onData);
          spawned.off('exit', onExit);
          resolve(undefined);
        }
      };
      const fail = (/** @type {Error} */ error) => {
        clearTimeout(timer);
        spawned.kill('SIGKILL');
        reject(new Error(`redis-server on port ${port} ${error.message}\n${output}`));
      };
      spawned.stdout?.on('data', onData);
      spawned.stderr?.on('data', (/** @type {Buffer} */ chunk) => {
        output += chunk.toString();
      });
      const onExit = (/** @type {number | null} */ code) => fail(new Error(`exited (${code})`));
      spawned.once('error', fail);
      spawned.once('exit', onExit);
    });
    // Keep the pipes drained so a chatty server never blocks on a full pipe.
    spawned.stdout?.resume();
    spawned.stderr?.resume();
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    const killer = setTimeout(() => running.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  }

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}/0`,
    /** The running server's process id (undefined while stopped). */
    get pid() {
      return child?.pid;
    },
    start,
    stop,
  };
}
