import type * as Zod from 'zod/mini';
import { commonRule, patternOf } from './common.js';
import { unique, type FamilyRecord } from './family.js';

// A dependency rule (rules/dependency/<ecosystem>.json) is either a command of a package manager
// that adds, removes or upgrades named packages, or a manifest or lockfile whose edits change the
// project's dependencies. The engine is src/guards/dependency.ts.

/** One rule's schema. zod comes in as `z`: the hook path imports the family record (below), never zod. */
export function dependencyRule(z: typeof Zod) {
  const pattern = patternOf(z);
  const word = z.string().check(z.minLength(1));
  /** Where the dependencies sit in a manifest that also holds other things. */
  const Section = z.union([
    /** A JSON key whose object or array holds dependencies: `"devDependencies": {…}`. */
    z.strictObject({ json: z.array(word).check(z.minLength(1)) }),
    /** TOML/INI tables whose header matches: `[dependencies]`, `[tool.poetry.group.dev.dependencies]`. */
    z.strictObject({ table: pattern }),
    /** Keys inside a table (header matching `in`) whose value holds dependencies: `dependencies = [ … ]` in `[project]`. */
    z.strictObject({ key: z.array(word).check(z.minLength(1)), in: pattern }),
    /** A block opened by this pattern and closed by the bracket it ends with (`{`, `[`, `(`) or `end` after `do`. */
    z.strictObject({ block: pattern }),
    /** XML elements with these names: `<dependencies>`, `<PackageReference …/>`. */
    z.strictObject({ xml: z.array(word).check(z.minLength(1)) }),
    /**
     * Top-level YAML keys: `dependencies:`, `dev_dependencies:`; a dotted path names a nested key
     * (`spack.specs`: `specs:` inside `spack:`), and `-` the items of a file that is one top-level list.
     */
    z.strictObject({ yaml: z.array(word).check(z.minLength(1)) }),
    /** Single lines that match: `require github.com/x v1` in go.mod. */
    z.strictObject({ line: pattern }),
  ]);
  return z.strictObject({
    ...commonRule(z),
    /** The package manager or ecosystem, as the advisory names it: `npm`, `Cargo`. */
    ecosystem: word,
    /** Command names (basename) of the package manager: `npm`, `pip3`, `flutter`. */
    command: z.optional(z.array(word).check(z.minLength(1))),
    /** The words after the command that start the change, one alternative each: `install`, `pub add`. */
    verbs: z.optional(z.array(word).check(z.minLength(1))),
    /** What the verb does to the named packages. */
    action: z.optional(z.enum(['add', 'remove', 'upgrade'])),
    /** Options that turn an add into an upgrade: `-U`, `--upgrade`, `--latest`. */
    upgradeOptions: z.optional(z.array(word)),
    /**
     * Options with which the command rewrites the versions the manifest declares for every package
     * (`ncu -u`, `pnpm up --latest`, `go get -u ./...`), so it speaks without a package named.
     */
    rewriteOptions: z.optional(z.array(word)),
    /** The verb itself rewrites the manifest's versions (`cargo upgrade`, `poetry up`, `composer bump`); `--dry-run` makes it silent. */
    rewrites: z.optional(z.boolean()),
    /**
     * With no package named, the verb upgrades every package the lockfile pins to the newest its
     * manifest allows (`cargo update`, `npm update`, `bundle update`, `composer update`); `--dry-run`
     * and `quietOptions` make it silent, and so does a machine option (`npm update -g`: not the project's lock).
     */
    lockRewrites: z.optional(z.boolean()),
    /** Options with which the verb does so (`uv lock --upgrade`, `pip-compile -U`, `nix flake lock --update-input`). */
    lockRewriteOptions: z.optional(z.array(word)),
    /**
     * Those options count only beside one of these (`pip install -U -r requirements.txt`: every requirement the file
     * lists upgraded to the newest its specifier allows; `pip install -U pip` upgrades the installer, no dependency).
     */
    lockRewriteWith: z.optional(z.array(word)),
    /**
     * Lockfile names (basename): with no package named, the verb after an earlier command of the same line deleted one
     * of them (`rm package-lock.json && npm install`, `rm -f Cargo.lock; cargo build`) resolves every dependency afresh,
     * to the newest versions the manifest allows, as a `lockRewrites` verb does; without such a delete it stays silent.
     */
    lockRemoved: z.optional(z.array(word).check(z.minLength(1))),
    /** Options with which the call only reports, simulates or leaves every version as it is (`eb -D`, `cargo update --workspace`). */
    quietOptions: z.optional(z.array(word)),
    /** The call is this rule's only with one of `machineOptions` (`mise use -g`; `mise use` alone pins the tool in the project's own file). */
    machineOnly: z.optional(z.boolean()),
    /**
     * A task runner's target (`make deps PKG=x`): `packageOptions` are its variable assignments (`PKG=x`, before or
     * after the target), and its other words are more targets, not packages.
     */
    assignments: z.optional(z.boolean()),
    /** Local archives are what it installs (`R CMD INSTALL pkg_1.0.tar.gz`): they count as packages. */
    archives: z.optional(z.boolean()),
    /**
     * The verb records a package named by its folder in the manifest, whatever the folder (`npm install
     * ./packages/ui` writes `"ui": "file:packages/ui"`, `cargo add --path crates/x` a `path =` entry): any local
     * path counts as a package, the project itself (`.`) aside. `true` for every verb, or the verbs that do
     * (`uv add` records it, `uv pip install` only installs it into the environment).
     */
    folders: z.optional(z.union([z.literal(true), z.array(word).check(z.minLength(1))])),
    /** A plain word after a package that starts with a digit is its version (`sdk install java 21.0.2-tem`), shown with it. */
    versioned: z.optional(z.boolean()),
    /**
     * Without one of `rewriteOptions` the command only reports what it would change (`ncu`, `taze`):
     * its words are filters, not packages, and it is silent. With `rewrites` it always rewrites, and
     * its words are still no packages (`npx @astrojs/upgrade beta`: a release tag). With `lockRewrites` too, the call without
     * them still moves the lockfile within the manifest's ranges (`npm audit fix`; `--force` goes past them).
     */
    reportOnly: z.optional(z.boolean()),
    /** Options that take a value, so the value is not read as a package: `--registry <url>`. */
    valued: z.optional(z.array(word)),
    /**
     * The verbs are a build tool's goals or tasks, which run in the order given among others (`mvn clean
     * versions:use-latest-releases versions:commit`, `gradle clean useLatestVersions`): the verb is any word that is
     * no option or option's value, and the other goals are no packages. A Maven goal may be written by its plugin's
     * coordinates (`org.codehaus.mojo:versions-maven-plugin:2.16.2:use-latest-releases`), read by Maven's own prefix
     * convention (`versions-maven-plugin`, `maven-dependency-plugin`: `versions:`, `dependency:`).
     */
    goals: z.optional(z.boolean()),
    /**
     * The verb installs tools for the whole machine or user, outside any project manifest
     * (`brew install`, `cargo install`, `go install x@latest`): a supply-chain advisory of its own.
     */
    machine: z.optional(z.boolean()),
    /** Options that make this rule's install machine-wide: `-g`, `--global`. */
    machineOptions: z.optional(z.array(word)),
    /** For a machine-wide install: where the packages come from (`crates.io`) and how to pin one (`cargo install <name> --version <x.y.z> --locked`). */
    from: z.optional(word),
    pin: z.optional(word),
    /** Options whose value names a package: `--requires zlib/1.3`, `--upgrade-package x`, `-Dartifact=g:a:v`. */
    packageOptions: z.optional(z.array(word)),
    /**
     * Functions of inline code whose string arguments name packages, instead of `verbs`:
     * `install.packages` in `Rscript -e 'install.packages("x")'`, `Pkg.add` in `julia -e '…'`.
     */
    calls: z.optional(z.array(word).check(z.minLength(1))),
    /** The options whose value is that inline code: `-e`, `--eval`. */
    codeOptions: z.optional(z.array(word).check(z.minLength(1))),
    /** Keyword arguments of those functions that name packages (`name="X"`); other keywords' values are not packages. */
    packageKeywords: z.optional(z.array(word)),
    /**
     * For `calls` whose first argument is a verb (Octave's `pkg`): the verbs that change packages. The call is read
     * in function form (`pkg("install", "-forge", "x")`) and in command syntax (`pkg install -forge x`); its
     * other words, past options, are the packages, and a verb alone (`pkg update`) changes every one installed.
     */
    commandSyntax: z.optional(z.array(word).check(z.minLength(1))),
    /**
     * For `calls`: a string macro whose string is the package manager's own command line (Julia's `pkg"rm Plots"`, the
     * Pkg REPL's syntax in code): `name` is the macro, `verbs` the commands of this rule's action; the words after the
     * verb, past options, are the packages, and a verb alone (`pkg"up"`) changes every one.
     */
    stringMacro: z.optional(z.strictObject({ name: word, verbs: z.array(word).check(z.minLength(1)) })),
    /**
     * For `calls`: the calls are Lisp forms (`(package-install 'magit)` in `emacs --batch --eval '…'`): the form opens
     * with `(` before the name, and its quoted symbols (`'magit`) and strings (`"https://…"`) are the packages; a form
     * with neither (`(package-upgrade-all)`) changes every one installed.
     */
    lispCalls: z.optional(z.boolean()),
    /**
     * Package words that only choose the interpreter of a new environment (`python=3.11` in `conda create`): a call
     * that names nothing else creates no dependency and stays silent.
     */
    interpreters: z.optional(pattern),
    /** Manifest or lockfile names (basename). */
    files: z.optional(z.array(word)),
    /** Manifest or lockfile names by pattern (basename): `^requirements.*\.txt$`. */
    filePattern: z.optional(pattern),
    kind: z.optional(z.enum(['manifest', 'lockfile'])),
    /**
     * For a `filePattern` that many files share (`\\.ya?ml$`, `info.json`): the file is this manifest only when its
     * text has all these top-level YAML keys (a conda environment's `channels:` and `dependencies:`) or JSON keys (a
     * Factorio mod's `"factorio_version"`), or matches `text`, a form only this ecosystem writes (Factorio's dependency
     * strings, `"base >= 1.1"`): what an edit's own text shows when the file is not at hand. Asked only of a file no name
     * claims, on its opening SHAPE_HEAD characters (for an edit of a file that cannot be read, on the edit's text).
     */
    shape: z.optional(
      z.strictObject({
        yaml: z.optional(z.array(word).check(z.minLength(1))),
        json: z.optional(z.array(word).check(z.minLength(1))),
        text: z.optional(pattern),
      }),
    ),
    /** Where the dependencies are, for a manifest that holds more; without it every edit of the file counts. */
    sections: z.optional(z.array(Section)),
    /** A line that is a dependency entry, for judging an edit from its own text when the file cannot be read. */
    entry: z.optional(pattern),
    /**
     * A line that states the project's own coordinates, not a dependency's (pom.xml's top-level `<version>`, indented
     * one level). An edit judged from its own text that changes only such lines changes no dependency.
     */
    ownLine: z.optional(pattern),
    /**
     * The manifest's comment syntax: an edit that changes only comments (`# web framework` added above a
     * `requires` line) changes no dependency and stays silent; commenting an entry out still speaks.
     * `line`: markers that comment out the rest of a line (at its start or after a blank: `#`, `//`, `;`);
     * `block`: opening and closing markers (`<!--` and `-->`); `quotes`: string quotes (`"'` unless given).
     */
    comments: z.optional(
      z.strictObject({
        line: z.optional(z.array(word).check(z.minLength(1))),
        block: z.optional(z.array(z.tuple([word, word])).check(z.minLength(1))),
        quotes: z.optional(z.string()),
      }),
    ),
  });
}

