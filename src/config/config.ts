import { join } from 'node:path';
import envPaths from 'env-paths';
import type * as Zod from 'zod/mini';
import { readBounded } from '../project/boundedRead.js';
import { GUARDS } from '../guards/index.js';
import { keepValid } from './keepValid.js';
import { limitLists } from './listLimits.js';
import { limitProjectConfig } from './projectLimits.js';
import { splitProjectScope, withScope, type ProjectScope } from '../quiet/projectScope.js';
import { text } from '../text.js';
import { zod } from './zod.js';
import type * as ZodParts from './zodParts.js';

// waymark's configuration: data only, never code, so reading a project's config never runs the
// project. The project's `.waymark/config.json` is merged over the user's; a file that is missing,
// unreadable or invalid counts as absent (a hook must not break, or speak, over a typo).

// The built-in guards' options, as each guard declares them (GuardMeta.options), so a typo in a
// known option is reported (by verify and explain) instead of silently ignored. Guards declared in
// message files take any options. zod comes in as `z` (see ./zod.ts): most hook calls find no config
// file, and never load it.
function buildConfigSchema(z: typeof ZodParts) {
  const describe = <T extends Zod.ZodMiniType>(schema: T, description: string): T => schema.check(z.describe(description)) as T;

  /** `false` turns a guard off, `true` on (opt-in guards too), an object passes it options. */
  const guardSetting = (options: Zod.ZodMiniObject) => z.optional(z.union([z.boolean(), options]));
  const settings: Record<string, ReturnType<typeof guardSetting>> = {};
  for (const guard of GUARDS.values()) {
    const options = guard.meta.options?.(z);
    if (options) settings[guard.id] = guardSetting(options);
  }
  const guards = z.catchall(z.looseObject(settings), z.union([z.boolean(), z.record(z.string(), z.unknown())]));

  return z.looseObject({
    $schema: z.optional(z.string()),
    /** Per guard, by the id its messages' `- guard:` binding names. */
    guards: z.optional(guards),
    /** Folders of extra message files, relative to the config file that names them. */
    messageDirs: z.optional(
      describe(z.array(z.string()), 'Folders of extra message files (guards declared in data), relative to this config file.'),
    ),
    /** Where the project keeps its plan (paths or globs relative to the project root). */
    plan: z.optional(z.strictObject({ paths: z.optional(z.array(z.string())) })),
    /** Folders that may hold a knowledge base (`index.md` + `log.md`), relative to the project root. */
    knowledgeBase: z.optional(z.strictObject({ paths: z.optional(z.array(z.string())) })),
    /** Keep the advice log (what was said, when, by which rule): only your own config can switch it off. */
    adviceLog: z.optional(
      describe(
        z.boolean(),
        'Keep the advice log in the state dir (default true; `waymark log` shows it). Only your own config can switch it off.',
      ),
    ),
    /**
     * Rule packs and rules switched by id (rules/README.md): `"destructive/git": false` turns a
     * pack off, `"destructive/git/force-push": false` one rule; the most specific id wins. It only
     * narrows advice, so a project's config may set it.
     */
    rules: z.optional(
      describe(
        z.record(z.string().check(z.regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+){0,2}$/)), z.boolean()),
        'Turn a rule family, pack or single rule off (false) or back on (true) by id: "destructive/git", ' +
          '"destructive/git/force-push". The most specific id wins.',
      ),
    ),
    /** The harnesses this repository uses: `install --all` writes it, a teammate's plain `waymark install` reads it. */
    harnesses: z.optional(
      describe(
        z.array(z.string()),
        "The harnesses this repository uses (waymark install --all writes it); a teammate's plain `waymark install` sets up exactly these.",
      ),
    ),
  });
}

let built: ReturnType<typeof buildConfigSchema> | undefined;

/**
 * The config's zod schema, built on first use: most hook calls find no config file at all, and
 * loading zod and constructing a schema is start-up time on every tool call.
 */
export function configSchema(): ReturnType<typeof buildConfigSchema> {
  return (built ??= buildConfigSchema(zod()));
}

