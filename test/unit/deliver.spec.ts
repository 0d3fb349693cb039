import { describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contracts/contract.js';
import type { Advice, Findings } from '../../src/core/findings.js';
import { deliver } from '../../src/deliver/deliver.js';
import { OMP_CONTRACT } from '../../src/hosts/omp/translate.js';
import { parseMessage } from '../../src/messages/message.js';

// deliver: what core found, said to one vendor on one event. One line per vendor and event: the
// exact bytes on stdout for one advisory of a PreToolUse guard (and a base message where noted).
const guard = parseMessage(
  'pretooluse-x-guard',
  '/m/pretooluse-x-guard.md',
  '# X\n## Advisory\nBefore: {{what}}\n## After the call\nAfter: {{what}}\n## Procedure\nSteps.\n## Bindings\n- event: PreToolUse\n- guard: x\n',
);
const post = parseMessage(
  'posttooluse-y-guard',
  '/m/posttooluse-y-guard.md',
  '# Y\n## Advisory\nContext: {{what}}\n## Bindings\n- event: PostToolUse\n- guard: y\n',
);
const base = parseMessage('sessionstart', '/m/sessionstart.md', '# Hello\nBootstrap.\n## Bindings\n- event: SessionStart\n');
const advice = (fields: Partial<Advice> = {}): Advice => ({
  message: guard,
  findings: [{ what: 'rm -rf ~' }],
  event: 'PreToolUse',
  rules: [],
  deny: false,
  repeat: false,
  ...fields,
});
const found = (fields: Partial<Findings> = {}): Findings => ({
  event: { hook_event_name: 'PreToolUse' },
  evaluated: [guard],
  advice: [advice()],
  bases: [],
  earlier: [],
  notes: [],
  silences: new Map(),
  answered: true,
  deferred: 0,
  ...fields,
});
const say = (contract: string, vendorEvent: string, findings = found()) =>
  deliver({ contract: contract === 'omp' ? OMP_CONTRACT : loadContract(contract)!, vendorEvent }, findings, {
    log: { debug: () => undefined },
  });

const BEFORE = 'Before: rm -rf ~\nRule: x\nFull procedure: /m/pretooluse-x-guard.md';
const AFTER = 'After: rm -rf ~\nRule: x\nFull procedure: /m/pretooluse-x-guard.md';
const hso = (event: string, text: string) => JSON.stringify({ hookSpecificOutput: { hookEventName: event, additionalContext: text } });
const onPost = (fields: Partial<Findings> = {}) => found({ event: { hook_event_name: 'PostToolUse' }, ...fields });
const atStart = found({ event: { hook_event_name: 'SessionStart' }, evaluated: [base], advice: [], bases: [base] });
const earlier = (event: string) => found({ event: { hook_event_name: event }, evaluated: [], advice: [], earlier: [advice()] });
const EARLIER = `Earlier in this session (waymark could not reach you at the time):\n\n${AFTER}`;

describe('deliver, per vendor and event', () => {
  it.each([
    ['claude', 'SessionStart', atStart, hso('SessionStart', '# Hello\nBootstrap.')],
    ['claude', 'PreToolUse', found(), hso('PreToolUse', BEFORE)],
    [
      'claude',
      'PostToolUse',
      onPost({ evaluated: [post], advice: [advice({ message: post, event: 'PostToolUse' })] }),
      hso('PostToolUse', 'Context: rm -rf ~\nRule: y\nFull procedure: /m/posttooluse-y-guard.md'),
    ],
    [
      'claude',
      'PreToolUse (opt-in deny)',
      found({ advice: [advice({ deny: true })] }),
      JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: BEFORE } }),
    ],
    ['claude', 'UserPromptSubmit (kept from earlier)', earlier('UserPromptSubmit'), hso('UserPromptSubmit', EARLIER)],
    ['codex', 'PreToolUse', found(), hso('PreToolUse', BEFORE)],
    ['codex', 'SessionStart', atStart, hso('SessionStart', '# Hello\nBootstrap.')],
    ['cursor', 'preToolUse', found(), JSON.stringify({ additional_context: BEFORE })],
    ['cursor', 'sessionStart', atStart, JSON.stringify({ additional_context: '# Hello\nBootstrap.' })],
    ['copilot', 'preToolUse', found(), JSON.stringify({ additionalContext: BEFORE })],
    ['copilot', 'PreToolUse', found(), hso('PreToolUse', BEFORE)],
    ['copilot', 'postToolUse (after the call)', onPost(), JSON.stringify({ additionalContext: AFTER })],
    ['qwen', 'PostToolUse (after the call)', onPost(), hso('PostToolUse', AFTER)],
    ['gemini', 'AfterTool (after the call)', onPost(), hso('AfterTool', AFTER)],
    ['codebuddy', 'PostToolUse (after the call)', onPost(), hso('PostToolUse', AFTER)],
    ['kiro', 'preToolUse (dropped: kept for later)', found({ advice: [], deferred: 1 }), ''],
    ['kiro', 'userPromptSubmit (kept from earlier)', earlier('UserPromptSubmit'), EARLIER],
    ['kiro', 'agentSpawn', atStart, '# Hello\nBootstrap.'],
    ['devin', 'UserPromptSubmit (kept from earlier)', earlier('UserPromptSubmit'), hso('UserPromptSubmit', EARLIER)],
    ['devin', 'SessionStart', atStart, hso('SessionStart', '# Hello\nBootstrap.')],
    ['omp', 'tool_call', found(), BEFORE],
    ['omp', 'tool_result (judged before, read after the call)', onPost(), AFTER],
    ['omp', 'before_agent_start', atStart, '# Hello\nBootstrap.'],
  ])('%s %s', (contract, event, findings, reply) => expect(say(contract, event.split(' ')[0]!, findings)).toBe(reply));
});

