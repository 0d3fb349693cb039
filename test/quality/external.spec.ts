import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWorld,
  EXTERNAL_DIR,
  loadSuite,
  payload,
  pool,
  spokeOn,
  SUITES,
  type Family,
  type Suite,
  type World,
} from '../../scripts/external/suites.js';

// The regression gate on the external suites (test/fixtures/external/): every case is held to its
// reviewed expectation (the suite's own label, overridden by reviewed.jsonl), run through
// runDispatch as the hook entry runs it. Expectations waymark does not meet yet are listed in each
// suite's open.jsonl with a reason; one that is met fails the gate until its row is removed, so the
// list only shrinks. Scores are `npm run score:external`; nothing here compares with them.
//
// To stay within seconds on 2 cores, the gate runs every case that must speak, every case a suite
// or a review labels, and every open row, but only one in BASELINE_SAMPLE of the unlabelled
// everyday commands (tldr, OpenAgentSafety, RedCode's out-of-scope scripts), chosen by the hash of
// the id. The full run is `npm run score:external`.
const BASELINE_SAMPLE = 12;

// Salted, so the sample is independent of the one the tldr converter drew with the plain id's hash.
const sampled = (id: string) => createHash('sha256').update(`gate ${id}`).digest().readUInt32BE(0) % BASELINE_SAMPLE === 0;

/** Whether the gate runs this case: anything labelled, reviewed or open, and a sample of the rest. */
function selected(suite: Suite, id: string, reviewed: ReadonlySet<string>, open: ReadonlySet<string>): boolean {
  if (suite.name === 'dcg' || suite.name === 'gitleaks') return true;
  if ([...suite.expected.get(id)!.values()].some(Boolean) || reviewed.has(id) || open.has(id)) return true;
  return sampled(id);
}

const rows = (suite: string, file: string): Array<{ id: string }> => {
  const path = join(EXTERNAL_DIR, suite, file);
  return existsSync(path)
    ? readFileSync(path, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { id: string })
    : [];
};

let world: World;
beforeAll(() => {
  world = createWorld(join(EXTERNAL_DIR, '..', '..', '..', 'bench', 'results'));
});
afterAll(() => world.dispose());

describe.each(SUITES)('external suite %s', (name) => {
  const suite = loadSuite(name);

  it('carries its licence and its source: repository, commit and converter', () => {
    const source = JSON.parse(readFileSync(join(EXTERNAL_DIR, name, 'source.json'), 'utf8')) as {
      repository: string;
      commit: string;
      license: string;
      converter: string;
      cases: number;
    };
    expect(source.repository).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
    expect(source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(source.license).not.toBe('');
    expect(existsSync(join(EXTERNAL_DIR, '..', '..', '..', source.converter))).toBe(true);
    expect(existsSync(join(EXTERNAL_DIR, name, 'LICENSE')) || existsSync(join(EXTERNAL_DIR, name, 'LICENSE.md'))).toBe(true);
    expect(suite.cases.length).toBe(source.cases);
  });

  it('meets every reviewed expectation but the open ones, and no open one silently', async () => {
    const reviewed = new Set(rows(name, 'reviewed.jsonl').map((row) => row.id));
    const openIds = new Set(suite.open.map((row) => row.id));
    const open = new Set(suite.open.map((row) => `${row.id} ${row.guard}`));
    const cases = suite.cases.filter((item) => selected(suite, item.id, reviewed, openIds));
    const spoke = await pool(cases, 4, (item) => spokeOn(payload(item, world), world));
    const wrong: string[] = [];
    const met: string[] = [];
    cases.forEach((item, index) => {
      const labels = suite.expected.get(item.id)!;
      for (const family of suite.families as readonly Family[]) {
        const must = labels.get(family) ?? false;
        const did = spoke[index]!.has(family);
        const key = `${item.id} ${family}`;
        if (did !== must && !open.has(key)) wrong.push(`${must ? 'missed' : 'false alarm'}: ${key}`);
        if (did === must && open.has(key)) met.push(`met, remove from ${name}/open.jsonl: ${key}`);
      }
    });
    expect([...wrong, ...met]).toEqual([]);
    // About 2 ms of CPU per case; the margin is for a machine shared with the rest of the suite.
  }, 120_000);
});