export type DependencyRuleData = Zod.infer<ReturnType<typeof dependencyRule>>;
export type SectionData = NonNullable<DependencyRuleData['sections']>[number];

/** Checks a schema cannot state. */
export function dependencyChecks(rules: readonly DependencyRuleData[]): string[] {
  const problems: string[] = [];
  for (const rule of rules) {
    const isCommand = rule.command !== undefined;
    const isFile = rule.files !== undefined || rule.filePattern !== undefined;
    if (isCommand === isFile)
      problems.push(`rule ${rule.id}: give either "command" (with "verbs" and "action") or "files"/"filePattern" (with "kind")`);
    if (isCommand && (!(rule.verbs || rule.calls) || !rule.action))
      problems.push(`rule ${rule.id}: a command rule needs "verbs" (or "calls") and "action"`);
    if (rule.commandSyntax && !rule.calls) problems.push(`rule ${rule.id}: "commandSyntax" needs "calls"`);
    if (rule.stringMacro && !rule.calls) problems.push(`rule ${rule.id}: "stringMacro" needs "calls"`);
    if ((rule.calls === undefined) !== (rule.codeOptions === undefined))
      problems.push(`rule ${rule.id}: "calls" and "codeOptions" go together`);
    if (rule.reportOnly && !rule.rewriteOptions && !rule.rewrites)
      problems.push(`rule ${rule.id}: "reportOnly" needs "rewriteOptions" or "rewrites"`);
    if (rule.assignments && !rule.packageOptions) problems.push(`rule ${rule.id}: "assignments" needs "packageOptions"`);
    if (rule.machineOnly && !rule.machineOptions) problems.push(`rule ${rule.id}: "machineOnly" needs "machineOptions"`);
    if (rule.goals && (rule.calls || rule.assignments || rule.verbs?.some((verb) => verb === '*' || verb.includes(' '))))
      problems.push(`rule ${rule.id}: "goals" are one word each, with no "calls" or "assignments"`);
    if (isFile && !rule.kind) problems.push(`rule ${rule.id}: a file rule needs "kind"`);
    if (rule.comments && !isFile) problems.push(`rule ${rule.id}: "comments" belongs to a manifest or lockfile rule`);
    if (rule.comments && !rule.comments.line && !rule.comments.block) problems.push(`rule ${rule.id}: "comments" needs "line" or "block"`);
    if (rule.shape && (!rule.filePattern || rule.files)) problems.push(`rule ${rule.id}: "shape" goes with a "filePattern" and no "files"`);
    if (rule.shape && !rule.shape.yaml && !rule.shape.json && !rule.shape.text)
      problems.push(`rule ${rule.id}: "shape" needs "yaml", "json" or "text"`);
    // A YAML manifest holds more than its dependencies (a conda environment's `name:`, a devenv's options):
    // without sections every edit of it would speak.
    const yaml = [...(rule.files ?? []), rule.filePattern ?? ''].some((name) => /ya?ml\b/.test(name));
    if (rule.kind === 'manifest' && yaml && !rule.sections)
      problems.push(`rule ${rule.id}: a YAML manifest needs "sections" (the keys that hold its dependencies)`);
  }
  return problems;
}

/** The dependency family: a call reads the packs whose package managers it runs or whose manifests it writes. */
export const dependencyFamily: FamilyRecord<DependencyRuleData> = {
  id: 'dependency',
  rule: dependencyRule,
  checks: dependencyChecks,
  gate: (rules) => ({
    words: unique(rules.flatMap((rule) => rule.command ?? []).map((word) => word.toLowerCase())),
    files: unique(rules.flatMap((rule) => rule.files ?? [])),
    filePatterns: unique(rules.flatMap((rule) => (rule.filePattern ? [rule.filePattern] : []))),
  }),
};
