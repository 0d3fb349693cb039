import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIN, runSync } from '../../support/run.js';
import { type World, world } from '../../support/world.js';

let w: World;
beforeEach(() => (w = world()));
afterEach(() => w.cleanup());

const start = (source = 'startup') => ({ source });

describe('session start', () => {
  it('says only the base message in a project with no plan, knowledge base or skills', async () => {
    const advice = await w.advice('SessionStart', start());
    expect(advice).toMatch(/^# waymark is active in this session/);
    expect(advice).not.toMatch(/Full procedure/);
  });

  it('summarises the plan: title and the first open items, bounded', async () => {
    const items = Array.from({ length: 8 }, (_, i) => `- [ ] step ${i + 1}`).join('\n');
    w.write('PLAN.md', `# Ship the parser\n\n- [x] design\n${items}\n`);
    const advice = await w.advice('SessionStart', start(), ['sessionstart-plan-guard.md']);
    expect(advice).toContain('This project keeps a plan, `PLAN.md`: Ship the parser\n- [ ] step 1\n');
    expect(advice).toContain('- [ ] step 5\n(3 more open)');
    expect(advice).not.toContain('design');
  });

  it('finds the plan where the config says', async () => {
    w.write('notes/roadmap.md', '# Roadmap\n- [ ] one\n');
    w.write('.waymark/config.json', JSON.stringify({ plan: { paths: ['notes/roadmap.md'] } }));
    expect(await w.advice('SessionStart', start(), ['sessionstart-plan-guard.md'])).toContain('`notes/roadmap.md`: Roadmap');
  });

  it('suggests a drift review only when the knowledge base differs from its baseline', async () => {
    const message = ['sessionstart-knowledge-base-guard.md'];
    w.write('wiki/index.md', '# Index');
    w.write('wiki/a.md', 'a');
    const log = w.write('wiki/log.md', '# Log\n## [2025-01-01] ingest | a\n');
    // Three sessions, one after another (one session start is answered once).
    expect(await w.advice('SessionStart', { ...start(), session_id: 'kb-1' }, message)).toContain('`wiki/` has no baseline yet (2 pages)');
    appendFileSync(log, 'baseline: pages=2 last=[2025-01-01] ingest | a\n');
    expect(await w.advice('SessionStart', { ...start(), session_id: 'kb-2' }, message)).toBe('');
    w.write('wiki/b.md', 'b');
    appendFileSync(log, '## [2025-01-02] ingest | b\n');
    const advice = await w.advice('SessionStart', { ...start(), session_id: 'kb-3' }, message);
    expect(advice).toContain('`wiki/` 2 → 3 pages, new log entries since its last baseline');
    expect(advice).not.toContain('ingest');
  });

  it('indexes the skills of the project and the user, one line each', async () => {
    w.write('.claude/skills/pdf/SKILL.md', '---\nname: pdf\ndescription: Extract text from PDF files.\n---\n');
    w.write('../home/.codex/skills/review/SKILL.md', '---\nname: review\ndescription: "Review a diff: bugs, tests, style."\n---\n');
    const advice = await w.advice('SessionStart', start(), ['sessionstart-skills-guard.md']);
    expect(advice).toContain('Personal skills (~/.codex/skills):\n- review: Review a diff: bugs, tests, style.');
    expect(advice).toContain('Project skills (.claude/skills):\n- pdf: Extract text from PDF files.');
  });

  it('prints the same index with `waymark skills`', async () => {
    w.write('.agents/skills/deploy/SKILL.md', '---\nname: deploy\ndescription: Deploy to staging.\n---\n');
    const result = runSync(['skills'], { script: BIN, cwd: w.project, env: { HOME: w.home } });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('Project skills (.agents/skills):\n- deploy: Deploy to staging.\n');
  });

  it('injects the recovery advice after a compaction, and only then', async () => {
    expect(await w.advice('SessionStart', start('compact'))).toMatch(/The context was just compacted/);
    expect(await w.advice('SessionStart', start('resume'))).not.toMatch(/compacted/);
  });
});

describe('compaction advisory', () => {
  const message = ['posttooluse-compaction-guard.md'];
  const call = (transcript?: string) => ({
    tool_name: 'Read',
    tool_input: { file_path: 'a' },
    tool_response: 'x',
    ...(transcript ? { transcript_path: transcript } : {}),
  });
  const usage = (input: number, cached: number) =>
    `${JSON.stringify({
      type: 'assistant',
      message: {
        model: 'claude-sonnet-4-5',
        usage: { input_tokens: input, cache_creation_input_tokens: 0, cache_read_input_tokens: cached, output_tokens: 50 },
      },
    })}\n`;

  it('advises at the threshold and halfway to full, then resets after a sharp drop', async () => {
    const transcript = join(w.project, 'session.jsonl');
    writeFileSync(transcript, usage(1000, 50_000));
    expect(await w.advice('PostToolUse', call(transcript), message)).toBe('');
    appendFileSync(transcript, usage(2000, 140_000));
    expect(await w.advice('PostToolUse', call(transcript), message)).toMatch(/The context is 71% full \(142k of 200k tokens\)/);
    expect(await w.advice('PostToolUse', call(transcript), message)).toBe('');
    appendFileSync(transcript, usage(2000, 170_000));
    expect(await w.advice('PostToolUse', call(transcript), message)).toMatch(/86% full/);
    appendFileSync(transcript, usage(2000, 190_000));
    expect(await w.advice('PostToolUse', call(transcript), message)).toBe('');
    appendFileSync(transcript, usage(2000, 30_000));
    expect(await w.advice('PostToolUse', call(transcript), message)).toBe('');
    appendFileSync(transcript, usage(2000, 145_000));
    expect(await w.advice('PostToolUse', call(transcript), message)).toMatch(/74% full/);
  });

  it('takes its threshold from the config', async () => {
    const transcript = join(w.project, 'session.jsonl');
    writeFileSync(transcript, usage(1000, 100_000));
    expect(await w.advice('PostToolUse', call(transcript), message)).toBe('');
    w.write('.waymark/config.json', JSON.stringify({ guards: { compaction: { threshold: 0.5 } } }));
    expect(await w.advice('PostToolUse', call(transcript), message)).toMatch(/51% full/);
  });

  it('reads only the tail of a large transcript', async () => {
    const transcript = join(w.project, 'session.jsonl');
    writeFileSync(transcript, `${`{"type":"user","message":{"content":"${'x'.repeat(1024 * 1024)}"}}`}\n`.repeat(8) + usage(0, 150_000));
    expect(await w.advice('PostToolUse', call(transcript), message)).toMatch(/75% full/);
  });

  it('without a transcript, estimates from tool calls and output bytes', async () => {
    const big = { tool_name: 'Bash', tool_input: { command: 'cat big.log' }, tool_response: { stdout: 'y'.repeat(300_000) } };
    expect(await w.advice('PostToolUse', big, message)).toBe('');
    const advice = await w.advice('PostToolUse', big, message);
    expect(advice).toMatch(/an estimated \d+% full/);
    const state = JSON.parse(readFileSync(join(w.state, 'sessions', 'test-session.json'), 'utf8')) as { compaction: { calls: number } };
    expect(state.compaction.calls).toBe(2);
  });
});

describe('AskUserQuestion', () => {
  const ask = (labels: string[]) => ({
    tool_name: 'AskUserQuestion',
    tool_input: {
      questions: [
        {
          question: 'Which database?',
          header: 'Database',
          multiSelect: false,
          options: labels.map((label) => ({ label, description: 'x' })),
        },
      ],
    },
  });
  const message = ['pretooluse-ask-user-guard.md'];

  it('advises recommending one option, and is silent when one is', async () => {
    expect(await w.advice('PreToolUse', ask(['Postgres', 'SQLite']), message)).toMatch(
      /Your question "Database" offers options but recommends none/,
    );
    expect(await w.advice('PreToolUse', ask(['Postgres (Recommended)', 'SQLite']), message)).toBe('');
  });

  it("denies only in strict mode, set by the user's own config (a project's cannot: issue 12 item 9)", async () => {
    expect(await w.dispatch('PreToolUse', ask(['Postgres', 'SQLite']), message)).not.toContain('permissionDecision');
    w.write('.waymark/config.json', JSON.stringify({ guards: { 'ask-user': { strict: true } } }));
    expect(await w.dispatch('PreToolUse', ask(['Postgres', 'SQLite']), message)).not.toContain('permissionDecision');
    w.write(join(w.config, 'waymark', 'config.json'), JSON.stringify({ guards: { 'ask-user': { strict: true } } }));
    const reply = JSON.parse(await w.dispatch('PreToolUse', ask(['Postgres', 'SQLite']), message)) as {
      hookSpecificOutput: Record<string, string>;
    };
    expect(reply.hookSpecificOutput.permissionDecision).toBe('deny');
    expect(reply.hookSpecificOutput.permissionDecisionReason).toMatch(/recommends none/);
  });
});
