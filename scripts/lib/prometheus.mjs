// A throw-away Prometheus for tests: Debian's `prometheus` on a loopback port, its data in a
// temporary folder, scraping the targets it is given every second; stopped by the test that
// started it. Found like Chromium (scripts/chromium.mjs): PROMETHEUS_PATH, then /usr/bin/prometheus.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function findPrometheus() {
  const candidates = [process.env.PROMETHEUS_PATH, '/usr/bin/prometheus'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

export function prometheusPathOrExplain() {
  const found = findPrometheus();
  if (!found) {
    throw new Error(
      'Prometheus not found. Install it with `apt-get update && apt-get install -y --no-install-recommends prometheus`, or set PROMETHEUS_PATH.',
    );
  }
  return found;
}

/**
 * Starts Prometheus on 127.0.0.1:`port`, scraping each of `targets` (`host:port`, the path
 * `/metrics`) as job `job` every second, and resolves once it says it is ready.
 * `query(promql)` gives the instant query's result vector; `stop()` ends it and removes its data.
 * @param {{ port: number, targets: string[], job?: string }} options
 */
export async function startPrometheus({ port, targets, job = 'portal' }) {
  const binary = prometheusPathOrExplain();
  const folder = mkdtempSync(path.join(tmpdir(), 'prometheus-'));
  const configFile = path.join(folder, 'prometheus.yml');
  writeFileSync(
    configFile,
    [
      'global:',
      '  scrape_interval: 1s',
      '  scrape_timeout: 1s',
      '  evaluation_interval: 1s',
      'scrape_configs:',
      `  - job_name: ${job}`,
      '    metrics_path: /metrics',
      '    static_configs:',
      `      - targets: [${targets.map((target) => `'${target}'`).join(', ')}]`,
      '',
    ].join('\n'),
  );
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    binary,
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${path.join(folder, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    // Enough to explain a failed start; a long run's warnings are not worth the memory.
    if (output.length < 20_000) output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    await rm(folder, { recursive: true, force: true });
  }

  // Ready when /-/ready answers 200 (it answers 503 while the storage opens); a start that fails
  // (a taken port, a bad config) ends the process, which ends the wait with its output.
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`prometheus stopped before it was ready (exit ${child.exitCode}):\n${output}`);
    }
    const ready = await fetch(`${url}/-/ready`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() - started > 60_000) {
      await stop();
      throw new Error(`prometheus was not ready within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    /**
     * The result of an instant query: `[{ metric: { label: value }, value: [time, "number"] }]`.
     * @param {string} promql
     * @returns {Promise<{ metric: Record<string, string>, value: [number, string] }[]>}
     */
    async query(promql) {
      const answer = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(promql)}`);
      const body = await answer.json();
      if (body.status !== 'success') throw new Error(`Prometheus refused ${promql}: ${body.error ?? answer.status}`);
      return body.data.result;
    },
    get output() {
      return output;
    },
    stop,
  };
}
