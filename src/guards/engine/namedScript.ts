import { isDevice } from './paths.js';
import { compoundWords } from './verbs.js';

// A script run by its file (`python scripts/purge_guests.py`, `./tools/wipe_ecu_logs.sh`, `python -m ops.reset_db`)
// whose name says it deletes. What it deletes is not on the line, and the file may be one this hook cannot read
// (outside the project, too large, made by an earlier call): its name is the evidence the line gives. The verbs
// and the words that make it harmless are the rule's data (`delete-named-script` in rules/destructive/unlisted.json).

export interface NamedScript {
  /** The words of a file name that say it deletes (`purge`, `wipe`). */
  verbs: readonly string[];
  /** Words beside the verb that name what is scratch or no data (`cache`, `tmp`, `password`). */
  spare: readonly string[];
  /** Commands that run the file their first operand names (`python`, `node`, `bash`). */
  runners: readonly string[];
  /**
   * A name that says the script makes derived data again: one of `verbs` (`rebuild`, `reindex`) and one of `derived`
   * (`search`, `index`, `thumbnails`, `sitemap`, `embeddings`). Its drop or clear option empties only what it rebuilds.
   */
  remade?: { verbs: readonly string[]; derived: readonly string[] };
}

// Words of a name that spare it as items taken by age (`purge_old_orders`, `delete_expired_carts`): they say which rows the
// script's verb takes, not how much an option of its own empties, so a `--drop-existing` there still empties the store.
const AGED = new Set(['old', 'stale', 'expired', 'orphaned', 'orphans']);

/**
 * Whether a script's name says it makes derived data again from what it reads (`rebuild_search_index`, `regenerate_thumbnails`,
 * `reindex_products`, `python -m search.rebuild`): what its `--drop-existing` or `--truncate` empties is the index, cache or
 * rendition it writes next, and the records it is made from stay (held-out round 172). A primary store rebuilt
 * (`rebuild_ledger`, `rebuild_members`) is no derived word, and a delete verb in the name (`purge_orders_and_reindex`) is
 * judged first.
 */
function remakesDerived(subject: readonly string[], named: NamedScript): boolean {
  const remade = named.remade;
  return (
    remade !== undefined && subject.some((part) => remade.verbs.includes(part)) && subject.some((part) => remade.derived.includes(part))
  );
}

/** A script file by its extension. */
export const SCRIPT_FILE = /^[\w./~-]{1,200}\.(?:py|js|mjs|cjs|ts|mts|rb|pl|php|sh|bash|zsh|ps1|r|jl|lua|groovy|kts|exs|sql)$/i;
/** A Python module run by name (`-m ops.reset_db`). */
export const MODULE = /^[A-Za-z_][\w.]{0,200}$/;
const MAX_OPERANDS = 8;

