import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { waymarkInProcess } from '../support/inProcess.js';
import { TEST_PATH } from '../support/path.js';
import { ROOT } from '../support/run.js';

// A repository that ships links where install writes, a full disk under a hard-linked settings
// file, relative folder variables and a umask of 000: install writes only the file it names,
// completely or not at all, never into the project from a relative HOME, never group-writable.

const BIN = join(ROOT, 'bin', 'waymark.cjs');
const bases: string[] = [];
afterAll(() => {
  for (const base of bases) {
    spawnSync('umount', [join(base, 'disk')]);
    rmSync(base, { recursive: true, force: true });
  }
});

function sandbox() {
  const base = mkdtempSync(join(tmpdir(), 'waymark-links-'));
  bases.push(base);
  const home = join(base, 'home');
  const project = join(base, 'proj');
  const outside = join(base, 'outside');
  for (const dir of [home, project, outside]) mkdirSync(dir, { recursive: true });
  execFileSync('git', ['init', '-q', project]);
  const env: Record<string, string> = {
    PATH: TEST_PATH,
    HOME: home,
    WAYMARK_HOOK_STATE_DIR: join(base, 'state'),
    GIT_CONFIG_NOSYSTEM: '1',
  };
  const waymark = (args: string[], extra: Record<string, string> = {}, cwd = project) =>
    waymarkInProcess(args, { cwd, env: { ...env, ...extra } });
  // The built binary: what the process edge does to the environment before any command runs.
  const binary = (args: string[], extra: Record<string, string> = {}) =>
    spawnSync(process.execPath, [BIN, ...args], { cwd: project, env: { ...env, ...extra }, encoding: 'utf8' });
  return { base, home, project, outside, env, waymark, binary };
}

describe('install and uninstall never write through a link the repository ships', () => {
  test.each([
    [
      'settings.local.json linked to a file outside the project',
      (box: ReturnType<typeof sandbox>) => {
        writeFileSync(join(box.outside, 'victim.json'), '{"mine": true}\n');
        mkdirSync(join(box.project, '.claude'));
        symlinkSync(join(box.outside, 'victim.json'), join(box.project, '.claude', 'settings.local.json'));
        return join(box.outside, 'victim.json');
      },
    ],
    [
      '.claude linked to another repository',
      (box: ReturnType<typeof sandbox>) => {
        execFileSync('git', ['init', '-q', box.outside]);
        mkdirSync(join(box.outside, 'dotclaude'));
        writeFileSync(join(box.outside, 'dotclaude', 'settings.local.json'), '{}\n');
        symlinkSync(join(box.outside, 'dotclaude'), join(box.project, '.claude'));
        return join(box.outside, 'dotclaude', 'settings.local.json');
      },
    ],
    [
      'settings.local.json linked to the committed settings.json',
      (box: ReturnType<typeof sandbox>) => {
        mkdirSync(join(box.project, '.claude'));
        writeFileSync(join(box.project, '.claude', 'settings.json'), '{"permissions": {}}\n');
        symlinkSync('settings.json', join(box.project, '.claude', 'settings.local.json'));
        return join(box.project, '.claude', 'settings.json');
      },
    ],
    [
      'settings.local.json hard-linked to the committed settings.json',
      (box: ReturnType<typeof sandbox>) => {
        mkdirSync(join(box.project, '.claude'));
        writeFileSync(join(box.project, '.claude', 'settings.json'), '{"permissions": {}}\n');
        linkSync(join(box.project, '.claude', 'settings.json'), join(box.project, '.claude', 'settings.local.json'));
        return join(box.project, '.claude', 'settings.json');
      },
    ],
  ])('%s: refused with the reason, the target unchanged', async (_, plant) => {
    const box = sandbox();
    const victim = plant(box);
    const before = readFileSync(victim, 'utf8');
    const exclude = join(box.outside, '.git', 'info', 'exclude');
    const excludeBefore = existsSync(exclude) ? readFileSync(exclude, 'utf8') : undefined;
    const run = await box.waymark(['install', '--harness', 'claude-code']);
    expect(run.status).not.toBe(0);
    expect(run.stderr + run.stdout).toMatch(/resolves to|same file as/);
    expect(readFileSync(victim, 'utf8')).toBe(before);
    expect(existsSync(exclude) ? readFileSync(exclude, 'utf8') : undefined).toBe(excludeBefore);
    await box.waymark(['uninstall', '--harness', 'claude-code']);
    expect(readFileSync(victim, 'utf8')).toBe(before);
  });
});

