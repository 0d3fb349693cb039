import { describe, expect, it } from 'vitest';
import { declaration, declaredGuard, MAX_MATCH_INPUT } from '../../src/guards/declared.js';
import { parseMessage } from '../../src/messages/message.js';
import type { CanonicalEvent } from '../../src/core/event.js';

const guardFile = (when: string) =>
  parseMessage(
    'no-terraform-apply',
    '/x/no-terraform-apply.md',
    '# Terraform apply\n\n## Advisory\nYou are about to run `{{match}}` ({{verb}} on {{2}}).\n\n' +
      `## Bindings\n- event: PreToolUse\n- matcher: Bash\n- when: ${when}\n`,
  );
const bash = (command: unknown) => ({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } }) as CanonicalEvent;

describe('linear time on hostile patterns', () => {
  // Patterns that backtrack exponentially or polynomially in a backtracking engine; the first two
  // passed the old static check. Each runs on a value built to be slow for it; the test's timeout
  // only catches a hang (a backtracking engine takes hours on these).
  it.each([
    ['^(?:(?:a|a))*$', `${'a'.repeat(MAX_MATCH_INPUT - 1)}!`],
    ['\\s*\\s*\\s*\\s*\\s*x', ' '.repeat(MAX_MATCH_INPUT)],
    ['(a+)+$', `${'a'.repeat(MAX_MATCH_INPUT - 1)}!`],
    ['(a|ab)*c', 'ab'.repeat(MAX_MATCH_INPUT / 2)],
    ['^(\\w+\\s?)*$', `${'word '.repeat(MAX_MATCH_INPUT / 5)}!`],
  ])(
    '%s runs on its worst input',
    (pattern, value) => {
      const guard = declaredGuard(guardFile(`tool_input.command ~ /${pattern}/`))!;
      expect(guard).toBeDefined();
      expect(guard.detect(bash(value), {} as never)).toBeUndefined();
    },
    10_000,
  );
});

describe('declared guard', () => {
  it('speaks when the regex matches, filling match, numbered and named groups', () => {
    const guard = declaredGuard(guardFile('tool_input.command ~ /\\bterraform\\s+(?<verb>apply|destroy)\\s+(\\S+)/i'))!;
    expect(guard.id).toBe('no-terraform-apply');
    expect(guard.detect(bash('cd infra && Terraform apply -auto-approve'), {} as never)).toEqual({
      match: 'Terraform apply -auto-approve',
      1: 'apply',
      2: '-auto-approve',
      verb: 'apply',
    });
  });

  it.each([['terraform plan'], [42], [undefined], [{ nested: 'terraform apply x' }]])('stays silent on %j', (command) => {
    const guard = declaredGuard(guardFile('tool_input.command ~ /\\bterraform\\s+(?<verb>apply|destroy)\\s+(\\S+)/'))!;
    expect(guard.detect(bash(command), {} as never)).toBeUndefined();
  });

  it('matches only the first MAX_MATCH_INPUT characters of a long value', () => {
    const guard = declaredGuard(guardFile('tool_input.command ~ /terraform apply/'))!;
    expect(guard.detect(bash(`${' '.repeat(MAX_MATCH_INPUT - 20)}terraform apply`), {} as never)).toBeDefined();
    expect(guard.detect(bash(`${' '.repeat(MAX_MATCH_INPUT)}terraform apply`), {} as never)).toBeUndefined();
    // The pattern sees the cut value, whose end is where `$` matches.
    const spaces = declaredGuard(guardFile('tool_input.command ~ /\\s+$/'))!;
    expect((spaces.detect(bash(`${' '.repeat(10 * 1024 * 1024)}x`), {} as never) as Record<string, string>).match).toHaveLength(
      MAX_MATCH_INPUT,
    );
  });

  it('is inert, never a crash, when its regex is rejected or malformed', () => {
    for (const when of [
      'tool_input.command ~ /(?=a)b/',
      'tool_input.command ~ /(a)\\1/',
      'tool_input.command ~ /([a-z/',
      'tool_input.command /x/',
      'tool_input.command ~ /x/g',
    ]) {
      expect(declaredGuard(guardFile(when))).toBeUndefined();
      expect(declaration(when)).toHaveProperty('problem');
    }
    expect((declaration('tool_input.command ~ /(?=a)b/') as { problem: string }).problem).toContain('linear time');
  });

  it('compiles each declaration once per process', () => {
    expect(declaration('tool_input.file_path ~ /(^|\\/)migrations\\//')).toBe(declaration('tool_input.file_path ~ /(^|\\/)migrations\\//'));
  });
});