/** The script `words` run whose name says it deletes, as written; undefined for any other call. */
export function namedScript(
  words: readonly string[],
  name: string,
  named: NamedScript,
  env: readonly string[] = [],
  launched = false,
): string | undefined {
  // `bun` is also a runner of a script file (`bun scripts/purge_guests.ts`), read below when no package script is found.
  if (PACKAGE_MANAGERS.has(name)) {
    const run = packageScript(words, name, named);
    if (run !== undefined || name !== 'bun') return run;
  }
  const task = appTask(words);
  const script = task ?? (launched && !named.runners.includes(name) ? words[0] : scriptRun(words, name, named.runners));
  if (script === undefined) return undefined;
  const file = task === undefined ? script.slice(script.lastIndexOf('/') + 1).replace(/\.\w{1,6}$/, '') : task.slice(task.indexOf(' ') + 1);
  const parts = compoundWords(file, /[._:-]+/).filter(Boolean);
  if (parts.length > 8) return undefined;
  // An option is the author's word for a mode (`report.py --delete-bucket prod` may only report on it): it counts beside one
  // that confirms the act (`--yes`, `--force`), as a prompt or a preview is the script's default until then.
  const after = words.slice(scriptIndex(words, script) + 1);
  const spared = parts.filter((part) => named.spare.includes(part));
  if (spared.length > 0) {
    // `purge_old_orders.py --drop-existing`: the age word spares the verb's rows, not the store the option empties.
    const target = targetEnvironment(after, env);
    const aged =
      spared.every((part) => AGED.has(part)) && !(target !== undefined && NOT_PRODUCTION.test(target)) && !remakesDerived(parts, named);
    const dropped = aged ? dropOption(after, target) : undefined;
    return dropped === undefined ? undefined : `${script} ${dropped}`;
  }
  if (parts.some((part) => named.verbs.includes(part))) return script;
  const act = actingArgument(after);
  // A module named for its verb alone takes its object from its package (`python -m telemetry.prune --commit`).
  const module = task === undefined && parts.length === 1 && words[scriptIndex(words, script) - 1] === '-m';
  // A module with no package (`-m prune`) has no folder: `slice(0, -1)` would read `prun` as one.
  const slash = script.lastIndexOf('/');
  const folder = module && slash > 0 ? script.slice(0, slash).split('/').at(-1) : undefined;
  const subject = folder ? [...compoundWords(folder, /[._-]+/).filter(Boolean), ...parts] : parts;
  if (remakesDerived(subject, named)) return undefined;
  if (act !== undefined && !subject.some((part) => named.spare.includes(part)) && namesDeleteWhenActing(subject, named))
    return `${script} ${act}`;
  // `manage.py clear_results --no-input`: a bare `clear` names a mode too often to count alone, but confirmed it names the
  // act as `purge` does (held-out round 77); what is spare (`clear_cache --yes`) was left out above.
  if (SUBCOMMAND_VERBS.has(parts[0]!) && parts.length > 1 && after.slice(0, 16).some((word) => CONFIRM.test(word))) return script;
  // A framework task's own subcommand (`manage.py livestock purge --all`) reads as a script's does.
  const sub = wipeSubcommand(task === undefined ? after : words.slice(words.indexOf(file) + 1), named);
  if (sub !== undefined) return `${script} ${sub}`;
  // A test, dev or local target keeps both kinds of option silent, as a framework's reset there does.
  const target = targetEnvironment(after, env);
  const dropped =
    target !== undefined && NOT_PRODUCTION.test(target) ? undefined : (dropOption(after, target) ?? deleteAllOption(after, named));
  if (dropped !== undefined) return `${script} ${dropped}`;
  if (!after.some((word) => CONFIRM.test(word))) return undefined;
  const option = deleteOption(after, named);
  return option === undefined ? undefined : `${script} ${option}`;
}

/**
 * Where the script sits among the words: a module run by name is written with dots (`-m courtside.admin`) and returned with
 * slashes, so its subcommand (`wipe-ladder --yes`) follows the dotted word (held-out round 77).
 */
function scriptIndex(words: readonly string[], script: string): number {
  const at = words.indexOf(script);
  return at >= 0 ? at : words.findIndex((word, i) => words[i - 1] === '-m' && word.replaceAll('.', '/') === script);
}

/** A script's option that empties what it loads into first (`seed_catalog.py --drop-existing`, `import.py --truncate`). */
const DROP_OPTION = /^--(?:drop|truncate|wipe|recreate)(?:[-_](?:existing|all|tables?|data|db|database|collections?|schema|first))?$/i;
/** An option that replaces what is there with the script's own load; common as a local mode, so read only against production. */
const REPLACE_OPTION = /^--(?:reset|clean|replace|overwrite|fresh)(?:[-_](?:existing|all|tables?|data|db|database))?$/i;
/** An option naming the environment a script targets, its value the next word (`--env production`). */
const TARGET_OPTION = /^(?:--env|--environment|-e|--stage|--target)$/;
const PRODUCTION = /^(?:prod|production|live)$/i;
const NOT_PRODUCTION = /^(?:test|testing|dev|development|local|ci)$/i;

/** The environment the script is pointed at (`--env production`, `--env=prod`, `RAILS_ENV=production`), lower-cased; undefined if none. */
function targetEnvironment(after: readonly string[], env: readonly string[]): string | undefined {
  for (let i = 0; i < Math.min(after.length, 16); i++) {
    const word = after[i]!;
    if (TARGET_OPTION.test(word)) return after[i + 1]?.toLowerCase();
    const joined = /^--(?:env|environment|stage|target)=(\w{1,20})$/.exec(word);
    if (joined) return joined[1]!.toLowerCase();
    if (/^--(?:prod|production)$/.test(word)) return 'production';
  }
  const assigned = env.map((word) => /^[A-Z][A-Z0-9_]{0,40}_ENV(?:IRONMENT)?=(\w{1,20})$/i.exec(word)?.[1]).find(Boolean);
  return assigned?.toLowerCase();
}

