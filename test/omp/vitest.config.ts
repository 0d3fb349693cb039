import { defineConfig } from 'vitest/config';

// `npm run test:omp` only: the root suite never sees these files (they are not *.spec.ts).
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/omp/**/*.integration.ts'],
    testTimeout: 30_000,
    hookTimeout: 300_000,
  },
});
