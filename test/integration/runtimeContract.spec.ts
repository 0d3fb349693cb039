import { describe, expect, test } from 'vitest';
import { waymarkInProcess } from '../support/inProcess.js';
import { TEST_PATH } from '../support/path.js';
import { expectRuntimeContract } from '../support/reply.js';
import { ROOT, tempDir } from '../support/run.js';
import { EVENTS, INPUTS } from '../support/runtimeCases.js';

// The runtime contract (DESIGN §2) across every event × every input, through the hook's own entry
// in-process: the exit code the binary would give, stdout and stderr. test/e2e/runtimeContract.spec.ts
// spawns a stdin never closed for one event of each kind, and every input for two events.

const home = tempDir('waymark-runtime-home-');

describe('runtime contract: every event × every input, in-process', () => {
  for (const event of EVENTS) {
    for (const input of INPUTS) {
      test(`${event.name} · ${input.name}`, async () => {
        const { input: bytes, keepOpen } = input.options(event);
        const ran = await waymarkInProcess(['dispatch', event.event], {
          cwd: ROOT,
          input: bytes,
          keepOpen,
          env: { PATH: TEST_PATH, HOME: home, WAYMARK_HOOK_STATE_DIR: tempDir() },
        });
        const result = { code: ran.status, stdout: ran.stdout, stderr: ran.stderr };
        expectRuntimeContract(result, event.event);
        expect(result.stderr).toBe('');
        if (input.silent || !event.speaks) expect(result.stdout).toBe('');
        if (input.name === 'valid' || input.name === 'stdin never closed') expect(result.stdout !== '').toBe(event.speaks);
      });
    }
  }
});
