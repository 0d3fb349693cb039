import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { version } from '../../../package.json';
import { type Machine, machine } from '../../support/operator.js';

let m: Machine;
afterEach(() => m?.cleanup());

interface Doctor {
  version: string;
  ok: boolean;
  problems: string[];
  warnings: string[];
  install: Array<{ harness: string; scope: string; status: string; path: string }>;
  paths: Array<{ harness: string; how: string; PATH: string; waymark: string | null; version: string | null }>;
  config: { user: string; project: string; problems: Array<{ problem: string; warning?: boolean }> };
  runtimes: { installed: string; copies: string[]; registered: Array<{ path: string; versions: string[] }> };
  state: { dir: string; exists: boolean; mode: string | null; private: boolean; bytes: number; files: number };
  log: { file: string; on: boolean; entries: number; bytes: number; last: string | null };
  silences: { active: number; expired: number };
  fixed?: string[];
}

const doctor = async (m: Machine, ...args: string[]) => {
  const result = await m.cli(['doctor', '--json', ...args]);
  return { code: result.code, report: JSON.parse(result.stdout) as Doctor };
};

describe('waymark doctor', () => {
  test('one report over install, PATH, config, runtimes, state and log; exit 0 when fine, 1 with problems; --fix repairs what is safe', async () => {
    m = machine();
    expect((await m.cli(['install', '--harness', 'claude-code'])).code).toBe(0);
    await m.hook('PreToolUse', { tool_name: 'Bash', tool_input: { command: 'git push --force origin main' } });
    const fine = await doctor(m);
    expect(fine.code).toBe(0);
    expect(fine.report).toMatchObject({
      version,
      ok: true,
      problems: [],
      install: [
        { harness: 'claude-code', scope: 'project', status: 'registered', path: join(m.project, '.claude', 'settings.local.json') },
      ],
      paths: [{ harness: 'claude-code', how: 'inherited', PATH: m.env.PATH, waymark: null, version: null }],
      config: { user: m.userConfig, project: join(m.project, '.waymark', 'config.json'), problems: [] },
      runtimes: {
        installed: version,
        copies: [version],
        registered: [{ path: join(m.project, '.claude', 'settings.local.json'), versions: [version] }],
      },
      state: { dir: m.state, exists: true, mode: '0700', private: true },
      log: { file: join(m.state, 'advice.jsonl'), on: true, entries: 1 },
      silences: { active: 0, expired: 0 },
    });

    // An older waymark's registration, a broken config, a state dir others can read.
    const settings = join(m.project, '.claude', 'settings.local.json');
    writeFileSync(settings, readFileSync(settings, 'utf8').replaceAll(`/runtime/${version}/`, '/runtime/0.0.1/'));
    m.projectSettings({ plann: {} });
    chmodSync(m.state, 0o755);
    const sick = await doctor(m);
    expect(sick.code).toBe(1);
    expect(sick.report.ok).toBe(false);
    expect(sick.report.problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`runs waymark 0.0.1, this is ${version}`),
        expect.stringContaining('"plann" is not a key waymark reads'),
        expect.stringContaining('is mode 0755: it must be 0700'),
      ]),
    );

    const fixed = await doctor(m, '--fix');
    expect(fixed.report.fixed).toEqual(
      expect.arrayContaining([`re-registered claude-code (project) in ${settings}`, `made ${m.state} private (0700)`]),
    );
    expect(statSync(m.state).mode & 0o777).toBe(0o700);
    expect(readFileSync(settings, 'utf8')).toContain(`/runtime/${version}/`);
    // The config is the user's to correct: still a problem after --fix.
    expect(fixed.code).toBe(1);
    expect(fixed.report.problems).toEqual([expect.stringContaining('"plann" is not a key waymark reads')]);
  }, 180_000);

  test('with nothing installed: a warning that says what to run, exit 0', async () => {
    m = machine();
    mkdirSync(m.state, { recursive: true, mode: 0o700 });
    const { code, report } = await doctor(m);
    expect(code).toBe(0);
    expect(report.install).toEqual([]);
    expect(report.warnings).toContain('waymark is registered in no harness: `waymark install --all`');
    const text = await m.cli(['doctor']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(
      /^waymark \S+ doctor\n\nRegistrations \(each run as its harness runs it\):\n {2}none: `waymark install --all`/,
    );
    expect(text.stdout).toMatch(/No problems\.\n$/);
    expect((await m.cli(['doctor', '--nope'])).code).toBe(2);
  });
});
