import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cli } from '../support/cli.js';
import { contextOf, expectRuntimeContract } from '../support/reply.js';
import { payload, ROOT, tempDir } from '../support/run.js';

// The hook's answer in Claude Code's envelope, and its failing open on broken state, through the
// hook in-process (test/support/cli.ts). What only a process shows (the bin's routing, a damaged
// install, a hostile project's modules, 64 processes at once) stays in test/e2e/dispatch.spec.ts.

const CLAUDE_FIXTURES = join(ROOT, 'test', 'fixtures', 'claude-code');

const bash = (command: string) => payload('PreToolUse', { tool_name: 'Bash', tool_input: { command } });
const write = (file_path: string, content: string) => payload('PreToolUse', { tool_name: 'Write', tool_input: { file_path, content } });

describe.concurrent("dispatch speaks in Claude Code's envelope", () => {
  test('session start: the bootstrap, in hookSpecificOutput with the matching event name', async () => {
    const result = await cli(['SessionStart'], {
      input: payload('SessionStart', { source: 'startup' }),
      env: { WAYMARK_HOOK_STATE_DIR: tempDir() },
    });
    const reply = expectRuntimeContract(result, 'SessionStart');
    expect(reply).toEqual({
      hookSpecificOutput: {
        hookEventName: 'SessionStart',
        additionalContext: expect.stringContaining('waymark is active in this session'),
      },
    });
    expect(contextOf(result)).not.toContain('<!--');
    expect(contextOf(result)).not.toContain('## Bindings');
  });

  test('a guard injects only its advisory, filled in, then the absolute path of its procedure', async () => {
    const result = await cli(['PreToolUse', 'pretooluse-dependency-guard.md'], {
      input: write('package.json', '{}'),
      env: { WAYMARK_HOOK_STATE_DIR: tempDir() },
    });
    const text = contextOf(result);
    expect(text).toContain('You are changing `package.json` (npm dependency manifest)');
    expect(text).toContain(`Full procedure: ${join(ROOT, 'messages', 'pretooluse-dependency-guard.md')}`);
    expect(text).not.toContain('## Procedure');
    expect(text).not.toContain('{{');
  });

  test('the eval guard names the primitives it found in a shell command', async () => {
    const result = await cli(['PreToolUse', 'pretooluse-eval-guard'], {
      input: bash(`python3 -c "import pickle,sys; pickle.loads(sys.stdin.buffer.read())"`),
      env: { WAYMARK_HOOK_STATE_DIR: tempDir() },
    });
    expect(contextOf(result)).toContain('`pickle.loads`');
  });

  test('benign calls are silent once the base messages went out', async () => {
    const state = tempDir();
    for (const input of [bash('ls -la'), write('src/app.ts', 'export const x = 1;\n')]) {
      const first = await cli(['PreToolUse'], { input, env: { WAYMARK_HOOK_STATE_DIR: state } });
      expect(contextOf(first)).not.toMatch(/Full procedure/);
      const second = await cli(['PreToolUse'], { input, env: { WAYMARK_HOOK_STATE_DIR: state } });
      expect(second).toEqual({ code: 0, stdout: '', stderr: '' });
    }
  });

  test('a base message on a tool event goes out once per session, again in a new session', async () => {
    const state = tempDir();
    const texts = [];
    for (const session of ['a', 'a', 'b']) {
      const result = await cli(['PreToolUse'], {
        input: payload('PreToolUse', { session_id: session, tool_name: 'Bash', tool_input: { command: 'ls' } }),
        env: { WAYMARK_HOOK_STATE_DIR: state },
      });
      texts.push(contextOf(result).includes('Shell commands in this session'));
    }
    expect(texts).toEqual([true, false, true]);
  });

  test('a named message bound to another tool stays silent', async () => {
    const result = await cli(['PreToolUse', 'pretooluse-write.md'], { input: bash('ls'), env: { WAYMARK_HOOK_STATE_DIR: tempDir() } });
    expect(result.stdout).toBe('');
  });

  test('an unknown or unsafe message name is skipped, and said so only under WAYMARK_DEBUG', async () => {
    const env = { WAYMARK_HOOK_STATE_DIR: tempDir() };
    const input = payload('SessionStart', { source: 'startup' });
    const quiet = await cli(['SessionStart', 'no-such-message', '../package.json', 'sessionstart'], { input, env });
    expect(contextOf(quiet)).toContain('waymark is active');
    expect(quiet.stderr).toBe('');
    const traced = await cli(['SessionStart', 'no-such-message'], { input, env: { ...env, WAYMARK_DEBUG: '1' } });
    expect(traced.stdout).toBe('');
    expect(traced.stderr).toContain('message "no-such-message" not found');
  });

  test('WAYMARK_DISABLE=1 silences everything', async () => {
    const result = await cli(['PreToolUse'], {
      input: write('package.json', '{}'),
      env: { WAYMARK_DISABLE: '1', WAYMARK_HOOK_STATE_DIR: tempDir() },
    });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  test('WAYMARK_DEBUG=1 traces to stderr and leaves stdout exactly one reply', async () => {
    const result = await cli(['PreToolUse'], {
      input: write('package.json', '{}'),
      env: { WAYMARK_DEBUG: '1', WAYMARK_HOOK_STATE_DIR: tempDir() },
    });
    expectRuntimeContract(result, 'PreToolUse');
    expect(result.stderr).toMatch(/^waymark: read \d+ bytes from stdin \(complete\)$/m);
    expect(result.stderr).toMatch(/guard "dependency" spoke/);
  });

  test('for every captured Claude Code payload, no flag and --contract claude print identical bytes', async () => {
    for (const file of readdirSync(CLAUDE_FIXTURES)) {
      const input = readFileSync(join(CLAUDE_FIXTURES, file));
      const event = (JSON.parse(input.toString('utf8')) as { hook_event_name: string }).hook_event_name;
      const plain = await cli([event], { input, env: { WAYMARK_HOOK_STATE_DIR: tempDir() } });
      const claude = await cli(['--contract', 'claude', event], { input, env: { WAYMARK_HOOK_STATE_DIR: tempDir() } });
      expectRuntimeContract(plain, event);
      expect(plain.stdout).toBe(claude.stdout);
    }
  });
});

describe.concurrent('dispatch fails open, in-process', () => {
  test('a state dir that cannot be created: the advice still arrives', async () => {
    const blocker = join(tempDir(), 'file');
    writeFileSync(blocker, 'not a directory');
    const result = await cli(['PreToolUse'], { input: bash('ls'), env: { WAYMARK_HOOK_STATE_DIR: join(blocker, 'state') } });
    expectRuntimeContract(result, 'PreToolUse');
    expect(contextOf(result)).toContain('Shell commands in this session');
  });

  test('a corrupt state file is replaced, not fatal', async () => {
    const state = tempDir();
    mkdirSync(join(state, 'sessions'));
    writeFileSync(join(state, 'sessions', 'test-session.json'), '{"delivered": {"pretooluse-bash"');
    const first = await cli(['PreToolUse'], { input: bash('ls'), env: { WAYMARK_HOOK_STATE_DIR: state } });
    expect(contextOf(first)).toContain('Shell commands in this session');
    expect(JSON.parse(readFileSync(join(state, 'sessions', 'test-session.json'), 'utf8'))).toHaveProperty('delivered.pretooluse-bash');
  });

  test('a call that writes state sweeps sessions untouched for 30 days, at most once a day', async () => {
    const state = tempDir();
    mkdirSync(join(state, 'sessions'));
    const session = (name: string, daysOld: number) => {
      const file = join(state, 'sessions', `${name}.json`);
      writeFileSync(file, '{"delivered":{}}');
      const then = (Date.now() - daysOld * 24 * 60 * 60 * 1000) / 1000;
      utimesSync(file, then, then);
      return file;
    };
    const old = session('old', 31);
    const recent = session('recent', 29);
    await cli(['PreToolUse'], { input: bash('ls'), env: { WAYMARK_HOOK_STATE_DIR: state } });
    expect([existsSync(old), existsSync(recent)]).toEqual([false, true]);
    const later = session('later', 40);
    await cli(['PreToolUse'], { input: bash('ls'), env: { WAYMARK_HOOK_STATE_DIR: state } });
    expect(existsSync(later)).toBe(true);
  });
});
