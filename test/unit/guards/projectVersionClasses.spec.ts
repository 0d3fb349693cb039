import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { dependency } from '../../../src/guards/dependency.js';
import type { GuardContext } from '../../../src/guards/guard.js';
import { guardContext } from '../../support/guardContext.js';

// Round 99's dependency class: an edit that changes the project's own version (a release bump, `-SNAPSHOT` dropped or
// added) is no dependency's, in a pom.xml indented by four spaces as by two or a tab, and in the other manifests that
// state the project's version. A `<dependency>`'s, a `<plugin>`'s or a `<parent>`'s version, or a version property,
// still speaks. One line per case.

const context = guardContext('/home/dev');
const edit = (file_path: string, old_string: string, new_string: string) =>
  ({ hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } }) as CanonicalEvent;
const speaks = (path: string, old_string: string, new_string: string, at: GuardContext = context) =>
  dependency.detect(edit(path.startsWith('/') ? path : `/home/dev/proj/${path}`, old_string, new_string), at) !== undefined;
/** The same lines before and after, `from` replaced by `to` in the last of them that holds it. */
const bump = (lines: string[], from: string, to: string): [string, string] => {
  const at = lines.map((line) => line.includes(from)).lastIndexOf(true);
  return [lines.join('\n'), lines.map((line, i) => (i === at ? line.replace(from, to) : line)).join('\n')];
};

