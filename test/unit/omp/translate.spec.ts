import { describe, expect, test } from 'vitest';
import { contractProblems } from '../../../src/contracts/schema.js';
import { addedLines } from '../../../src/contracts/transforms/ompEdit.js';
import { canonicalEvents, OMP_CONTRACT, resultPayload, resultText, sessionPayload, toolPayload } from '../../../src/hosts/omp/translate.js';

const HASHLINE_ONE = '¶src/app.py#1A2B\nPUT 1.=1:\n+import pickle\n+pickle.loads(blob)';
const HASHLINE_TWO = '¶package.json#00FF\nPUT >$:\n+  "left-pad": "1.3.0"\n¶"docs/a b.md"\nCUT 3.=4\n¶package.json#00FF\nPUT <1:\n+{';
const HASHLINE_BRACKETS = '[lib/x.rb#ABCD]\nPUT 2*:\n+Marshal.load(data)';
const APPLY_PATCH =
  '*** Begin Patch\n*** Add File: go.mod\n+module example.com/x\n*** Update File: main.go\n@@ func main() {\n-\told()\n+\tnew()\n' +
  '*** Delete File: old.txt\n*** End Patch';
const PATCH_UPDATE = {
  path: 'src/app.py',
  edits: [{ op: 'update', diff: "@@ def greet():\n def greet():\n-print('Hi')\n+print('Hello')\n" }],
};
const PATCH_CREATE = { path: 'hello.txt', edits: [{ op: 'create', diff: 'Hello\n' }] };
const FACTS = { sessionId: 's1', cwd: '/p' };

type Call = [tool_name: unknown, tool_input: unknown];
const calls = (toolName: string, input: unknown): Call[] =>
  canonicalEvents('tool_call', toolPayload({ type: 'tool_call', toolName, toolCallId: 't1', input }, FACTS)).map((event) => [
    event.tool_name,
    event.tool_input,
  ]);

// OMP tool call (toolName, input) → the canonical calls a Claude Code hook would see, through contracts/omp.json.
const CASES: Array<[string, string, unknown, Call[]]> = [
  ['bash', 'bash', { command: 'ls -la', timeout: 30, pty: false }, [['Bash', { command: 'ls -la', timeout: 30, pty: false }]]],
  ['write', 'write', { path: 'a.txt', content: 'hi' }, [['Write', { file_path: 'a.txt', content: 'hi' }]]],
  ['write without content (18.x)', 'write', { path: 'a.txt' }, [['Write', { file_path: 'a.txt' }]]],
  ['read', 'read', { path: 'src/x.ts:10-20' }, [['Read', { file_path: 'src/x.ts:10-20' }]]],
  [
    'edit replace',
    'edit',
    { path: 'a.py', old_string: 'x', new_string: 'eval(y)' },
    [['Edit', { file_path: 'a.py', old_string: 'x', new_string: 'eval(y)' }]],
  ],
  [
    'edit replace_all',
    'edit',
    { path: 'a.py', old_string: 'x', new_string: 'y', replace_all: true },
    [['Edit', { file_path: 'a.py', old_string: 'x', new_string: 'y', replace_all: true }]],
  ],
  ['edit patch update', 'edit', PATCH_UPDATE, [['Edit', { file_path: 'src/app.py', new_string: "print('Hello')" }]]],
  ['edit patch create', 'edit', PATCH_CREATE, [['Edit', { file_path: 'hello.txt', new_string: 'Hello\n' }]]],
  ['edit patch delete', 'edit', { path: 'old.txt', edits: [{ op: 'delete' }] }, [['Edit', { file_path: 'old.txt', new_string: '' }]]],
  [
    'edit hashline, one file (event-derived path)',
    'edit',
    { input: HASHLINE_ONE, path: 'src/app.py', paths: ['src/app.py'] },
    [['Edit', { file_path: 'src/app.py', new_string: 'import pickle\npickle.loads(blob)' }]],
  ],
  [
    'edit hashline, two files, sections merged',
    'edit',
    { input: HASHLINE_TWO, paths: ['package.json', 'docs/a b.md', 'package.json'] },
    [
      ['Edit', { file_path: 'package.json', new_string: '  "left-pad": "1.3.0"\n{' }],
      ['Edit', { file_path: 'docs/a b.md', new_string: '' }],
    ],
  ],
  [
    'edit hashline, [PATH#TAG] headers',
    'edit',
    { input: HASHLINE_BRACKETS },
    [['Edit', { file_path: 'lib/x.rb', new_string: 'Marshal.load(data)' }]],
  ],
  [
    'edit hashline, headers unparsed: derived path',
    'edit',
    { input: 'PUT 1.=1:\n+x', path: 'y.js', paths: ['y.js'] },
    [['Edit', { file_path: 'y.js', new_string: 'x' }]],
  ],
  [
    'edit apply_patch: the transform Codex uses',
    'edit',
    { input: APPLY_PATCH },
    [
      ['Write', { file_path: 'go.mod', content: 'module example.com/x' }],
      ['Edit', { file_path: 'main.go', old_string: '\told()', new_string: '\tnew()' }],
      ['Edit', { file_path: 'old.txt', old_string: '', new_string: '' }],
    ],
  ],
  [
    'edit apply_patch, no file header parsed: derived path',
    'edit',
    { input: '*** Begin Patch\n*** End Patch', path: 'z.md' },
    [['Edit', { file_path: 'z.md', input: '*** Begin Patch\n*** End Patch' }]],
  ],
  ['edit, nothing usable', 'edit', {}, [['Edit', { new_string: '' }]]],
  ['ask', 'ask', { questions: [{ question: 'Which?' }] }, [['AskUserQuestion', { questions: [{ question: 'Which?' }] }]]],
  ['grep keeps its own name (no guard binds it)', 'grep', { pattern: 'x' }, [['grep', { pattern: 'x' }]]],
  ['unknown tool passes through', 'ast_edit', { ops: [1] }, [['ast_edit', { ops: [1] }]]],
  ['MCP tool passes through', 'mcp__github_create_issue', { title: 't' }, [['mcp__github_create_issue', { title: 't' }]]],
  ['non-object input', 'bash', 'ls', [['Bash', undefined]]],
  ['prototype names are not tools', 'constructor', {}, [['constructor', {}]]],
];

