import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Driver } from './driver.js';
import { claudeCode } from './drivers/claude-code.js';
import { cline } from './drivers/cline.js';
import { codex } from './drivers/codex.js';
import { copilot } from './drivers/copilot.js';
import { droid } from './drivers/droid.js';
import { gemini } from './drivers/gemini.js';
import { qwenCode } from './drivers/qwen-code.js';
import { classify, eventOf, passes, table, type Row } from './report.js';
import { runHarness, type Run } from './run.js';
import { MARKERS } from './scenario.js';

const ROOT = resolve(import.meta.dirname, '../..');
const CACHE = process.env.WAYMARK_E2E_CACHE ?? join(homedir(), '.cache/waymark-e2e');
const RESULTS = join(import.meta.dirname, 'results');
const ONLY = process.env.WAYMARK_E2E_ONLY?.split(',');
const DRIVERS: Driver[] = [claudeCode, codex, qwenCode, copilot, gemini, cline, droid].filter(
  (driver) => !ONLY || ONLY.includes(driver.id),
);

const rows: Row[] = [];
const times: Array<[string, number]> = [];

/** Every text waymark can add: a benign call must bring none of them. */
async function waymarkTexts(): Promise<string[]> {
  const dir = join(ROOT, 'messages');
  const headings: string[] = [];
  for (const file of await readdir(dir)) {
    for (const line of (await readFile(join(dir, file), 'utf8')).split('\n')) if (/^# \S/.test(line)) headings.push(line.slice(2));
  }
  return [...headings, ...Object.values(MARKERS)];
}

/**
 * Saves the first stdin payload per event and tool as test/fixtures/<vendor>/captured-<Event>[-<tool>].json,
 * temp paths rewritten as in test/fixtures/install/ (cwd /home/user/project), ids as <uuid>.
 */
async function capture(run: Run): Promise<void> {
  const dir = join(ROOT, 'test/fixtures', run.harness);
  const saved = new Set<string>();
  for (const tap of run.taps) {
    const event = eventOf(tap);
    // A hook that exits before reading (no contract for the event) leaves nothing to save.
    if (event === '?' || tap.stdin.trim() === '') continue;
    const text = tap.stdin
      .replaceAll(run.paths.project, '/home/user/project')
      .replaceAll(run.paths.project.replace(/[^A-Za-z0-9]/g, '-'), '-home-user-project')
      .replaceAll(run.paths.home, '/home/user')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>');
    const payload = JSON.parse(text);
    const name = [event, payload.tool_name ?? payload.toolName].filter(Boolean).join('-');
    if (saved.has(name)) continue;
    saved.add(name);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, `captured-${name}.json`), `${JSON.stringify(payload, null, 2)}\n`);
  }
}

describe.each(DRIVERS)('$id, headless against a loopback mock model', (driver) => {
  it('carries waymark advice to the model and never breaks the run', async () => {
    const run = await runHarness(driver, ROOT, CACHE).catch((error: unknown) => {
      // Registration or launch failed: the report still gets a row saying so.
      rows.push({
        harness: driver.id,
        event: 'run: no loop / block / failure',
        outcome: 'failed',
        expected: 'ok',
        detail: String(error).slice(0, 300),
        registration: '?',
      });
      throw error;
    });
    times.push([driver.id, run.ms]);
    await mkdir(RESULTS, { recursive: true });
    await writeFile(
      join(RESULTS, `${driver.id}.json`),
      JSON.stringify({ ...run, requests: run.requests.map(({ headers, ...r }) => r) }, null, 2),
    );
    if (process.env.WAYMARK_E2E_CAPTURE === '1') await capture(run);
    const found = classify(run, driver, await waymarkTexts());
    rows.push(...found);
    const wrong = found.filter((row) => !row.unasserted && !passes(row));
    expect(wrong.map((row) => `${row.event}: ${row.outcome}, expected ${row.expected} (${row.detail})`)).toEqual([]);
  });
});

afterAll(async () => {
  const started = Number(process.env.WAYMARK_E2E_STARTED);
  const report = [
    '# waymark × real harnesses (npm run test:e2e)',
    '',
    `Network: ${process.env.WAYMARK_E2E_ISOLATION ?? 'not isolated (run through npm run test:e2e)'}.`,
    '',
    table(rows),
    '',
    '| harness | wall time |',
    '|---|---|',
    ...times.map(([id, ms]) => `| ${id} | ${(ms / 1000).toFixed(1)} s |`),
    ...(started ? [`| total (install check, build, all runs) | ${((Date.now() - started) / 1000).toFixed(1)} s |`] : []),
    '',
  ].join('\n');
  await mkdir(RESULTS, { recursive: true });
  await writeFile(join(RESULTS, 'report.md'), report);
  console.log(`\n${report}`);
});
