import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { type Machine, machine } from '../../support/operator.js';
import { ROOT } from '../../support/run.js';

let m: Machine;
afterEach(() => m?.cleanup());

describe('small frictions', () => {
  test('install and uninstall --json: one object, nothing else on stdout', async () => {
    m = machine();
    const installed = await m.cli(['install', '--harness', 'claude', '--json']);
    expect(installed.code).toBe(0);
    const report = JSON.parse(installed.stdout) as {
      dryRun: boolean;
      scope: string;
      project: string;
      harnesses: Array<{ id: string; status: string; path: string }>;
      messages: string[];
    };
    expect(report).toMatchObject({
      dryRun: false,
      scope: 'project',
      project: m.project,
      harnesses: [{ id: 'claude-code', status: 'installed', path: join(m.project, '.claude', 'settings.local.json') }],
    });
    expect(report.messages.length).toBeGreaterThan(0);
    const removed = await m.cli(['uninstall', '--harness', 'claude-code', '--json']);
    expect(removed.code).toBe(0);
    expect(JSON.parse(removed.stdout)).toMatchObject({
      harnesses: [{ id: 'claude-code', ok: true, path: join(m.project, '.claude', 'settings.local.json') }],
    });
  });

  test('harness ids in either spelling: install --harness claude / qwen, dispatch and explain --contract claude-code / qwen-code', async () => {
    m = machine();
    expect((await m.cli(['install', '--harness', 'qwen', '--scope', 'user', '--dry-run', '--json'])).code).toBe(0);
    const payload = JSON.stringify({
      session_id: 's',
      cwd: m.project,
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'git push --force origin main' },
    });
    const long = await m.cli(['dispatch', '--contract', 'claude-code', 'PreToolUse'], { input: payload });
    expect(long.stdout).toContain('rewrites the history');
    const explained = await m.cli([
      'explain',
      'PreToolUse',
      '--contract',
      'qwen-code',
      '--tool',
      'run_shell_command',
      '--input',
      '{"command":"ls"}',
    ]);
    expect(explained.code).toBe(0);
    expect(explained.stdout).toContain('contract qwen');
  });

  test('dispatch --help: the usage on stderr, exit 0, stdout empty', async () => {
    m = machine();
    for (const flag of ['--help', '-h']) {
      const result = await m.cli(['dispatch', flag]);
      expect(result.code).toBe(0);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/^Usage: waymark dispatch \[--contract <harness>\] <Event>/);
    }
  });

  test('completion for bash, zsh and fish names every command; bash completes harness ids', async () => {
    m = machine();
    for (const shell of ['bash', 'zsh', 'fish']) {
      const script = (await m.cli(['completion', shell])).stdout;
      for (const command of ['install', 'verify', 'silence', 'log', 'stats', 'doctor', 'completion']) expect(script).toContain(command);
    }
    const bash = (await m.cli(['completion', 'bash'])).stdout;
    const file = join(m.base, 'waymark.bash');
    writeFileSync(file, bash);
    const completed = spawnSync(
      'bash',
      ['-c', `source ${file}; COMP_WORDS=(waymark install --harness qw); COMP_CWORD=3; _waymark; echo "\${COMPREPLY[@]}"`],
      { encoding: 'utf8', env: m.env },
    );
    expect(completed.stdout.trim().split(' ').sort()).toEqual(['qwen', 'qwen-code']);
    expect((await m.cli(['completion', 'tcsh'])).code).toBe(2);
  });

  test("package.json lets esbuild's install script run, so a clone's npm ci does not warn about it", async () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      allowScripts?: Record<string, boolean>;
      devDependencies: Record<string, string>;
    };
    expect(pkg.devDependencies.esbuild).toBeDefined();
    expect(pkg.allowScripts).toEqual({ esbuild: true });
  });
});
