import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { waymarkInProcess } from '../support/inProcess.js';
import { TEST_PATH } from '../support/path.js';

// `waymark install --harness omp` with the built CLI in temp dirs: oh-my-pi loads a shim from its
// extensions dir (docs/harnesses/omp.md); waymark owns that file and nothing else. In the agent dir
// it names the runtime copy; in a project it is templates/omp.js, which loads the waymark on PATH.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'bin', 'waymark.cjs');

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function sandbox(extra: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'waymark-omp-install-'));
  dirs.push(dir);
  const home = join(dir, 'home');
  const project = join(dir, 'my project');
  const bin = join(dir, 'bin');
  mkdirSync(home);
  mkdirSync(project);
  mkdirSync(bin);
  // waymark as a global install leaves it, and the Node that runs the tests: nothing else of the ambient PATH.
  symlinkSync(BIN, join(bin, 'waymark'));
  const env = { PATH: `${bin}:${TEST_PATH}`, HOME: home, WAYMARK_HOOK_STATE_DIR: join(dir, 'state'), ...extra };
  const run = (...args: string[]) => waymarkInProcess([...args, '--harness', 'omp', '--project', project], { cwd: project, env });
  const runtime = join(home, '.local', 'share', 'waymark', 'runtime', version);
  return {
    home,
    project,
    env,
    run,
    runtime,
    shim: join(project, '.omp', 'extensions', 'waymark.js'),
    userShim: join(home, '.omp', 'agent', 'extensions', 'waymark.js'),
  };
}

const PORTABLE = readFileSync(join(ROOT, 'templates', 'omp.js'), 'utf8');
const shimOf = (runtime: string) => `export { default } from ${JSON.stringify(join(runtime, 'dist', 'omp.js'))};\n`;

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