export type Config = Zod.infer<ReturnType<typeof buildConfigSchema>>;
export type GuardOptions = Readonly<Record<string, unknown>>;

export const PROJECT_CONFIG = join('.waymark', 'config.json');
const MAX_CONFIG_BYTES = 256 * 1024;

/** The user's config file: `<env-paths config dir>/config.json` (e.g. `~/.config/waymark/config.json`). */
export function userConfigFile(): string {
  return join(envPaths('waymark', { suffix: '' }).config, 'config.json');
}

/** Why a config file (or a message it brings in) is ignored, and what fixes it: for verify and explain. */
export interface ConfigProblem {
  file: string;
  problem: string;
  fix: string;
  /** A setting only the user's own config may make, found in a project's: reported, not a failure. */
  warning?: boolean;
}

/** One config file as read: its config, or why it is ignored (absent is neither). */
export interface ConfigFile {
  file: string;
  config?: Config;
  problem?: ConfigProblem;
  /** Settings a project's config may not make, dropped from `config` (src/config/projectLimits.ts). */
  ignored?: ConfigProblem[];
  /** Keys dropped because they are invalid; the rest of the file applies. */
  dropped?: ConfigProblem[];
  /** A project's switches decided per finding (src/quiet/projectScope.ts). */
  scope?: ProjectScope;
}

/** The file's config, or undefined (with why) when it is absent or not a valid config. */
export function readConfigFile(file: string, within?: string): ConfigFile {
  // Bounded, and only a regular file (a link to /dev/zero or a FIFO is skipped, never read whole);
  // the project's own must resolve inside the project.
  const read = readBounded(file, MAX_CONFIG_BYTES, { within });
  if (!read) return { file };
  if (read.partial) return { file, problem: { file, problem: text.config.tooLarge(MAX_CONFIG_BYTES), fix: text.config.fixSize } };
  const raw = read.text;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return { file, problem: { file, problem: (error as Error).message, fix: text.config.fixJson } };
  }
  const parsed = configSchema().safeParse(json);
  if (parsed.success) return limited(file, parsed.data, []);
  // One wrong key costs that key only: the rest of the file still applies, and the key is named.
  const check = (value: unknown) => {
    const result = configSchema().safeParse(value);
    return result.success ? [] : result.error.issues.flatMap((issue) => explainIssue(issue as Issue, []));
  };
  const kept = keepValid(json, check);
  const at = (path: PropertyKey[]) => path.map(String).join('.') || '(top level)';
  if (!kept) {
    const issues = check(json).map(({ path, message }) => ({ at: at(path), message }));
    return {
      file,
      problem: {
        file,
        problem: issues.map((issue) => `${issue.at}: ${issue.message}`).join('; '),
        fix: text.config.fixSchema(issues.map((issue) => issue.at)),
      },
    };
  }
  const dropped = kept.dropped.map((issue) => ({
    file,
    problem: text.config.dropped(at(issue.path), issue.message),
    fix: text.config.fixDropped(at(issue.path)),
  }));
  return limited(file, configSchema().parse(kept.value), dropped);
}

/** Lists capped and de-duplicated (./listLimits.ts), with what was trimmed said, and the keys dropped as invalid. */
function limited(file: string, value: Config, dropped: ConfigProblem[]): ConfigFile {
  const { config, trimmed } = limitLists(value, file);
  return { file, config, ...(trimmed.length > 0 ? { ignored: trimmed } : {}), ...(dropped.length > 0 ? { dropped } : {}) };
}

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
  keys?: string[];
  errors?: Issue[][];
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
}

