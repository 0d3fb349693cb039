import { describe, expect, it } from 'vitest';
import { parsePatch } from '../../../src/contracts/transforms/applyPatch.js';
import { canonical, reply } from './table.js';

const cwd = '/p';
const patch = (body: string) => ({ cwd, tool_name: 'apply_patch', tool_input: { command: `*** Begin Patch\n${body}*** End Patch\n` } });

describe('codex inbound', () => {
  it.each([
    ['PreToolUse', { cwd, tool_name: 'Bash', tool_input: { command: 'echo hi' } }, ['PreToolUse Bash cwd=/p command=echo hi']],
    ['PreToolUse', patch('*** Add File: hello.txt\n+hi\n+there\n'), ['PreToolUse Write cwd=/p file_path=hello.txt content=hi\nthere']],
    ['PreToolUse', patch('*** Update File: a.py\n@@ def f\n ctx\n-old\n+new\n'), ['PreToolUse Edit cwd=/p file_path=a.py old_string=old new_string=new']],
    ['PreToolUse', patch('*** Update File: a.py\n*** Move to: b.py\n@@\n+x\n'), ['PreToolUse Edit cwd=/p file_path=b.py old_string= new_string=x']],
    ['PreToolUse', patch('*** Delete File: old.txt\n'), ['PreToolUse Edit cwd=/p file_path=old.txt old_string= new_string=']],
    ['PostToolUse', patch('*** Add File: a\n+1\n*** Update File: package.json\n+2\n'), ['PostToolUse Write cwd=/p file_path=a content=1', 'PostToolUse Edit cwd=/p file_path=package.json old_string= new_string=2']],
    ['PreToolUse', { cwd, tool_name: 'apply_patch', tool_input: { command: 'not a patch' } }, ['PreToolUse Edit cwd=/p command=not a patch']],
    ['PreToolUse', { cwd, tool_name: 'mcp__s__t', tool_input: {} }, ['PreToolUse mcp__s__t cwd=/p']],
  ])('%s %j → %j', (event, payload, expected) => expect(canonical('codex', event, payload)).toEqual(expected));
});

describe('codex apply_patch text', () => {
  it.each([
    ['*** Begin Patch\n*** Add File: x\n+a\n*** End Patch', [{ action: 'add', path: 'x', removed: [], added: ['a'] }]],
    ['*** Begin Patch\r\n*** Update File: y\r\n-a\r\n+b\r\n*** End of File\r\n*** End Patch', [{ action: 'update', path: 'y', removed: ['a'], added: ['b'] }]],
    ['+stray line before any header', []],
    ['', []],
  ])('%j → %j', (text, expected) => expect(parsePatch(text)).toEqual(expected));
});

describe('codex outbound: exactly hookEventName and additionalContext, nothing Codex would reject', () => {
  it.each([
    ['SessionStart', '{"hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"hi"}}'],
    ['UserPromptSubmit', '{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"hi"}}'],
    ['PreToolUse', '{"hookSpecificOutput":{"hookEventName":"PreToolUse","additionalContext":"hi"}}'],
    ['PostToolUse', '{"hookSpecificOutput":{"hookEventName":"PostToolUse","additionalContext":"hi"}}'],
    ['Stop', ''],
    ['PreCompact', ''],
    ['SessionEnd', ''],
  ])('%s → %s', (event, expected) => expect(reply('codex', event, 'hi')).toBe(expected));
});
