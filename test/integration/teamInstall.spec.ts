import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findHarness, HARNESSES } from '../../src/install/harnesses/index.js';
import { waymarkInProcess } from '../support/inProcess.js';
import { TEST_PATH } from '../support/path.js';

// A project install a team can commit. A real git repository, a temp HOME and a
// global `waymark` on PATH (a link to this checkout's bin, as `npm i -g` makes one): after a
// project install for every harness, nothing git would offer to commit holds the user's home or
// the runtime path, and every registered command still runs and advises.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'bin', 'waymark.cjs');

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function repo(options: { globalWaymark: boolean }) {
  const dir = mkdtempSync(join(tmpdir(), 'waymark-team-'));
  dirs.push(dir);
  const home = join(dir, 'home');
  const project = join(dir, 'team repo');
  const global = join(dir, 'global', 'bin');
  mkdirSync(home);
  mkdirSync(global, { recursive: true });
  if (options.globalWaymark) symlinkSync(BIN, join(global, 'waymark'));
  // Codex runs hooks in a login shell; the user's profile puts npm's global bin on its PATH.
  writeFileSync(join(home, '.profile'), `PATH="${global}:$PATH"\n`);
  const env = {
    PATH: `${global}:${TEST_PATH}`,
    HOME: home,
    CODEX_HOME: join(home, '.codex'),
    WAYMARK_HOOK_STATE_DIR: join(dir, 'state'),
    GIT_CONFIG_NOSYSTEM: '1',
  };
  spawnSync('git', ['init', '-q', project], { env });
  const run = (cmd: string, args: string[], input?: string) => spawnSync(cmd, args, { cwd: project, env, encoding: 'utf8', input });
  return {
    dir,
    home,
    project,
    global,
    env,
    waymark: (...args: string[]) => waymarkInProcess(args, { cwd: project, env }),
    git: (...args: string[]) => run('git', args),
    run,
  };
}

