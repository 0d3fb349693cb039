import { describe, expect, it } from 'vitest';
import { carriedBy, reroutes } from '../../../src/contracts/contract.js';
import { bindsTo } from '../../../src/core/route.js';
import { parseMessage } from '../../../src/messages/message.js';
import { contract } from './table.js';

// A vendor that drops PreToolUse context gets that advice on PostToolUse (a contract's `reroute`).
describe('reroutes per vendor', () => {
  it.each([
    ['claude', {}],
    ['codex', {}],
    ['copilot', { PreToolUse: 'PostToolUse' }],
    ['cursor', {}],
    ['devin', {}],
    ['kiro', {}],
    ['codebuddy', { PreToolUse: 'PostToolUse' }],
    ['qwen', { PreToolUse: 'PostToolUse' }],
    ['gemini', { PreToolUse: 'PostToolUse' }],
  ])('%s → %j', (vendor, expected) => expect(reroutes(contract(vendor))).toEqual(expected));
});

describe('routing with a reroute (qwen): messages bound to PreToolUse are evaluated on PostToolUse', () => {
  const message = parseMessage('m', '/m.md', '# M\n## Bindings\n- event: PreToolUse\n- matcher: Write\n');
  it.each([
    ['PostToolUse', 'Write', false, true],
    ['PostToolUse', 'Write', true, true],
    ['PostToolUse', 'Bash', false, false],
    // Where a PreToolUse is judged at all (its advice kept for later), it is judged as itself.
    ['PreToolUse', 'Write', false, true],
  ])('%s %s (named: %s) → %s', (event, tool, named, expected) =>
    expect(bindsTo(message, { hook_event_name: event, tool_name: tool, carries: carriedBy(contract('qwen'), event) }, named)).toBe(
      expected,
    ),
  );

  it('without the reroute (claude) a PreToolUse message stays on PreToolUse', () =>
    expect(
      bindsTo(message, { hook_event_name: 'PostToolUse', tool_name: 'Write', carries: carriedBy(contract('claude'), 'PostToolUse') }),
    ).toBe(false));
});
