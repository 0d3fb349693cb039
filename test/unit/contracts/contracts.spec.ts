import { describe, expect, it } from 'vitest';
import { contractProblems, ContractSchema, type Contract } from '../../../src/contracts/schema.js';
import { CONTRACTS } from '../../../src/contracts/registry.js';

const CANONICAL_EVENTS = new Set(['SessionStart', 'UserPromptSubmit', 'PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'Stop', 'PreCompact', 'PostCompact', 'SessionEnd']);
const contracts = Object.values(CONTRACTS) as Contract[];

describe('shipped contracts', () => {
  it('are all valid', () => expect(contractProblems(CONTRACTS)).toEqual([]));

  it('cover every supported vendor', () =>
    expect(Object.keys(CONTRACTS).sort()).toEqual(['claude', 'codebuddy', 'codex', 'copilot', 'cursor', 'devin', 'gemini', 'kiro', 'qwen']));

  it.each(contracts.map((contract) => [contract.id, contract] as const))('%s maps onto canonical events only, with a cap of at most 10,000', (_, contract) => {
    for (const { canonical } of Object.values(contract.events)) expect(CANONICAL_EVENTS).toContain(canonical);
    expect(contract.cap.chars).toBeLessThanOrEqual(10_000);
  });

  it.each(contracts.map((contract) => [contract.id, contract] as const))('%s never answers Stop (any Stop output may start another turn)', (_, contract) => {
    for (const { canonical, reply } of Object.values(contract.events)) if (canonical === 'Stop') expect(reply).toBe('none');
  });

  it.each(contracts.map((contract) => [contract.id, contract] as const))('%s gives a source for its tool map', (_, contract) =>
    expect(!contract.tools || !!contract.toolsSource).toBe(true));

  it.each([
    ['an unknown reply kind', { events: { X: { canonical: 'X', reply: 'stdout', source: 's' } } }],
    ['an event without a source', { events: { X: { canonical: 'X', reply: 'none' } } }],
    ['a tool mapped to a non-canonical name', { tools: { sh: 'Shell' } }],
    ['an unknown transform', { transforms: [{ name: 'eval', source: 's' }] }],
    ['a cap over 10,000', { cap: { chars: 10_001, source: 's' } }],
    ['an unknown key', { matchers: {} }],
  ])('rejects %s', (_, change) => expect(ContractSchema.safeParse({ ...CONTRACTS.claude as object, ...change }).success).toBe(false));
});
