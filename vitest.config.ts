import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumArgs, testChromiumPathOrExplain } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const alias = { 'styled-system': path.join(root, 'styled-system') };

const unitTests = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'];
/**
 * Unit test files that replace a module or touch what every file shares: `vi.mock` cannot replace
 * a module another file already loaded into the same module graph, and a stubbed global, a spy, a
 * fake clock or a changed `process.env` would outlive its file there. These keep a module graph of
 * their own; the rest share one per worker, which saves importing the same modules again for each
 * file (decision 102). Read from the files themselves, so a new test that mocks is isolated at once.
 */
const touchesShared =
  /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules|spyOn|useFakeTimers)\b|globalThis|process\.env/;
const isolatedUnitTests = globSync(unitTests, { cwd: root }).filter((file) =>
  touchesShared.test(readFileSync(path.join(root, file), 'utf8')),
);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      // The local tenant's own tests, with its own config (packages/local-tenant/vitest.config.ts).
      'packages/local-tenant',
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: unitTests,
          exclude: [...configDefaults.exclude, ...isolatedUnitTests],
          environment: 'node',
          // One module graph per worker: the files here neither mock modules nor change globals
          // (above), and importing the same modules again for each of them was most of the step
          // (decision 102). `--isolate` runs each file apart again to rule a leak out.
          isolate: false,
          // The server's JSON log would bury the test report; LOG_LEVEL=debug shows it.
          env: { LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'silent' },
        },
      },
      {
        resolve: { alias },
        test: {
          // The files that mock modules or change globals, each in a module graph of its own
          // (Vitest's default): shared, a `vi.mock` missed a module an earlier file had loaded
          // (decision 090).
          name: 'unit-isolated',
          include: isolatedUnitTests,
          environment: 'node',
          env: { LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'silent' },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // Stories assert where keyboard focus goes. Files run in parallel share one page, and
          // only one of their iframes can hold focus, so a story run beside another loses focus.
          fileParallelism: false,
          // The story files one after another in one frame, as the unit tests share a module graph:
          // a frame of their own each spent 20 s of the stories' 100 s loading the same modules
          // again (React, Ark, axe, the styles). What a story leaves behind (a part's timers and
          // global listeners, the testing library's pointer) is what the next story in its own file
          // meets already; a story that passes only at the start of a fresh page is a story to mend
          // (decision 114). `--isolate` runs each file in a frame of its own again, to rule that out.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: testChromiumPathOrExplain(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Chromium's patch releases move anti-aliased edges by a shade: those pixels are not
                // counted (includeAA false), and a few others may differ; a changed word does not pass.
                comparatorOptions: { threshold: 0.1, includeAA: false, allowedMismatchedPixelRatio: 0.002 },
              },
            },
          },
        },
      },
    ],
  },
});