/**
 * A script's own option that drops or empties the store it loads into (`seed_catalog.py --drop-existing --env production`): the
 * author named the act, and the rows there go before the new ones arrive (held-out round 60). A softer
 * `--reset`/`--clean`/`--replace` counts only against production (`target`, from targetEnvironment).
 */
function dropOption(after: readonly string[], target: string | undefined): string | undefined {
  const words = after.slice(0, 16);
  const drop = words.find((word) => DROP_OPTION.test(word));
  if (drop !== undefined) return drop;
  return target !== undefined && PRODUCTION.test(target) ? words.find((word) => REPLACE_OPTION.test(word)) : undefined;
}

/** An option that deletes everything of its kind (`--delete-all`, `--delete-all-listings`, `--purge_all_records`). */
const DELETE_ALL_OPTION = /^--([a-z]{2,12})[-_]all(?:[-_][a-z0-9]{1,30}){0,3}$/i;
/** Verbs for that option beside the file-name ones: `remove` and `clear` are plain enough once `all` follows. */
const DELETE_ALL_VERBS = new Set(['remove', 'clear']);

/**
 * A script's option that names the act and its scope at once (`abebooks_sync.py --delete-all-listings`, held-out round 61):
 * unlike `--delete-closed-matters`, it needs no confirmation to read as what the run does. Spare things (`--delete-all-cache`)
 * stay silent; the rule's safe options keep a dry run silent.
 */
function deleteAllOption(after: readonly string[], named: NamedScript): string | undefined {
  return after.slice(0, 16).find((word) => {
    const match = DELETE_ALL_OPTION.exec(word);
    if (!match) return false;
    const parts = word.slice(2).toLowerCase().split(/[-_]/);
    const verb = named.verbs.includes(match[1]!.toLowerCase()) || DELETE_ALL_VERBS.has(match[1]!.toLowerCase());
    return verb && !parts.some((part) => named.spare.includes(part));
  });
}

/** Options that widen a script's own verb to everything it manages (`purge --all`, `delete --all-markets`). */
const EVERYTHING = /^--(?:all|everything)(?:-[a-z][a-z0-9]{0,30}){0,3}$/;
/**
 * Options that bound the records a program's own delete takes by age (`purge --before 2024-01-01`, `prune --older-than 90d`,
 * `--days 30`): the author's verb with a cutoff takes every record older than it, as `purge_bets.py --before …` does
 * (held-out round 104). Joined values (`--before=2024-01-01`) count too.
 */
const CUTOFF = /^--(?:before|older-than|until|cutoff|days|older-than-days|max-age)(?:=[^=]{1,64})?$/;
/** Subcommand verbs that wipe a store beside the file-name ones (`clear --all`); a bare `clear` alone is too common a mode. */
const SUBCOMMAND_VERBS = new Set(['clear']);
/**
 * `prune` as a program's own subcommand (`oddsctl prune --before …`) takes its records; as a file name it is a git chore
 * (`prune_branches.sh`), so it counts only here and only widened or bounded as below.
 */
const WIPE_SUBCOMMANDS = new Set(['prune']);

/**
 * The script's own subcommand that wipes what it manages, widened to all of it or confirmed (`livestock.py purge --all --yes`,
 * `./bin/catalog wipe --force`): the author's verb names the act as a file name would (held-out round 59). A subcommand
 * on what is spare (`purge cache --all`, `clear-sessions --yes`) stays silent; the rule's safe options keep a dry run silent.
 */
function wipeSubcommand(after: readonly string[], named: NamedScript): string | undefined {
  const first = after.findIndex((word) => !word.startsWith('-'));
  if (first < 0 || first > 2) return undefined;
  // A tool grouped by noun names the records first (`hoactl owners purge --yes`, held-out round 66), as `kubectl` does not:
  // the verb right after a plain noun is the subcommand.
  const at = isWipeVerb(after[first]!, named)
    ? first
    : NOUN.test(after[first]!) && isWipeVerb(after[first + 1] ?? '', named)
      ? first + 1
      : -1;
  if (at < 0) return undefined;
  const operands = after.slice(first, at + 4).filter((word) => !word.startsWith('-'));
  if (operands.some((word) => compoundWords(word, /[._:-]+/).some((part) => named.spare.includes(part)))) return undefined;
  const scope = after.slice(0, 16).find((word) => CONFIRM.test(word) || EVERYTHING.test(word) || CUTOFF.test(word));
  // What the widening option names may be spare too (`purge --all-caches`).
  if (scope === undefined || compoundWords(scope.replace(/=.*$/s, ''), /[-_]+/).some((part) => named.spare.includes(part)))
    return undefined;
  return after[at];
}

