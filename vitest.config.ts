import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.spec.ts'],
    // Many specs wait on the built binary they spawn: two workers keep both cores busy where
    // vitest's default (one fewer than the cores) would leave one idle on a 2-core machine.
    maxWorkers: 2,
    // End-to-end specs spawn the built binary; two cores are shared by many node processes.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
