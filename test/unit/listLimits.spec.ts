import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { readConfigFiles } from '../../src/config/config.js';
import { MAX_ENTRIES } from '../../src/config/listLimits.js';

// Config lists cost work on every hook call: each is de-duplicated (paths by where they point) and
// capped, in the project's config and the user's, and the trimming is reported.

const base = mkdtempSync(join(tmpdir(), 'waymark-lists-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

function configs(config: object) {
  const root = mkdtempSync(join(base, 'p-'));
  mkdirSync(join(root, '.waymark'), { recursive: true });
  writeFileSync(join(root, '.waymark', 'config.json'), JSON.stringify(config));
  return readConfigFiles(root, join(root, 'no-user-config.json'))[1]!;
}

describe('config lists', () => {
  test('messageDirs naming one folder 5,000 ways is one folder', () => {
    const read = configs({ messageDirs: Array.from({ length: 5_000 }, (_, i) => ['m', './m', 'm/', './m/.', 'm//'][i % 5]) });
    expect(read.config?.messageDirs).toEqual(['m']);
    expect(read.ignored?.map((each) => each.problem).join()).toMatch(/messageDirs/);
  });
  test('plan.paths of 12,000 different globs keeps the first 64 and says so', () => {
    const read = configs({ plan: { paths: Array.from({ length: 12_000 }, (_, i) => `p${i}*`) } });
    expect(read.config?.plan?.paths).toHaveLength(MAX_ENTRIES);
    expect(read.config?.plan?.paths?.[0]).toBe('p0*');
    expect(read.ignored?.map((each) => each.problem).join()).toMatch(/plan\.paths.*12000/);
  });
  test('a guard option list and knowledgeBase.paths are trimmed alike', () => {
    const read = configs({
      knowledgeBase: { paths: Array(3_000).fill('wiki') },
      guards: { header: { extensions: Array(3_000).fill('.ts') } },
    });
    expect(read.config?.knowledgeBase?.paths).toEqual(['wiki']);
    expect((read.config!.guards!.header as { extensions: string[] }).extensions).toEqual(['.ts']);
  });
});
