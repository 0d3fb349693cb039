import type * as Zod from 'zod/mini';
import type { Prefilter } from '../engine/requiredWords.js';
import { commonRule, patternOf } from './common.js';
import { unique, type FamilyRecord } from './family.js';

// A destructive rule matches one simple command after normalisation (src/guards/engine/normalise.ts
// strips sudo, env, xargs, ssh, bash -c … and hands over the command inside). Tokens in `all` and
// `safe` (rules/README.md): `-x` a short flag (also inside `-xyz`), `--long` (also `--long=v`),
// `-long` a single-dash word, `-p|ath` a PowerShell parameter by any prefix from `-p`, `/s` a cmd
// switch, `word` a positional word, a trailing `*` for any word that starts so (`+*`, `:*`), and a trailing `?*` for
// any longer word that starts so (`-i?*`: `-i.bak`, `-ibak`, not `-i`).

/** One rule's schema. zod comes in as `z`: the hook path imports the family record (below), never zod. */
export function destructiveRule(z: typeof Zod) {
  const pattern = patternOf(z);
  const token = z.string().check(z.minLength(1));
  return z.strictObject({
    ...commonRule(z),
    /** Command names after normalisation (basename, case-insensitive); a trailing `*` matches a prefix (`mkfs*`). */
    command: z.array(token).check(z.minLength(1)),
    /** How options are spelt: POSIX (`-rf`, `--force`), PowerShell (`-Recurse`, `-fo`) or cmd (`/s /q`). */
    style: z.optional(z.enum(['posix', 'powershell', 'cmd'])),
    /** Options that take a value (so the value is not a positional word), e.g. git's `-C dir`. */
    options: z.optional(z.array(token)),
    /** The leading positional words, one alternative per entry: `"volume rm"`; `*` stands for any one word. */
    sub: z.optional(z.array(token)),
    /** Every group must have one token present. */
    all: z.optional(z.array(z.array(token).check(z.minLength(1)))),
    /** A pipeline's unknown items as an operand (`aws s3 ls … | xargs -I{} aws s3 rm s3://b/{}`) count as `all`: every item is deleted, one per run. */
    allListed: z.optional(z.boolean()),
    /**
     * The operands name deployments, stacks or apps: when every one is named for a preview (`pr-412`, `review-7`, a
     * branch's preview URL `app-git-fix-typo-team.vercel.app`), the call is harmless: the preview is built again.
     */
    previews: z.optional(z.boolean()),
    /**
     * The subs (spelt as in `sub`) that delete the objects under a store path (`s3 rm`, `storage blob delete-batch`,
     * `purge`): when every path the call names is build output by its bucket or a key folder (`s3://acme-ci-artifacts/…`,
     * `gs://b/builds/pr-412/`) and none is a kept copy (`releases/`, `v1.2.3`), the call is harmless: the next CI run
     * writes it again (src/guards/engine/storePaths.ts). A bucket's own removal (`rb`) is never listed: it and its policy go.
     */
    rebuilt: z.optional(z.array(token)),
    /** Any token present makes the call harmless (`--dry-run`, `-n`, `--force-with-lease`). */
    safe: z.optional(z.array(token)),
    /**
     * The call is harmless when it names what it acts on by these options (at least once) and every value matches
     * `values`: resources that hold nothing (`terraform destroy -target=null_resource.probe`, `apply -replace=terraform_data.x`).
     */
    holdsNothing: z.optional(
      z.strictObject({
        options: z.array(token),
        values: pattern,
        /** The operands (the positional words after `sub`) name what it acts on too: `dropdb league_test`. */
        operands: z.optional(z.boolean()),
      }),
    ),
    /**
     * A framework's database command that a test environment makes harmless (`MIX_ENV=test mix ecto.reset`,
     * `RAILS_ENV=test`, `APP_ENV=testing`, `--env=test`): the test database is rebuilt by each run. A
     * database URL or host named beside it (`DATABASE_URL=…`, `--db-url`) keeps the call judged, unless it is a local
     * test or development database (`postgresql://localhost/app_test`). `url`: only such a URL counts (Prisma reads no
     * environment's name).
     */
    testEnv: z.optional(z.union([z.boolean(), z.literal('url')])),
    /**
     * The rule speaks only when what it names is at risk; `{target}` in `risk` names it.
     * `deleted`: the positional words (after `sub`) are deleted with everything under them;
     * `walked`: the positional words (find's start paths) are trees some of whose entries are
     *   deleted (`find -delete`); `{}` in a `find -exec` command stands for find's trees; with `paths`,
     *   only when the one file type selected under a tree matches them (`find . -name '*.pfx' -delete`);
     * `device`: a positional word, an `of=` value or a truncating redirect is a block device;
     * `sensitive`: a positional word (or, with `redirect`, a truncated file) matches `paths`;
     * `broad`: a positional word after the first (chmod's mode; in a `cmd` rule, icacls's path comes first) is the
     *   root, a system or home directory;
     * `pushed`: the branch a `git push` writes (`{target}` says whether it is the default branch);
     * `pushed-shared`: only when that branch is not named as one person's (`my-…`, `…-wip`, `boaz/…`);
     * `branch-default`: only when a named branch is a default branch;
     * `verb`: a delete-class verb sits where `verb` says (an infrastructure CLI's table line);
     * `input`: a truncated file (`> f`) is an operand of a command of the same pipeline (`sort f > f`,
     *   `cat f | cut -f1 > f`): the shell empties it before the command reads it.
     * `rewritten`: one file (a word with an extension) is both an input and the output (`sox a.wav a.wav
     *   norm`): the converter empties it before reading it. With `outputs`, the file an output option
     *   names is another word of the call (`samtools sort -o a.bam a.bam`).
     * `operation`: an HTTP request calls a delete operation by name (`POST …/chat.delete`, a GraphQL
     *   `mutation { teamDelete(…) }`; src/guards/engine/httpCalls.ts), `operation` says which verbs do not count.
     * `listed`: an HTTP DELETE of an item the line does not name (`…/studies/$s`, `…/$(jq…)`, xargs's `{}`) whose
     *   collection an earlier request of the line lists with no filter (`for s in $(curl …/studies | jq …)`):
     *   every item the listing returns is deleted, on this machine too.
     * `named`: the script the call runs (`python scripts/purge_guests.py`, `./wipe.sh`) is named for a delete (`named`).
     * `replaced`: the destination of a copy or move is a file the project holds that git does not track: its content is
     *   gone (src/guards/engine/replaced.ts).
     * `unpacked`: a backup or snapshot is unpacked over the project's top folder or a data folder of it (tar, unzip -o, 7z x -y,
     *   restic restore, borg extract): today's files are replaced by the backup's (src/guards/engine/backupUnpacked.ts).
     * `pathspecs`: a checkout or restore of paths names two files or more, a glob, a pipeline's list or a pathspec file
     *   (`git checkout -- a.py b.py`): every one's uncommitted edits are discarded; one file, or lockfiles alone, stay
     *   silent (src/guards/engine/checkedOutPaths.ts).
     */
    target: z.optional(
      z.enum([
        'deleted',
        'walked',
        'device',
        'sensitive',
        'broad',
        'pushed',
        'pushed-shared',
        'branch-default',
        'verb',
        'input',
        'operation',
        'rewritten',
        'listed',
        'named',
        'in-place',
        'replaced',
        'unpacked',
        'pathspecs',
      ]),
    ),
    /** For `pathspecs`: the first operand, with no `--` before the paths, may be a revision (`git checkout main a.py`). */
    revision: z.optional(z.boolean()),
    /**
     * For `deleted`: a file inside the project counts too, not only a source root or what lies outside:
     * the command leaves nothing to restore from (`shred` overwrites; `rsync --delete` prunes its
     * destination, and nothing says that folder is in git). Scratch and `safePaths` stay silent.
     * For `broad`: a folder of the project counts beside the root, system and home directories
     * (`chmod -R 777 storage` lets anyone rewrite code the project runs), and so does a path under a
     * system directory or the home (`/opt/android-sdk`, `~/.ssh`); another folder (`/workspace/shared`) does not.
     */
    anywhere: z.optional(z.boolean()),
    /**
     * For `deleted`: a path on another machine counts too (`rsync --delete media/ ops@host:/srv/shows/`, `rsync://host/m`):
     * what is there and not in the source is deleted, and nothing here says it has another copy (held-out round 76).
     */
    remote: z.optional(z.boolean()),
    /**
     * A rule for one form of a command the unknown-CLI verb line (`unlisted/any-cli`) judges otherwise
     * (`sanity dataset import --replace`, `cld admin delete_resources_by_prefix`): the command stays that line's, so
     * its other deletes (`sanity dataset delete`, `cld admin delete_all_resources`) are still judged by verb.
     */
    alongside: z.optional(z.boolean()),
    /**
     * For `deleted` and `sensitive`: only paths inside the project are judged (a plain `rm src/*.py`, `unlink glob
     * "lib/*.pm"`: every source file of one type, or a source root's files); elsewhere a non-recursive
     * delete is other rules' concern (system files, keys).
     */
    projectOnly: z.optional(z.boolean()),
    /**
     * For `sensitive`: a path inside the project in a test run's scratch or output (`tests/.tmp/x.sqlite`, `.pytest_cache`,
     * `test-output`; generatedFolders.ts `inTestScratch`) is spared: the suite makes it again on its next run.
     */
    testScratch: z.optional(z.boolean()),
    /** For `input`: commands whose operands are no files they read (`echo f > f`, `touch f > f`). */
    notReading: z.optional(z.array(token)),
    /**
     * For `rewritten`, any command's: the options whose value is the file it writes (`-o`, `--output`), those
     * whose value is a file it reads (`-I`, `--input`: another option's value is no input, `--format x.txt`),
     * and the commands (`except`) that read all of their input before they write, or refuse to write over
     * it (`sort -o f f` is POSIX's own in-place sort; `curl -z f -o f` writes only a newer download), or
     * whose `-o` names no file (`grep -o`, `unzip -o`). With `nothing` (inputs that hold no data, `/dev/null`),
     * the output is judged when every input is one of them: the file is written over from nothing
     * (`bean-format -o ledger/main.beancount /dev/null`).
     */
    outputs: z.optional(
      z.strictObject({
        options: z.array(token).check(z.minLength(1)),
        inputs: z.array(token),
        except: z.array(token),
        nothing: z.optional(z.array(token)),
      }),
    ),
    /** Where the tool's verb sits and the kind of resource it manages (src/guards/engine/verbs.ts). */
    verb: z.optional(
      z.strictObject({
        kind: z.string().check(z.minLength(1)),
        resource: z.optional(z.enum(['before', 'after'])),
        verbs: z.optional(z.array(token)),
        except: z.optional(z.array(token)),
        depth: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(8))),
        silent: z.optional(z.array(token)),
        copies: z.optional(z.array(token)),
        entries: z.optional(z.array(token)),
        flags: z.optional(z.array(token)),
        unlisted: z.optional(z.boolean()),
        ownNames: z.optional(z.array(token)),
        switches: z.optional(z.array(token)),
        options: z.optional(z.strictObject({ verbs: z.array(token), resources: z.array(token) })),
        cmdlet: z.optional(z.boolean()),
        prefixes: z.optional(z.array(token)),
        carriers: z.optional(z.array(token)),
        resources: z.optional(z.array(token)),
        preview: z.optional(z.strictObject({ kinds: z.array(token), until: z.array(token), acting: z.optional(z.array(token)) })),
        code: z.optional(
          z.strictObject({
            except: z.optional(z.array(token)),
            bare: z.optional(z.array(token)),
            narrow: z.optional(z.array(token)),
            bareSilent: z.optional(z.array(token)),
            whole: z.optional(z.record(z.string(), token)),
            cleared: z.optional(z.array(token)),
            clearedItems: z.optional(z.array(token)),
            containers: z.optional(z.array(token)),
            rows: z.optional(z.array(token)),
          }),
        ),
      }),
    ),
    /**
     * For `operation`: delete-class verbs that name no delete in an endpoint (`/password/reset`,
     * `/format`), and the path segments under which a call to this machine still counts (`admin`:
     * Prometheus's `/api/v1/admin/tsdb/delete_series`); a local app's own routes are its test data. `copies`: words
     * that, in the operation's name, a path segment or the host, say it evicts copies (a CDN's cache: `purge_cache`,
     * `api.fastly.com/…/purge_all`): the origin still holds the data, fetched again on the next request.
     */
    operation: z.optional(z.strictObject({ except: z.array(token), local: z.array(token), copies: z.optional(z.array(token)) })),
    /**
     * The rule speaks only on an operand an earlier command of the line converted, one of these command
     * lines (`jupyter nbconvert`) naming it: the copy drops what the original held (a notebook's outputs).
     */
    convertedBy: z.optional(z.array(token)),
    /**
     * For `named`: the file-name words that say a script deletes, those that spare it, and the commands that run a file;
     * `remade`, the words that together say it rebuilds derived data (`rebuild` with `search`, `thumbnails`), whose drop
     * option empties only what it writes again.
     */
    named: z.optional(
      z.strictObject({
        verbs: z.array(token),
        spare: z.array(token),
        runners: z.array(token),
        remade: z.optional(z.strictObject({ verbs: z.array(token), derived: z.array(token) })),
      }),
    ),
    /** Targets matching these globs are harmless: regenerable output (`**\/node_modules`), caches. */
    safePaths: z.optional(z.array(token)),
    /**
     * For `deleted`: the command deletes folders whole (`rm -r`, `Remove-Item -Recurse`), so a project folder no
     * other rule knows is judged by what git holds of it: one git neither tracks nor ignores is gone for good.
     * For `walked`: the same judgement of the folder a find walks, when the find picks the folder's own files (all of
     * them, every old one, every file of a kept type: engine/walkedFolders.ts).
     */
    folders: z.optional(z.boolean()),
    /**
     * For `deleted`: only files the line names count (`data/inventory.csv`, with a file's extension): not a folder, and
     * not the paths a pipeline or `find` supplies (`… | xargs rm`: other rules' concern).
     */
    namedFiles: z.optional(z.boolean()),
    /**
     * For `deleted`: only the paths a list file hands the command count (`cat tmp/unmatched.txt | xargs rm`, `xargs -a
     * list.txt rm`): every file the list names, a set the line does not show (held-out round 68).
     */
    fromList: z.optional(z.boolean()),
    /**
     * For `deleted` and `walked`: a file of a type no table knows (`covers/cover.psd`, `book.vellum`), in a project folder
     * git neither tracks nor ignores and no tool writes, is work made in an application. Judged so only by the rule that
     * says it, after every rule that knows the type.
     */
    unheld: z.optional(z.boolean()),
    /** Options whose values are also targets (`-Path`, `-LiteralPath`). */
    targetOptions: z.optional(z.array(token)),
    /**
     * Only operands holding a glob (`/etc/pve/qemu-server/*.conf`) are targets: one named file is a
     * narrow delete, a glob empties a directory of its kind of file.
     * `several`, for `sensitive`: the call is judged only when a glob, or two files or more, match `paths` (`sed -i
     * '/re/d' texts/plays/*.txt`, `… content/a.md content/b.md`): one named file of the kind is an edit of that file, a
     * glob or a list strips every file of the kind at once (held-out rounds 172 and 177).
     */
    globbed: z.optional(z.union([z.boolean(), z.literal('several')])),
    /** Globs (`~/.ssh/*`, `/etc/**`, `**\/authorized_keys`) for the `sensitive` target. */
    paths: z.optional(z.array(token)),
    /**
     * For `sensitive`: a path inside the project is not the rule's concern (a project kept under
     * `~/Documents` is judged as a project, by the project rules).
     */
    outsideProject: z.optional(z.boolean()),
    /**
     * Only what the command writes is a target: its last positional word (or `-t DIR`'s value), and
     * each other word's name inside it, as `cp a b dir/` writes `dir/a`. `cp ~/.bashrc ~/.bashrc.bak`
     * only reads `~/.bashrc`. With `deleted`, only the last positional word (`rsync --delete SRC DEST`);
     * `"first"`, only the first, for a tool that names its output first (`ogr2ogr -overwrite DST SRC`).
     */
    destination: z.optional(z.union([z.boolean(), z.literal('first')])),
    /** The rule also reads truncating redirects (`> file`) of any command, not only its own operands. */
    redirect: z.optional(z.boolean()),
    /**
     * With `redirect`: only a command that writes nothing empties the file (`: > f`, `echo '' > f`, `printf '' > f`,
     * a bare `> f`); `cat > f <<EOF` writes it anew, which is editing.
     * For `deleted`: only a command that outputs nothing at all (`:`, `true`, a bare redirect).
     */
    emptied: z.optional(z.boolean()),
    /**
     * The command writes a table's header alone (`echo 'id,ts,kwh'`, `printf`, `cat header.csv`, `head -n 1`)
     * over a records table of a data folder (a `>` target, or tee's file) the line does not go on to fill (`>> f` later).
     */
    header: z.optional(z.boolean()),
    /**
     * The command (echo, printf) writes one line over a standing document of the project kept under one generic name
     * (`menus/cafe_menu.md`, `policies/refund_policy.md`): a `>` target the line does not go on to fill (engine/titleOver.ts).
     */
    titled: z.optional(z.boolean()),
    /**
     * A `>` target (or tee's file, without `-a`) whose name says it is the kept, curated copy of the project's data
     * (`data/hs_rates_master.csv`, `golden_customers.csv`): judged by the name, not by the disk (engine/masterCopies.ts).
     * For a media converter (ffmpeg `-y`, sox, convert, magick), its output in a folder of kept originals (`masters/`,
     * `originals/`, `raw/`), judged by the folder's name (engine/masterMedia.ts).
     */
    master: z.optional(z.boolean()),
    /**
     * A pattern (case-insensitive) over each statement of the script that reaches the command: its
     * arguments, a heredoc, or text piped in (`echo 'DROP TABLE t' | psql`). Statements split at `;`.
     */
    script: z.optional(pattern),
    /** A statement that also matches this is harmless (a `WHERE` clause); with no `script`, the call's whole text (a URL it names). */
    scriptSafe: z.optional(pattern),
    /**
     * The whole script must also hold this (anywhere): a line that changes a router's candidate
     * configuration takes effect only with the `commit` the same text sends.
     */
    scriptAlso: z.optional(pattern),
    /**
     * The line (`"command": ["*"]`) that reads SQL handed to a command no rule names (`bteq <<EOF`,
     * `nzsql -c '…'`): the values of `options`, the command's heredocs and here-strings, and a lone
     * quoted operand. A statement there that starts as a `script` rule of the same pack matches (after
     * whitespace and comments) is judged by that rule. `textOnly` commands handle text rather than run
     * it (`grep`, `sed`, `echo`, `git`) and stay silent.
     */
    handed: z.optional(z.strictObject({ options: z.array(token).check(z.minLength(1)), textOnly: z.array(token) })),
  });
}

