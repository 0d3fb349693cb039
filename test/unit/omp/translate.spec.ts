import { describe, expect, test } from 'vitest';
import { addedLines, canonicalToolCalls, postToolUse, preToolUse, resultText, sessionStart, type CanonicalToolCall } from '../../../src/omp/translate.js';

const HASHLINE_ONE = '¶src/app.py#1A2B\nPUT 1.=1:\n+import pickle\n+pickle.loads(blob)';
const HASHLINE_TWO = '¶package.json#00FF\nPUT >$:\n+  "left-pad": "1.3.0"\n¶"docs/a b.md"\nCUT 3.=4\n¶package.json#00FF\nPUT <1:\n+{';
const HASHLINE_BRACKETS = '[lib/x.rb#ABCD]\nPUT 2*:\n+Marshal.load(data)';
const APPLY_PATCH = '*** Begin Patch\n*** Add File: go.mod\n+module example.com/x\n*** Update File: main.go\n@@ func main() {\n-\told()\n+\tnew()\n*** Delete File: old.txt\n*** End Patch';
const PATCH_UPDATE = { path: 'src/app.py', edits: [{ op: 'update', diff: "@@ def greet():\n def greet():\n-print('Hi')\n+print('Hello')\n" }] };
const PATCH_CREATE = { path: 'hello.txt', edits: [{ op: 'create', diff: 'Hello\n' }] };

// OMP tool call (toolName, input) → the canonical calls a Claude Code hook would see.
const CASES: Array<[string, string, unknown, CanonicalToolCall[]]> = [
  ['bash', 'bash', { command: 'ls -la', timeout: 30, pty: false }, [{ tool_name: 'Bash', tool_input: { command: 'ls -la' } }]],
  ['write', 'write', { path: 'a.txt', content: 'hi' }, [{ tool_name: 'Write', tool_input: { file_path: 'a.txt', content: 'hi' } }]],
  ['write without content (18.x)', 'write', { path: 'a.txt' }, [{ tool_name: 'Write', tool_input: { file_path: 'a.txt' } }]],
  ['read', 'read', { path: 'src/x.ts:10-20' }, [{ tool_name: 'Read', tool_input: { file_path: 'src/x.ts:10-20' } }]],
  ['edit replace', 'edit', { path: 'a.py', old_string: 'x', new_string: 'eval(y)' }, [{ tool_name: 'Edit', tool_input: { file_path: 'a.py', old_string: 'x', new_string: 'eval(y)' } }]],
  ['edit replace_all', 'edit', { path: 'a.py', old_string: 'x', new_string: 'y', replace_all: true }, [{ tool_name: 'Edit', tool_input: { file_path: 'a.py', old_string: 'x', replace_all: true, new_string: 'y' } }]],
  ['edit patch update', 'edit', PATCH_UPDATE, [{ tool_name: 'Edit', tool_input: { file_path: 'src/app.py', new_string: "print('Hello')" } }]],
  ['edit patch create', 'edit', PATCH_CREATE, [{ tool_name: 'Edit', tool_input: { file_path: 'hello.txt', new_string: 'Hello\n' } }]],
  ['edit patch delete', 'edit', { path: 'old.txt', edits: [{ op: 'delete' }] }, [{ tool_name: 'Edit', tool_input: { file_path: 'old.txt', new_string: '' } }]],
  ['edit hashline, one file (event-derived path)', 'edit', { input: HASHLINE_ONE, path: 'src/app.py', paths: ['src/app.py'] }, [{ tool_name: 'Edit', tool_input: { file_path: 'src/app.py', new_string: 'import pickle\npickle.loads(blob)' } }]],
  ['edit hashline, two files, sections merged', 'edit', { input: HASHLINE_TWO, paths: ['package.json', 'docs/a b.md', 'package.json'] }, [
    { tool_name: 'Edit', tool_input: { file_path: 'package.json', new_string: '  "left-pad": "1.3.0"\n{' } },
    { tool_name: 'Edit', tool_input: { file_path: 'docs/a b.md', new_string: '' } },
  ]],
  ['edit hashline, [PATH#TAG] headers', 'edit', { input: HASHLINE_BRACKETS }, [{ tool_name: 'Edit', tool_input: { file_path: 'lib/x.rb', new_string: 'Marshal.load(data)' } }]],
  ['edit hashline, headers unparsed: derived path', 'edit', { input: 'PUT 1.=1:\n+x', path: 'y.js', paths: ['y.js'] }, [{ tool_name: 'Edit', tool_input: { file_path: 'y.js', new_string: 'x' } }]],
  ['edit apply_patch', 'edit', { input: APPLY_PATCH }, [
    { tool_name: 'Edit', tool_input: { file_path: 'go.mod', new_string: 'module example.com/x' } },
    { tool_name: 'Edit', tool_input: { file_path: 'main.go', new_string: '\tnew()' } },
    { tool_name: 'Edit', tool_input: { file_path: 'old.txt', new_string: '' } },
  ]],
  ['edit, nothing usable', 'edit', {}, [{ tool_name: 'Edit', tool_input: { new_string: '' } }]],
  ['ask', 'ask', { questions: [{ question: 'Which?' }] }, [{ tool_name: 'AskUserQuestion', tool_input: { questions: [{ question: 'Which?' }] } }]],
  ['grep', 'grep', { pattern: 'x', path: 'src' }, [{ tool_name: 'Grep', tool_input: { pattern: 'x', path: 'src' } }]],
  ['search (alias of grep)', 'search', { pattern: 'x' }, [{ tool_name: 'Grep', tool_input: { pattern: 'x' } }]],
  ['glob', 'glob', { path: '**/*.ts' }, [{ tool_name: 'Glob', tool_input: { path: '**/*.ts' } }]],
  ['find (alias of glob)', 'find', { path: '*.md' }, [{ tool_name: 'Glob', tool_input: { path: '*.md' } }]],
  ['unknown tool passes through', 'ast_edit', { ops: [1] }, [{ tool_name: 'ast_edit', tool_input: { ops: [1] } }]],
  ['MCP tool passes through', 'mcp__github_create_issue', { title: 't' }, [{ tool_name: 'mcp__github_create_issue', tool_input: { title: 't' } }]],
  ['non-object input', 'bash', 'ls', [{ tool_name: 'Bash', tool_input: {} }]],
  ['prototype names are not tools', 'constructor', {}, [{ tool_name: 'constructor', tool_input: {} }]],
];

