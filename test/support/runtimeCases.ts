import { payload, type RunOptions } from './run.js';

// The runtime contract's cases (DESIGN §2): every event × every input. test/integration/runtimeContract.spec.ts
// runs the whole matrix in-process; test/e2e/runtimeContract.spec.ts spawns the built hook with a stdin
// never closed for one event of each kind, and for every input of two events.

export const TOOL_INPUTS: Record<string, Record<string, unknown>> = {
  Bash: { command: 'ls -la' },
  Write: { file_path: 'src/a.ts', content: 'export const a = 1;\n' },
  Edit: { file_path: 'src/a.ts', old_string: 'const a = 1', new_string: 'const a = 2' },
  MultiEdit: { file_path: 'src/a.ts', edits: [{ old_string: 'a', new_string: 'b' }] },
  NotebookEdit: { notebook_path: 'analysis.ipynb', new_source: 'total = sum(values)' },
  Read: { file_path: 'README.md' },
  SomeNewTool: { anything: 1 },
};

export interface EventCase {
  name: string;
  event: string;
  fields: Record<string, unknown>;
  /** Whether a valid payload gets a reply the first time in a session. */
  speaks: boolean;
}

export const EVENTS: EventCase[] = [
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

export const GARBAGE = Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x22, 0x61, 0x0a, 0xc3, 0x28, 0x7d, 0x5d, 0x01]);
export const WRONG_TYPES = {
  session_id: 5,
  cwd: ['x'],
  hook_event_name: null,
  tool_name: { name: 'Bash' },
  tool_input: 'rm -rf /',
  source: 7,
  prompt: false,
};

export interface InputCase {
  name: string;
  options: (event: EventCase) => RunOptions;
  /** Only a valid, complete object can ever get a reply. */
  silent: boolean;
}

export const INPUTS: InputCase[] = [
  { name: 'valid', options: (e) => ({ input: payload(e.event, e.fields) }), silent: false },
  { name: 'empty', options: () => ({ input: '' }), silent: true },
  { name: '{}', options: () => ({ input: '{}' }), silent: false },
  { name: 'garbage bytes', options: () => ({ input: GARBAGE }), silent: true },
  { name: 'truncated JSON', options: (e) => ({ input: payload(e.event, e.fields).slice(0, 40) }), silent: true },
  { name: 'a JSON array', options: (e) => ({ input: `[${payload(e.event, e.fields)}]` }), silent: true },
  { name: 'wrong-typed fields', options: (e) => ({ input: JSON.stringify({ ...e.fields, ...WRONG_TYPES }) }), silent: false },
  { name: 'stdin never closed', options: (e) => ({ input: payload(e.event, e.fields), keepOpen: true }), silent: false },
];
