import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { contextOf, expectRuntimeContract } from '../support/reply.js';
import { BIN, DISPATCH, payload, run, tempDir, type RunOptions } from '../support/run.js';

// The runtime contract (DESIGN §2) across events × inputs, on the built hook entry with real stdin.

const TOOL_INPUTS: Record<string, Record<string, unknown>> = {
  Bash: { command: 'ls -la' },
  Write: { file_path: 'src/a.ts', content: 'export const a = 1;\n' },
  Edit: { file_path: 'src/a.ts', old_string: 'const a = 1', new_string: 'const a = 2' },
  MultiEdit: { file_path: 'src/a.ts', edits: [{ old_string: 'a', new_string: 'b' }] },
  NotebookEdit: { notebook_path: 'analysis.ipynb', new_source: 'total = sum(values)' },
  Read: { file_path: 'README.md' },
  SomeNewTool: { anything: 1 },
};

interface EventCase {
  name: string;
  event: string;
  fields: Record<string, unknown>;
  /** Whether a valid payload gets a reply the first time in a session. */
  speaks: boolean;
}

const EVENTS: EventCase[] = [
  ...['startup', 'resume', 'clear', 'compact'].map((source) => ({
    name: `SessionStart/${source}`,
    event: 'SessionStart',
    fields: { source },
    speaks: true,
  })),
  { name: 'UserPromptSubmit', event: 'UserPromptSubmit', fields: { prompt: 'say hi' }, speaks: false },
  ...Object.entries(TOOL_INPUTS).map(([tool, input]) => ({
    name: `PreToolUse/${tool}`,
    event: 'PreToolUse',
    fields: { tool_name: tool, tool_input: input, tool_use_id: 'toolu_1' },
    // Each of these tools has a base message delivered once per session.
    speaks: ['Bash', 'Write', 'Edit', 'MultiEdit', 'NotebookEdit'].includes(tool),
  })),
  ...Object.entries(TOOL_INPUTS).map(([tool, input]) => ({
    name: `PostToolUse/${tool}`,
    event: 'PostToolUse',
    fields: { tool_name: tool, tool_input: input, tool_response: { stdout: 'ok' }, tool_use_id: 'toolu_1' },
    speaks: false,
  })),
  { name: 'Stop', event: 'Stop', fields: { stop_hook_active: false, last_assistant_message: 'done' }, speaks: false },
  { name: 'PreCompact', event: 'PreCompact', fields: { trigger: 'auto', custom_instructions: '' }, speaks: false },
  { name: 'unknown event', event: 'SomethingNew', fields: {}, speaks: false },
];

const GARBAGE = Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x22, 0x61, 0x0a, 0xc3, 0x28, 0x7d, 0x5d, 0x01]);
const WRONG_TYPES = {
  session_id: 5,
  cwd: ['x'],
  hook_event_name: null,
  tool_name: { name: 'Bash' },
  tool_input: 'rm -rf /',
  source: 7,
  prompt: false,
};

interface InputCase {
  name: string;
  options: (event: EventCase) => RunOptions;
  /** Only a valid, complete object can ever get a reply. */
  silent: boolean;
}

const INPUTS: InputCase[] = [
  { name: 'valid', options: (e) => ({ input: payload(e.event, e.fields) }), silent: false },
  { name: 'empty', options: () => ({ input: '' }), silent: true },
  { name: '{}', options: () => ({ input: '{}' }), silent: false },
  { name: 'garbage bytes', options: () => ({ input: GARBAGE }), silent: true },
  { name: 'truncated JSON', options: (e) => ({ input: payload(e.event, e.fields).slice(0, 40) }), silent: true },
  { name: 'a JSON array', options: (e) => ({ input: `[${payload(e.event, e.fields)}]` }), silent: true },
  { name: 'wrong-typed fields', options: (e) => ({ input: JSON.stringify({ ...e.fields, ...WRONG_TYPES }) }), silent: false },
  { name: 'stdin never closed', options: (e) => ({ input: payload(e.event, e.fields), keepOpen: true }), silent: false },
];

describe.concurrent('runtime contract: every event × every input', () => {
  for (const event of EVENTS) {
    for (const input of INPUTS) {
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
