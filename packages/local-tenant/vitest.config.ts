import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'local-tenant',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