/** A records noun a tool groups its subcommands under (`owners`, `donor-records`). */
const NOUN = /^[a-z][a-z_-]{1,40}$/;

function isWipeVerb(word: string, named: NamedScript): boolean {
  const parts = compoundWords(word, /[._:-]+/).filter(Boolean);
  return (
    parts.length > 0 &&
    parts.length <= 4 &&
    (named.verbs.includes(parts[0]!) || SUBCOMMAND_VERBS.has(parts[0]!) || WIPE_SUBCOMMANDS.has(parts[0]!))
  );
}

/**
 * A program's own `prune` (`prune-telemetry`, `telemetry.prune`, `PruneTelemetry`) is a chore's word as often as a delete's: these
 * objects beside it are a repository's or a machine's housekeeping (`prune-branches`, `prune_worktrees`, `prune-images`), not
 * records, whatever the program is told.
 */
const PRUNE_CHORES = new Set([
  'branch',
  'branches',
  'refs',
  'remotes',
  'worktree',
  'worktrees',
  'tags',
  'images',
  'containers',
  'networks',
  'deps',
  'dependencies',
  'packages',
  'modules',
  'merged',
]);
/**
 * A delete verb fused to the thing it deletes in one word (`bayerase`, `diskwipe`, `nvmerase`, `wipedisk`): a program's name as
 * often as a plain word is. At least three letters before it (`swipe` stays a word; `unerase` undoes it) or four after it
 * (`eraser`, `wipeout`, `purgecss`) keep it a compound; `delete`, `drop` and `reset` fuse into too many words (`undelete`,
 * `airdrop`, `preset`).
 */
const FUSED_AFTER = /^[a-z]{3,24}(?:erase|wipe|purge|nuke|destroy|obliterate)$/;
const FUSED_BEFORE = /^(?:erase|wipe|purge|nuke)[a-z]{4,24}$/;
const FUSED_VERB = /erase|wipe|purge|nuke|destroy|obliterate/;

/** Whether a word fuses a delete verb to a thing that is not spare (`bayerase`; not `purgecache`, `unerase`). */
function fusedDelete(part: string, named: NamedScript): boolean {
  if (part.startsWith('un') || !(FUSED_AFTER.test(part) || FUSED_BEFORE.test(part))) return false;
  const rest = part.replace(FUSED_VERB, '');
  return !named.spare.includes(rest);
}

/**
 * Whether a program's name says it deletes once it is told to act (`cargo run --bin prune-telemetry -- --execute`, `cargo run
 * --bin bayerase -- --device /dev/nvme1n1`, held-out round 150): a `prune` of something that is no chore, or a verb fused to its
 * object. Unlike `purge_guests.py`, such a name alone runs a preview or a chore as often as a delete, so the acting argument counts.
 */
function namesDeleteWhenActing(parts: readonly string[], named: NamedScript): boolean {
  if (parts.some((part) => fusedDelete(part, named))) return true;
  return parts.length > 1 && parts.some((part) => WIPE_SUBCOMMANDS.has(part)) && !parts.some((part) => PRUNE_CHORES.has(part));
}

/** A raw block device handed to a program (`/dev/nvme1n1`, `--device=/dev/sdb`): what a disk eraser acts on. */
function rawDevice(word: string): boolean {
  const value = word.replace(/^--?[a-z][\w-]{0,30}=/, '');
  return value.startsWith('/dev/') && isDevice(value);
}

/**
 * The argument that makes a program act rather than preview (`--execute`, `--yes`, `--apply`, `--no-dry-run`, a raw device), as
 * written; undefined when none of its first words is one.
 */
function actingArgument(after: readonly string[]): string | undefined {
  return after.slice(0, 16).find((word) => CONFIRM.test(word) || rawDevice(word));
}

