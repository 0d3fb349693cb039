import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { version } from '../../package.json';
import { waymarkInProcess } from '../support/inProcess.js';

// Advice that really arrives: waymark installed as a user would (`waymark` on PATH as `npm i -g`
// leaves it), in real git projects, each registration run the way its harness runs it (its shell,
// its PATH). One scenario per way a registration looked healthy and never ran, or left something
// behind. The commands run in-process (test/support/inProcess.ts); every hook they register and
// verify runs is spawned. test/e2e/cliSample.spec.ts runs install and verify from the built binary.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'bin', 'waymark.cjs');
const NODE_DIR = dirname(process.execPath);

// verify runs every registered command as its harness would: seconds each on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A git project, a HOME, and `waymark` on PATH as `npm i -g` leaves it; nothing of the ambient PATH but Node's folder and the system's. */
function machine() {
  const dir = mkdtempSync(join(tmpdir(), 'waymark-delivery-'));
  dirs.push(dir);
  const home = join(dir, 'home');
  const project = join(dir, 'project');
  const global = join(dir, 'global', 'bin');
  mkdirSync(home);
  mkdirSync(global, { recursive: true });
  symlinkSync(BIN, join(global, 'waymark'));
  const env: Record<string, string> = {
    PATH: `${global}:${NODE_DIR}:/usr/bin:/bin`,
    HOME: home,
    SHELL: '/bin/sh',
    XDG_DATA_HOME: join(dir, 'data'),
    WAYMARK_HOOK_STATE_DIR: join(dir, 'state'),
    GIT_CONFIG_NOSYSTEM: '1',
  };
  spawnSync('git', ['init', '-q', project], { env });
  const waymark = (args: string[], extra: Record<string, string> = {}) =>
    waymarkInProcess(args, { cwd: project, env: { ...env, ...extra } });
  const runtime = (v = version) => join(dir, 'data', 'waymark', 'runtime', v);
  return { dir, home, project, global, env, waymark, runtime };
}

describe('finding 1: oh-my-pi in a git project', () => {
  it('the installed module is not git-ignored (oh-my-pi skips ignored extensions), and an earlier exclude line goes', async () => {
    const m = machine();
    appendFileSync(join(m.project, '.git', 'info', 'exclude'), '/.omp/extensions/waymark.js\n');
    const installed = await m.waymark(['install', '--harness', 'omp']);
    expect(installed.status, installed.stderr).toBe(0);
    expect(spawnSync('git', ['check-ignore', '-q', '.omp/extensions/waymark.js'], { cwd: m.project }).status).toBe(1);
    expect(readFileSync(join(m.project, '.omp', 'extensions', 'waymark.js'), 'utf8')).not.toContain(m.home);
  });
});

