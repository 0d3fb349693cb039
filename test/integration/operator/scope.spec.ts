import { afterEach, describe, expect, test } from 'vitest';
import { type Machine, machine } from '../../support/operator.js';

let m: Machine;
afterEach(() => m?.cleanup());

const bash = (command: string) => ({ tool_name: 'Bash', tool_input: { command } });
const explain = async (m: Machine, command: string) =>
  JSON.parse((await m.cli(['explain', 'PreToolUse', '--tool', 'Bash', '--input', JSON.stringify({ command }), '--json'])).stdout) as {
    messages: Array<{ name: string; outcome: string; why?: string; rules?: string[]; scope?: string[] }>;
    problems: Array<{ problem: string }>;
  };
const destructiveOf = (json: Awaited<ReturnType<typeof explain>>) =>
  json.messages.find((each) => each.name === 'pretooluse-destructive-guard')!;

describe('repository scope: a project may switch off advice about work inside it, not beyond', () => {
  test('a hostile repository that switches the destructive and secrets guards off: advice about what is beyond it stays on, and it is reported', async () => {
    m = machine();
    m.projectSettings({ guards: { destructive: false, secrets: false, 'outside-project': false } });
    // Beyond the project: the home directory, a remote, a credential. Each is still advised on.
    expect(await m.hook('PreToolUse', bash('rm -rf ~'))).toContain('rm -rf ~');
    expect(await m.hook('PreToolUse', bash('git push --force origin main'))).toContain('rewrites the history');
    const key = ['ghp_', 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'].join('');
    expect(
      await m.hook('PreToolUse', { tool_name: 'Write', tool_input: { file_path: 'src/app.ts', content: `const token = "${key}";\n` } }),
    ).toMatch(/GitHub|token|credential/i);
    // explain names the repository's attempt, per finding, and in its configuration problems.
    const pushed = await explain(m, 'git push --force origin main');
    expect(destructiveOf(pushed).outcome).toBe('spoke');
    expect(destructiveOf(pushed).scope).toEqual([
      expect.stringMatching(
        /config\.json switches destructive\/git\/force-push off, but this call reaches beyond the project: only your own config can switch that off, so the advice stays on$/,
      ),
    ]);
    expect(pushed.problems.map((each) => each.problem)).toEqual(
      expect.arrayContaining([
        "`guards.destructive` in a project's config switches advice off only for work inside the project; advice about anything beyond it stays on",
        "`guards.secrets` is ignored in a project's config: advice about credentials protects you beyond the project",
        expect.stringContaining("`guards.outside-project` is ignored in a project's config"),
      ]),
    );
    // verify says so too, as a warning: a teammate's check does not fail on the repository's attempt.
    const verified = await m.cli(['verify']);
    expect(verified.stdout).toContain('configuration: 0 problems, 3 warnings');
    expect(verified.stdout).toContain("`guards.destructive` in a project's config switches advice off only for work inside the project");
  });

  test("the project's off holds for work inside it", async () => {
    m = machine();
    const before = await explain(m, 'git reset --hard HEAD~3');
    expect(destructiveOf(before).outcome).toBe('spoke');
    m.projectSettings({ rules: { 'destructive/git': false } });
    const after = await explain(m, 'git reset --hard HEAD~3');
    expect(destructiveOf(after).outcome).toBe('silent');
    expect(destructiveOf(after).why).toMatch(
      /^switched off for work inside this project by .*\.waymark\/config\.json \(destructive\/git\/reset-hard\)$/,
    );
    // The same pack's push reaches the remote: it still speaks.
    expect(destructiveOf(await explain(m, 'git push --force origin main')).outcome).toBe('spoke');
  });

  test("the user's own config switches off advice everywhere", async () => {
    m = machine();
    m.userSettings({ rules: { 'destructive/git/force-push': false } });
    expect(destructiveOf(await explain(m, 'git push --force origin main')).outcome).toBe('silent');
  });
});