describe('a full disk under a hard-linked settings file', () => {
  // A real small file system: the in-place write of a hard-linked file meets ENOSPC part-way.
  const box = sandbox();
  const disk = join(box.base, 'disk');
  mkdirSync(disk);
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', disk]).status === 0;
  if (!mounted) console.log('installLinks: mounting a tmpfs is not permitted here; the full-disk test is skipped');

  test.runIf(mounted)('install is refused, the file keeps every original byte, and uninstall still reads it', async () => {
    const home = join(disk, 'home');
    mkdirSync(join(home, '.claude'), { recursive: true });
    const settings = join(home, '.claude', 'settings.json');
    // Just under a page: tmpfs allocates by page, so the registrations must need a new one.
    const padding = 'x'.repeat(4000);
    const original = `${JSON.stringify({ permissions: { allow: ['Bash(ls)'] }, note: padding }, null, 2)}\n`;
    writeFileSync(settings, original);
    linkSync(settings, join(home, 'settings-backup.json'));
    // Fill the disk, leaving less than install's registrations need.
    const filler = join(disk, 'filler');
    writeFileSync(filler, '');
    try {
      for (let _i = 0; ; _i++) writeFileSync(filler, Buffer.alloc(1024), { flag: 'a' });
    } catch {
      // full
    }
    const run = await box.waymark(['install', '--harness', 'claude-code', '--scope', 'user'], {
      HOME: home,
      XDG_DATA_HOME: join(box.base, 'data'),
    });
    expect(run.status).not.toBe(0);
    expect(readFileSync(settings, 'utf8')).toBe(original);
    expect(readFileSync(join(home, 'settings-backup.json'), 'utf8')).toBe(original);
    const uninstall = await box.waymark(['uninstall', '--harness', 'claude-code', '--scope', 'user'], {
      HOME: home,
      XDG_DATA_HOME: join(box.base, 'data'),
    });
    expect(uninstall.stdout + uninstall.stderr).not.toMatch(/malformed|refus/i);
  });
});

describe("folders and modes are waymark's own", () => {
  test('relative XDG_* and WAYMARK_HOOK_STATE_DIR are ignored: nothing lands in the project, the registration is absolute', () => {
    const box = sandbox();
    const run = box.binary(['install', '--harness', 'claude-code', '--scope', 'user'], {
      XDG_DATA_HOME: 'data',
      XDG_STATE_HOME: 'state',
      XDG_CONFIG_HOME: 'config',
      WAYMARK_HOOK_STATE_DIR: 'hookstate',
    });
    expect(run.status).toBe(0);
    expect(readdirSync(box.project).sort()).toEqual(['.git']);
    const settings = readFileSync(join(box.home, '.claude', 'settings.json'), 'utf8');
    const commands = [...settings.matchAll(/"command": "([^"]+)"/g)].map((match) => match[1]!);
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) expect(command).toMatch(/^(?:"?\/|waymark )/);
  });

  test('with umask 000, new folders are 0755, runtime files 0644, a new settings file not group- or world-writable', async () => {
    const box = sandbox();
    const run = await waymarkInProcess(['install', '--harness', 'claude-code'], {
      cwd: box.project,
      env: { ...box.env, XDG_DATA_HOME: join(box.base, 'data') },
      umask: 0o000,
    });
    expect(run.status).toBe(0);
    const mode = (path: string) => statSync(path).mode & 0o777;
    const runtime = join(box.base, 'data', 'waymark', 'runtime');
    const version = readdirSync(runtime)[0]!;
    expect(mode(join(box.base, 'data', 'waymark'))).toBe(0o755);
    expect(mode(join(runtime, version, 'dist'))).toBe(0o755);
    expect(mode(join(runtime, version, 'dist', 'dispatch.cjs'))).toBe(0o644);
    expect(mode(join(box.project, '.claude'))).toBe(0o755);
    expect(mode(join(box.project, '.claude', 'settings.local.json')) & 0o022).toBe(0);
  });
});