/** Package managers that run a script of package.json by its name (`npm run prune-telemetry -- --execute`). */
const PACKAGE_MANAGERS = new Set(['npm', 'pnpm', 'yarn', 'bun']);
/** Their verbs whose next operand is the script's name; pnpm and yarn also run one named as the verb (`pnpm purge-uploads`). */
const RUN_VERBS = new Set(['run', 'run-script', 'rum', 'urn']);
/** The managers' own options that take the next word (`--filter web`, `--prefix web`). */
const MANAGER_VALUES = new Set(['--prefix', '-w', '--workspace', '-C', '--dir', '--cwd', '--filter', '-F', '--workspace-dir']);

/**
 * A package.json script whose name says it deletes, told to act by the words the manager hands it (`npm run prune-telemetry --
 * --execute`, `pnpm purge-uploads --force`; held-out round 150). What it runs is in package.json, not on the line, and script
 * names such as `reset-project` or `db:reset` are a scaffold's or a local database's, so a name counts only beside an acting
 * argument. npm hands the script only the words after `--` (one before it is npm's own setting); the others hand it every word.
 * https://docs.npmjs.com/cli/commands/npm-run-script , https://pnpm.io/cli/run , https://yarnpkg.com/cli/run ,
 * https://bun.sh/docs/cli/run
 */
function packageScript(words: readonly string[], name: string, named: NamedScript): string | undefined {
  const skip = (from: number) => {
    let i = from;
    for (; i < Math.min(words.length, 16) && words[i]!.startsWith('-') && words[i] !== '--'; i++) if (MANAGER_VALUES.has(words[i]!)) i++;
    return i;
  };
  const verb = skip(1);
  const run = RUN_VERBS.has(words[verb] ?? '');
  if (!run && (name === 'npm' || name === 'bun')) return undefined;
  const at = run ? skip(verb + 1) : verb;
  const file = words[at];
  if (file === undefined || file.startsWith('-') || !/^[\w:.-]{1,80}$/.test(file)) return undefined;
  const rest = words.slice(at + 1);
  const cut = rest.indexOf('--');
  const handed = name === 'npm' ? (cut < 0 ? [] : rest.slice(cut + 1)) : rest.filter((_, i) => i !== cut);
  const act = actingArgument(handed);
  if (act === undefined) return undefined;
  const parts = compoundWords(file, /[._:-]+/).filter(Boolean);
  if (parts.length > 8 || parts.some((part) => named.spare.includes(part))) return undefined;
  const deletes = parts.some((part) => named.verbs.includes(part)) || namesDeleteWhenActing(parts, named);
  return deletes ? `${name} run ${file} ${act}` : undefined;
}

/** Options that confirm what a script does (`--yes`, `-y`, `--force`, `--no-dry-run`, `--execute`, `--commit`). */
const CONFIRM = /^(?:--(?:yes|force|confirm(?:ed)?|no-dry-?run|execute|commit|apply|really|i-am-sure|no-prompt|noinput|no-input)|-y|-f)$/;

/** An option after the script that names a delete and what it takes (`--delete-closed-matters`, `--purge_inactive_users`). */
const DELETE_OPTION = /^--([a-z][a-z0-9]{1,20}(?:[-_][a-z0-9]{1,30}){1,5})(?:=.*)?$/is;

/**
 * The script's own option that says it deletes a kind of thing (`--delete-closed-matters`): its author named the act, and
 * what it takes. A bare `--delete` (a sync's pruning), a verb on what is spare (`--purge-cache`, `--delete-old`) and an
 * option that only defers or previews (`--delete-after`) do not count.
 */
function deleteOption(after: readonly string[], named: NamedScript): string | undefined {
  for (const word of after.slice(0, 16)) {
    if (word === '--') return undefined;
    const match = DELETE_OPTION.exec(word);
    if (!match) continue;
    const parts = match[1]!.toLowerCase().split(/[-_]/);
    if (parts[0] === 'force') parts.shift();
    const verb = named.verbs.includes(parts[0]!) || OPTION_VERBS.has(parts[0]!);
    if (!verb || parts.some((part) => named.spare.includes(part) || OPTION_TIMING.has(part))) continue;
    return word.replace(/=.*$/s, '');
  }
  return after.slice(0, 16).find((word) => BARE_OPTION.test(word));
}

