import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Where } from '../../src/install/harnesses/harness.js';
import { HARNESSES } from '../../src/install/harnesses/index.js';
import { evidence, harnessesOption, SELECTABLE } from '../../src/install/harnesses/select.js';
import { didYouMean } from '../../src/nearest.js';
import { summary } from '../../src/install/report/summary.js';

const ids = SELECTABLE.map((harness) => harness.id);

describe('--harness values', () => {
  test.each([
    [['claude-code'], ['claude-code']],
    [['claude-code,codex'], ['claude-code', 'codex']],
    [
      ['codex', 'cursor'],
      ['codex', 'cursor'],
    ],
    [
      ['codex, cursor', 'codex'],
      ['codex', 'cursor'],
    ],
    [['omp'], ['omp']],
  ])('%j selects %j', (values, expected) => {
    expect(harnessesOption(values).map((harness) => harness.id)).toEqual(expected);
  });

  test.each([
    ['claude', 'claude-code'],
    ['claud-code', 'claude-code'],
    ['cursr', 'cursor'],
    ['qwen', 'qwen-code'],
    ['Codex', 'codex'],
    ['copliot', 'copilot'],
    ['vim', undefined],
    ['x', undefined],
  ])('"%s": did you mean %s', (wrong, near) => {
    expect(didYouMean(wrong, ids)).toBe(near);
  });

  test('an unknown id is an error that names the nearest one', () => {
    expect(() => harnessesOption(['codex,claud'])).toThrow('unknown harness "claud"; did you mean "claude-code"?');
  });

  test('every harness in the registry can be selected, so a new one needs no change here', () => {
    expect(ids).toEqual([...HARNESSES.map((harness) => harness.id), 'omp']);
  });
});

describe('detection for install --all', () => {
  const dir = mkdtempSync(join(tmpdir(), 'waymark-detect-'));
  const home = join(dir, 'home');
  const project = join(dir, 'project');
  const bin = join(dir, 'bin');
  for (const each of [home, project, bin, join(home, '.qwen'), join(home, '.config', 'devin'), join(project, '.cursor')])
    mkdirSync(each, { recursive: true });
  writeFileSync(join(bin, 'claude'), '#!/bin/sh\n');
  chmodSync(join(bin, 'claude'), 0o755);
  writeFileSync(join(bin, 'codex'), 'not executable');
  const where: Where = { project, home, env: { PATH: bin }, platform: 'linux' };
  const of = (id: string) => evidence(SELECTABLE.find((harness) => harness.id === id)!, where);

  test.each([
    ['claude-code', [`\`claude\` on PATH (${join(bin, 'claude')})`]],
    ['qwen-code', [`${join(home, '.qwen')} exists`]],
    ['devin', [`${join(home, '.config', 'devin')} exists`]],
    ['cursor', [`${join(project, '.cursor')} exists`]],
    ['codex', []],
    ['kiro', []],
    ['omp', []],
  ])('%s: %j', (id, expected) => {
    expect(of(id)).toEqual(expected);
  });
});

describe('the install summary', () => {
  test.each([
    [
      [{ id: 'claude-code', status: 'installed' as const }],
      false,
      [
        'summary:',
        '  installed: claude-code',
        '  needs your action:',
        '    - restart: sessions of claude-code that are already running read hooks only when they start',
        'next: `waymark verify`',
      ],
    ],
    [
      [{ id: 'codex', status: 'up to date' as const, untrusted: true }],
      false,
      [
        'summary:',
        '  up to date: codex',
        '  needs your action:',
        '    - trust: codex skips hooks it has not trusted (what to run is printed above)',
        'next: `waymark verify`',
      ],
    ],
    [
      [
        { id: 'kiro', status: 'skipped' as const, why: 'not detected' },
        { id: 'devin', status: 'skipped' as const, why: 'not detected' },
        { id: 'cursor', status: 'failed' as const, why: 'x is read-only' },
      ],
      false,
      ['summary:', '  skipped: cursor (x is read-only)', '  skipped: kiro, devin (not detected)', 'next: `waymark verify`'],
    ],
    [
      [{ id: 'copilot', status: 'would change' as const, noted: true }],
      true,
      [
        'summary:',
        '  would install: copilot',
        '  needs your action:',
        '    - read the note printed above for copilot: a switch or an approval in the harness',
        '    - restart: sessions of copilot that are already running read hooks only when they start',
        'next: run it again without --dry-run, then `waymark verify`',
      ],
    ],
  ])('%j', (outcomes, dryRun, lines) => {
    expect(summary(outcomes, dryRun).trim().split('\n')).toEqual(lines);
  });
});
