import { afterEach, describe, expect, test } from 'vitest';
import { type Machine, machine } from '../../support/operator.js';

let m: Machine;
afterEach(() => m?.cleanup());

const stashClear = ['PreToolUse', '--tool', 'Bash', '--input', '{"command":"git stash clear"}', '--json'];
const spoke = (stdout: string, guard: string) =>
  (JSON.parse(stdout) as { messages: Array<{ name: string; outcome: string }> }).messages.find(
    (each) => each.name === `pretooluse-${guard}-guard`,
  )!.outcome;

describe('a config that degrades gracefully', () => {
  test('an invalid key or value drops that key only: the rest of the file applies, and what was dropped is named', async () => {
    m = machine();
    // Without the config, clearing the stash is advised on.
    expect(spoke((await m.cli(['explain', ...stashClear])).stdout, 'destructive')).toBe('spoke');
    m.projectSettings({
      rules: { 'destructive/git/stash-clear': false },
      guards: { compaction: { threshold: 5 } },
      plann: {},
      messageDirs: 'x',
    });
    const explained = await m.cli(['explain', ...stashClear]);
    // The valid key still holds…
    expect(spoke(explained.stdout, 'destructive')).toBe('silent');
    // …and each dropped key is named with what was wrong.
    const problems = (JSON.parse(explained.stdout) as { problems: Array<{ problem: string }> }).problems.map((each) => each.problem);
    expect(problems).toContain(
      'guards.compaction.threshold: must be less than 1; waymark ignores this key and applies the rest of the file',
    );
    expect(problems).toContain('messageDirs: expected array; waymark ignores this key and applies the rest of the file');
    expect(problems).toContainEqual(
      expect.stringContaining('"plann" is not a key waymark reads, so it changes nothing; did you mean "plan"?'),
    );
  });

  test('the hook applies the rest of a partly invalid file', async () => {
    m = machine();
    m.projectSettings({ rules: { 'destructive/git/stash-clear': false }, guards: { compaction: { threshold: 'high' } } });
    const reply = await m.hook('PreToolUse', { tool_name: 'Bash', tool_input: { command: 'git stash clear' } });
    // The session's first Bash call still gets its base message; the rule switched off says nothing.
    expect(reply).toContain('additionalContext');
    expect(reply).not.toContain('stash clear');
  });

  test('verify reports config problems and exits 1; a user-only key in a project is a warning (exit 0)', async () => {
    m = machine();
    expect((await m.cli(['install', '--harness', 'claude-code'])).code).toBe(0);
    m.projectSettings({ plann: {} });
    const broken = await m.cli(['verify']);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(
      /configuration: 1 problem \(waymark ignores what is listed and applies the rest\)\n {2}problem: .*\.waymark\/config\.json\n {4}"plann" is not a key/,
    );
    expect(broken.stdout).toMatch(/no problems; the configuration has 1 problem \(listed above\)\n$/);
    m.projectSettings({ guards: { 'ask-user': { strict: true } } });
    const warned = await m.cli(['verify']);
    expect(warned.code).toBe(0);
    expect(warned.stdout).toContain('configuration: 0 problems, 1 warning');
    expect(warned.stdout).toContain("`guards.ask-user.strict` is ignored in a project's config");
    expect(warned.stdout).not.toContain('Fix: Fix:');
  });

  test('one exit-code table: 0 ok, 1 problems found, 2 usage error', async () => {
    m = machine();
    expect((await m.cli(['list'])).code).toBe(0);
    expect((await m.cli(['verify'])).code).toBe(1);
    for (const args of [
      ['doctr'],
      ['install', '--harness', 'vim'],
      ['install'],
      ['list', '--nope'],
      ['explain', 'NoSuchEvent'],
      ['install', '--harness', 'claude-code', '--scope', 'team'],
    ]) {
      const result = await m.cli(args);
      expect([args, result.code]).toEqual([args, 2]);
      expect(result.stdout).toBe('');
    }
  });
});
