import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type PortalConfig } from '../src/server/config.ts';
import { serverNodeFlags } from '../src/server/node-flags.ts';
import { expect } from './test.ts';

// A portal in a process of its own, as `npm start` runs it (`node <server flags> src/server/main.ts`,
// with the tracing preload when its environment asks for traces): the suites that need several
// instances on one Redis, or a portal with settings of its own (traces), start theirs here.

const root = path.resolve(import.meta.dirname, '..');
// The project's Node 24 (it runs .ts); the one on PATH may be older.
const localNode = path.join(root, 'node_modules', '.bin', 'node');
const nodeBinary = existsSync(localNode) ? localNode : process.execPath;

export interface PortalInstance {
  name: string;
  /** http://localhost:<port> */
  url: string;
  /** The configuration the process read (its DATA_DIR, a folder of its own, removed when it stops). */
  config: PortalConfig;
  process: ChildProcess;
  /** Its stdout and stderr, for a suite that reads its log and for the report when it fails. */
  output: string[];
}

export interface PortalInstanceOptions {
  /** The portal's port; its local tenant's is the next one. */
  port: number;
  /**
   * Variables over the defaults: the local environment on 127.0.0.1, a DATA_DIR of its own,
   * LOG_LEVEL as the run's (else `warn`). A variable given as undefined is not passed at all.
   */
  env?: Record<string, string | undefined>;
  /** What is asked until it answers 200 before the instance counts as started. */
  readyPath?: string;
}

/** Starts one portal process and resolves once `readyPath` answers 200 (it fails if the process exits). */
export async function startPortalInstance(
  name: string,
  { port, env = {}, readyPath = '/api/ready' }: PortalInstanceOptions,
): Promise<PortalInstance> {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    TENANT_PORT: String(port + 1),
    HOST: '127.0.0.1',
    PORTAL_ENV: 'local',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `portal-${name}-`)),
    LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
    ...env,
  };
  const full = Object.fromEntries(
    Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const child = spawn(nodeBinary, [...serverNodeFlags(full), 'src/server/main.ts'], {
    cwd: root,
    env: full,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: PortalInstance = {
    name,
    url: `http://localhost:${port}`,
    config: loadConfig(full),
    process: child,
    output: [],
  };
  child.stdout?.on('data', (chunk: Buffer) => instance.output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => instance.output.push(chunk.toString()));
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null)
          throw new Error(`${name} exited (${child.exitCode}):\n${instance.output.join('')}`);
        return fetch(`${instance.url}${readyPath}`).then(
          (answer) => answer.status,
          () => 0,
        );
      },
      { timeout: 90_000, intervals: [250, 500, 1000] },
    )
    .toBe(200);
  return instance;
}

/**
 * Stops an instance as an orchestrator does (SIGTERM; SIGKILL 20 s later), removes its DATA_DIR,
 * and resolves with its exit code.
 */
export async function stopPortalInstance(instance: PortalInstance): Promise<number | null> {
  const { process: child } = instance;
  let code = child.exitCode;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (exit) => resolve(exit)));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    code = await exited;
    clearTimeout(killer);
  }
  await rm(instance.config.dataDir, { recursive: true, force: true });
  return code;
}