describe('finding 5: advice read after the call says the call already ran', () => {
  it('Qwen Code reads PreToolUse advice on PostToolUse: the installed registration words it as done, with what to check now', async () => {
    const m = machine();
    expect((await m.waymark(['install', '--harness', 'qwen-code'])).status).toBe(0);
    const settings = JSON.parse(readFileSync(join(m.project, '.qwen', 'settings.json'), 'utf8'));
    const entry = (settings.hooks.PostToolUse as { hooks: { command: string }[] }[]).find((each) =>
      each.hooks[0]!.command.includes('pretooluse-destructive-guard'),
    )!;
    const payload = {
      session_id: 'after-the-call',
      cwd: m.project,
      hook_event_name: 'PostToolUse',
      tool_name: 'run_shell_command',
      tool_input: { command: 'rm -rf ~/' },
      tool_response: { output: '' },
    };
    const run = spawnSync('/bin/sh', ['-c', entry.hooks[0]!.command], {
      cwd: m.project,
      env: m.env,
      input: JSON.stringify(payload),
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const said = JSON.parse(run.stdout).hookSpecificOutput.additionalContext as string;
    expect(said).toContain('`rm -rf ~/`');
    expect(said).toContain('This command already ran, and it is hard to undo:');
    expect(said).toContain('Check now what it changed');
    expect(said).not.toContain('Run it only if the user asked');
  });
});

describe('finding 2: a registration runs where its harness runs it, or stays silent', () => {
  it('Codex: a login-shell PATH without waymark: the hook exits 0 with nothing printed, and verify says waymark is not found', async () => {
    const m = machine();
    expect((await m.waymark(['install', '--harness', 'codex', '--trust'])).status).toBe(0);
    // The user's profile sets a PATH without npm's global bin, as Codex's `$SHELL -lc` reads it.
    writeFileSync(join(m.home, '.profile'), 'PATH=/usr/bin:/bin\nexport PATH\n');
    const hooks = JSON.parse(readFileSync(join(m.project, '.codex', 'hooks.json'), 'utf8'));
    const line = hooks.hooks.SessionStart[0].hooks[0].command as string;
    const run = spawnSync('/bin/sh', ['-lc', line], {
      cwd: m.project,
      env: m.env,
      input: JSON.stringify({ session_id: 's', cwd: m.project, hook_event_name: 'SessionStart', source: 'startup' }),
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toBe('');
    const verified = await m.waymark(['verify', '--harness', 'codex', '--scope', 'project']);
    expect(verified.status).toBe(1);
    expect(verified.stdout).toContain('waymark not found by Codex CLI: it runs hooks in a login shell');
  });

  it("npx: install refuses a shared file that would run the waymark in npx's temporary cache", async () => {
    const m = machine();
    const npx = join(m.home, '.npm', '_npx', '4f0c2a', 'node_modules', '.bin');
    mkdirSync(npx, { recursive: true });
    symlinkSync(BIN, join(npx, 'waymark'));
    const refused = await m.waymark(['install', '--harness', 'cursor'], { PATH: `${npx}:${m.env.PATH}` });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("in npx's temporary cache");
    expect(existsSync(join(m.project, '.cursor'))).toBe(false);
  });
});

describe('finding 3: two registrations for one call are named', () => {
  it('both scopes: install and verify say the harness runs both', async () => {
    const m = machine();
    expect((await m.waymark(['install', '--harness', 'codex', '--scope', 'user'])).status).toBe(0);
    const installed = await m.waymark(['install', '--harness', 'codex']);
    expect(installed.stdout).toContain(`waymark is also registered for Codex CLI in ${join(m.home, '.codex', 'hooks.json')} (user scope)`);
    expect((await m.waymark(['verify', '--harness', 'codex'])).stdout).toContain('Codex CLI runs both on every call');
  });

  it('a Claude file read by Copilot: verify names the registration that answers Copilot CLI too', async () => {
    const m = machine();
    expect((await m.waymark(['install', '--harness', 'claude-code'])).status).toBe(0);
    expect((await m.waymark(['install', '--harness', 'copilot'])).status).toBe(0);
    const verified = await m.waymark(['verify', '--harness', 'copilot', '--scope', 'project']);
    expect(verified.stdout).toContain(
      `GitHub Copilot CLI also runs Claude Code's registration in ${join(m.project, '.claude', 'settings.local.json')}`,
    );
    expect((await m.waymark(['verify', '--harness', 'claude-code', '--scope', 'project'])).stdout).toContain(
      'answers GitHub Copilot CLI too',
    );
  });
});

describe('finding 4: an upgrade reaches every project', () => {
  it("waymark upgrade rewrites a registration left on a previous version's runtime, and removes that runtime", async () => {
    const m = machine();
    expect((await m.waymark(['install', '--harness', 'claude-code'])).status).toBe(0);
    const file = join(m.project, '.claude', 'settings.local.json');
    // What the previous version left: its runtime copy, and the registration naming it.
    cpSync(m.runtime(), m.runtime('0.0.1'), { recursive: true });
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll(`runtime/${version}`, 'runtime/0.0.1'));
    const elsewhere = mkdtempSync(join(m.dir, 'other-'));
    expect(
      (await waymarkInProcess(['install', '--harness', 'claude-code', '--project', elsewhere], { cwd: elsewhere, env: m.env })).stdout,
    ).toContain('run `waymark upgrade`');
    const upgraded = await m.waymark(['upgrade']);
    expect(upgraded.status, upgraded.stderr).toBe(0);
    expect(upgraded.stdout).toContain(file);
    expect(readFileSync(file, 'utf8')).toContain(`runtime/${version}`);
    expect(readFileSync(file, 'utf8')).not.toContain('runtime/0.0.1');
    expect(existsSync(m.runtime('0.0.1'))).toBe(false);
  });
});

describe("finding 7: uninstall leaves nothing of waymark's", () => {
  it('the exclude line, the runtime copy and the state go with the last registration', async () => {
    const m = machine();
    expect((await m.waymark(['install', '--harness', 'claude-code'])).status).toBe(0);
    const exclude = join(m.project, '.git', 'info', 'exclude');
    expect(readFileSync(exclude, 'utf8')).toContain('/.claude/settings.local.json');
    const removed = await m.waymark(['uninstall', '--harness', 'claude-code']);
    expect(removed.status, removed.stderr).toBe(0);
    expect(readFileSync(exclude, 'utf8')).not.toContain('settings.local.json');
    expect(existsSync(m.runtime())).toBe(false);
    expect(existsSync(m.env.WAYMARK_HOOK_STATE_DIR!)).toBe(false);
    expect(readdirSync(m.project).filter((name) => name !== '.git')).toEqual([]);
  });

  it('a teammate without an undo record: no .codex/hooks.json as {}, no empty .github/hooks/', async () => {
    const m = machine();
    expect((await m.waymark(['install', '--harness', 'codex,copilot'])).status).toBe(0);
    // The teammate's clone: the team's files, and no record of theirs.
    rmSync(m.env.WAYMARK_HOOK_STATE_DIR!, { recursive: true, force: true });
    const removed = await m.waymark(['uninstall', '--harness', 'codex,copilot']);
    expect(removed.status, removed.stderr).toBe(0);
    expect(existsSync(join(m.project, '.codex'))).toBe(false);
    expect(existsSync(join(m.project, '.github'))).toBe(false);
  });

  it('the same when the team installed another version (other messages registered), and a file the user wrote keeps its keys', async () => {
    const m = machine();
    expect((await m.waymark(['install', '--harness', 'codex,copilot'])).status).toBe(0);
    rmSync(m.env.WAYMARK_HOOK_STATE_DIR!, { recursive: true, force: true });
    const codex = join(m.project, '.codex', 'hooks.json');
    writeFileSync(codex, readFileSync(codex, 'utf8').replaceAll(' pretooluse-eval-guard', ''));
    const copilot = join(m.project, '.github', 'hooks', 'waymark.json');
    const team = readFileSync(copilot, 'utf8');
    // A user's own key, in install's formatting: not install's file.
    writeFileSync(copilot, team.replace('{\n', '{\n  "note": "ours",\n'));
    const removed = await m.waymark(['uninstall', '--harness', 'codex,copilot']);
    expect(removed.status, removed.stderr).toBe(0);
    expect(existsSync(join(m.project, '.codex'))).toBe(false);
    expect(JSON.parse(readFileSync(copilot, 'utf8'))).toMatchObject({ note: 'ours' });
  });
});

describe("finding 6: a teammate's clone", () => {
  it('install --all records the harnesses; in a clone, verify says "missing for you", and a plain install sets up the list', async () => {
    const m = machine();
    // The repository's author: Claude Code and Codex found on this machine (their config folders).
    mkdirSync(join(m.home, '.claude'));
    mkdirSync(join(m.home, '.codex'));
    const all = await m.waymark(['install', '--all']);
    expect(all.status, all.stderr).toBe(0);
    const config = JSON.parse(readFileSync(join(m.project, '.waymark', 'config.json'), 'utf8'));
    expect(config.harnesses).toEqual(['claude-code', 'codex']);
    // The teammate: the committed files (no personal file, no record), their own HOME.
    rmSync(join(m.project, '.claude'), { recursive: true, force: true });
    const teammate = {
      HOME: join(m.dir, 'teammate'),
      WAYMARK_HOOK_STATE_DIR: join(m.dir, 'teammate-state'),
      XDG_DATA_HOME: join(m.dir, 'teammate-data'),
    };
    mkdirSync(teammate.HOME);
    const verified = await m.waymark(['verify', '--scope', 'project'], teammate);
    expect(verified.status).toBe(1);
    expect(verified.stdout).toContain('claude-code (project): missing');
    expect(verified.stdout).toContain('missing for you: this repository uses Claude Code');
    const plain = await m.waymark(['install'], teammate);
    expect(plain.status, plain.stderr).toBe(0);
    expect(plain.stdout).toContain('this repository uses claude-code, codex');
    expect(existsSync(join(m.project, '.claude', 'settings.local.json'))).toBe(true);
    expect(existsSync(join(m.project, '.cursor'))).toBe(false);
  });
});
