import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../src/contracts/registry.js';
import { SKILL_DIRS } from '../../src/guards/lib/skillIndex.js';
import { DESCRIPTORS } from '../../src/install/harnesses/index.js';
import { DESCRIPTORS_INDEX, descriptorFiles, descriptorsIndexSource } from '../../src/install/harnesses/descriptorsIndex.js';

// A harness is its descriptor: what the installer and the skills guard know of it is declared there.

describe('harness descriptors', () => {
  it('the generated index lists every descriptor file (run `node scripts/build.js` when this fails)', () => {
    const files = descriptorFiles('src/install/harnesses');
    expect(readFileSync(DESCRIPTORS_INDEX, 'utf8')).toBe(descriptorsIndexSource(files));
    expect(DESCRIPTORS.map((harness) => harness.id).sort()).toEqual(DESCRIPTORS.map((harness) => harness.id).sort());
    expect(files.length).toBe(DESCRIPTORS.length);
  });

  it('the skills guard indexes exactly the skill folders the descriptors declare', () => {
    expect(new Set(SKILL_DIRS)).toEqual(new Set(DESCRIPTORS.flatMap((harness) => harness.skillDirs)));
  });

  it.each(DESCRIPTORS.map((harness) => [harness.id, harness] as const))(
    '%s names a contract in contracts/, and harnesses it reads exist',
    (_, harness) => {
      const files = readdirSync(new URL('../../contracts/', import.meta.url)).map((file) => file.replace(/\.json$/, ''));
      expect(files).toContain(harness.contract);
      if (harness.surface !== 'module') expect(Object.keys(CONTRACTS)).toContain(harness.contract);
      for (const read of harness.reads ?? []) expect(DESCRIPTORS.map((each) => each.id)).toContain(read.harness);
      expect(harness.binaries.length).toBeGreaterThan(0);
    },
  );
});