describe('waymark install --harness omp', () => {
  it('project scope: writes the portable shim, verifies it, re-installs as a no-op, uninstalls it', async () => {
    const box = sandbox();
    const installed = await box.run('install');
    expect(installed.stderr).toBe('');
    expect(installed.status).toBe(0);
    expect(installed.stdout).toContain(box.shim);
    expect(readFileSync(box.shim, 'utf8')).toBe(PORTABLE);
    // No path of this user's in a file the team may commit, and no runtime copy to make.
    expect(readFileSync(box.shim, 'utf8')).not.toContain(box.home);
    expect(existsSync(box.runtime)).toBe(false);

    const verified = await box.run('verify', '--json');
    expect(verified.status).toBe(0);
    expect(JSON.parse(verified.stdout)).toMatchObject([
      { harness: 'omp', scope: 'project', status: 'registered', path: box.shim, entries: [{ detail: join(ROOT, 'dist', 'omp.js') }] },
    ]);

    const { mtimeMs } = statSync(box.shim);
    const again = await box.run('install');
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('up to date');
    expect(statSync(box.shim).mtimeMs).toBe(mtimeMs);

    const removed = await box.run('uninstall');
    expect(removed.status).toBe(0);
    expect(existsSync(box.shim)).toBe(false);
    expect((await box.run('verify', '--scope', 'project')).status).toBe(1);
  });

  it('--dry-run prints the shim it would write and writes nothing', async () => {
    const box = sandbox();
    const dry = await box.run('install', '--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain(`+${PORTABLE.split('\n')[0]}`);
    expect(existsSync(box.shim)).toBe(false);
    expect(existsSync(box.runtime)).toBe(false);
  });

  it('user scope: the agent dir under HOME, or under PI_CONFIG_DIR when set; the project is left alone', async () => {
    const box = sandbox();
    expect((await box.run('install', '--scope', 'user')).status).toBe(0);
    expect(readFileSync(box.userShim, 'utf8')).toBe(shimOf(box.runtime));
    expect(existsSync(join(box.project, '.omp'))).toBe(false);

    const profiled = sandbox({ PI_CONFIG_DIR: '.omp-work' });
    expect((await profiled.run('install', '--scope', 'user')).status).toBe(0);
    expect(existsSync(join(profiled.home, '.omp-work', 'agent', 'extensions', 'waymark.js'))).toBe(true);
  });

  it('a waymark.js that is not ours: install refuses, uninstall keeps it, verify says so', async () => {
    const box = sandbox();
    const theirs = 'export default function (pi) { pi.on("tool_call", () => undefined); }\n';
    write(box.shim, theirs);
    const installed = await box.run('install');
    expect(installed.status).toBe(1);
    expect(installed.stderr).toContain(`${box.shim} is not waymark's`);
    expect(existsSync(box.runtime)).toBe(false);
    const removed = await box.run('uninstall');
    expect(removed.status).toBe(0);
    expect(removed.stdout).toContain('leaves it alone');
    const verified = await box.run('verify', '--scope', 'project');
    expect(verified.status).toBe(1);
    expect(verified.stdout).toContain("is not waymark's");
    expect(readFileSync(box.shim, 'utf8')).toBe(theirs);
  });

  it('verify: a shim whose module is gone is stale, install repairs it', async () => {
    const box = sandbox();
    expect((await box.run('install', '--scope', 'user')).status).toBe(0);
    rmSync(join(box.runtime, 'dist', 'omp.js'));
    const stale = await box.run('verify', '--scope', 'user');
    expect(stale.status).toBe(1);
    expect(stale.stdout).toContain('stale');
    expect(stale.stdout).toContain('does not exist');
    expect((await box.run('install', '--scope', 'user')).status).toBe(0);
    expect((await box.run('verify', '--scope', 'user')).status).toBe(0);
  });

  it('verify: a shim for another runtime is stale, naming it', async () => {
    const box = sandbox();
    const elsewhere = join(dirname(box.home), 'old', 'dist', 'omp.js');
    write(elsewhere, 'export default () => {};\n');
    write(box.userShim, `export { default } from ${JSON.stringify(elsewhere)};\n`);
    const stale = await box.run('verify', '--scope', 'user');
    expect(stale.status).toBe(1);
    expect(stale.stdout).toContain(`stale - rendered for ${elsewhere}`);
  });

  it('in a git project: the shim is not git-ignored (oh-my-pi skips ignored extensions); the exclude line an earlier version added goes', async () => {
    const box = sandbox();
    expect(spawnSync('git', ['init', '-q', box.project]).status).toBe(0);
    const exclude = join(box.project, '.git', 'info', 'exclude');
    appendFileSync(exclude, '/.omp/extensions/waymark.js\n');
    write(box.shim, shimOf(box.runtime));
    const installed = await box.run('install');
    expect(installed.status, installed.stderr).toBe(0);
    expect(installed.stdout).toContain(`removed /.omp/extensions/waymark.js from ${exclude}`);
    expect(readFileSync(exclude, 'utf8')).not.toContain('waymark');
    expect(spawnSync('git', ['check-ignore', '-q', '.omp/extensions/waymark.js'], { cwd: box.project }).status).toBe(1);
    expect(readFileSync(box.shim, 'utf8')).toBe(PORTABLE);

    // Ignored by a rule of the team's: verify says oh-my-pi will never load it.
    writeFileSync(join(box.project, '.gitignore'), '.omp/\n');
    const verified = await box.run('verify', '--scope', 'project');
    expect(verified.status).toBe(1);
    expect(verified.stdout).toContain('git-ignored (.gitignore:1: .omp/)');
  });

  it('a PATH without waymark: install refuses the project shim; verify says oh-my-pi will not find waymark; the shim loads nothing', async () => {
    const box = sandbox();
    expect((await box.run('install')).status).toBe(0);
    const bare = { ...box.env, PATH: `${dirname(process.execPath)}:/usr/bin:/bin` };
    const verified = await waymarkInProcess(['verify', '--harness', 'omp', '--project', box.project], { cwd: box.project, env: bare });
    expect(verified.status).toBe(1);
    expect(verified.stdout).toContain('waymark not found by oh-my-pi');
    rmSync(box.shim);
    const refused = await waymarkInProcess(['install', '--harness', 'omp', '--project', box.project], { cwd: box.project, env: bare });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('waymark is not on PATH');
    expect(existsSync(box.shim)).toBe(false);
  });

  it('both scopes installed: install and verify warn that OMP would advise twice', async () => {
    const box = sandbox();
    expect((await box.run('install', '--scope', 'user')).status).toBe(0);
    const installed = await box.run('install');
    expect(installed.status).toBe(0);
    expect(installed.stdout).toContain(
      `waymark is also registered for oh-my-pi in ${box.userShim} (user scope): oh-my-pi runs both on every call`,
    );
    expect((await box.run('verify')).stdout).toContain('runs both on every call');
  });
});
