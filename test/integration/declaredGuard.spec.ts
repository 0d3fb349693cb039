import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { contextOf, expectRuntimeContract } from '../support/reply.js';
import { BIN, payload, tempDir } from '../support/run.js';
import { cli } from '../support/cli.js';

// A team's own guard, declared in data: a temp project with `.waymark/config.json` naming a
// message folder, run through the hook and the CLI in-process (the built binary: test/e2e/cliSample.spec.ts).

const GUARD = `<!-- team advice -->
# Terraform apply

## Advisory
\`{{match}}\` changes real infrastructure ({{verb}} on {{2}}). Run \`terraform plan\` first and show the user the plan.

## Procedure
1. Run \`terraform plan -out tfplan\` and summarise it.

## Bindings
- event: PreToolUse
- matcher: Bash
- when: tool_input.command ~ /\\bterraform\\s+(?<verb>apply|destroy)\\s+(\\S+)/
`;

function project(config: Record<string, unknown>): { dir: string; env: Record<string, string> } {
  const dir = tempDir('waymark-declared-');
  mkdirSync(join(dir, '.git'));
  mkdirSync(join(dir, '.waymark'));
  mkdirSync(join(dir, 'advice'));
  writeFileSync(join(dir, '.waymark', 'config.json'), JSON.stringify(config));
  writeFileSync(join(dir, 'advice', 'no-terraform-apply.md'), GUARD);
  return { dir, env: { WAYMARK_HOOK_STATE_DIR: tempDir(), XDG_CONFIG_HOME: tempDir() } };
}

const bash = (cwd: string, command: string) => payload('PreToolUse', { cwd, tool_name: 'Bash', tool_input: { command } });

describe.concurrent('a guard declared in a project message folder', () => {
  test('speaks when its regex matches, its placeholders filled from the match; silent otherwise', async () => {
    const { dir, env } = project({ messageDirs: ['../advice'] });
    // The registration names waymark's own messages only, as the installer writes it.
    const [fires, quiet] = await Promise.all([
      cli(['PreToolUse', 'pretooluse-bash'], { cwd: dir, env, input: bash(dir, 'cd infra && terraform apply -auto-approve') }),
      cli(['PreToolUse', 'pretooluse-bash'], {
        cwd: dir,
        env: { ...env, WAYMARK_HOOK_STATE_DIR: tempDir() },
        input: bash(dir, 'terraform plan'),
      }),
    ]);
    expectRuntimeContract(fires, 'PreToolUse');
    expect(contextOf(fires)).toContain('`terraform apply -auto-approve` changes real infrastructure (apply on -auto-approve).');
    expect(contextOf(fires)).toContain(`Full procedure: ${join(dir, 'advice', 'no-terraform-apply.md')}`);
    expect(contextOf(fires)).not.toContain('terraform plan -out');
    expectRuntimeContract(quiet, 'PreToolUse');
    expect(contextOf(quiet)).not.toContain('changes real infrastructure');
  });

  test('`guards.<message name>: false` turns it off', async () => {
    const { dir, env } = project({ messageDirs: ['../advice'], guards: { 'no-terraform-apply': false } });
    const result = await cli(['PreToolUse', 'pretooluse-bash'], { cwd: dir, env, input: bash(dir, 'terraform apply x') });
    expectRuntimeContract(result, 'PreToolUse');
    expect(contextOf(result)).not.toContain('changes real infrastructure');
  });

  test('a regex that backtracks catastrophically elsewhere runs in linear time: dispatch answers at once', async () => {
    const { dir, env } = project({ messageDirs: ['../advice'] });
    writeFileSync(
      join(dir, 'advice', 'no-terraform-apply.md'),
      GUARD.replace(/- when: .*/, '- when: tool_input.command ~ /^(?:(?:a|a))*$|^(\\w+\\s?)*$/'),
    );
    const hook = await cli(['PreToolUse', 'pretooluse-bash'], { cwd: dir, env, input: bash(dir, `${'a'.repeat(8000)}!`) });
    expectRuntimeContract(hook, 'PreToolUse');
    expect(hook.stderr).toBe('');
    expect(contextOf(hook)).not.toContain('changes real infrastructure');
  });

  test('a regex no linear engine can run makes it inert: explain names the file and the fix', async () => {
    const { dir, env } = project({ messageDirs: ['../advice'] });
    writeFileSync(
      join(dir, 'advice', 'no-terraform-apply.md'),
      GUARD.replace(/- when: .*/, '- when: tool_input.command ~ /(?=terraform)terraform\\s+apply/'),
    );
    const input = JSON.stringify({ command: 'terraform apply x' });
    const [hook, explained] = await Promise.all([
      cli(['PreToolUse', 'pretooluse-bash'], { cwd: dir, env, input: bash(dir, 'terraform apply x') }),
      cli(['explain', 'PreToolUse', '--tool', 'Bash', '--input', input], { script: BIN, cwd: dir, env }),
    ]);
    expectRuntimeContract(hook, 'PreToolUse');
    expect(contextOf(hook)).not.toContain('changes real infrastructure');
    expect(explained.code).toBe(0);
    expect(explained.stdout).toMatch(/^1 configuration problem/);
    expect(explained.stdout).toContain(join(dir, 'advice', 'no-terraform-apply.md'));
    expect(explained.stdout).toContain('cannot run in linear time');
    expect(explained.stdout).toContain('Fix: Correct the regular expression');
  });
});

describe.concurrent('waymark explain shows config problems first', () => {
  test('an invalid project config: the exact file, the problem and the fix, in text and in --json', async () => {
    const { dir, env } = project({ guards: { compaction: { threshold: 7 } }, messageDirs: ['../advice'] });
    const args = ['explain', 'PreToolUse', '--tool', 'Bash', '--input', JSON.stringify({ command: 'terraform apply x' })];
    const [human, machine] = await Promise.all([
      cli(args, { script: BIN, cwd: dir, env }),
      cli([...args, '--json'], { script: BIN, cwd: dir, env }),
    ]);
    const file = join(dir, '.waymark', 'config.json');
    expect(human.stdout.split('\n').slice(0, 4)).toEqual([
      '1 configuration problem (dispatch ignores what is listed and runs on):',
      `  ${file}`,
      '    guards.compaction.threshold: must be less than 1; waymark ignores this key and applies the rest of the file',
      expect.stringMatching(/^ {4}Fix: Correct or remove `guards\.compaction\.threshold` \(`waymark schema`/),
    ]);
    // Only the invalid key is dropped: the file's messageDirs still apply, and the declared guard is loaded.
    expect(human.stdout).toContain('no-terraform-apply');
    expect(JSON.parse(machine.stdout).problems).toEqual([
      {
        file,
        problem: 'guards.compaction.threshold: must be less than 1; waymark ignores this key and applies the rest of the file',
        fix: expect.stringMatching(/^Correct or remove/),
      },
    ]);
  });

  test('waymark verify lists the same problems with the surface it checks', async () => {
    const { dir, env } = project({ guards: { evl: false } });
    const home = tempDir('waymark-home-');
    const box = { ...env, HOME: home, XDG_DATA_HOME: join(home, 'data') };
    const installed = await cli(['install', '--harness', 'claude-code', '--scope', 'project'], { script: BIN, cwd: dir, env: box });
    expect(installed.code).toBe(0);
    const verified = await cli(['verify', '--harness', 'claude-code', '--scope', 'project'], { script: BIN, cwd: dir, env: box });
    expect(verified.stdout).toContain(
      `${join(dir, '.waymark', 'config.json')}: guards.evl names no guard, so it changes nothing. Fix: Use one of `,
    );
  }, 60_000);
});
