import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const include = ['src/**/*.test.ts'];

/**
 * The files share a module graph per worker (below), which a replaced module or a stubbed global
 * would outlive: a test file that needs one says so here, before any test runs, rather than
 * leaking into the files after it.
 */
const replacing = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules|spyOn|useFakeTimers)\b/;
const replacers = globSync(include, { cwd: root }).filter((file) =>
  replacing.test(readFileSync(path.join(root, file), 'utf8')),
);
if (replacers.length > 0)
  throw new Error(
    `${replacers.join(', ')} replace a module or a global, which the shared module graph would keep for the next file: give them a project with isolate: true.`,
  );

export default defineConfig({
  test: {
    name: 'local-tenant',
    include,
    environment: 'node',
    // One module graph per worker, as the portal's unit tests (decision 102): each file importing
    // the tenant again (pdf-lib, exceljs, the seeding) was 58 s of CPU for the project, 33 s shared.
    // The one file that sets TZ puts it back in a finally.
    isolate: false,
    // Tests talk to real tenants whose first drive request waits for a library to be seeded; on a
    // busy shared machine that took over Vitest's default 5 s. Limits catch hung tests (decision 041).
    // Seeding a library (its documents and contracts) in a `beforeAll` takes longer still.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
