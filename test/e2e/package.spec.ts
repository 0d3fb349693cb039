import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { payload, ROOT, run, tempDir } from '../support/run.js';

// What a user gets from `npm i -g waymark`: the tarball `npm pack` makes, installed by real npm
// into a temp prefix, and run from there. About 2 s: with no dependencies, `--offline` needs nothing
// from the npm cache, so this runs in the fast suite.

const work = tempDir('waymark-package-');
const prefix = join(work, 'prefix');
const home = join(work, 'home');
let npmOutput = '';
let installed = '';
let bin = '';

beforeAll(() => {
  mkdirSync(home);
  // The suite has just built dist/; packing again would only rebuild it.
  const tarball = execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', work, '--silent'], { cwd: ROOT, encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1)!;
  const npm = spawnSync('npm', ['install', '-g', '--prefix', prefix, join(work, tarball), '--offline', '--no-audit', '--no-fund'], {
    cwd: work,
    encoding: 'utf8',
    env: { ...process.env, npm_config_loglevel: 'warn' },
  });
  expect(npm.status, npm.stderr).toBe(0);
  npmOutput = npm.stdout + npm.stderr;
  installed = join(prefix, 'lib', 'node_modules', 'waymark');
  bin = join(prefix, 'bin', 'waymark');
});

const waymark = (args: string[], options: { input?: string; cwd?: string } = {}) =>
  run(args, { script: bin, env: { HOME: home }, ...options });

describe('the installed package', () => {
  test('installs only what runs, with no warning about its own scripts', () => {
    expect(npmOutput).not.toMatch(/install-scripts|waymark@[\d.]+ \(/);
    expect(existsSync(join(installed, 'node_modules'))).toBe(false);
  });

  test.each([
    'LICENSE',
    'README.md',
    'bin/waymark.cjs',
    'dist/cli.cjs',
    'dist/dispatch.cjs',
    'dist/fast-glob.cjs',
    'dist/omp.js',
    'docs/harnesses/README.md',
    'contracts/claude.json',
  ])('ships %s', (file) => {
    expect(existsSync(join(installed, file))).toBe(true);
  });

  test('waymark --version prints the package version', async () => {
    const result = await waymark(['--version']);
    expect(result.stdout.trim()).toBe(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);
  });

  test('waymark install --all --dry-run writes nothing and ends with the next step', async () => {
    const project = tempDir();
    mkdirSync(join(project, '.claude'));
    const result = await waymark(['install', '--all', '--dry-run'], { cwd: project });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`+++ ${join(project, '.claude', 'settings.local.json')}`);
    expect(result.stdout).toContain('waymark verify');
    expect(readdirSync(join(project, '.claude'))).toEqual([]);
  });

  test('one dispatch from the installed copy answers in Claude Code shape', async () => {
    const result = await waymark(['dispatch', 'PreToolUse'], {
      input: payload('PreToolUse', { tool_name: 'Write', tool_input: { file_path: 'package.json', content: '{}' } }),
    });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).hookSpecificOutput.additionalContext).toContain('package.json');
  });

  // The operator commands run through the integration tier in-process; this is the same life from
  // the installed copy, in a temp HOME and project: advice given, logged, counted and diagnosed.
  test('living with it: the advice names its rule, log and stats show it, doctor and list answer, silence needs a person', async () => {
    const project = tempDir();
    mkdirSync(join(project, '.git'));
    const state = join(work, 'state');
    const env = { HOME: home, WAYMARK_HOOK_STATE_DIR: state };
    const cli = (args: string[], input?: string) => run(args, { script: bin, env, cwd: project, input });
    const push = payload('PreToolUse', { tool_name: 'Bash', tool_input: { command: 'git push --force origin main' }, cwd: project });
    const said = JSON.parse((await cli(['dispatch', 'PreToolUse'], push)).stdout).hookSpecificOutput.additionalContext as string;
    expect(said).toContain('Rule: destructive/git/force-push');
    const log = await cli(['log', '--json']);
    expect(log.code, log.stderr).toBe(0);
    expect(log.stdout).toContain('destructive/git/force-push');
    expect((await cli(['stats', '--json'])).stdout).toContain('destructive/git/force-push');
    expect((await cli(['list', '--rules', 'destructive'])).stdout).toContain('destructive/git/force-push');
    const doctor = await cli(['doctor', '--json']);
    expect([0, 1]).toContain(doctor.code);
    expect(JSON.parse(doctor.stdout)).toBeTypeOf('object');
    expect((await cli(['completion', 'bash'])).stdout).toContain('waymark');
    const silence = await cli(['silence', 'destructive/git/force-push', '--reason', 'x', '--once']);
    expect(silence.code).toBe(1);
    expect(silence.stderr + silence.stdout).toContain('refused');
    const help = await cli(['dispatch', '--help']);
    expect([help.code, help.stdout]).toEqual([0, '']);
    expect(help.stderr).toContain('waymark dispatch');
  });
});
