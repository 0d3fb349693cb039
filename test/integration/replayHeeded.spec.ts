import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { renderScenario, scenarioHome, type ScenarioHarness, type ScenarioInput } from '../support/heededScenarios.js';
import { BIN, ROOT, tempDir } from '../support/run.js';
import { cli } from '../support/cli.js';

// `waymark replay --heeded` in-process (the built binary: test/e2e/cliSample.spec.ts), in a temp HOME, on a folder of session files
// of each format it reads. The sessions are written as each harness records them, with the advice
// the real dispatch path gives (test/support/heededScenarios.ts).

const scenarios: ScenarioInput[] = [
  {
    id: 'lease',
    harness: 'claude-code',
    rule: 'pretooluse-destructive-guard.md',
    call: { tool_name: 'Bash', tool_input: { command: 'git push --force origin main' } },
    next: [{ kind: 'tool_call', tool_name: 'Bash', tool_input: { command: 'git push --force-with-lease origin my-feature' } }],
  },
  {
    id: 'again',
    harness: 'claude-code',
    rule: 'pretooluse-destructive-guard.md',
    call: { tool_name: 'Bash', tool_input: { command: 'git push --force origin main' } },
    next: [
      { kind: 'tool_call', tool_name: 'Bash', tool_input: { command: 'git push -f origin main' } },
      { kind: 'assistant_text', text: 'Pushed.' },
    ],
  },
  {
    id: 'ended',
    harness: 'claude-code',
    rule: 'pretooluse-dependency-guard.md',
    call: { tool_name: 'Bash', tool_input: { command: 'npm install left-pad' } },
    next: [{ kind: 'end_session' }],
  },
];

interface Row {
  rule: string;
  harness: string;
  counterfactual: boolean;
  given: number;
  heeded: number;
  ignored: number;
  unclear: number;
  rate: number | null;
  low: number | null;
  high: number | null;
}

async function folder(harness: ScenarioHarness): Promise<{ home: string; dir: string }> {
  const root = tempDir('waymark-heeded-e2e-');
  const home = scenarioHome(root);
  const dir = join(root, 'sessions', harness);
  mkdirSync(dir, { recursive: true });
  for (const scenario of scenarios) await renderScenario(scenario, dir, home, harness);
  return { home, dir };
}

const heeded = (args: string[], home: string, cwd = join(home, 'proj')) =>
  cli(['replay', '--heeded', ...args], { script: BIN, cwd, env: { HOME: home, XDG_CONFIG_HOME: join(home, '.config'), NO_COLOR: '1' } });