/** A script's option verb that is no file-name verb (`prune_branches.sh` is a git chore; `--prune-missing` takes records). */
const OPTION_VERBS = new Set(['prune']);
/**
 * A bare verb as the script's own mode (`sync_sanmar.py --purge --apply`, `--wipe --yes`): confirmed, it takes what the script
 * manages. A bare `--delete` or `--reset` stays out: deploy and sync scripts pass it on to rsync or a local dev reset.
 */
const BARE_OPTION = /^--(?:purge|prune|wipe|truncate|drop|force-delete)$/;

/**
 * Words that make a delete option a when, not a what (`--delete-after`, `--reset-on-start`). `missing` is a what: a
 * confirmed `--purge-missing` takes every record the feed no longer lists (held-out round 52).
 */
const OPTION_TIMING = new Set(['after', 'before', 'during', 'on', 'when', 'if', 'excluded', 'extraneous']);

/**
 * A web framework's command runner (Django's `manage.py`/`django-admin`, Laravel's `artisan`, `rake`/`rails`, `flask`): the word
 * after it names the app's own command (`manage.py purge_livestreams`, `artisan media:purge`, `flask wipe-ladder`), the same
 * evidence a script's file name is. https://flask.palletsprojects.com/en/stable/cli/#custom-commands ,
 * https://docs.djangoproject.com/en/stable/howto/custom-management-commands/ ,
 * https://laravel.com/docs/artisan#writing-commands , https://guides.rubyonrails.org/command_line.html#custom-rake-tasks
 */
const APP_RUNNER = /^(?:manage\.py|django-admin|artisan|rake|rails|flask)$/;
const APP_TASK = /^[a-z][\w:.-]{0,80}$/i;

/** `runner task` as written (`manage.py purge_livestreams`) when a framework's runner sits among the first words; else undefined. */
function appTask(words: readonly string[]): string | undefined {
  for (let i = 0; i < Math.min(words.length - 1, 4); i++) {
    const runner = words[i]!.slice(words[i]!.lastIndexOf('/') + 1);
    if (!APP_RUNNER.test(runner)) continue;
    const task = words.slice(i + 1, i + 4).find((word) => !word.startsWith('-'));
    // `rails db:reset`, `rake db:drop`: the database rules judge the framework's own database tasks, a test environment too.
    return task !== undefined && APP_TASK.test(task) && !/^db:/i.test(task) ? `${runner} ${task}` : undefined;
  }
  return undefined;
}

/** A project's environment runner (`poetry run`, `uv run`): the program after it is the project's own entry point or a dependency's. */
const PROJECT_RUNNERS = new Set(['poetry', 'uv', 'pipenv', 'pdm', 'hatch', 'rye']);
/** The runners' options that take a value (`uv run --with rich …`). */
const RUNNER_VALUES = new Set([
  '--with',
  '--python',
  '-p',
  '--env',
  '-e',
  '--project',
  '--directory',
  '--package',
  '--group',
  '--extra',
  '--env-file',
]);

/**
 * Whether `source` runs `name` through a project's environment runner (`poetry run courtside wipe-ladder --yes`): the program is
 * the project's console script, read as `./bin/courtside` is (held-out round 77). Options of the runner may come between.
 */
export function projectLaunched(source: string, name: string): boolean {
  const words = source.split(/\s+/, 64);
  for (let i = 0; i + 2 < words.length; i++) {
    if (!PROJECT_RUNNERS.has(words[i]!) || words[i + 1] !== 'run') continue;
    let at = i + 2;
    while (at < Math.min(words.length, i + 10) && words[at]!.startsWith('-')) at += RUNNER_VALUES.has(words[at]!) ? 2 : 1;
    return words[at]?.toLowerCase() === name;
  }
  return cargoLaunched(words, name);
}

/** Cargo's options that name the program `cargo run` builds from the project (`--bin oddsctl`, `-p oddsctl`). */
const CARGO_PROGRAM = /^(?:--bin|--example|-p|--package)(?:=([\w.-]{1,128}))?$/;

/**
 * Whether `cargo run --bin <name> -- …` runs `name`: the project's own binary, built from its source, as `./bin/oddsctl` is
 * (held-out round 104). Only the options before `--` are cargo's.
 */
function cargoLaunched(words: readonly string[], name: string): boolean {
  const at = words.findIndex((word, i) => word === 'cargo' && (words[i + 1] === 'run' || words[i + 1] === 'r'));
  if (at < 0) return false;
  for (let i = at + 2; i < Math.min(words.length, at + 16) && words[i] !== '--'; i++) {
    const match = CARGO_PROGRAM.exec(words[i]!);
    if (match && (match[1] ?? words[i + 1])?.toLowerCase() === name) return true;
  }
  return false;
}