// zod/mini carries no locale (every message reads "Invalid input"): say what was expected, and
// for a guard's `true | false | {options}` point into the options rather than at the union.
function explainIssue(issue: Issue, prefix: PropertyKey[]): { path: PropertyKey[]; message: string }[] {
  const path = [...prefix, ...issue.path];
  switch (issue.code) {
    case 'unrecognized_keys':
      return (issue.keys ?? []).map((key) => ({ path: [...path, key], message: text.config.issue.unknownKey }));
    case 'invalid_type':
      return [{ path, message: text.config.issue.expected([issue.expected ?? '?']) }];
    case 'too_big':
      return [{ path, message: text.config.issue.tooBig(String(issue.maximum), issue.inclusive ?? false) }];
    case 'too_small':
      return [{ path, message: text.config.issue.tooSmall(String(issue.minimum), issue.inclusive ?? false) }];
    case 'invalid_union': {
      const branches = issue.errors ?? [];
      const deeper = branches.find((branch) => branch.some((each) => each.code !== 'invalid_type' || each.path.length > 0));
      if (deeper) return deeper.flatMap((each) => explainIssue(each, path));
      return [
        {
          path,
          message: text.config.issue.expected(
            branches.flat().map((each) => (each.expected === 'record' ? 'object' : (each.expected ?? '?'))),
          ),
        },
      ];
    }
    default:
      return [{ path, message: issue.message }];
  }
}

/** The user's config file, then the project's: the order they merge in. */
export function readConfigFiles(root: string, userFile: string = userConfigFile()): ConfigFile[] {
  const project = readConfigFile(join(root, PROJECT_CONFIG), root);
  if (project.config) {
    const limited = limitProjectConfig(project.config, project.file, root);
    project.config = limited.config;
    project.ignored = [...(project.ignored ?? []), ...limited.ignored];
  }
  // A project's "off" for advice that may protect the user beyond it is decided per finding.
  if (project.config) {
    const split = splitProjectScope(project.config, project.file);
    Object.assign(project, { config: split.config, scope: split.scope, ignored: [...(project.ignored ?? []), ...split.ignored] });
  }
  return [readConfigFile(userFile), project];
}

/** A problem as one line: the file, what is wrong, how to fix it. */
export function describeProblem(problem: ConfigProblem): string {
  return `${problem.file}: ${problem.problem}. ${text.config.fixLabel} ${problem.fix}`;
}

/** Merges `over` into `base`: objects key by key, anything else (arrays, `false`) replaces. */
export function mergeConfig(base: Config, over: Config): Config {
  return merge(base, over) as Config;
}

function merge(base: unknown, over: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(over)) return over;
  // Keys are data: `__proto__` or `constructor` in a config is a key like any other.
  const out: Record<string, unknown> = Object.assign(Object.create(null) as Record<string, unknown>, base);
  for (const [key, value] of Object.entries(over)) out[key] = Object.hasOwn(out, key) ? merge(out[key], value) : value;
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The user's config with the project's over it; problems are returned for the debug log only. */
export function loadConfig(root: string, userFile: string = userConfigFile()): { config: Config; problems: string[] } {
  return mergeConfigFiles(readConfigFiles(root, userFile));
}

/** Config files already read, merged in order (the project's over the user's). */
export function mergeConfigFiles(files: readonly ConfigFile[]): { config: Config; problems: string[] } {
  const problems: string[] = [];
  let config: Config = {};
  for (const read of files) {
    if (read.problem) problems.push(describeProblem(read.problem));
    for (const ignored of [...(read.dropped ?? []), ...(read.ignored ?? [])]) problems.push(describeProblem(ignored));
    if (read.config) config = mergeConfig(config, read.config);
  }
  return { config: withScope(config, files.find((read) => read.scope)?.scope), problems };
}

/** A guard's options, or undefined when the config turns it off. */
export function guardOptions(config: Config, id: string): GuardOptions | undefined {
  // A guard id may be a project's message name (`constructor.md`): own keys only.
  const setting = config.guards && Object.hasOwn(config.guards, id) ? config.guards[id] : undefined;
  if (setting === false) return undefined;
  if (setting === true) return { enabled: true };
  return setting ?? {};
}

/** Guards that speak only when the config turns them on (they cost a model turn or are strict). */
export function enabledByOptIn(options: GuardOptions): boolean {
  return options.enabled === true;
}
