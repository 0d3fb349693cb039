import { afterEach, describe, expect, test } from 'vitest';
import { type Machine, machine } from '../../support/operator.js';

let m: Machine;
afterEach(() => m?.cleanup());

describe('stable rule ids', () => {
  test('list --rules prints each rule id with what it warns about and its source, one family or all', async () => {
    m = machine();
    const all = await m.cli(['list', '--rules']);
    expect(all.code).toBe(0);
    expect(all.stdout).toMatch(
      /^destructive\/git\/force-push +rewrites the history of \{target\} on the remote.* +https:\/\/git-scm\.com\/docs\/git-push/m,
    );
    expect(all.stdout).toMatch(/^secrets\/ai\/openai-api-key +an OpenAI API key +https:/m);
    const secrets = await m.cli(['list', '--rules', 'secrets']);
    expect(secrets.stdout).toContain('secrets/ai/openai-api-key');
    expect(secrets.stdout).not.toContain('destructive/');
    const json = JSON.parse((await m.cli(['list', '--rules', 'eval', '--json'])).stdout) as Array<{
      id: string;
      risk: string;
      source: string;
    }>;
    expect(json.length).toBeGreaterThan(5);
    expect(json.every((row) => row.id.startsWith('eval/') && row.risk.length > 0)).toBe(true);
  });

  test('an unknown family is a usage error with the nearest one', async () => {
    m = machine();
    const result = await m.cli(['list', '--rules', 'destructiv']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('did you mean "destructive"?');
  });

  test('COLUMNS cuts the table to the terminal width', async () => {
    m = machine();
    const lines = (await m.cli(['list', '--rules', 'destructive'], { env: { COLUMNS: '60' } })).stdout.trimEnd().split('\n');
    expect(lines.every((line) => line.length <= 60)).toBe(true);
    expect(lines.some((line) => line.endsWith('…'))).toBe(true);
    const wide = (await m.cli(['list', '--rules', 'destructive'])).stdout.split('\n');
    expect(wide.some((line) => line.length > 60)).toBe(true);
  });

  test('the id an engine rule prints (a retention cut) is listed, switched off by a config and checked by it', async () => {
    m = machine();
    const edit = {
      tool_name: 'Edit',
      tool_input: { file_path: `${m.project}/prometheus.yml`, old_string: 'retention.time: 90d', new_string: 'retention.time: 2h' },
    };
    const id = /Rule: (\S+)/.exec(JSON.parse(await m.hook('PreToolUse', edit)).hookSpecificOutput.additionalContext)?.[1];
    expect(id).toBe('destructive/edits/retention-cut');
    expect((await m.cli(['list', '--rules', 'destructive'])).stdout).toMatch(/^destructive\/edits\/retention-cut +an edit that shortens/m);
    m.projectSettings({ rules: { [id!]: false } });
    expect(await m.hook('PreToolUse', edit)).toBe('');
    expect((await m.cli(['explain', 'PreToolUse', '--tool', 'Bash', '--input', '{"command":"ls"}'])).stdout).not.toContain('names no rule');
  });

  test('a mistyped rule id in a config is named with the nearest id, and the fix is said once', async () => {
    m = machine();
    m.projectSettings({ rules: { 'destructive/gti': false } });
    const result = await m.cli(['explain', 'PreToolUse', '--tool', 'Bash', '--input', '{"command":"ls"}']);
    expect(result.stdout).toContain(
      'rules.destructive/gti names no rule family, pack or rule, so it changes nothing; did you mean "destructive/git"?',
    );
    expect(result.stdout).not.toContain('Fix: Fix:');
    expect(result.stdout).toContain('Fix: use an id that `waymark list --rules` shows');
  });
});
