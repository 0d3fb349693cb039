import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverage } from '../../../src/install/report/delivery.js';
import { harnessCoverage } from '../../../src/install/report/coverage.js';
import { coverageSections, withSection } from '../../../src/install/report/coverageDocs.js';
import { findHarness, HARNESSES } from '../../../src/install/harnesses/index.js';
import { loadLibrary } from '../../../src/install/surfaces/surface.js';
import { parseMessage } from '../../../src/messages/message.js';
import { contract } from './table.js';

const ROOT = join(import.meta.dirname, '../../..');
const library = loadLibrary();
const when = (harness: string, message: string) =>
  harnessCoverage(findHarness(harness)!, library).find((each) => each.message === message)?.when;

// What a user is promised per harness: derived, never written by hand.
describe("coverage: when a guard's advice reaches the model", () => {
  it.each([
    ['claude-code', 'pretooluse-dependency-guard', 'before-tool'],
    ['codex', 'pretooluse-eval-guard', 'before-tool'],
    ['codex', 'pretooluse-header-guard', 'before-tool'],
    ['codex', 'pretooluse-write', 'before-tool'],
    ['cursor', 'pretooluse-dependency-guard', 'before-tool'],
    ['cursor', 'posttooluse-compaction-guard', 'after-tool'],
    ['cursor', 'pretooluse-ask-user-guard', 'never'],
    ['qwen-code', 'pretooluse-dependency-guard', 'after-tool'],
    ['copilot', 'pretooluse-eval-guard', 'after-tool'],
    ['gemini', 'pretooluse-eval-guard', 'after-tool'],
    ['gemini', 'pretooluse-ask-user-guard', 'never'],
    ['kiro', 'sessionstart', 'session-start'],
    // Kiro and Devin drop tool-event output: a guard's advice is kept for the next prompt, a base message is not.
    ['kiro', 'pretooluse-eval-guard', 'next-prompt'],
    ['kiro', 'pretooluse-bash', 'never'],
    ['devin', 'pretooluse-eval-guard', 'next-prompt'],
    ['devin', 'posttooluse-compaction-guard', 'next-prompt'],
    ['devin', 'sessionstart-plan-guard', 'session-start'],
    ['claude-code', 'stop-closure-guard', 'never'],
  ])('%s: %s → %s', (harness, message, expected) => expect(when(harness, message)).toBe(expected));

  // A Codex patch that adds a file is a canonical Write (contracts/codex.json `tools`).
  it.each([
    ['codex', 'pretooluse-header-guard', ['apply_patch']],
    ['codex', 'pretooluse-write', ['apply_patch']],
    ['codex', 'pretooluse-edit', ['apply_patch']],
    ['codex', 'pretooluse-eval-guard', ['Bash', 'apply_patch']],
    ['copilot', 'pretooluse-write', ['create', 'str_replace_editor', 'Write']],
  ])('%s: %s is evaluated for %j', (harness, message, tools) =>
    expect(harnessCoverage(findHarness(harness)!, library).find((each) => each.message === message)?.tools).toEqual(tools),
  );

  it.each(HARNESSES.map((h) => [h.id, h] as const))('%s: every session-start message arrives at session start', (_, harness) => {
    // Cline alone: TaskStart output is ignored (observed), so the bootstrap comes with the first tool call.
    const expected = harness.id === 'cline' ? 'before-tool' : 'session-start';
    for (const delivery of harnessCoverage(harness, library))
      if (delivery.message.startsWith('sessionstart')) expect(delivery.when).toBe(expected);
  });

  it.each([
    ['claude-code', 'eval', 'observed'],
    ['cline', 'eval', 'observed'],
    ['droid', 'eval', 'observed'],
    ['qoder', 'eval', 'code'],
    ['devin', 'sessionstart', 'docs'],
    ['antigravity', 'sessionstart', 'unverified'],
    ['kiro', 'sessionstart', 'unverified'],
  ])('%s %s: evidence %s', (harness, message, evidence) =>
    expect(
      harnessCoverage(findHarness(harness)!, library).find((each) => each.message === message || each.guard === message)?.evidence,
    ).toBe(evidence),
  );

  it.each(['devin', 'kiro'])("%s drops tool-event output: a guard's advice is kept and shown at the next prompt", (id) => {
    const eval_ = harnessCoverage(findHarness(id)!, library).find((each) => each.guard === 'eval')!;
    expect([eval_.when, eval_.reason.kind]).toEqual(['next-prompt', 'later']);
  });

  const pre = parseMessage('m', '/m.md', '# M\n## Bindings\n- event: PreToolUse\n- matcher: Write\n- guard: g\n');
  // Cursor has no notebook tool.
  const notebook = parseMessage('m', '/m.md', '# M\n## Bindings\n- event: PreToolUse\n- matcher: NotebookEdit\n- guard: g\n');
  it.each([
    [
      'registered where bound',
      'claude',
      [{ event: 'PreToolUse', messages: ['m'] }],
      { when: 'before-tool', reason: 'delivered', tools: ['Write'] },
    ],
    ['rerouted', 'qwen', [{ event: 'PostToolUse', messages: ['m'] }], { when: 'after-tool', reason: 'rerouted', tools: ['write_file'] }],
    [
      'a matcher that leaves the tool out',
      'claude',
      [{ event: 'PreToolUse', messages: ['m'], tools: ['Bash'] }],
      { when: 'never', reason: 'not-registered', tools: [] },
    ],
    ['delivered but not registered', 'claude', [], { when: 'never', reason: 'not-registered', tools: [] }],
    ['dropped', 'devin', [{ event: 'PreToolUse', messages: ['m'] }], { when: 'never', reason: 'dropped', tools: [] }],
    [
      'one of the canonical tools a vendor tool may become',
      'codex',
      [{ event: 'PreToolUse', messages: ['m'], tools: ['apply_patch'] }],
      { when: 'before-tool', reason: 'delivered', tools: ['apply_patch'] },
    ],
    ['no such tool', 'cursor', [{ event: 'preToolUse', messages: ['m'] }], { when: 'never', reason: 'no-tool', tools: [] }, notebook],
  ])('%s', (_, id, registered, expected, message = pre) => {
    const [delivery] = coverage(contract(id), registered, [message]);
    expect({ when: delivery!.when, reason: delivery!.reason.kind, tools: delivery!.tools }).toEqual(expected);
  });
});

describe('docs/harnesses carry the coverage the contracts give', () => {
  it.each(coverageSections(join(ROOT, 'messages')).map(({ file, section }) => [file, section] as const))(
    '%s is up to date (else run `node scripts/docs.js`)',
    (file, section) => {
      const doc = readFileSync(join(ROOT, 'docs', 'harnesses', file), 'utf8');
      expect(withSection(doc, section)).toBe(doc);
    },
  );
});
