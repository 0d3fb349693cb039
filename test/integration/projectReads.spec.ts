import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readConfigFiles } from '../../src/config/config.js';
import { compaction } from '../../src/guards/compaction.js';
import { contextUsage } from '../../src/guards/lib/contextUsage.js';
import { knowledgeBaseDrift } from '../../src/guards/lib/knowledgeBase.js';
import { planSummary, summarisePlan } from '../../src/guards/lib/planSummary.js';
import { findSkills } from '../../src/guards/lib/skillIndex.js';
import { parseMessage } from '../../src/messages/message.js';
import { readBounded } from '../../src/project/boundedRead.js';
import { tempDir } from '../support/run.js';

// Every project read is bounded, skips what is not a regular file, and stays
// inside the project. A hang here is caught by the test timeout, never waited out.
const HANG = 10_000;

/** A project beside an outside folder holding text that must never reach the model. */
function project(): { root: string; outside: string } {
  const base = tempDir();
  const root = join(base, 'project');
  const outside = join(base, 'outside');
  mkdirSync(root);
  mkdirSync(outside);
  writeFileSync(join(outside, 'plan.md'), '# OUTSIDE-SECRET\n- [ ] leak\n');
  writeFileSync(join(outside, 'SKILL.md'), '---\nname: leaked\ndescription: OUTSIDE-SECRET\n---\n');
  mkdirSync(join(outside, 'skills', 'leak'), { recursive: true });
  writeFileSync(join(outside, 'skills', 'leak', 'SKILL.md'), '---\nname: leaked-dir\ndescription: OUTSIDE-SECRET\n---\n');
  writeFileSync(join(outside, 'index.md'), '# index\n');
  writeFileSync(join(outside, 'log.md'), '## OUTSIDE-SECRET\n');
  return { root, outside };
}

function fifo(path: string): string {
  execFileSync('mkfifo', [path]);
  return path;
}

describe('reads that never block or never end', () => {
  test.each([['/dev/zero'], ['/dev/urandom'], ['/dev/stdin'], ['/dev/null']])('%s is not a regular file: skipped unopened', (device) => {
    expect(readBounded(device, 1024)).toBeUndefined();
  });

  test('a FIFO is skipped without a blocking open (as a file, a transcript, a config)', { timeout: HANG }, () => {
    const { root } = project();
    const pipe = fifo(join(root, 'pipe'));
    expect(readBounded(pipe, 1024)).toBeUndefined();
    expect(contextUsage(pipe)).toBeUndefined();
    mkdirSync(join(root, '.waymark'));
    fifo(join(root, '.waymark', 'config.json'));
    expect(readConfigFiles(root, join(root, 'no-user.json'))[1]).toEqual({ file: join(root, '.waymark', 'config.json') });
  });

  test.each([['/dev/zero'], ['/dev/urandom']])('a project config linked to %s is ignored at once', { timeout: HANG }, (device) => {
    const { root } = project();
    mkdirSync(join(root, '.waymark'));
    symlinkSync(device, join(root, '.waymark', 'config.json'));
    expect(readConfigFiles(root, join(root, 'no-user.json'))[1]!.config).toBeUndefined();
  });

  test('a 2 GB sparse config is read no further than its cap', { timeout: HANG }, () => {
    const { root } = project();
    mkdirSync(join(root, '.waymark'));
    execFileSync('truncate', ['-s', '2G', join(root, '.waymark', 'config.json')]);
    expect(readConfigFiles(root, join(root, 'no-user.json'))[1]!.problem?.problem).toMatch(/larger than/);
  });
});

describe('links out of the project are not followed (item 7)', () => {
  test('docs -> outside, or a PLAN.md linked outside, is no plan', async () => {
    const { root, outside } = project();
    symlinkSync(outside, join(root, 'docs'));
    expect(await planSummary(root)).toBeUndefined();
    symlinkSync(join(outside, 'plan.md'), join(root, 'PLAN.md'));
    expect(await planSummary(root)).toBeUndefined();
  });

  test('a SKILL.md, or a skills folder, linked outside is not listed', async () => {
    const { root, outside } = project();
    mkdirSync(join(root, '.claude', 'skills', 'mine'), { recursive: true });
    symlinkSync(join(outside, 'SKILL.md'), join(root, '.claude', 'skills', 'mine', 'SKILL.md'));
    symlinkSync(join(outside, 'skills'), join(root, '.codex'));
    const found = await findSkills(root, join(root, 'no-home'));
    expect(JSON.stringify(found)).not.toMatch(/OUTSIDE-SECRET|leaked/);
  });

  test('a knowledge base linked outside is not read', () => {
    const { root, outside } = project();
    symlinkSync(outside, join(root, 'wiki'));
    expect(knowledgeBaseDrift(root)).toBeUndefined();
  });

  test('a plan inside the project is still read', async () => {
    const { root } = project();
    writeFileSync(join(root, 'PLAN.md'), '# Ship it\n- [ ] one\n');
    expect(await planSummary(root)).toMatchObject({ title: 'Ship it', open: ['one'] });
  });
});

describe('project files crafted to be slow parse in linear time (item 4)', () => {
  test('a PLAN.md of 200,000 blank lines', { timeout: HANG }, () => {
    expect(summarisePlan('PLAN.md', `${'\n'.repeat(200_000)}- [ ] last`)).toMatchObject({ open: ['last'] });
  });

  test('a ## Bindings line holding 200,000 spaces', { timeout: HANG }, () => {
    const message = parseMessage(
      'm',
      '/m.md',
      `# M\n\n## Bindings\n- event: PreToolUse${' '.repeat(200_000)}x\n- matcher: Bash${' '.repeat(200_000)}\n`,
    );
    expect(message.bindings).toMatchObject({ matcher: 'Bash' });
  });

  test('a knowledge-base log of long lines', { timeout: HANG }, () => {
    const { root } = project();
    mkdirSync(join(root, 'wiki'));
    writeFileSync(join(root, 'wiki', 'index.md'), '# i\n');
    writeFileSync(join(root, 'wiki', 'log.md'), `## a${' '.repeat(100_000)}b\n${'baseline '.repeat(20_000)}\n## x${' '.repeat(100_000)}\n`);
    expect(knowledgeBaseDrift(root)).toMatchObject({ dir: 'wiki' });
  });
});

describe('numbers a transcript may claim (item 15)', () => {
  test('a usage of 1e308 tokens is said as a number, never "Infinity% full"', async () => {
    const { root } = project();
    const transcript = join(root, 'transcript.jsonl');
    writeFileSync(
      transcript,
      `${JSON.stringify({ message: { model: 'claude', usage: { input_tokens: 1e308, cache_read_input_tokens: 1e308 } } })}\n`,
    );
    const found = await compaction.detect(
      { hook_event_name: 'PostToolUse', session_id: 's', transcript_path: transcript },
      {
        root,
        cwd: root,
        env: {},
        home: root,
        stateDir: join(root, 'state'),
        session: { delivered: {} },
        change: () => undefined,
        config: {},
        options: {},
      },
    );
    expect(found).toBeDefined();
    expect(Object.values(found!).join(' ')).not.toMatch(/Infinity|NaN/);
  });
});