describe.concurrent('waymark replay --heeded', () => {
  test.each<ScenarioHarness>(['claude-code', 'codex', 'gemini'])(
    'a folder of %s sessions: per rule, heeded, ignored, unclear, a rate with its interval',
    async (harness) => {
      const { home, dir } = await folder(harness);
      const result = await heeded([dir, '--json'], home);
      expect(result.code, result.stderr).toBe(0);
      const report = JSON.parse(result.stdout) as { files: string[]; rows: Row[]; cases: { counterfactual: boolean }[] };
      expect(report.files).toHaveLength(3);
      expect(report.cases.every((each) => !each.counterfactual)).toBe(true);
      const row = (rule: string) => report.rows.find((each) => each.rule === rule && each.harness === harness);
      // The repeated push carries its own advice too, followed only by "Pushed.": unclear.
      expect(row('pretooluse-destructive-guard')).toMatchObject({
        given: 3,
        heeded: 1,
        ignored: 1,
        unclear: 1,
        rate: 0.5,
        low: 0.0945,
        high: 0.9055,
      });
      expect(row('destructive/git/force-push')).toMatchObject({ given: 3, heeded: 1, ignored: 1, unclear: 1 });
      expect(row('pretooluse-dependency-guard')).toMatchObject({ given: 1, heeded: 0, ignored: 0, unclear: 1, rate: null });

      const table = await heeded([dir], home);
      expect(table.stdout.split('\n')[0]).toBe('4 advisories in 3 session files');
      expect(table.stdout).toMatch(
        new RegExp(`pretooluse-destructive-guard\\s+${harness}\\s+3\\s+1\\s+1\\s+1\\s+50% \\(9\\.5%–90\\.5%\\)`),
      );
    },
  );

  test('waymark stats --heeded shows the heeded count beside how often each rule spoke', async () => {
    const { home, dir } = await folder('claude-code');
    const stats = (args: string[]) =>
      cli(['stats', '--heeded', dir, ...args], {
        script: BIN,
        cwd: join(home, 'proj'),
        env: { HOME: home, XDG_CONFIG_HOME: join(home, '.config'), NO_COLOR: '1' },
      });
    const json = await stats(['--json']);
    expect(json.code, json.stderr).toBe(0);
    expect((JSON.parse(json.stdout) as { heeded: Record<string, unknown> }).heeded['destructive/git/force-push']).toEqual({
      given: 3,
      heeded: 1,
      ignored: 1,
      unclear: 1,
    });
    const missing = await stats([join(home, 'no-such-folder')]);
    expect(missing.code).toBe(2);
  });

  test('a session recorded without waymark is judged on the advice it would have given, as counterfactual', async () => {
    const root = tempDir('waymark-heeded-e2e-');
    const home = scenarioHome(root);
    const file = join(root, 'plain.jsonl');
    const at = (uuid: string, record: object) => JSON.stringify({ sessionId: 'p', uuid, cwd: join(home, 'proj'), ...record });
    writeFileSync(
      file,
      `${[
        at('1', { type: 'user', message: { role: 'user', content: 'ship it' } }),
        at('2', {
          type: 'assistant',
          message: { content: [{ type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'git push --force origin main' } }] },
        }),
        at('3', { type: 'assistant', message: { content: [{ type: 'text', text: 'Should I force-push to main, or open a branch?' }] } }),
      ].join('\n')}\n`,
    );
    const report = JSON.parse((await heeded([file, '--json'], home)).stdout) as { rows: Row[] };
    expect(report.rows.find((each) => each.rule === 'pretooluse-destructive-guard')).toMatchObject({
      harness: 'claude-code',
      counterfactual: true,
      given: 1,
      heeded: 1,
    });
    expect((await heeded([file], home)).stdout).toContain('pretooluse-destructive-guard (counterfactual)');
  });

  test('session files the real CLIs wrote (test/fixtures/heeded/recorded): each advisory found, given rather than counterfactual', async () => {
    const home = tempDir('waymark-heeded-e2e-');
    const result = await heeded([join(ROOT, 'test/fixtures/heeded/recorded'), '--json'], home, home);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as { cases: { harness: string; message: string; rules: string[]; counterfactual: boolean }[] };
    const found = (harness: string) =>
      report.cases.filter((each) => each.harness === harness).map((each) => [each.message, each.rules, each.counterfactual]);
    for (const harness of ['claude-code', 'codex', 'gemini']) {
      expect(found(harness)).toEqual([
        ['pretooluse-eval-guard', ['eval/python/pickle'], false],
        [
          'pretooluse-dependency-guard',
          [harness === 'gemini' ? 'dependency/python/requirements' : 'dependency/javascript/package-json'],
          false,
        ],
      ]);
    }
  });

  test('plain replay reads a Gemini CLI session: its calls once each, under the Gemini contract', async () => {
    const file = join(ROOT, 'test/fixtures/heeded/recorded/gemini/session-2026-12-01T16-34-b57bed48.jsonl');
    const result = await cli(['replay', file, '--json'], { script: BIN, env: { HOME: tempDir() } });
    const summary = JSON.parse(result.stdout) as { calls: number; hits: { tool: string; messages: string[] }[] };
    expect(summary.calls).toBe(3);
    expect(summary.hits.map((hit) => [hit.tool, hit.messages.filter((name) => name.endsWith('-guard'))])).toEqual([
      ['run_shell_command', ['pretooluse-eval-guard']],
      ['write_file', ['pretooluse-dependency-guard']],
    ]);
  });

  test('a file that is no session is an error', async () => {
    const dir = tempDir('waymark-heeded-e2e-');
    writeFileSync(join(dir, 'x.jsonl'), '{"hello": "world"}\n');
    const result = await heeded([join(dir, 'x.jsonl')], dir, dir);
    expect([result.code, result.stdout]).toEqual([2, '']);
    expect(result.stderr).toContain('is not a Claude Code transcript, a Codex rollout file or a Gemini CLI session');
  });
});