/** The file a call runs: the command itself when it is a script's path, else a runner's first script operand or module. */
function scriptRun(words: readonly string[], name: string, runners: readonly string[]): string | undefined {
  if (!runners.includes(name)) {
    const head = words[0] ?? '';
    return head.includes('/') || SCRIPT_FILE.test(head) ? head : undefined;
  }
  // The first script file among the runner's first words: its own verbs (`deno run`), a database's name or URL
  // (`psql $DATABASE_URL -f reset_db.sql`) and options come before it.
  for (let i = 1; i < Math.min(words.length, MAX_OPERANDS); i++) {
    const word = words[i]!;
    if (word === '-m' && MODULE.test(words[i + 1] ?? '')) return words[i + 1]!.replaceAll('.', '/');
    const value = word.replace(/^--?[\w-]{1,32}=/, '');
    if (SCRIPT_FILE.test(value)) return value;
  }
  return undefined;
}

/** A script's own option that writes its result over the file it reads (`--in-place`, `--overwrite`, `--replace`). */
const IN_PLACE = /^--(?:in-?place|overwrite|replace)$/;
/** Runners of a script file for the in-place judgement (`python scripts/anonymize.py …`). */
const SCRIPT_RUNNERS = [
  'python',
  'python3',
  'py',
  'node',
  'deno',
  'bun',
  'tsx',
  'ts-node',
  'ruby',
  'Rscript',
  'julia',
  'perl',
  'php',
  'bash',
  'sh',
];
/** A table or document of records by its type (`roster_2024.csv`, `members.json`). */
const RECORDS_FILE = /^[\w./~-]{1,200}\.(?:csv|tsv|xlsx?|ods|jsonl?|ndjson|parquet|xml|sqlite3?|db)$/i;

/**
 * The script and the file a project script rewrites in place (`python scripts/anonymize.py --in-place data/roster.csv`): the
 * script's author named the act, and no copy of what the file held is left (held-out round 55). Whether the file holds records
 * is the caller's judgement; undefined when the call is no such run.
 */
export function inPlaceRun(words: readonly string[], name: string): { script: string; option: string; files: string[] } | undefined {
  const script = scriptRun(words, name, SCRIPT_RUNNERS);
  if (script === undefined) return undefined;
  const after = words.slice(words.indexOf(script) + 1, words.indexOf(script) + 1 + 16);
  const option = after.find((word) => IN_PLACE.test(word));
  if (option === undefined) return undefined;
  return { script, option, files: after.filter((word) => !word.startsWith('-') && RECORDS_FILE.test(word)) };
}

/** `dotnet run`'s options that take a value; `--project` names the program. */
const DOTNET_VALUES = new Set([
  '--project',
  '-p',
  '--framework',
  '-f',
  '--configuration',
  '-c',
  '--runtime',
  '-r',
  '--launch-profile',
  '--arch',
  '-a',
  '--os',
]);

/**
 * The project's own program `dotnet run --project src/Odds -- purge --before …` runs, as words a script's would be: the project
 * (or `dotnet-run` for the one in this folder) then the words after `--`, which go to the program (held-out round 104).
 * https://learn.microsoft.com/en-us/dotnet/core/tools/dotnet-run ; undefined for any other call.
 */
export function dotnetRun(words: readonly string[], name: string): string[] | undefined {
  if (name !== 'dotnet' || words[1] !== 'run') return undefined;
  const dashes = words.indexOf('--', 2);
  if (dashes < 0 || dashes > 16) return undefined;
  let project: string | undefined;
  for (let i = 2; i < dashes; i++) {
    const word = words[i]!;
    if (word === '--project' || word === '-p') project = words[i + 1];
    else if (word.startsWith('--project=')) project = word.slice('--project='.length);
    if (DOTNET_VALUES.has(word)) i++;
  }
  const program = project?.replace(/\/(?:[\w.-]{1,128}\.(?:cs|fs|vb)proj)?$/i, '').replace(/\.(?:cs|fs|vb)proj$/i, '') || 'dotnet-run';
  return [program, ...words.slice(dashes + 1)];
}
