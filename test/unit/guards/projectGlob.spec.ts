import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { findPlan } from '../../../src/guards/lib/planSummary.js';
import { opTotal, ops, resetOps } from '../../../src/guards/lib/opCount.js';
import { expandBraces, MAX_EXPANSIONS, projectGlob, segmentMatches } from '../../../src/guards/lib/projectGlob.js';

// A repository's plan globs: a small subset matched in bounded work, braces counted before they
// are expanded, regex syntax taken literally.

const root = mkdtempSync(join(tmpdir(), 'waymark-glob-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
for (const file of [
  'docs/plan-a.md',
  'docs/sub/plan-b.md',
  'notes/PLAN.md',
  'x/y/z/deep.md',
  'a/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
]) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), '# plan\n');
}

describe('projectGlob', () => {
  test.each([
    ['docs/*.md', ['docs/plan-a.md']],
    ['docs/**/plan-?.md', ['docs/plan-a.md', 'docs/sub/plan-b.md']],
    ['{docs,notes}/*.md', ['docs/plan-a.md', 'notes/PLAN.md']],
    ['**/PLAN.md', ['notes/PLAN.md']],
    ['x/**/deep.md', ['x/y/z/deep.md']],
  ])('%s', (glob, expected) => {
    expect(projectGlob(root, glob)).toEqual(expected);
  });

  test('braces are counted before expansion: {a,b} 18 times is refused with no pattern built', () => {
    resetOps();
    expect(expandBraces('{a,b}'.repeat(18))).toBeUndefined();
    expect(ops.expansions).toBe(0);
    expect(expandBraces('{a,b}'.repeat(5))).toHaveLength(MAX_EXPANSIONS);
    expect(projectGlob(root, `docs/${'{a,b}'.repeat(18)}*.md`)).toEqual([]);
  });

  test('regex syntax is literal: (a|aa)+c? against a long name the repository chose', () => {
    resetOps();
    expect(projectGlob(root, 'a/(a|aa)+c?')).toEqual([]);
    expect(segmentMatches('(a|aa)+c?', '(a|aa)+cX')).toBe(true);
    expect(opTotal()).toBeLessThan(1_000);
  });

  test('a star-heavy segment costs at most name × pattern steps', () => {
    const name = 'a'.repeat(250);
    const pattern = `${'*a'.repeat(100)}*b`;
    resetOps();
    expect(segmentMatches(pattern, name)).toBe(false);
    expect(ops.steps).toBeLessThanOrEqual(name.length * pattern.length);
  });

  test('**/**/… visits each folder once per segment', () => {
    resetOps();
    projectGlob(root, `${'**/'.repeat(80)}deep.md`);
    expect(opTotal()).toBeLessThan(80 * 20 * 4);
  });

  test('findPlan uses it for plan.paths', async () => {
    expect(await findPlan(root, ['{notes,docs}/**/PLAN.md'])).toBe('notes/PLAN.md');
    expect(await findPlan(root, ['(a|aa)+c?'])).toBeUndefined();
  });
});
