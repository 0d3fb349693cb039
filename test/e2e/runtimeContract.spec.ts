import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { contextOf, expectRuntimeContract } from '../support/reply.js';
import { BIN, DISPATCH, payload, run, tempDir } from '../support/run.js';
import { EVENTS, INPUTS } from '../support/runtimeCases.js';

// The runtime contract (DESIGN §2) on the built hook entry with real stdin: a stdin never closed
// under one event of each kind (SessionStart, PreToolUse, PostToolUse, …: the first case of each),
// and every input under two events (the whole matrix, a stdin never closed included, runs
// in-process in test/integration/runtimeContract.spec.ts).

const SPAWNED = new Set(['SessionStart/startup', 'PreToolUse/Bash']);
const FIRST_OF_EACH_KIND = new Set(
  EVENTS.filter((each, i) => EVENTS.findIndex((other) => other.event === each.event) === i).map((each) => each.name),
);

describe.concurrent('runtime contract: each kind of event × a stdin never closed; two events × every input', () => {
  for (const event of EVENTS) {
    for (const input of INPUTS.filter(
      (each) => (each.name === 'stdin never closed' && FIRST_OF_EACH_KIND.has(event.name)) || SPAWNED.has(event.name),
    )) {
      test(`${event.name} · ${input.name}`, async () => {
        const state = tempDir();
        const result = await run([event.event], { ...input.options(event), env: { WAYMARK_HOOK_STATE_DIR: state } });
        expectRuntimeContract(result, event.event);
        expect(result.stderr).toBe('');
        if (input.silent || !event.speaks) expect(result.stdout).toBe('');
        if (input.name === 'valid' || input.name === 'stdin never closed') expect(result.stdout !== '').toBe(event.speaks);
      });
    }
  }
});

describe.concurrent('runtime contract: hostile stdin', () => {
  test('truncated JSON on a stdin that is never closed ends in silence at the deadline', async () => {
    const result = await run(['PreToolUse'], {
      input: payload('PreToolUse', { tool_name: 'Bash' }).slice(0, 50),
      keepOpen: true,
      env: { WAYMARK_HOOK_STATE_DIR: tempDir() },
    });
    expectRuntimeContract(result, 'PreToolUse');
    expect(result.stdout).toBe('');
  });

  test('nothing at all on a stdin that is never closed ends in silence at the deadline', async () => {
    const result = await run(['SessionStart'], { keepOpen: true, env: { WAYMARK_HOOK_STATE_DIR: tempDir() } });
    expectRuntimeContract(result, 'SessionStart');
    expect(result.stdout).toBe('');
  });

  test('a 50 MB PostToolUse payload is cut at the cap and still read for its event', async () => {
    const file = join(tempDir(), 'payload.json');
    writeFileSync(
      file,
      payload('PostToolUse', {
        tool_name: 'Bash',
        tool_input: { command: 'cat big.log' },
        tool_response: { stdout: 'x'.repeat(50 * 1024 * 1024) },
      }),
    );
    const result = await run(['PostToolUse'], { inputFile: file, env: { WAYMARK_HOOK_STATE_DIR: tempDir(), WAYMARK_DEBUG: '1' } });
    expectRuntimeContract(result, 'PostToolUse');
    expect(result.stderr).toContain('(oversize)');
  });

  test('a 50 MB Write keeps the members before the cap: the guard still sees the target path', async () => {
    const file = join(tempDir(), 'payload.json');
    writeFileSync(
      file,
      JSON.stringify({
        session_id: 's',
        cwd: '/home/user/project',
        hook_event_name: 'PreToolUse',
        tool_name: 'Write',
        tool_input: { file_path: 'package.json', content: '{"dependencies": {"zod": "^4.0.0"}}' },
        tool_response: 'y'.repeat(50 * 1024 * 1024),
      }),
    );
    const result = await run(['PreToolUse', 'pretooluse-dependency-guard'], {
      inputFile: file,
      env: { WAYMARK_HOOK_STATE_DIR: tempDir() },
    });
    expectRuntimeContract(result, 'PreToolUse');
    expect(contextOf(result)).toContain('`package.json`');
  });

  test('an unknown contract is silent', async () => {
    const result = await run(['--contract', 'nobody', 'SessionStart'], { input: payload('SessionStart', { source: 'startup' }) });
    expectRuntimeContract(result, 'SessionStart');
    expect(result.stdout).toBe('');
  });

  test('a command line that names no event is silent and exits 0', async () => {
    for (const args of [[], ['--bogus-flag'], ['--contract'], ['-V']]) {
      const result = await run(args, { input: payload('SessionStart', { source: 'startup' }) });
      expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    }
    // A person asking for help, with no event: the usage on stderr, stdout still empty.
    const help = await run(['--help'], { input: payload('SessionStart', { source: 'startup' }) });
    expect(help).toEqual({ code: 0, stdout: '', stderr: expect.stringMatching(/^Usage: waymark dispatch /) });
  });

  // A hook's command line never prints help or version into the host, through either entry.
  test.each([
    ['the hook entry', DISPATCH, []],
    ['waymark dispatch', BIN, ['dispatch']],
  ])('help and version flags are ignored by %s', async (_, script, prefix) => {
    for (const flag of ['--help', '-h', '-V', '--version']) {
      const result = await run([...prefix, 'PreToolUse', flag], {
        script,
        input: payload('PreToolUse', { tool_name: 'Bash', tool_input: { command: 'ls' } }),
        env: { WAYMARK_HOOK_STATE_DIR: tempDir() },
      });
      expectRuntimeContract(result, 'PreToolUse');
      expect(result.stdout).not.toContain('0.1.0');
      expect(result.stdout).not.toMatch(/Usage|Options/);
    }
  });
});