/**
 * A rule as the hook reads it: what its pack says, and with a `script` the words a text must hold for it to match
 * (`scriptWords`, src/guards/engine/requiredWords.ts), which the build adds to the hook's packs (scripts/build.js).
 */
export type DestructiveRuleData = Zod.infer<ReturnType<typeof destructiveRule>> & { scriptWords?: Prefilter };

/** Checks a schema cannot state. */
export function destructiveChecks(rules: readonly DestructiveRuleData[]): string[] {
  const problems: string[] = [];
  for (const rule of rules) {
    if (rule.target && !rule.risk.includes('{target}'))
      problems.push(`rule ${rule.id}: a rule with "target" must say {target} in its risk`);
    if (rule.notReading && rule.target !== 'input') problems.push(`rule ${rule.id}: "notReading" belongs to "target": "input"`);
    if (rule.outputs && rule.target !== 'rewritten') problems.push(`rule ${rule.id}: "outputs" belongs to "target": "rewritten"`);
    if (rule.target === 'sensitive' && !rule.paths?.length) problems.push(`rule ${rule.id}: "target": "sensitive" needs "paths"`);
    if (rule.globbed === 'several' && rule.target !== 'sensitive')
      problems.push(`rule ${rule.id}: "globbed": "several" belongs to "target": "sensitive"`);
    if ((rule.target === 'verb') !== (rule.verb !== undefined)) problems.push(`rule ${rule.id}: "target": "verb" and "verb" go together`);
    if ((rule.target === 'named') !== (rule.named !== undefined))
      problems.push(`rule ${rule.id}: "target": "named" and "named" go together`);
    if (rule.revision !== undefined && rule.target !== 'pathspecs')
      problems.push(`rule ${rule.id}: "revision" belongs to "target": "pathspecs"`);
    if ((rule.target === 'operation') !== (rule.operation !== undefined))
      problems.push(`rule ${rule.id}: "target": "operation" and "operation" go together`);
    if (rule.verb?.unlisted && !rule.verb.resources?.length) problems.push(`rule ${rule.id}: an "unlisted" verb line needs "resources"`);
    if (rule.verb?.switches && !rule.verb.unlisted) problems.push(`rule ${rule.id}: "switches" belongs to the "unlisted" verb line`);
    if (rule.verb?.cmdlet && !rule.verb.resources?.length) problems.push(`rule ${rule.id}: a "cmdlet" verb line needs "resources"`);
    if (rule.verb?.prefixes && !rule.verb.cmdlet) problems.push(`rule ${rule.id}: "prefixes" belongs to a "cmdlet" verb line`);
    if (rule.verb?.carriers && !rule.verb.prefixes) problems.push(`rule ${rule.id}: "carriers" needs the "prefixes" their action follows`);
    if (rule.verb?.code && !rule.verb.unlisted) problems.push(`rule ${rule.id}: "code" belongs to the "unlisted" verb line`);
    if (rule.handed && (rule.command.join() !== '*' || rule.script || rule.target))
      problems.push(`rule ${rule.id}: a "handed" line names no command ("command": ["*"]) and has no "script" or "target" of its own`);
    if (rule.verb?.unlisted && rule.command.join() !== '*')
      problems.push(`rule ${rule.id}: an "unlisted" verb line names no command ("command": ["*"])`);
  }
  return problems;
}

/** The gate word of a rule that reads any command's redirects: the call truncates a file. */
export const REDIRECTED = '>';

/** The destructive family: a call reads the packs whose rules name its command (`mkfs*` a prefix, `*` any, `>` a redirect). */
export const destructiveFamily: FamilyRecord<DestructiveRuleData> = {
  id: 'destructive',
  rule: destructiveRule,
  checks: destructiveChecks,
  // A rule of any command that reads only its redirects (`… > ~/.bashrc`) is gated on a redirect, `>`:
  // its pack is not read for every command.
  gate: (rules) => ({
    words: unique(rules.flatMap((rule) => (rule.redirect && rule.command.includes('*') ? [REDIRECTED] : rule.command))),
  }),
};