describe('OMP tool calls, canonical', () => {
  test.each(CASES)('%s', (_case, tool, input, expected) => expect(calls(tool, input)).toEqual(expected));
});

describe('addedLines', () => {
  test.each([
    ['+a\n b\n-c\n+d', 'a\nd'],
    ['--- a/x\n+++ b/x\n+y', 'y'],
    ['+\n+z\r', '\nz'],
    ['no diff here', ''],
  ])('%j → %j', (diff, added) => expect(addedLines(diff)).toBe(added));
});

// OMP event → the one canonical event its contract reads, with the facts its handler context adds.
const EVENT = { type: 'tool_call', toolName: 'bash', toolCallId: 't1', input: { command: 'ls' } };
const RESULT = { ...EVENT, type: 'tool_result', content: [{ type: 'text', text: 'out' }], isError: true };
const BASH = { tool_name: 'Bash', tool_use_id: 't1', tool_input: { command: 'ls' }, session_id: 's1', cwd: '/p' };
describe('canonical events', () => {
  test.each([
    ['tool_call → PreToolUse', 'tool_call', toolPayload(EVENT, FACTS), { ...BASH, hook_event_name: 'PreToolUse' }],
    [
      'tool_result → PostToolUse, output kept',
      'tool_result',
      resultPayload(RESULT, FACTS),
      { ...BASH, hook_event_name: 'PostToolUse', tool_response: { is_error: true, output: 'out' } },
    ],
    [
      'no session id: the key is absent',
      'tool_call',
      toolPayload(EVENT, { ...FACTS, sessionId: undefined }),
      { ...BASH, session_id: undefined, hook_event_name: 'PreToolUse' },
    ],
    [
      'session bootstrap → SessionStart',
      'before_agent_start',
      sessionPayload(FACTS),
      { hook_event_name: 'SessionStart', session_id: 's1', cwd: '/p', source: 'startup' },
    ],
  ] as const)('%s', (_case, event, payload, expected) => expect(canonicalEvents(event, payload)).toEqual([expected]));
  test('the tool result output comes last', () => expect(Object.keys(resultPayload(RESULT, FACTS)).at(-1)).toBe('tool_response'));
  test('contracts/omp.json is a valid contract', () => expect(contractProblems({ omp: OMP_CONTRACT })).toEqual([]));
});

describe('resultText', () => {
  test.each([
    [
      [
        { type: 'text', text: 'a' },
        { type: 'image', data: 'x' },
        { type: 'text', text: 'b' },
      ],
      'a\nb',
    ],
    ['not blocks', ''],
    [[null, 3, { type: 'text' }], ''],
  ])('%j → %j', (content, text) => expect(resultText(content)).toBe(text));
  test('bounded', () => expect(resultText([{ type: 'text', text: 'x'.repeat(100) }], 10)).toHaveLength(10));
});
