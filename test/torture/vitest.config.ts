import { defineConfig } from 'vitest/config';

// `npm run test:torture`: the install property test at 1,000 generated files per surface
// (test/integration/installBytes.spec.ts runs a few dozen in `npm test`), and every built-in rule
// fed its own words repeated to 1 MB (test/quality/linearTime.spec.ts runs 16 KiB in `npm test`), and the
// hostile repository opened under every contract (test/integration/hostile.spec.ts opens it under two in `npm test`).
export default defineConfig({
  test: {
    include: ['test/integration/installBytes.spec.ts', 'test/quality/linearTime.spec.ts', 'test/integration/hostile.spec.ts'],
    // The seed makes CI repeatable; `WAYMARK_TORTURE_SEED= npm run test:torture` explores new files.
    env: {
      WAYMARK_TORTURE_RUNS: '1000',
      WAYMARK_TORTURE_SEED: process.env.WAYMARK_TORTURE_SEED ?? '20261130',
      WAYMARK_HOSTILE_BYTES: String(1024 * 1024),
      WAYMARK_HOSTILE_CONTRACTS: 'all',
    },
    testTimeout: 60 * 60_000,
  },
});
