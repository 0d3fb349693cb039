import { describe, expect, it } from 'vitest';
import { contractProblems, ContractSchema, type Contract } from '../../../src/contracts/schema.js';
import { CONTRACTS } from '../../../src/contracts/registry.js';
import { canonicalToolsOf, loadContract } from '../../../src/contracts/contract.js';

const CANONICAL_EVENTS = new Set([
  'SessionStart',
  'UserPromptSubmit',
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
  'Stop',
  'PreCompact',
  'PostCompact',
  'SessionEnd',
]);
// Each as dispatch reads it: a clone with its base folded in (src/contracts/extend.ts).
const contracts = Object.keys(CONTRACTS).map((id) => loadContract(id)!) as Contract[];

describe('shipped contracts', () => {
  it('are all valid', () => expect(contractProblems(CONTRACTS)).toEqual([]));

  it('cover every supported vendor', () =>
    expect(Object.keys(CONTRACTS).sort()).toEqual([
      'antigravity',
      'auggie',
      'claude',
      'cline',
      'codebuddy',
      'codex',
      'copilot',
      'cursor',
      'devin',
      'droid',
      'gemini',
      'grok',
      'kiro',
      'qoder',
      'qwen',
    ]));

  it.each(contracts.map((contract) => [contract.id, contract] as const))(
    '%s maps onto canonical events only, with a cap of at most 10,000',
    (_, contract) => {
      for (const { canonical } of Object.values(contract.events)) expect(CANONICAL_EVENTS).toContain(canonical);
      expect(contract.cap.chars).toBeLessThanOrEqual(10_000);
    },
  );

  it.each(contracts.map((contract) => [contract.id, contract] as const))(
    '%s never answers Stop (any Stop output may start another turn)',
    (_, contract) => {
      for (const { canonical, reply } of Object.values(contract.events)) if (canonical === 'Stop') expect(reply).toBe('none');
    },
  );

  it.each(contracts.map((contract) => [contract.id, contract] as const))('%s gives a source for its tool map', (_, contract) =>
    expect(!contract.tools || !!contract.toolsSource).toBe(true),
  );

  it.each([
    ['an unknown reply kind', { events: { X: { canonical: 'X', reply: 'stdout', source: 's' } } }],
    ['an event without a source', { events: { X: { canonical: 'X', reply: 'none' } } }],
    ['a tool mapped to a non-canonical name', { tools: { sh: 'Shell' } }],
    ['a tool mapped to an empty list', { tools: { apply_patch: [] } }],
    ['a tool mapped to a list with a non-canonical name', { tools: { apply_patch: ['Edit', 'Patch'] } }],
    ['an unknown transform', { transforms: [{ name: 'eval', source: 's' }] }],
    ['a cap over 10,000', { cap: { chars: 10_001, source: 's' } }],
    ['an unknown key', { matchers: {} }],
  ])('rejects %s', (_, change) => expect(ContractSchema.safeParse({ ...(CONTRACTS.claude as object), ...change }).success).toBe(false));

  it.each([
    ['a tool mapped to one canonical tool', { tools: { apply_patch: 'Edit' } }],
    ['a tool mapped to the canonical tools it may become', { tools: { apply_patch: ['Edit', 'Write'] } }],
  ])('accepts %s', (_, change) => expect(ContractSchema.safeParse({ ...(CONTRACTS.claude as object), ...change }).success).toBe(true));
});

describe('extends: a Claude clone written as its differences', () => {
  it.each([
    ['droid', 'PreToolUse', 'none'],
    ['droid', 'PostToolUse', 'hookSpecificOutput'],
    ['qoder', 'PreToolUse', 'hookSpecificOutput'],
    ['auggie', 'UserPromptSubmit', 'none'],
  ])('%s %s replies %s', (id, event, reply) => expect(loadContract(id)!.events[event]!.reply).toBe(reply));
  it.each([
    ['droid', 'Execute', ['Bash']],
    ['droid', 'Bash', []],
    ['droid', 'Edit', ['Edit']],
    ['qoder', 'Write', ['Write']],
    ['auggie', 'launch-process', ['Bash']],
  ])("%s tool %s → %j (its own list, or Claude's when it names none)", (id, tool, expected) =>
    expect(canonicalToolsOf(loadContract(id)!, tool)).toEqual(expected),
  );
  it.each(['droid', 'qoder', 'auggie'])("%s inherits the cap and none of Claude's foreign handling", (id) => {
    const contract = loadContract(id)!;
    expect([contract.cap.chars, contract.acceptsForeign, contract.dedupe, contract.foreign]).toEqual([
      10_000,
      undefined,
      undefined,
      undefined,
    ]);
  });
  it.each([
    ['a base that does not exist', { CLAUDE: CONTRACTS.claude, x: { ...(CONTRACTS.qoder as object), id: 'x', extends: 'nope' } }],
    [
      'a base that itself extends',
      { claude: CONTRACTS.claude, qoder: CONTRACTS.qoder, x: { ...(CONTRACTS.qoder as object), id: 'x', extends: 'qoder' } },
    ],
    ['no base and no events', { x: { id: 'x', vendor: 'x', sources: ['s'], cap: { chars: 1, source: 's' } } }],
  ])('rejects %s', (_, contracts) => expect(contractProblems(contracts).length).toBeGreaterThan(0));
});

describe('canonicalToolsOf: the canonical tools a call of a vendor tool may become', () => {
  it.each([
    ['codex', 'apply_patch', ['Edit', 'Write']],
    ['codex', 'Bash', ['Bash']],
    ['codex', 'Write', []],
    ['codex', 'toString', []],
  ])('%s %s → %j', (id, tool, expected) => expect(canonicalToolsOf(loadContract(id)!, tool)).toEqual(expected));
});
