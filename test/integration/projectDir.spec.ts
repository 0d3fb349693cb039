import { spawnSync } from 'node:child_process';
import { mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scratchRoot } from '../support/heededScore.js';
import { run } from '../support/run.js';
import { TEST_PATH } from '../support/path.js';

// The project is the one the harness was opened in, when it names it (CLAUDE_PROJECT_DIR, Cursor's
// workspace_roots, …): an agent that has `cd`'d into a sibling repository and writes a relative
// path there is writing outside the project. Without a name, the git root above the call's `cwd`
// is the project, as before. The built hook, real git repositories side by side.

let base: string;
let project: string;
let sibling: string;
let home: string;

beforeEach(() => {
  // Not under /tmp: the guard treats the temp dirs as scratch space.
  base = realpathSync(scratchRoot());
  project = join(base, 'proj');
  sibling = join(base, 'proj-ops');
  home = join(base, 'home');
  for (const dir of [project, sibling, join(sibling, 'deploy'), home, join(base, 'state'), join(base, 'tmp')])
    mkdirSync(dir, { recursive: true });
  for (const repo of [project, sibling]) spawnSync('git', ['init', '-q', repo], { env: { PATH: TEST_PATH, HOME: home } });
  // A repository without git on PATH still has a `.git` the hook can find.
  for (const repo of [project, sibling]) mkdirSync(join(repo, '.git'), { recursive: true });
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

const env = (extra: Record<string, string> = {}) => ({
  PATH: TEST_PATH,
  HOME: home,
  XDG_CONFIG_HOME: join(home, '.config'),
  WAYMARK_HOOK_STATE_DIR: join(base, 'state'),
  TMPDIR: join(base, 'tmp'),
  ...extra,
});

const write = (cwd: string, file_path: string, session = 's1') =>
  JSON.stringify({
    session_id: session,
    hook_event_name: 'PreToolUse',
    cwd,
    tool_name: 'Write',
    tool_input: { file_path, content: 'x\n' },
  });

// Only the guard's message: the session's base messages would speak on any first write.
async function advice(args: string[], input: string, extra?: Record<string, string>): Promise<string> {
  const result = await run([...args, 'pretooluse-outside-project-guard.md'], { input, env: env(extra), cwd: project });
  expect(result.code).toBe(0);
  return result.stdout;
}

describe('the project the harness names', () => {
  it('Claude Code: a relative write from a sibling repository is outside the project named by CLAUDE_PROJECT_DIR', async () => {
    const out = await advice(['PreToolUse'], write(join(sibling, 'deploy'), 'values.yaml'), { CLAUDE_PROJECT_DIR: project });
    expect(out).toContain(`${join(sibling, 'deploy', 'values.yaml')}\` is outside the project`);
  });

  it('without CLAUDE_PROJECT_DIR the sibling repository is the project, as before: silent', async () => {
    expect(await advice(['PreToolUse'], write(join(sibling, 'deploy'), 'values.yaml'))).toBe('');
  });

  it('a write inside the named project from a nested cwd stays silent', async () => {
    mkdirSync(join(project, 'src'));
    expect(await advice(['PreToolUse'], write(join(project, 'src'), 'a.ts'), { CLAUDE_PROJECT_DIR: project })).toBe('');
  });

  it('a named directory below the repository means the repository: the git root above it', async () => {
    mkdirSync(join(project, 'pkg'));
    expect(await advice(['PreToolUse'], write(project, 'README.md'), { CLAUDE_PROJECT_DIR: join(project, 'pkg') })).toBe('');
  });

  it('a relative, missing or non-directory name is ignored: the git root above cwd, silent and exit 0', async () => {
    writeFileSync(join(base, 'file'), 'x');
    for (const name of ['proj', join(base, 'missing'), join(base, 'file')])
      expect(await advice(['PreToolUse'], write(join(sibling, 'deploy'), 'values.yaml'), { CLAUDE_PROJECT_DIR: name })).toBe('');
  });

  it('a payload key spelled like the canonical field names nothing', async () => {
    const input = JSON.stringify({ ...JSON.parse(write(join(sibling, 'deploy'), 'values.yaml')), project_dir: project });
    expect(await advice(['PreToolUse'], input)).toBe('');
  });

  it('Cursor: the payload’s workspace_roots names the project', async () => {
    const call = {
      conversation_id: 'c1',
      cursor_version: '1.0.32',
      workspace_roots: [project],
      hook_event_name: 'preToolUse',
      cwd: join(sibling, 'deploy'),
      tool_name: 'Write',
      tool_input: { file_path: 'values.yaml', content: 'x\n' },
    };
    const out = await advice(['--contract', 'cursor', 'preToolUse'], JSON.stringify(call));
    expect(out).toContain('is outside the project');
    expect(
      await advice(['--contract', 'cursor', 'preToolUse'], JSON.stringify({ ...call, conversation_id: 'c2', workspace_roots: [sibling] })),
    ).toBe('');
  });

  // Droid drops PreToolUse context: the advice is given on PostToolUse, after the write.
  it('Factory Droid: FACTORY_PROJECT_DIR names the project, another harness’s variable does not', async () => {
    const postToolUse = (session: string) =>
      write(join(sibling, 'deploy'), 'values.yaml', session).replace('"PreToolUse"', '"PostToolUse"');
    expect(await advice(['--contract', 'droid', 'PostToolUse'], postToolUse('s1'), { FACTORY_PROJECT_DIR: project })).toContain(
      'outside the project',
    );
    expect(await advice(['--contract', 'droid', 'PostToolUse'], postToolUse('s2'), { CURSOR_PROJECT_DIR: project })).toBe('');
  });
});
