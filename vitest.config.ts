import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPathOrExplain } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const alias = { 'styled-system': path.join(root, 'styled-system') };

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
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
          environment: 'node',
          // Each file keeps its own module graph (Vitest's default). Sharing one per worker
          // (`isolate: false`) was tried (decision 090) and made the sign-in tests fail when a file
          // that imports the real identity provider ran before the one that mocks it: a `vi.mock`
          // cannot replace a module another file already loaded in the same graph.
          // The server's JSON log would bury the test report; LOG_LEVEL=debug shows it.
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
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPathOrExplain(), args: chromiumArgs },
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