describe('canonicalToolCalls', () => {
  test.each(CASES)('%s', (_case, tool, input, expected) => {
    expect(canonicalToolCalls(tool, input)).toEqual(expected);
  });
});

describe('addedLines', () => {
  test.each([
    ['+a\n b\n-c\n+d', 'a\nd'],
    ['--- a/x\n+++ b/x\n+y', 'y'],
    ['+\n+z\r', '\nz'],
    ['no diff here', ''],
  ])('%j → %j', (diff, added) => {
    expect(addedLines(diff)).toBe(added);
  });
});

describe('canonical payloads', () => {
  const facts = { sessionId: 's1', cwd: '/p', toolCallId: 't1' };
  const call: CanonicalToolCall = { tool_name: 'Bash', tool_input: { command: 'ls' } };

  test('tool_call → PreToolUse', () => {
    expect(preToolUse(call, facts)).toEqual({ hook_event_name: 'PreToolUse', session_id: 's1', cwd: '/p', tool_use_id: 't1', tool_name: 'Bash', tool_input: { command: 'ls' } });
  });
  test('tool_result → PostToolUse, output last', () => {
    const payload = postToolUse(call, facts, 'out', true);
    expect(payload).toEqual({ hook_event_name: 'PostToolUse', session_id: 's1', cwd: '/p', tool_use_id: 't1', tool_name: 'Bash', tool_input: { command: 'ls' }, tool_response: { is_error: true, output: 'out' } });
    expect(Object.keys(payload).at(-1)).toBe('tool_response');
  });
  test('no session id: the key is absent, not null', () => {
    expect(preToolUse(call, { ...facts, sessionId: undefined })).not.toHaveProperty('session_id');
  });
  test('session bootstrap → SessionStart', () => {
    expect(sessionStart('s1', '/p')).toEqual({ hook_event_name: 'SessionStart', session_id: 's1', cwd: '/p', source: 'startup' });
  });
});

describe('resultText', () => {
  test.each([
    [[{ type: 'text', text: 'a' }, { type: 'image', data: 'x' }, { type: 'text', text: 'b' }], 'a\nb'],
    ['not blocks', ''],
    [[null, 3, { type: 'text' }], ''],
  ])('%j → %j', (content, text) => {
    expect(resultText(content)).toBe(text);
  });
  test('bounded', () => {
    expect(resultText([{ type: 'text', text: 'x'.repeat(100) }], 10)).toHaveLength(10);
  });
});
