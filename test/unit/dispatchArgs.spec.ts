import { expect, test } from 'vitest';
import { parseDispatchArgs } from '../../src/hook/request.js';

test.each([
  [['SessionStart'], { event: 'SessionStart', messages: [], contract: 'claude' }],
  [['PreToolUse', 'a.md', 'b'], { event: 'PreToolUse', messages: ['a.md', 'b'], contract: 'claude' }],
  [['--contract', 'codex', 'PreToolUse'], { event: 'PreToolUse', messages: [], contract: 'codex' }],
  [['--contract=cursor', 'preToolUse', 'x'], { event: 'preToolUse', messages: ['x'], contract: 'cursor' }],
  [['PreToolUse', '--contract', 'qwen', 'm'], { event: 'PreToolUse', messages: ['m'], contract: 'qwen' }],
  [['PreToolUse', '--help'], { event: 'PreToolUse', messages: [], contract: 'claude' }],
  [['-V', 'Stop'], { event: 'Stop', messages: [], contract: 'claude' }],
  [['--', 'Stop', '-m'], { event: 'Stop', messages: ['-m'], contract: 'claude' }],
  [[], undefined],
  [['--help'], undefined],
  [['--contract'], undefined],
  [['SessionStart', '--contract'], undefined],
])('dispatch %j', (argv, expected) => {
  expect(parseDispatchArgs(argv)).toEqual(expected);
});
