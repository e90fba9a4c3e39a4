import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'local-tenant',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Tests talk to real tenants whose first drive request waits for a library to be seeded; on a
    // busy shared machine that took over Vitest's default 5 s. Limits catch hung tests (decision 041).
    // Seeding a library (its documents and contracts) in a `beforeAll` takes longer still.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
