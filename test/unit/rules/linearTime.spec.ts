import { describe, expect, test } from 'vitest';
import { GUARDS } from '../../../src/guards/index.js';
import type { GuardContext } from '../../../src/guards/guard.js';
import { FAMILY_GUARD, hostileCases, ruleKeywords } from '../../support/hostileInputs.js';
import { allPacks } from '../../../src/guards/rules/pack.js';

// Every built-in rule of every family, fed its own words repeated through its guard's detect: a
// pattern or a loop that is quadratic on its own prefix takes minutes here even at 256 KiB, the
// size `npm test` uses; `npm run test:torture` (CI) runs the same cases at 1 MB. The timeout only
// catches a hang; bench/guards.js measures the 1 MB / 64 KB ratio.

const MB = 1024 * 1024;
const SIZE = Number(process.env.WAYMARK_HOSTILE_BYTES) || MB / 4;
const context: GuardContext = { root: '/home/dev/proj', cwd: '/home/dev/proj', env: {}, home: '/home/dev', stateDir: '/nonexistent', session: { delivered: {} }, change: () => undefined, config: {}, options: {} };

describe('linear time on hostile input', () => {
  test('every rule yields words to repeat', () => {
    const silent = allPacks().flatMap((pack) => pack.rules.filter((rule) => ruleKeywords(rule).length === 0).map((rule) => `${pack.family}/${pack.pack}/${rule.id}`));
    expect(silent).toEqual([]);
  });

  test.each(hostileCases(SIZE).map((each) => [each.label, each] as const))('%s', async (_, { family, event }) => {
    const guard = GUARDS.get(FAMILY_GUARD[family])!;
    await guard.detect(event, context);
  }, 20_000);
});

describe('known quadratic cases stay linear', () => {
  const bash = (command: string) => ({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } }) as const;
  test.each([
    ['curl × 200,000 (a pipe-to-shell pattern restarted at every curl)', 'curl '.repeat(200_000)],
    ['many small heredocs (shellView rebuilt the command per heredoc)', 'cat <<E\nx\nE\n'.repeat(120_000)],
    ['a 1 MB word list after rm -rf', `rm -rf ${'build/a '.repeat(130_000)}/`],
    ['1 MB of one unterminated quote', `psql -c "${'DROP TABLE x; '.repeat(75_000)}`],
    ['a for loop over 1 MB of words whose body names the variable 100,000 times', `for d in ${'a '.repeat(500_000)}; do rm -rf ${'"$d" '.repeat(100_000)}; done`],
    ['a for loop followed by 100,000 commands naming its variable', `for d in ${'a '.repeat(64)}; do ${'cat "$d"; '.repeat(100_000)}done`],
    ['40,000 ssh commands each running curl | sh (every wrapped script is read)', "ssh h 'curl x | sh'; ".repeat(40_000)],
    ['an ssh script of 1 MB of curl | sh run for each host of a loop', `for h in ${'a '.repeat(32)}; do ssh $h '${'curl x | sh; '.repeat(75_000)}'; done`],
    ['a parallel template of 1 MB of replacement strings and 100,000 inputs', `parallel '${'rm -rf {} '.repeat(100_000)}' ::: ${'a '.repeat(100_000)}`],
  ])('%s', async (_, command) => {
    for (const id of ['destructive', 'dependency', 'eval', 'secrets']) await GUARDS.get(id)!.detect(bash(command), context);
  }, 20_000);

  const write = (file_path: string, content: string) => ({ hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content } }) as const;
  test.each([
    ['1 MB of regex-like slashes, each an unterminated class (the JS mask tries a bounded literal at each)', write('src/a.js', `eval(x);\n${'(/['.repeat(350_000)}`)],
    ['1 MB of slashes after long blanks (the look back for an operator is bounded)', write('src/a.js', `eval(x);\n${`${' '.repeat(190)}/`.repeat(5_500)}`)],
    ['1 MB of basic-auth tuples opened and never closed', write('a.py', 'AUTH = ("a", "'.repeat(75_000))],
    ['1 MB of upper-case _KEY names without values', write('a.py', 'A_KEY '.repeat(175_000))],
    ['1 MB of config settings', write('a.sh', 'npm config set //r/:_authToken '.repeat(33_000))],
  ])('%s', async (_, event) => {
    for (const id of ['destructive', 'dependency', 'eval', 'secrets']) await GUARDS.get(id)!.detect(event, context);
  }, 20_000);

  test('a command of 1 MB of config settings and PowerShell env assignments', async () => {
    await GUARDS.get('secrets')!.detect(bash(`npm config set //r/:_authToken x; Set-Item env:A_KEY -Value 'y'; `.repeat(15_000)), context);
  }, 20_000);

  test('a long word list is judged by its first and last words', () => {
    const finding = GUARDS.get('destructive')!.detect(bash(`rm -rf ${'build/a '.repeat(130_000)}/`), context) as Record<string, string>;
    expect(finding.items).toContain('everything from the filesystem root');
  });
});
