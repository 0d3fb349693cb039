import { defineConfig } from 'vitest/config';

// `npm run test:torture`: the install property test at 1,000 generated files per surface
// (test/integration/installBytes.spec.ts runs a few dozen in `npm test`).
export default defineConfig({
  test: {
    include: ['test/integration/installBytes.spec.ts'],
    env: { WAYMARK_TORTURE_RUNS: '1000' },
    testTimeout: 60 * 60_000,
  },
});
