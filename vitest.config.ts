import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.spec.ts'],
    // End-to-end specs spawn the built binary; two cores are shared by many node processes.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
