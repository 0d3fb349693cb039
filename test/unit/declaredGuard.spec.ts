import { describe, expect, it } from 'vitest';
import { backtrackingRisk, declaration, declaredGuard, MAX_MATCH_INPUT } from '../../src/guards/declared.js';
import { parseMessage } from '../../src/messages/message.js';
import type { CanonicalEvent } from '../../src/contracts/event.js';

const guardFile = (when: string) =>
  parseMessage('no-terraform-apply', '/x/no-terraform-apply.md', `# Terraform apply\n\n## Advisory\nYou are about to run \`{{match}}\` ({{verb}} on {{2}}).\n\n## Bindings\n- event: PreToolUse\n- matcher: Bash\n- when: ${when}\n`);
const bash = (command: unknown) => ({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } }) as CanonicalEvent;

describe('backtracking check', () => {
  it.each([
    ['(a+)+', 'repeats inside'],
    ['(.*)*', 'repeats inside'],
    ['^(\\w+\\s?)*$', 'repeats inside'],
    ['((a)+)*', 'repeats inside'],
    ['(x{2,})+', 'repeats inside'],
    ['(a|ab)*', 'overlapping'],
    ['(\\w|\\d)+', 'overlapping'],
    ['(?:.|\\s){2,}', 'overlapping'],
    ['(a?b|b)+', 'overlapping'],
  ])('rejects %s', (pattern, why) => {
    expect(backtrackingRisk(pattern)).toContain(why);
  });

  it.each(['\\bterraform\\s+apply\\b', '(^|\\/)migrations\\/', '(?<verb>apply|destroy)\\s+(\\S+)', '(\\s|,)+', '(?:foo|bar)+', '(a+)?', '[(]+x', '(ab){3}', '\\(a+\\)+'])('accepts %s', (pattern) => {
    expect(backtrackingRisk(pattern)).toBeUndefined();
  });
});

describe('declared guard', () => {
  it('speaks when the regex matches, filling match, numbered and named groups', () => {
    const guard = declaredGuard(guardFile('tool_input.command ~ /\\bterraform\\s+(?<verb>apply|destroy)\\s+(\\S+)/i'))!;
    expect(guard.id).toBe('no-terraform-apply');
    expect(guard.detect(bash('cd infra && Terraform apply -auto-approve'), {} as never)).toEqual({ match: 'Terraform apply -auto-approve', 1: 'apply', 2: '-auto-approve', verb: 'apply' });
  });

  it.each([['terraform plan'], [42], [undefined], [{ nested: 'terraform apply x' }]])('stays silent on %j', (command) => {
    const guard = declaredGuard(guardFile('tool_input.command ~ /\\bterraform\\s+(?<verb>apply|destroy)\\s+(\\S+)/'))!;
    expect(guard.detect(bash(command), {} as never)).toBeUndefined();
  });

  it('matches only the first MAX_MATCH_INPUT characters of a long value', () => {
    const guard = declaredGuard(guardFile('tool_input.command ~ /terraform apply/'))!;
    expect(guard.detect(bash(`${' '.repeat(MAX_MATCH_INPUT - 20)}terraform apply`), {} as never)).toBeDefined();
    expect(guard.detect(bash(`${' '.repeat(MAX_MATCH_INPUT)}terraform apply`), {} as never)).toBeUndefined();
    // A quadratic pattern the static check lets through runs on the bounded input only (10 MiB
    // of spaces would take hours): it sees the cut value, whose end is where `$` matches.
    const spaces = declaredGuard(guardFile('tool_input.command ~ /\\s+$/'))!;
    expect((spaces.detect(bash(`${' '.repeat(10 * 1024 * 1024)}x`), {} as never) as Record<string, string>).match).toHaveLength(MAX_MATCH_INPUT);
  });

  it('is inert, never a crash, when its regex is rejected or malformed', () => {
    for (const when of ['tool_input.command ~ /(a+)+$/', 'tool_input.command ~ /([a-z/', 'tool_input.command /x/', 'tool_input.command ~ /x/g']) {
      expect(declaredGuard(guardFile(when))).toBeUndefined();
      expect(declaration(when)).toHaveProperty('problem');
    }
    expect((declaration('tool_input.command ~ /(a+)+$/') as { problem: string }).problem).toContain('catastrophic backtracking');
  });

  it('compiles each declaration once per process', () => {
    expect(declaration('tool_input.file_path ~ /(^|\\/)migrations\\//')).toBe(declaration('tool_input.file_path ~ /(^|\\/)migrations\\//'));
  });
});