describe("the project's own version changed in its manifest stays silent (dependency/jvm/pom)", () => {
  test.each([
    // The project's `<version>` beside its `<artifactId>`, one level in: four spaces, two, a tab, the first line cut.
    [
      'pom.xml',
      ...bump(['    <artifactId>herbarium-sync</artifactId>', '    <version>1.8.0-SNAPSHOT</version>'], '1.8.0-SNAPSHOT', '1.8.0'),
      false,
    ],
    ['pom.xml', ...bump(['<artifactId>herbarium-sync</artifactId>', '    <version>1.8.0</version>'], '1.8.0', '1.9.0-SNAPSHOT'), false],
    [
      'pom.xml',
      ...bump(['  <artifactId>herbarium-sync</artifactId>', '  <version>1.8.0-SNAPSHOT</version>'], '1.8.0-SNAPSHOT', '1.8.0'),
      false,
    ],
    ['pom.xml', ...bump(['\t<artifactId>herbarium-sync</artifactId>', '\t<version>2.3.1</version>'], '2.3.1', '2.4.0'), false],
    [
      'pom.xml',
      ...bump(
        [
          '    <groupId>org.herb</groupId>',
          '    <artifactId>herbarium-sync</artifactId>',
          '    <version>1.8.0</version>',
          '    <packaging>jar</packaging>',
        ],
        '1.8.0',
        '1.9.0',
      ),
      false,
    ],
    // After the `<parent>` block closed, and before the `<dependencies>` open.
    [
      'pom.xml',
      ...bump(
        ['    </parent>', '', '    <artifactId>herbarium-sync</artifactId>', '    <version>1.8.0-SNAPSHOT</version>'],
        '1.8.0-SNAPSHOT',
        '1.8.0',
      ),
      false,
    ],
    [
      'pom.xml',
      ...bump(
        ['    <artifactId>herbarium-sync</artifactId>', '    <version>1.8.0-SNAPSHOT</version>', '', '    <dependencies>'],
        '1.8.0-SNAPSHOT',
        '1.8.0',
      ),
      false,
    ],
    // The other manifests' own version.
    ['build.gradle', "version = '1.8.0-SNAPSHOT'", "version = '1.8.0'", false],
    ['build.gradle.kts', 'group = "org.herb"\nversion = "1.8.0-SNAPSHOT"', 'group = "org.herb"\nversion = "1.8.0"', false],
    ['src/App/App.csproj', '    <Version>1.8.0-beta</Version>', '    <Version>1.8.0</Version>', false],
    ['Cargo.toml', '[package]\nname = "herb"\nversion = "0.3.0"', '[package]\nname = "herb"\nversion = "0.4.0"', false],
    ['package.json', '"name": "herb",\n  "version": "1.8.0",', '"name": "herb",\n  "version": "1.9.0",', false],
    // A dependency's, a plugin's or the parent's version, by the level, the element around it, or the parent's name.
    [
      'pom.xml',
      ...bump(['            <artifactId>jackson-databind</artifactId>', '            <version>2.15.0</version>'], '2.15.0', '2.17.0'),
      true,
    ],
    [
      'pom.xml',
      ...bump(
        ['        <dependency>', '            <artifactId>guava</artifactId>', '            <version>32.0.0-jre</version>'],
        '32.0.0',
        '33.0.0',
      ),
      true,
    ],
    [
      'pom.xml',
      ...bump(
        ['                <artifactId>maven-surefire-plugin</artifactId>', '                <version>3.1.2</version>'],
        '3.1.2',
        '3.2.5',
      ),
      true,
    ],
    [
      'pom.xml',
      ...bump(
        [
          '  <parent>',
          '    <groupId>org.springframework.boot</groupId>',
          '    <artifactId>spring-boot-starter-parent</artifactId>',
          '    <version>3.2.0</version>',
        ],
        '3.2.0',
        '3.3.0',
      ),
      true,
    ],
    ['pom.xml', ...bump(['<artifactId>commons</artifactId>', '    <version>3.2.0</version>', '  </parent>'], '3.2.0', '3.3.0'), true],
    ['pom.xml', ...bump(['<parent>', '    <artifactId>commons</artifactId>', '    <version>3.2.0</version>'], '3.2.0', '3.3.0'), true],
    [
      'pom.xml',
      ...bump(['    <artifactId>spring-boot-starter-parent</artifactId>', '    <version>3.2.0</version>'], '3.2.0', '3.3.0'),
      true,
    ],
    [
      'pom.xml',
      ...bump(['        <artifactId>spring-boot-starter-parent</artifactId>', '        <version>3.2.0</version>'], '3.2.0', '3.3.0'),
      true,
    ],
    // A version property, at any level, and a dependency added beside the bump.
    ['pom.xml', ...bump(['    <jackson.version>2.15.0</jackson.version>'], '2.15.0', '2.17.0'), true],
    ['pom.xml', ...bump(['        <jackson.version>2.15.0</jackson.version>'], '2.15.0', '2.17.0'), true],
    [
      'pom.xml',
      '    <artifactId>herbarium-sync</artifactId>\n    <version>1.8.0-SNAPSHOT</version>',
      '    <artifactId>herbarium-sync</artifactId>\n    <version>1.8.0</version>\n' +
        '    <dependencies><dependency><artifactId>x</artifactId></dependency></dependencies>',
      true,
    ],
  ])('%s: %j → %j speaks: %s', (path, old_string, new_string, risky) => expect(speaks(path, old_string, new_string)).toBe(risky));

  test('with the pom at hand, the element around the edit decides', () => {
    const root = mkdtempSync(join(tmpdir(), 'waymark-project-version-'));
    try {
      const pom = [
        '<project>',
        '  <parent>',
        '    <artifactId>spring-boot-starter-parent</artifactId>',
        '    <version>3.2.0</version>',
        '  </parent>',
        '  <artifactId>herbarium-sync</artifactId>',
        '  <version>1.8.0-SNAPSHOT</version>',
        '</project>',
        '',
      ].join('\n');
      writeFileSync(join(root, 'pom.xml'), pom);
      const at = { ...context, root, cwd: root };
      const path = join(root, 'pom.xml');
      expect(speaks(path, '<version>1.8.0-SNAPSHOT</version>', '<version>1.8.0</version>', at)).toBe(false);
      expect(speaks(path, '<version>3.2.0</version>', '<version>3.3.0</version>', at)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
