import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BIN, tempProject } from '../support/run.js';
import { cli } from '../support/cli.js';

// `waymark explain` says why each silent message stayed silent, and refuses a question dispatch
// could never be asked, with the spelling it probably meant.

const project = tempProject;

const explain = (args: string[], cwd = project()) => cli(['explain', ...args], { script: BIN, cwd, env: { HOME: cwd } });
const write = (content: string, path = 'a.js') => [
  'PreToolUse',
  '--tool',
  'Write',
  '--input',
  JSON.stringify({ file_path: path, content }),
];

describe.concurrent('explain: why a guard stayed silent', () => {
  test('off by config: names the file and the key', async () => {
    const dir = project({ guards: { header: false } });
    const result = await explain(write('x = 1'), dir);
    expect(result.stdout).toMatch(
      new RegExp(
        `  silent     pretooluse-header-guard +guard header\n             ↳ off: ` +
          `${join(dir, '.waymark', 'config.json').replace(/[.]/g, '\\.')} sets "guards": \\{ "header": false \\}`,
      ),
    );
  });

  test.each([
    [
      'a placeholder skipped on purpose',
      write('const API_KEY = "your-api-key-goes-here"'),
      'pretooluse-secrets-guard',
      '`API_KEY` holds a placeholder to fill in, not a secret: skipped on purpose',
    ],
    [
      'a dry run',
      ['PreToolUse', '--tool', 'Bash', '--input', '{"command":"git clean -n -fdx"}'],
      'pretooluse-destructive-guard',
      '`-n` is the safe form for rule destructive/git/clean-ignored: skipped on purpose',
    ],
    ['an opt-in guard not turned on', write('x'), 'pretooluse-header-guard', 'it speaks only when a config file sets guards.header.text'],
    ['found nothing', write('x'), 'pretooluse-eval-guard', 'found nothing to advise on in this call'],
  ])('%s', async (_, args, message, why) => {
    const result = await explain(args);
    const lines = result.stdout.split('\n');
    expect(lines[lines.findIndex((line) => line.includes(` ${message} `)) + 1]).toContain(`↳ ${why}`);
  });

  test('a scratch folder is exempt by design', async () => {
    const result = await explain([
      'PreToolUse',
      '--tool',
      'Write',
      '--input',
      '{"file_path":"/tmp/waymark-scratch/a.txt","content":"x"}',
      '--json',
    ]);
    const guard = JSON.parse(result.stdout).messages.find(
      (message: { name: string }) => message.name === 'pretooluse-outside-project-guard',
    );
    expect(guard).toMatchObject({ outcome: 'silent', why: 'the path is inside the scratch folder /tmp, exempt by design' });
  });

  test('--later: the base message has gone out already, so a benign call prints nothing', async () => {
    const [first, later] = await Promise.all([
      explain(['PreToolUse', '--tool', 'Bash', '--input', '{"command":"ls"}']),
      explain(['PreToolUse', '--tool', 'Bash', '--input', '{"command":"ls"}', '--later']),
    ]);
    expect(first.stdout).toMatch(/^ {2}delivered {2}pretooluse-bash/m);
    expect(later.stdout).toContain('as a later call of a session (base messages already delivered)');
    expect(later.stdout).toMatch(/^ {2}silent {5}pretooluse-bash +base message\n +↳ already delivered earlier in this session$/m);
    expect(later.stdout).toContain('The model gets nothing, and the harness reads an empty stdout.');
  });
});

describe.concurrent('explain: a question dispatch could never be asked is an error with a suggestion', () => {
  test.each([
    [['PreToolUsee'], 'unknown event "PreToolUsee" for the claude contract; did you mean "PreToolUse"?'],
    [['pretooluse'], 'unknown event "pretooluse" for the claude contract; did you mean "PreToolUse"?'],
    [['AfterTool', '--contract', 'codex'], 'unknown event "AfterTool" for the codex contract'],
    [['PreToolUse', '--tool', 'bash', '--input', '{}'], 'the claude contract spells no tool "bash"; did you mean "Bash"?'],
    [['PreToolUse', '--tool', 'Bash', '--input', '"ls"'], '--input must be one JSON object'],
    [['PreToolUse', '--tool', 'Bash', '--input', '[1]'], '--input must be one JSON object'],
  ])('%j', async (args, message) => {
    const result = await explain(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`waymark explain: ${message}`);
  });

  test('a tool waymark has no advice for is still a question: Grep is not an error', async () => {
    expect((await explain(['PreToolUse', '--tool', 'Grep', '--input', '{}'])).code).toBe(0);
  });
});
