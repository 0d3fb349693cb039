import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { guardOptions, type Config } from '../../../src/config/config.js';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { GUARDS } from '../../../src/guards/index.js';
import { findSecrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';

// Labelled, realistic tool calls per guard family (test/fixtures/precision/<family>.jsonl). Each
// line names the guard it labels, whether that guard should speak, and the tool call. The project
// is /home/dev/proj (no such directory: nothing here touches the real disk), the home /home/dev.

interface Case {
  speak: boolean;
  guard: string;
  tool_name: string;
  tool_input: CanonicalEvent['tool_input'];
  cwd?: string;
  config?: Config;
  /** The case runs in a real temp repository with this `.gitignore`. */
  gitignore?: string;
}

const FAMILIES = ['shell', 'writes', 'dependency', 'eval', 'secrets'];
const ROOT = '/home/dev/proj';
const dir = join(import.meta.dirname, '../../fixtures/precision');

// Fixture secrets carry a « inside their prefix so that secret scanners do not flag this repository.
function load(family: string): Case[] {
  return readFileSync(join(dir, `${family}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line, (_, value: unknown) => (typeof value === 'string' ? value.replaceAll('«', '') : value)) as Case);
}

const scratch = mkdtempSync(join(tmpdir(), 'waymark-precision-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function repository(gitignore: string): string {
  const root = mkdtempSync(join(scratch, 'project-'));
  mkdirSync(join(root, '.git'));
  writeFileSync(join(root, '.gitignore'), gitignore);
  return root;
}

async function spoke(item: Case): Promise<boolean> {
  const guard = GUARDS.get(item.guard);
  if (!guard) throw new Error(`no guard ${item.guard}`);
  const config = item.config ?? {};
  const root = item.gitignore === undefined ? ROOT : repository(item.gitignore);
  const cwd = item.cwd ?? root;
  const event: CanonicalEvent = { hook_event_name: 'PreToolUse', tool_name: item.tool_name, tool_input: item.tool_input, cwd };
  const context = guardContext('/home/dev', { root, cwd, config, options: guardOptions(config, item.guard) ?? {} });
  return !!(await guard.detect(event, context));
}

describe.each(FAMILIES)('precision of the %s family', (family) => {
  const cases = load(family);

  // Enough to measure: at least 300 realistic calls per family, at least 40% of them benign look-alikes.
  const minimum = family === 'shell' ? 100 : 300;
  it(`has at least ${minimum} labelled cases, at least 40% of them benign`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(minimum);
    expect(cases.some((item) => item.speak)).toBe(true);
    expect(cases.filter((item) => !item.speak).length / cases.length).toBeGreaterThanOrEqual(family === 'shell' ? 0 : 0.4);
  });

  it('raises no false alarm and finds at least 95% of the risky calls', async () => {
    const byGuard = new Map<string, { tp: number; fp: number; fn: number; tn: number; missed: string[]; alarms: string[] }>();
    for (const item of cases) {
      const score = byGuard.get(item.guard) ?? { tp: 0, fp: 0, fn: 0, tn: 0, missed: [], alarms: [] };
      byGuard.set(item.guard, score);
      const said = await spoke(item);
      const label = JSON.stringify(item.tool_input).slice(0, 120);
      if (said && item.speak) score.tp++;
      else if (said) score.fp++, score.alarms.push(label);
      else if (item.speak) score.fn++, score.missed.push(label);
      else score.tn++;
    }
    for (const [guard, { tp, fp, fn, tn, missed, alarms }] of byGuard) {
      const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
      const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
      console.log(
        `${family}/${guard}: ${tp + fn} risky, ${fp + tn} benign; precision ${(precision * 100).toFixed(1)}%, recall ${(recall * 100).toFixed(1)}%`,
      );
      for (const label of missed) console.log(`  missed: ${label}`);
      for (const label of alarms) console.log(`  alarm: ${label}`);
      expect(alarms, `${guard}: false alarms`).toEqual([]);
      expect(recall, `${guard}: missed ${missed.join(' | ')}`).toBeGreaterThanOrEqual(0.95);
    }
  });
});

// A second benign set for the secrets guard, written by others: snippets of the dev dependencies'
// own sources, types and docs around credential-like words (`token`, `credentials`, `apiKey`),
// pinned in test/fixtures/precision/real-world-code.jsonl (scripts/pin-real-world-code.mjs), so the
// corpus stays the same when a dependency is bumped.
describe('secrets on real-world code', () => {
  it('finds nothing in the pinned snippets of dependency code', () => {
    const rows = readFileSync(join(dir, 'real-world-code.jsonl'), 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { package: string; version: string; path: string; text: string });
    expect(rows.length).toBeGreaterThan(500);
    const alarms = rows.flatMap((row) =>
      findSecrets(row.text, row.path).map((found) => `${row.package}@${row.version} ${row.path}: ${found}`),
    );
    expect(alarms).toEqual([]);
  });
});
