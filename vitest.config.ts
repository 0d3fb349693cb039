import { defineConfig } from 'vitest/config';

// Four tiers, each a project (`npx vitest run --project unit`): unit (in-process, one line per
// case), integration (real temp dirs and files; the CLI runs in-process, test/support/inProcess.ts,
// and whatever it spawns is spawned), e2e (the built binary: stdin, stdout, exit, deadlines, bin
// routing, the runtime copy, concurrency) and quality (import rules, linear-time bounds, precision
// and the external suites).
const tier = (name: string, more: string[] = [], options: { isolate?: boolean; pool?: 'forks' | 'threads' } = {}) => ({
  extends: true as const,
  test: { name, include: [`test/${name}/**/*.spec.ts`, ...more], ...options },
});

export default defineConfig({
  test: {
    // Many specs wait on the built binary they spawn: two workers keep both cores busy where
    // vitest's default (one fewer than the cores) would leave one idle on a 2-core machine.
    maxWorkers: 2,
    // Processes, not threads: the in-process runner sets the case's cwd and umask, which a worker thread may not.
    pool: 'forks',
    // End-to-end specs spawn the built binary; two cores are shared by many node processes.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      // The real-harness suite's own parts (its mocks and classifier) are unit cases. Unit files
      // share their worker's modules (no fresh import of src/ per file: that was 2/3 of the tier's
      // time); they change no process state, and vi.mock still applies per file.
      tier('unit', ['test/e2e-harness/**/*.spec.ts'], { isolate: false, pool: 'threads' }),
      // Integration files share them too: each in-process run sets the whole env, cwd and umask and
      // puts them back, so a file after another meets what a test after another already meets.
      tier('integration', [], { isolate: false }),
      // End-to-end files too: they spawn the built binary and change no process state, and what they
      // run in-process for comparison goes through the same runner. Importing src/ once per worker
      // instead of once per file took the tier from 76 s to 67 s of CPU.
      tier('e2e', [], { isolate: false }),
      tier('quality'),
    ],
  },
});
