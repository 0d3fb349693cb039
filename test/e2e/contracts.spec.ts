import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHarness } from '../../src/install/harnesses/index.js';
import { waymarkInProcess } from '../support/inProcess.js';
import { TEST_PATH } from '../support/path.js';
import { BIN, DISPATCH, ROOT, runSync, tempDir } from '../support/run.js';

// The built hook answers what the in-process dispatch answers, byte for byte: one recorded payload
// per contract and event (the first fixture of each), spawned as harnesses spawn it, through the
// bundle a registration names (dist/dispatch.cjs) and through `waymark dispatch` (bin routing), in
// turn. Every fixture's reply is checked in-process in test/integration/contracts.spec.ts.

const fixtures = join(ROOT, 'test', 'fixtures');
const NOT_PAYLOADS = ['install', 'precision', 'external', 'heldout', 'heeded'];
const home = tempDir('waymark-contracts-home-');

/** Fixture folders are named after the vendor (its harness id); dispatch takes the contract id. */
const contractOf = (vendor: string) => findHarness(vendor)?.contract ?? vendor;
// `<Event>[.<case>].json`, or `captured-<Event>-<tool>.json` as the real-harness suite records them.
const eventOf = (file: string) => (file.startsWith('captured-') ? file.replace(/\.json$/, '').split('-')[1]! : file.split('.')[0]!);

const SAMPLE = readdirSync(fixtures, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_PAYLOADS.includes(entry.name))
  .flatMap((entry) => {
    const firstOfEach = new Map<string, string>();
    for (const file of readdirSync(join(fixtures, entry.name)).sort())
      if (!firstOfEach.has(eventOf(file))) firstOfEach.set(eventOf(file), file);
    return [...firstOfEach.values()].map((file) => [entry.name, file] as const);
  });

const spoke: string[] = [];

describe('the built hook answers as the in-process dispatch does', () => {
  it('samples every contract and event', () => expect(SAMPLE.length).toBeGreaterThanOrEqual(50));

  it.each(SAMPLE.map(([vendor, file], i) => [vendor, file, i % 2 === 0 ? 'dist/dispatch.cjs' : 'waymark dispatch'] as const))(
    '%s %s through %s: the same exit, stdout and stderr',
    async (vendor, file, through) => {
      const input = readFileSync(join(fixtures, vendor, file), 'utf8');
      const args = ['--contract', contractOf(vendor), eventOf(file)];
      const env = (state: string) => ({
        PATH: TEST_PATH,
        HOME: home,
        WAYMARK_HOOK_STATE_DIR: state,
        ...(vendor === 'devin' ? { DEVIN_PROJECT_DIR: '/home/user/project' } : {}),
      });
      const spawned =
        through === 'waymark dispatch'
          ? runSync(['dispatch', ...args], { script: BIN, input, env: env(mkdtempSync(join(tmpdir(), 'waymark-e2e-'))) })
          : runSync(args, { script: DISPATCH, input, env: env(mkdtempSync(join(tmpdir(), 'waymark-e2e-'))) });
      const inProcess = await waymarkInProcess(['dispatch', ...args], {
        cwd: ROOT,
        input,
        env: env(mkdtempSync(join(tmpdir(), 'waymark-e2e-'))),
      });
      expect({ code: spawned.code, stdout: spawned.stdout, stderr: spawned.stderr }).toEqual({
        code: inProcess.status,
        stdout: inProcess.stdout,
        stderr: inProcess.stderr,
      });
      expect(spawned.code).toBe(0);
      if (spawned.stdout !== '') spoke.push(`${vendor}/${file}`);
    },
  );

  // Silence equals silence: the sample must also hold replies, or it compares nothing.
  it('the sample holds replies, not only silence', () => expect(spoke.length).toBeGreaterThanOrEqual(15));
});
