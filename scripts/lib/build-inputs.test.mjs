import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputsFingerprint, buildInputsIntegration, isBuildCurrent } from './build-inputs.mjs';

describe('whether the build is current', () => {
  let root = '';
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  /** Runs the integration's hooks as `astro build` does, around a build that succeeds. */
  const build = () => {
    const { hooks } = buildInputsIntegration(root);
    hooks['astro:build:start']();
    mkdirSync(path.join(root, 'dist'), { recursive: true });
    hooks['astro:build:done']();
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-inputs-'));
    write('src/pages/index.astro', '<h1>Hello</h1>');
    write('package-lock.json', '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is not before any build', () => {
    expect(isBuildCurrent(root, {})).toBe(false);
  });

  it('is after a build of the same files', () => {
    build();
    expect(isBuildCurrent(root, {})).toBe(true);
  });

  it('is not once a source file changes, is added or is removed', () => {
    build();
    write('src/pages/index.astro', '<h1>Hello!</h1>');
    expect(isBuildCurrent(root, {})).toBe(false);
    build();
    write('src/pages/faq.astro', '<h1>FAQ</h1>');
    expect(isBuildCurrent(root, {})).toBe(false);
    build();
    rmSync(path.join(root, 'src/pages/faq.astro'));
    expect(isBuildCurrent(root, {})).toBe(false);
  });

  it('is not once the dependencies or a PUBLIC_ variable change', () => {
    build();
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(isBuildCurrent(root, {})).toBe(false);
    build();
    expect(isBuildCurrent(root, { PUBLIC_URL: 'https://portal.example' })).toBe(false);
  });

  it('is not while a build is under way or after one failed', () => {
    build();
    buildInputsIntegration(root).hooks['astro:build:start']();
    expect(isBuildCurrent(root, {})).toBe(false);
  });

  it('ignores files outside the inputs, such as the build itself', () => {
    build();
    write('dist/client/index.html', 'built');
    write('test-results/durations.json', '{}');
    expect(isBuildCurrent(root, {})).toBe(true);
  });

  it('fingerprints contents, not the time a file was written', () => {
    const before = buildInputsFingerprint(root, {});
    write('src/pages/index.astro', '<h1>Hello</h1>');
    expect(buildInputsFingerprint(root, {})).toBe(before);
  });
});