describe('a project install a team can commit', () => {
  it('for every harness: nothing git would commit holds a per-user path, personal files are ignored, every command runs and advises', async () => {
    const box = repo({ globalWaymark: true });
    // One install for all of them, as `install --harness a,b,…` runs it; oh-my-pi loads a module, whose project shim loads the waymark on PATH.
    const result = await box.waymark('install', '--harness', [...HARNESSES.map((harness) => harness.id), 'omp'].join(','), '--trust');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    // Which form each took, and why.
    const file = (id: string) =>
      findHarness(id)!.settingsPath('project', { project: box.project, home: box.home, env: box.env, platform: 'linux' });
    for (const id of ['claude-code', 'codebuddy', 'devin'])
      expect(result.stdout).toContain(`${file(id)}: absolute paths, in the harness's personal file, which git ignores`);
    for (const id of ['codex', 'qwen-code', 'cursor', 'copilot', 'kiro', 'gemini'])
      expect(result.stdout).toContain(`${file(id)}: \`waymark dispatch\` from PATH (${join(box.global, 'waymark')} here)`);
    expect(result.stdout).toContain('added /.claude/settings.local.json to');
    expect(result.stdout).not.toContain('/.omp/extensions/waymark.js to');

    const offered = box
      .git('status', '--porcelain', '--untracked-files=all')
      .stdout.split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3).replace(/^"|"$/g, ''));
    expect(offered.sort()).toEqual([
      '.agents/hooks.json',
      '.clinerules/hooks/PostToolUse',
      '.clinerules/hooks/PreToolUse',
      '.codex/hooks.json',
      '.cursor/hooks.json',
      '.factory/hooks.json',
      '.gemini/settings.json',
      '.github/hooks/waymark.json',
      '.kiro/hooks/waymark.json',
      '.omp/extensions/waymark.js',
      '.qwen/settings.json',
    ]);
    for (const file of offered) {
      const text = readFileSync(join(box.project, file), 'utf8');
      expect(text, file).not.toContain(box.home);
      expect(text, file).not.toContain('runtime/');
      expect(text, file).not.toContain(process.execPath);
      if (!file.endsWith('.js')) expect(text, file).toContain('waymark dispatch --contract');
    }
    for (const file of [
      '.claude/settings.local.json',
      '.codebuddy/settings.local.json',
      '.devin/config.local.json',
      '.qoder/settings.local.json',
      '.augment/settings.local.json',
    ]) {
      expect(readFileSync(join(box.project, file), 'utf8'), file).toContain(box.home);
      expect(box.git('check-ignore', '-q', '--', file).status, file).toBe(0);
    }
    expect(readFileSync(join(box.project, '.git', 'info', 'exclude'), 'utf8')).toContain('/.devin/config.local.json\n');

    // verify runs each registered command as its harness would, with a harmless payload.
    const verified = await box.waymark('verify', '--all', '--json');
    const reports = JSON.parse(verified.stdout) as { harness: string; entries: { event: string; status: string; detail?: string }[] }[];
    for (const harness of HARNESSES) {
      const report = reports.find((r) => r.harness === harness.id && r.entries.length > 0);
      expect(report, harness.id).toBeDefined();
      for (const entry of report!.entries) expect(entry.status, `${harness.id} ${entry.event}: ${entry.detail}`).toBe('registered');
      // The session start speaks: the bootstrap is advice (Cline's comes with the first tool call).
      const start = harness.id === 'cline' ? /^PreToolUse$/ : /session[-_]?start/i;
      expect(report!.entries.find((entry) => start.test(entry.event))?.detail, harness.id).toMatch(/^ran: (one reply|\d+ chars of text)/);
    }

    // A teammate's clone: the shared files, their own HOME, no runtime copy of theirs. Qwen Code's
    // PostToolUse, run as Qwen runs it, gives the dependency advice.
    const qwen = JSON.parse(readFileSync(join(box.project, '.qwen', 'settings.json'), 'utf8'));
    const post = qwen.hooks.PostToolUse[0].hooks[0].command as string;
    const payload = {
      session_id: 't',
      cwd: box.project,
      hook_event_name: 'PostToolUse',
      tool_name: 'write_file',
      tool_input: { file_path: join(box.project, 'package.json'), content: '{"dependencies":{"left-pad":"1"}}' },
      tool_response: 'ok',
    };
    const teammate = spawnSync('bash', ['-c', post], {
      cwd: box.project,
      env: { ...box.env, HOME: join(box.dir, 'teammate'), XDG_DATA_HOME: join(box.dir, 'teammate-data') },
      input: JSON.stringify(payload),
      encoding: 'utf8',
    });
    expect(teammate.status, teammate.stderr).toBe(0);
    // Read after the write ran, and worded so (the message's `
    expect(existsSync(join(box.dir, 'teammate-data'))).toBe(false);

    // Uninstall takes every form back out.
    expect((await box.waymark('uninstall', '--all')).status).toBe(0);
    expect(box.git('status', '--porcelain', '--untracked-files=all').stdout).toBe('');
    // Fifteen harnesses installed, and verify runs every registered command in its harness's shell: minutes on a loaded machine.
  }, 240_000);

  it('a file already ignored by .gitignore is left to it; without a global waymark a shared file is refused with what to do', async () => {
    const box = repo({ globalWaymark: false });
    writeFileSync(join(box.project, '.gitignore'), '.claude/*.local.json\n');
    const claude = await box.waymark('install', '--harness', 'claude-code');
    expect(claude.status).toBe(0);
    expect(claude.stdout).toContain('settings.local.json is git-ignored');
    expect(readFileSync(join(box.project, '.git', 'info', 'exclude'), 'utf8')).not.toContain('settings.local.json');
    // Committed anyway: ignoring cannot help, so install says how to untrack it.
    expect(box.git('add', '-f', '.claude/settings.local.json').status).toBe(0);
    expect((await box.waymark('install', '--harness', 'claude-code')).stdout).toContain(
      'is tracked by git, so your teammates get your paths; untrack it with: git rm --cached -- .claude/settings.local.json',
    );

    const refused = await box.waymark('install', '--harness', 'codex');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('waymark is not on PATH');
    expect(refused.stderr).toContain('npm i -g waymark');
    expect(refused.stderr).toContain('--scope user');
    expect(existsSync(join(box.project, '.codex'))).toBe(false);

    // The project's own node_modules/.bin on PATH is the project's code: refused, named.
    const local = join(box.project, 'node_modules', '.bin');
    mkdirSync(local, { recursive: true });
    symlinkSync(BIN, join(local, 'waymark'));
    const inside = await waymarkInProcess(['install', '--harness', 'gemini'], {
      cwd: box.project,
      env: { ...box.env, PATH: `${local}:${box.env.PATH}` },
    });
    expect(inside.status).toBe(1);
    expect(inside.stderr).toContain(`the waymark on PATH is ${join(local, 'waymark')}, inside this project`);
    expect(existsSync(join(box.project, '.gemini'))).toBe(false);

    // A registration written where waymark was on PATH, verified where it is not: said plainly.
    const shared = join(box.dir, 'elsewhere-bin');
    mkdirSync(shared);
    symlinkSync(BIN, join(shared, 'waymark'));
    const withIt = { ...box.env, PATH: `${shared}:${box.env.PATH}` };
    expect((await waymarkInProcess(['install', '--harness', 'kiro'], { cwd: box.project, env: withIt })).status).toBe(0);
    // The registration itself stays silent there (exit 0); verify asks the harness's shell and says it.
    const verified = await box.waymark('verify', '--harness', 'kiro');
    expect(verified.status).toBe(1);
    expect(verified.stdout).toContain('SessionStart: failed - waymark not found');
    expect(verified.stdout).toContain('fix: waymark not found by Kiro: install waymark where the PATH it runs with finds it');

    // User scope is personal: absolute paths, no PATH needed.
    const user = await box.waymark('install', '--harness', 'codex', '--scope', 'user');
    expect(user.status).toBe(0);
    expect(user.stdout).toContain('absolute paths (this Node, your runtime copy)');
    expect(readFileSync(join(box.home, '.codex', 'hooks.json'), 'utf8')).toContain(join(box.home, '.local', 'share', 'waymark', 'runtime'));
  });

  it("an earlier version's absolute registration in a shared file is upgraded in place to the PATH form", async () => {
    const box = repo({ globalWaymark: true });
    expect((await box.waymark('install', '--harness', 'cursor', '--scope', 'user')).status).toBe(0);
    // What an earlier version wrote at project scope: the user-scope entries, in the project's file.
    const old = readFileSync(join(box.home, '.cursor', 'hooks.json'), 'utf8');
    const shared = join(box.project, '.cursor', 'hooks.json');
    mkdirSync(join(box.project, '.cursor'));
    writeFileSync(shared, old.replace('"hooks": {', '"hooks": {\n    "afterFileEdit": [{ "command": "./format.sh" }],'));
    const stale = await box.waymark('verify', '--harness', 'cursor');
    expect(stale.stdout).toContain('stale');
    expect((await box.waymark('install', '--harness', 'cursor')).status).toBe(0);
    const now = JSON.parse(readFileSync(shared, 'utf8'));
    expect(now.hooks.afterFileEdit).toEqual([{ command: './format.sh' }]);
    expect(JSON.stringify(now)).not.toContain(box.home);
    expect(now.hooks.sessionStart).toEqual([
      {
        command:
          'command -v waymark >/dev/null 2>&1 || exit 0; waymark dispatch --contract cursor sessionStart postcompact sessionstart ' +
          'sessionstart-knowledge-base-guard sessionstart-plan-guard sessionstart-skills-guard',
        timeout: 30,
      },
    ]);
    expect((await box.waymark('verify', '--harness', 'cursor')).status).toBe(0);
  });

  it("a team registration already in .claude/settings.json is the team's: install leaves it and says advice would arrive twice", async () => {
    const box = repo({ globalWaymark: true });
    const team = { type: 'command', command: 'waymark', args: ['dispatch', '--contract', 'claude', 'SessionStart', 'sessionstart'] };
    const shared = join(box.project, '.claude', 'settings.json');
    mkdirSync(join(box.project, '.claude'));
    const original = `${JSON.stringify({ hooks: { SessionStart: [{ hooks: [team] }] } }, null, 2)}\n`;
    writeFileSync(shared, original);
    const result = await box.waymark('install', '--harness', 'claude-code');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`${shared} also registers waymark for your team`);
    expect(readFileSync(shared, 'utf8')).toBe(original);
    expect((await box.waymark('uninstall', '--harness', 'claude-code')).status).toBe(0);
    expect(readFileSync(shared, 'utf8')).toBe(original);
  });

  it('through a symlinked project path, and never through a link in .git: an exclude file that is a link is refused, its target untouched', async () => {
    const box = repo({ globalWaymark: true });
    const via = join(box.dir, 'via');
    symlinkSync(box.project, via);
    const target = join(box.dir, 'bashrc');
    writeFileSync(target, 'export A=1\n');
    rmSync(join(box.project, '.git', 'info', 'exclude'), { force: true });
    symlinkSync(target, join(box.project, '.git', 'info', 'exclude'));
    const result = await waymarkInProcess(['install', '--harness', 'devin', '--project', via], { cwd: via, env: box.env });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      `could not add ${join(via, '.devin', 'config.local.json')} to ${join(box.project, '.git', 'info', 'exclude')}`,
    );
    expect(result.stdout).toContain('add it to .gitignore yourself');
    expect(readFileSync(target, 'utf8')).toBe('export A=1\n');
  });
});