describe('deliver, whatever the vendor', () => {
  it.each(['claude', 'cursor', 'copilot', 'kiro', 'omp'])(
    '%s: advice another registration already gave on this call is left out',
    (contract) => {
      const event = { claude: 'PreToolUse', cursor: 'preToolUse', copilot: 'preToolUse', kiro: 'userPromptSubmit', omp: 'tool_call' }[
        contract
      ]!;
      expect(say(contract, event, found({ advice: [advice({ repeat: true })] }))).toBe('');
    },
  );

  it('a call the core says must stay silent (a Stop already answered) says nothing', () =>
    expect(say('claude', 'PreToolUse', found({ answered: false }))).toBe(''));

  it('a guard message without its own `## After the call` says that the call already ran', () => {
    const bare = parseMessage(
      'p',
      '/p.md',
      '# P\n## Advisory\nCareful: {{what}}\n## Bindings\n- event: PreToolUse\n- when: tool_input.command ~ /x/\n',
    );
    expect(
      JSON.parse(say('copilot', 'postToolUse', onPost({ evaluated: [bare], advice: [advice({ message: bare })] }))).additionalContext,
    ).toBe('This already ran: waymark could only see it after the call.\nCareful: rm -rf ~\nFull procedure: /p.md');
  });

  it('the advice names the rules that spoke, for a person to quiet them, and never the command that would', () => {
    const said = JSON.parse(
      say('claude', 'PreToolUse', found({ advice: [advice({ rules: ['destructive/git/force-push', 'destructive/filesystem/rm-home'] })] })),
    ).hookSpecificOutput.additionalContext;
    expect(said).toContain('\nRules: destructive/git/force-push, destructive/filesystem/rm-home\nFull procedure:');
    expect(said).not.toContain('waymark silence');
  });

  it('a credential a finding quotes is redacted in the text', () => {
    const text = say(
      'omp',
      'tool_call',
      found({ advice: [advice({ findings: [{ what: 'curl -H "Authorization: Bearer ghp_0123456789abcdefghijABCDEFGHIJ012345"' }] })] }),
    );
    expect(text).not.toContain('ghp_0123456789abcdefghij');
  });

  it.each([
    ['claude', 'PreToolUse', 'chars'],
    ['kiro', 'userPromptSubmit', 'bytes'],
  ])("%s %s: capped once, in the vendor's unit (%s)", (contract, event, unit) => {
    const long = advice({ findings: [{ what: 'é'.repeat(12_000) }] });
    const reply = say(
      contract,
      event,
      found({
        event: { hook_event_name: event === 'PreToolUse' ? 'PreToolUse' : 'UserPromptSubmit' },
        advice: event === 'PreToolUse' ? [long] : [],
        earlier: event === 'PreToolUse' ? [] : [long],
      }),
    );
    const text = contract === 'kiro' ? reply : JSON.parse(reply).hookSpecificOutput.additionalContext;
    expect(unit === 'bytes' ? Buffer.byteLength(text) : text.length).toBeLessThanOrEqual(10_000);
    expect(text).toMatch(/\[waymark: \d+ more characters cut here/);
  });
});
