import { defineConfig } from 'vitest/config';

// Separate from the default config (test/**/*.spec.ts): these runs download nothing themselves but
// need the harness cache that main.mjs fills, and take minutes, not seconds.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.e2e.ts'],
    // Two shared cores: one harness at a time.
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
