import { describe, expect, test } from 'vitest';
import { dependencySections } from '../../src/guards/lib/manifestSections.js';

// A file of thousands of sections is not a manifest anyone maintains: past the caps, the rest of
// the file counts as one dependency section, so the guard speaks on such a file and its cost stays
// bounded by the caps, not by what the repository wrote.

const CARGO = [{ table: '(?:^|\\.)(?:dependencies|dev-dependencies)$' }];
const PACKAGE_JSON = [{ json: ['dependencies', 'devDependencies'] }];

describe('dependencySections', () => {
  test('adjacent tables stay apart (a table between them is not a dependency change)', () => {
    const text = '[package]\nname = "x"\n[dependencies]\na = "1"\n[dev-dependencies]\nb = "2"\n';
    const ranges = dependencySections(text, CARGO);
    expect(ranges.map(([start, end]) => text.slice(start, end))).toEqual(['[dependencies]\na = "1"\n', '[dev-dependencies]\nb = "2"\n']);
  });

  test.each([
    ['spack:\n  specs:\n  - zlib\n  - hdf5@1.14\n  view: true\n', ['  specs:\n  - zlib\n  - hdf5@1.14']],
    ['spack:\n  view: true\n  specs:\n    - zlib\n# end\n', ['  specs:\n    - zlib\n# end\n']],
    ['spack:\n  view:\n    specs: not this\n', []],
    ['other:\n  specs:\n  - zlib\n', []],
    ['spack: {specs: [zlib]}\nname: x\n', ['spack: {specs: [zlib]}']],
  ])('a nested YAML path %j finds only its own block', (text, expected) => {
    const ranges = dependencySections(text, [{ yaml: ['spack.specs'] }]);
    expect(ranges.map(([start, end]) => text.slice(start, end))).toEqual(expected);
  });

  test('`-` is the items of a file that is one top-level list', () => {
    const text = '# roles\n- src: a\n  version: 1\n- src: b\n';
    const ranges = dependencySections(text, [{ yaml: ['-'] }]);
    expect(ranges.map(([start, end]) => text.slice(start, end))).toEqual(['- src: a\n  version: 1\n- src: b\n']);
  });

  test('past 1,024 tables, the rest of the file is a dependency section whatever its headers', () => {
    const table = '[package.metadata.x]\nk = 1\n';
    const text = `${table.repeat(5000)}[features]\ndefault = []\n`;
    const ranges = dependencySections(text, CARGO);
    expect(ranges).toHaveLength(1);
    expect(ranges[0]![1]).toBe(text.length);
    // The text before the first header is a table too: the 1,024th is the 1,023rd header.
    expect(ranges[0]![0]).toBe(1023 * table.length);
  });

  test('past 512 sections, the last range runs to the end of the file', () => {
    const text = `{${'"dependencies":{"a":"1"},'.repeat(3000)}"name":"x"}`;
    const ranges = dependencySections(text, PACKAGE_JSON);
    expect(ranges).toHaveLength(513);
    expect(ranges.at(-1)![1]).toBe(text.length);
    expect(ranges.slice(0, -1).every(([start, end]) => text.slice(start, end) === '"dependencies":{"a":"1"}')).toBe(true);
  });

  test('overlapping ranges are one', () => {
    const text = '{"dependencies":{"devDependencies":{"a":"1"}}}';
    expect(dependencySections(text, PACKAGE_JSON)).toEqual([[1, text.length - 1]]);
  });
});
