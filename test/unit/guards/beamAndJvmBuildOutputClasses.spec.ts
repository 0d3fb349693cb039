import { describe, expect, test } from 'vitest';
import { commandIds, writtenIds } from '../../support/destructiveIds.js';

// Round 186 (destructive: regenerable outputs of Elixir, Erlang and JVM builds): deleting what a build or a test run writes
// again, in ecosystems the guard read thinly (Phoenix's digested assets, Mix's and rebar3's `cover/`, the Erlang VM's crash
// dump, an opam switch, Erlang's `ebin`, Bazel's links), stays silent; what lies beside them and is kept by hand speaks.
// One line per class member and near-miss, by shell and by a Mix task written to do the same.

const RM = 'destructive/filesystem/rm-recursive';
const WORK = 'destructive/workfiles/rm-unheld-work-file';

describe('a build or test run output deleted (silent)', () => {
  test.each([
    // Phoenix: esbuild/tailwind's `priv/static/assets`, phx.digest's manifest and gzipped copies, in an umbrella app too.
    'rm -rf priv/static/assets',
    'rm -rf priv/static/assets/*',
    'rm -rf priv/static/cache_manifest.json priv/static/assets',
    'rm -rf apps/web/priv/static/assets',
    'rm -rf backend/priv/static/assets',
    "find priv/static -name '*.gz' -delete",
    'mix phx.digest.clean --all',
    // Coverage: Mix's and excoveralls' `cover/` at the top or an umbrella app's, beside Gradle's and Maven's JaCoCo reports.
    'rm -rf cover/ build/reports/jacoco',
    'rm -rf cover',
    'rm -rf cover/*',
    'find cover -type f -delete',
    'rm -rf apps/core/cover',
    'rm -rf target/site/jacoco build/test-results',
    'rm -rf _build/test/cover',
    // Crash dumps the VM writes under its own name.
    'rm -f erl_crash.dump',
    'rm -f apps/web/erl_crash.dump',
    'rm -f rebar3.crashdump',
    'rm -f hs_err_pid12345.log java_pid4242.hprof',
    'find . -name erl_crash.dump -delete',
    // Build trees, caches and local package installs.
    'rm -rf _build deps .elixir_ls',
    'rm -rf ebin',
    'rm -rf _opam _esy',
    'rm -rf .gradle .kotlin build/reports',
    'rm -rf .cpcache target',
    'rm -rf bazel-out bazel-bin bazel-proj',
    'rm -rf deno_dir',
  ])('%s', (command) => expect(commandIds(command)).toBe('none'));
});

describe('what lies beside them, kept by hand (speaks)', () => {
  test.each([
    // The rest of `priv`: uploads and images kept by hand, migrations and seeds, translations, the whole folder.
    ['rm -rf priv/static/uploads/shelter_photos', RM],
    ['rm -rf priv/static/images', RM],
    ['rm -rf priv/static', RM],
    ['rm -rf priv/repo', RM],
    ['rm -rf priv/gettext', RM],
    ['rm -rf priv', RM],
    // A cover that is artwork, not coverage: below another folder, or named in the plural.
    ['rm -rf book/cover', RM],
    ['rm -rf assets/cover', RM],
    ['rm -rf covers', RM],
    // A folder the user named with Bazel's prefix is no link of Bazel's (review of this stop).
    ['rm -rf bazel-rules', RM],
    ['rm -rf bazel-toolchains/', RM],
    ['rm cover/front.psd', WORK],
    // rebar3's `_checkouts` are source checked out by hand.
    ['rm -rf _checkouts', RM],
    // A dump filed to keep or renamed, and a database dump.
    ['rm -f incidents/2024-06-01/erl_crash.dump', WORK],
    ['rm -f postmortems/erl_crash.dump', WORK],
    ['rm -f erl_crash-2024-06-01.dump', WORK],
    ['rm -f prod.dump', WORK],
    // A document written by hand in a reports folder.
    ['rm -f reports/site_visit_2024.docx', WORK],
  ])('%s', (command, id) => expect(commandIds(command)).toBe(id));
});

describe('a Mix task doing the same', () => {
  const task = (body: string) => `defmodule Mix.Tasks.Clean.Outputs do\n  use Mix.Task\n\n  def run(_) do\n${body}  end\nend\n`;
  test.each([
    ['    File.rm_rf!("priv/static/assets")\n', 'none'],
    ['    File.rm_rf!("cover")\n    File.rm("erl_crash.dump")\n', 'none'],
    ['    File.rm_rf!("priv/static/uploads")\n', RM],
  ])('%j', (body, id) => expect(writtenIds('lib/mix/tasks/clean.outputs.ex', task(body))).toBe(id));
});
