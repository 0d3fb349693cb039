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
});
