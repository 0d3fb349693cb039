import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { commandChanges, dependency } from '../../../src/guards/dependency.js';
import { guardContext } from '../../support/guardContext.js';

// Round 186's dependency class: OCaml, Clojure, Bazel and JVM package managers and lockfiles. A command that pins,
// adds or upgrades named packages (`opam pin add x 5.3.0`, `esy add @opam/lwt`, antq's `--upgrade`, `lein change
// :dependencies conj …`, `lein ancient upgrade`, `neil dep add`) speaks, and so does an edit of rules_jvm_external's
// `maven.install` artifacts in MODULE.bazel or a hand edit of its lock, `maven_install.json`. What installs the
// project's own declared set, lists, builds or re-resolves the lock from the manifest stays silent. One line per case.

const context = guardContext('/home/dev');
const edit = (file: string, old_string: string, new_string: string) =>
  dependency.detect(
    {
      hook_event_name: 'PreToolUse',
      tool_name: 'Edit',
      tool_input: { file_path: `/home/dev/proj/${file}`, old_string, new_string },
    } as CanonicalEvent,
    context,
  ) !== undefined;

describe('an OCaml, Clojure or Leiningen command that pins, adds or upgrades named packages (dependency/other)', () => {
  test.each([
    ['opam pin add -y ppx_yojson_conv https://github.com/janestreet/ppx_yojson_conv.git#master', true],
    ['opam pin add cohttp-lwt-unix 5.3.0 --yes', true],
    ['opam pin add --kind=git lwt ./vendor/lwt', true],
    ['opam install lwt.5.7.0', true],
    ['opam remove lwt', true],
    ['esy add @opam/lwt', true],
    ['esy add @opam/cohttp-lwt-unix@5.3.0', true],
    ['clojure -M:outdated --upgrade --force', true],
    ['clj -M:antq --upgrade --skip=github-action', true],
    ['clojure -Tantq outdated :upgrade true', true],
    ['clojure -Sdeps \'{:deps {com.github.liquidz/antq {:mvn/version "2.8.1201"}}}\' -M -m antq.core --upgrade', true],
    ['lein change :dependencies conj \'[metosin/malli "0.16.2"]\'', true],
    ['lein change :plugins conj \'[lein-cljfmt "0.9.2"]\'', true],
    ['lein ancient upgrade', true],
    ['lein ancient upgrade :interactive :no-tests', true],
    ['neil dep add metosin/malli', true],
    ['neil dep add :lib metosin/malli :version 0.16.2', true],
    ['neil dep upgrade', true],
    // The project's own packages pinned to its folder, its declared set installed, the switch, listings and builds.
    ['opam pin add -yn .', false],
    ['opam pin add . --yes', false],
    ['opam pin list', false],
    ['opam install --deps-only .', false],
    ['opam install . --deps-only --with-test -y', false],
    ['opam switch create 5.1.0', false],
    ['opam list --installed', false],
    ['esy install', false],
    ['esy build', false],
    ['dune build @install', false],
    ['clojure -M:outdated', false],
    ['clojure -Tantq outdated', false],
    ['clojure -P', false],
    ['clojure -M:test', false],
    ['lein deps', false],
    ['lein ancient', false],
    ['lein ancient check', false],
    ['lein ancient upgrade :print', false],
    ['lein change version set \'"1.2.0"\'', false],
    ['neil dep upgrade --dry-run', false],
    ['neil dep search malli', false],
  ])('%s', (command, speaks) => expect(commandChanges(command).length > 0).toBe(speaks));
});

describe('a Bazel, Mix, Deno or Bun command (dependency)', () => {
  test.each([
    ['mix deps.update phoenix', true],
    ['deno add jsr:@std/path', true],
    ['bun add zod', true],
    // Builds, fetches and lockfile installs; `bazel run @maven//:pin` re-resolves the lock from MODULE.bazel's own
    // artifacts, as `poetry lock` does from its manifest: the manifest's edit is the change.
    ['bazel build //...', false],
    ['bazel test //... --config=ci', false],
    ['bazel fetch //...', false],
    ['bazel run @maven//:pin', false],
    ['REPIN=1 bazel run @unpinned_maven//:pin', false],
    ['mix deps.get', false],
    ['deno install', false],
    ['bun install', false],
  ])('%s', (command, speaks) => expect(commandChanges(command).length > 0).toBe(speaks));
});

const lockEntry = (version: string) =>
  [
    '        "org.postgresql:postgresql": {',
    '            "shasums": {',
    '                "jar": "69020b3bd20984543e817393f2e89d01e2c4a8f2b1b2d3c1b2a85f2c4f1e8d61"',
    '            },',
    `            "version": "${version}"`,
    '        },',
  ].join('\n');

describe("an edit of Bazel's maven artifacts or their lock, and of the JVM manifests (dependency)", () => {
  test.each([
    ['maven_install.json', lockEntry('42.7.3'), lockEntry('42.7.4'), true],
    ['third_party/frontend_maven_install.json', lockEntry('42.7.3'), lockEntry('42.7.4'), true],
    [
      'MODULE.bazel',
      '    artifacts = [\n        "com.fasterxml.jackson.module:jackson-module-kotlin:2.17.2",',
      '    artifacts = [\n        "com.squareup.okhttp3:okhttp:4.12.0",\n        "com.fasterxml.jackson.module:jackson-module-kotlin:2.17.2",',
      true,
    ],
    ['MODULE.bazel', 'maven.artifact(', 'maven.artifact(\n    artifact = "guava",', true],
    ['MODULE.bazel', 'bazel_dep(name = "rules_java", version = "7.6.1")', 'bazel_dep(name = "rules_java", version = "7.12.2")', true],
    ['WORKSPACE', '    artifacts = [\n', '    artifacts = [\n        "junit:junit:4.13.2",\n', true],
    ['deps.edn', ' {metosin/malli {:mvn/version "0.16.1"}', ' {metosin/malli {:mvn/version "0.16.2"}', true],
    ['project.clj', '[ring/ring-core "1.12.1"]', '[ring/ring-core "1.12.2"]', true],
    ['gradle/libs.versions.toml', 'okhttp = "4.11.0"', 'okhttp = "4.12.0"', true],
    [
      'app/build.gradle.kts',
      '    implementation("io.ktor:ktor-client-core:2.3.11")',
      '    implementation("io.ktor:ktor-client-core:2.3.12")',
      true,
    ],
    // The project's own module line, a comment, a build target's sources: no dependency moves.
    ['MODULE.bazel', 'module(name = "ledger", version = "1.4.0")', 'module(name = "ledger", version = "1.5.0")', false],
    ['MODULE.bazel', '# toolchains', '# toolchains for the JVM', false],
    ['BUILD.bazel', '    srcs = glob(["src/*.java"]),', '    srcs = glob(["src/**/*.java"]),', false],
    ['deps.edn', ' :paths ["src"]', ' :paths ["src" "resources"]', false],
    ['app/build.gradle.kts', '    jvmToolchain(17)', '    jvmToolchain(21)', false],
  ])('%s %#', (file, before, after, speaks) => expect(edit(file, before, after)).toBe(speaks));
});
