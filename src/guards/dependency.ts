import { basename, dirname } from 'node:path';
import { displayPath, isInside, resolveToolPath } from '../project/projectRoot.js';
import { scratchDirs } from './lib/scratch.js';
import type { Env } from '../edge/env.js';
import { normalise, type Call } from './engine/normalise.js';
import { written } from './engine/shellWrites.js';
import { readProjectFile, readProjectHead } from './lib/projectFile.js';
import { applyEdits, toolEdits, type ToolEdit } from './lib/toolWrite.js';
import { addedRuns, isContainerFile } from './lib/containerRuns.js';
import { NO_CONFIG } from './lib/ruleSet.js';
import { RULES, type Guard } from './guard.js';
import { BINARY_ON_PATH, PIPED_INSTALLER } from './rules/engineRules.js';
import { familySlots, packRules, ruleEnabled, type PackSlot } from './rules/pack.js';
import { dependencyFamily, type DependencyRuleData } from './rules/dependencyRule.js';
import { dependencySections, someLineMatches } from './lib/manifestSections.js';
import { countScanned } from './lib/opCount.js';
import type { Config } from '../config/config.js';
import { text } from '../text.js';
import { escapeRegExp } from './lib/escapeRegExp.js';
import { sameButComments, withoutComments } from './lib/comments.js';

// The engine of the dependency family; package managers and manifests are in
// rules/dependency/<ecosystem>.json. A command speaks when it adds, removes or upgrades named
// packages (installing from the lockfile does not); an edit of a manifest that also holds other
// things speaks only when it touches a dependency section.

type Action = 'add' | 'remove' | 'upgrade';

interface CommandRule {
  fullId: string;
  rule: DependencyRuleData;
  verbs: string[][];
  valued: ReadonlySet<string>;
  packageOptions: ReadonlySet<string>;
  upgradeOptions: ReadonlySet<string>;
  rewriteOptions: ReadonlySet<string>;
  lockRewriteOptions: ReadonlySet<string>;
  lockRewriteWith: ReadonlySet<string>;
  quietOptions: ReadonlySet<string>;
  machineOptions: ReadonlySet<string>;
  /** `(?:install\.packages|Pkg\.add)\s*\(`, for a rule that reads inline code. */
  calls?: () => RegExp;
  /** `(?<![\w.])(?:pkg)[ \t]+(install|update)\b([^;\n]*)`: the same calls in command syntax, for `commandSyntax`. */
  commandCalls?: () => RegExp;
  /** `(?<![\w.])pkg"[ \t]*(rm|remove)(?![\w-])([^"\n]{0,400})"`: the calls as a string macro, for `stringMacro`. */
  macroCalls?: () => RegExp;
  interpreters?: () => RegExp;
}

interface FileRule {
  fullId: string;
  rule: DependencyRuleData;
  files?: ReadonlySet<string>;
  pattern?: () => RegExp;
  entry?: () => RegExp;
  ownLine?: () => RegExp;
  /** Whether the text of a file of a shared name has this manifest's shape (its keys, or a form of its own). */
  shape?: (text: string) => boolean;
}

/** One pack's rules, prepared: command rules by command name, file rules in order. */
interface Prepared {
  commands: Map<string, CommandRule[]>;
  files: FileRule[];
}

const prepared = new WeakMap<Config, Map<PackSlot, Prepared>>();

/** A regular expression built on first use: V8 parses one as it is built, and a call needs few of a family's. */
function lazyRegex(source: string, flags?: string): () => RegExp {
  let regex: RegExp | undefined;
  return () => (regex ??= new RegExp(source, flags));
}

function lazyList(sources: string[]): () => RegExp[] {
  let list: RegExp[] | undefined;
  return () => (list ??= sources.map((source) => new RegExp(source, 'm')));
}

/** A manifest name pattern, compiled once: the gates and the rules ask the same ones. */
const namePatterns = new Map<string, RegExp>();
const namePattern = (source: string) => namePatterns.get(source) ?? namePatterns.set(source, new RegExp(source)).get(source)!;

/** The pack's rules the config leaves on, prepared once per config. */
function packOf(config: Config, slot: PackSlot): Prepared {
  let bySlot = prepared.get(config);
  if (!bySlot) prepared.set(config, (bySlot = new Map()));
  let rules = bySlot.get(slot);
  if (rules) return rules;
  rules = { commands: new Map(), files: [] };
  for (const { fullId, rule } of packRules(dependencyFamily, config, slot)) {
    if (rule.command) {
      const each: CommandRule = {
        fullId,
        rule,
        verbs: (rule.verbs ?? []).map((verb) => (verb === '*' ? [] : verb.split(' '))),
        valued: new Set(rule.valued ?? []),
        packageOptions: new Set(rule.packageOptions ?? []),
        upgradeOptions: new Set(rule.upgradeOptions ?? []),
        rewriteOptions: new Set(rule.rewriteOptions ?? []),
        lockRewriteOptions: new Set(rule.lockRewriteOptions ?? []),
        lockRewriteWith: new Set(rule.lockRewriteWith ?? []),
        quietOptions: new Set(rule.quietOptions ?? []),
        machineOptions: new Set(rule.machineOptions ?? []),
        calls:
          rule.calls &&
          lazyRegex(
            rule.lispCalls
              ? `\\((?:${rule.calls.map(escapeRegExp).join('|')})(?=[\\s)])`
              : `(?<![\\w.])(?:${rule.calls.map(escapeRegExp).join('|')})\\s*\\(`,
            'g',
          ),
        commandCalls:
          rule.calls && rule.commandSyntax
            ? lazyRegex(
                `(?<![\\w.])(?:${rule.calls.map(escapeRegExp).join('|')})[ \\t]+(${rule.commandSyntax.map(escapeRegExp).join('|')})(?![\\w-])([^;\\n]{0,400})`,
                'g',
              )
            : undefined,
        macroCalls: rule.stringMacro
          ? lazyRegex(
              `(?<![\\w.])${escapeRegExp(rule.stringMacro.name)}"[ \\t]*(${rule.stringMacro.verbs.map(escapeRegExp).join('|')})(?![\\w-])([^"\\n]{0,400})"`,
              'g',
            )
          : undefined,
        interpreters: rule.interpreters ? lazyRegex(rule.interpreters) : undefined,
      };
      for (const name of rule.command) rules.commands.set(name.toLowerCase(), [...(rules.commands.get(name.toLowerCase()) ?? []), each]);
    } else {
      rules.files.push({
        fullId,
        rule,
        files: rule.files ? new Set(rule.files) : undefined,
        pattern: rule.filePattern ? () => namePattern(rule.filePattern!) : undefined,
        entry: rule.entry ? lazyRegex(rule.entry, 'm') : undefined,
        ownLine: rule.ownLine ? lazyRegex(rule.ownLine) : undefined,
        shape: rule.shape ? shapeTest(rule.shape) : undefined,
      });
    }
  }
  bySlot.set(slot, rules);
  return rules;
}

/**
 * A shape's test: every listed key present (a YAML key at a line's start, a JSON key as a quoted name before a colon), or
 * the text's own form; compiled on first use.
 */
function shapeTest(shape: NonNullable<DependencyRuleData['shape']>): (text: string) => boolean {
  const keys = lazyList([
    ...(shape.yaml ?? []).map((key) => `^${escapeRegExp(key)}:`),
    ...(shape.json ?? []).map((key) => `"${escapeRegExp(key)}"\\s{0,40}:`),
  ]);
  const form = shape.text === undefined ? undefined : lazyRegex(shape.text);
  const listed = (shape.yaml?.length ?? 0) + (shape.json?.length ?? 0) > 0;
  return (text) => (listed && keys().every((key) => key.test(text))) || (form?.().test(text) ?? false);
}

/** The rules of the package manager this command name runs, in pack order: only the packs naming it are read. */
function commandRules(config: Config, name: string): CommandRule[] {
  return familySlots(dependencyFamily)
    .filter((slot) => slot.gate.words.includes(name))
    .flatMap((slot) => packOf(config, slot).commands.get(name) ?? []);
}

// ── shell: a package manager changing named packages ────────────────────────────────────────────

/** Flags that make a package manager only print what it would change (PowerShell's `-WhatIf`, Puppet-style `--noop`). */
const DRY_RUN = /^--dry-?run(?:=(?:true|1|yes))?$|^--?what-?if$|^--noop$/i;

// Not a registry name: local paths and archives, Go package patterns, a lockfile install's
// arguments, a coordinate map (`'{:git/tag "v1"}'`); and the installer upgrading itself. setuptools and wheel beside it
// are packages: they build every sdist the environment installs, and upgrading them changes what builds (held-out round 180).
const NOT_A_PACKAGE =
  /^(?:\.{0,2}\/|~|file:|link:|workspace:|\$|\{)|^\.+$|\.(?:whl|tgz|tar\.gz|zip|txt|lock|toml|json|ya?ml|csproj|sln|rockspec|opam)$|\.\.\.$|^pip$|\.in$|^setup\.(?:py|cfg)$/;
/** A requirement fetched from a version-control repository: pip's `git+https://…`, `hg+…`, `svn+…`, `bzr+…`. */
const VCS_REQUIREMENT = /^(?:git|hg|svn|bzr)\+[a-z]{2,8}:\/\/|^git\+git@/;
/**
 * A package folder that is not the project's own code: a sibling checkout (`../shared-lib`) or a vendored
 * third-party one (`./third_party/LLaMA-Factory`). Installing it adds that package and what it requires;
 * the project itself (`.`) and its workspace folders (`./libs/core`) are its own code, unless the verb records the
 * folder in the manifest (a rule with `folders`, below). Yarn's and npm's protocols
 * for a local folder name the same thing (`file:../tag-printer-sdk`, `link:../x`, `portal:../x`).
 */
const FOREIGN_FOLDER =
  /^(?:(?:file|link|portal):)?(?:\.\.\/|\.\/(?:third[_-]party|vendor(?:ed)?|external|extern|deps)\/)(?![^#]*\.[a-z]{2,8}$)/i;
/**
 * A requirements file that is not the set the project pins: a staged or proposed one (`requirements-new.txt`,
 * `requirements.next.txt`, `requirements-upgrade.txt`) or pip-tools' unpinned input (`requirements.in`), which
 * resolves to the newest versions. The project's own files (`requirements.txt`, `requirements-dev.txt`) are its pins.
 */
const UNPINNED_LIST =
  /(?:^|\/)[\w.-]{0,60}(?:[-_.](?:new|next|latest|upgraded?|updated?|proposed|candidate|bump(?:ed)?|unpinned|unlocked)(?:[-_.][\w-]{0,20})?\.txt|\.in)$/i;
/**
 * A package named by its local folder, for a rule with `folders`: a relative or absolute path, or Yarn's and npm's
 * protocols for one (`file:packages/ui`, `link:../x`, `portal:../x`). The project itself (`.`, `./`, `.[dev]`) is not a
 * package of its own.
 */
const LOCAL_FOLDER = /^(?:(?:file|link|portal):[^\s]|\.{0,2}\/|~\/|\.\.$)/;
/** The project itself named by its folder, with or without extras (`.`, `./`, `.[dev]`, `file:.`): no dependency of its own. */
const PROJECT_ITSELF = /^(?:(?:file|link|portal):)?\.\/?(?:\[[^\]]{0,200}\])?$/;
/**
 * An archive fetched by URL (`npm install https://cdn.sheetjs.com/xlsx-0.20.2/xlsx-0.20.2.tgz`, `pip install
 * https://…/pkg-1.0.tar.gz`): a package from outside the registry, which no lockfile pinned before.
 */
const REMOTE_ARCHIVE = /^(?:[\w@/.-]{1,214}@)?https?:\/\/[^\s]{1,2000}\.(?:tar\.gz|tgz|tar\.bz2|tar\.xz|zip|whl)(?:#[^\s]{0,200})?$/;
/**
 * A local package archive, which a rule with `archives` installs (`npm install ./vendor/x-1.0.tgz`, `pip install
 * ./vendor/x-1.2.0-py3-none-any.whl`); not a build's output under a `dist/` or `build/` folder (`../dist/app-1.0.whl`).
 */
const ARCHIVE =
  /^(?![^\s/]{0,400}(?:\/[^\s/]{1,400}){0,16}\/(?:dist|build)\/|(?:dist|build)\/)[^\s]{0,400}\.(?:tar\.gz|tgz|tar\.bz2|tar\.xz|zip|whl)$/;
/** A version given as its own word: `21.0.2-tem`, `20`, `latest`. */
const VERSION_WORD = /^(?:\d[\w.+-]{0,40}|latest|lts)$/;

/**
 * Pythons whose `-m pip` is pip: CPython and PyPy, and the interpreters 3D and CAD applications embed, which
 * install into the application's own site-packages (Houdini's `hython`, Maya's `mayapy`, ParaView's `pvpython`):
 * https://www.sidefx.com/docs/houdini/hom/commandline.html,
 * https://help.autodesk.com/view/MAYADEV/2025/ENU/?guid=Maya_DEVHELP_Maya_Python_API_mayapy_html
 */
const PYTHONS = /^(?:python[\d.]*|py|pypy[\d.]*|hython[\d.]*|mayapy[\d.]*|pvpython|pvbatch)$/;

export interface Change {
  ecosystem: string;
  action: Action;
  packages: string[];
  rule: string;
  /** Installed for the whole machine, not the project: where from, and how to pin it. */
  machine?: { from?: string; pin?: string };
  /** No package named: every package the lockfile pins is upgraded (`cargo update`, `uv lock --upgrade`). */
  lock?: boolean;
  /** A manifest or lockfile the command writes itself (a redirect, `tee`, `sed -i`, `npm pkg set`). */
  file?: { path: string; kind: string };
}

/** The packages a shell command adds, removes or upgrades by name. */
export function commandChanges(command: string, config: Config = NO_CONFIG, env: Env = process.env): Change[] {
  const found: Change[] = [];
  let temp: string[] | undefined;
  // Whether the line runs a filter, asked at most once (and counted): a line of many commands
  // asked it per command, a scan of the whole line each time.
  let filters: boolean | undefined;
  const runsFilter = () => {
    if (filters === undefined) {
      countScanned(command.length);
      filters = FILTER.test(command);
    }
    return filters;
  };
  // The engine unwraps what runs a package manager: `sudo`, `env`, `sh -c '…'`, `npx`, `poetry run`,
  // `docker compose run web …`, `docker run IMAGE …`, `kubectl exec … --`.
  // Directories do not matter here: no rule of this family reads a path.
  // The lockfiles an earlier command of the line deleted (`rm package-lock.json && npm install`), by basename.
  const removed = new Set<string>();
  for (const call of normalise(command, { cwd: '/', home: '/' })) {
    let words = call.words;
    for (const file of deletedFiles(call)) removed.add(file);
    // A tool run by its path in temp space (`/tmp/try/bin/pip install rich`) installs into a throwaway environment there.
    if (call.path?.startsWith('/') && (temp ??= scratchDirs(env)).some((dir) => isInside(call.path!, dir))) continue;
    // `python -m pip install …`, `hython -m pip install …`, `corepack pnpm add …`
    if (PYTHONS.test(words[0] ?? '') && words[1] === '-m') words = words.slice(2);
    if (words[0] === 'corepack') words = words.slice(1);
    // `php composer.phar require …`: PHP runs the archive, the archive is the tool.
    if (/^php[\d.]*$/.test(words[0] ?? '') && /\.phar$/.test(words[1] ?? '')) words = words.slice(1);
    // `npx pnpm@9 add …` runs pnpm; a notebook's `%pip install x` (an IPython magic) runs pip; a
    // scoped package run by npx keeps its scope (`npx @astrojs/upgrade` is not a command named `upgrade`).
    const name = (words[0] ?? '')
      .replace(/^%(?=[a-z])/, '')
      .replace(/^(?!@[\w.-]+\/[\w.-]+(?:@[^/]*)?$).*\//, '')
      .replace(/\.(?:exe|cmd|bat)$/i, '')
      .replace(/(?<=.)@[^@]*$/, '')
      .toLowerCase();
    for (const each of commandRules(config, name)) {
      const change = matchCommand(each, words, removed);
      if (change) {
        found.push(change);
        break;
      }
    }
    found.push(...manifestWrites(call, words, name, config, command, runsFilter));
    for (const line of assignedLines(name, words)) found.push(...commandChanges(line, config, env));
    const placed = binaryPlaced(call, config);
    if (placed) found.push(placed);
  }
  found.push(...interpreterWrites(command, config));
  const installer = pipedInstaller(command, config);
  if (installer) found.push(installer);
  return found;
}

/** Task runners whose `NAME=value` arguments set a variable a recipe may run (`make shell CMD='npm install x'`). */
const ASSIGNING_RUNNERS: ReadonlySet<string> = new Set(['make', 'gmake', 'just']);

/**
 * The values of a task runner's variable assignments that read as a command line: a recipe such as `shell: ; $(CMD)`
 * runs the value, so a package manager's command there is that install. Only values with a blank are lines; one word
 * (`CC=clang`, `V=1`) is a setting, and `make install` alone is the project's own target.
 * https://www.gnu.org/software/make/manual/make.html#Overriding https://just.systems/man/en/setting-variables-from-the-command-line.html
 */
function assignedLines(name: string, words: readonly string[]): string[] {
  if (!ASSIGNING_RUNNERS.has(name)) return [];
  return words
    .slice(1)
    .map((word) => /^[A-Za-z_][A-Za-z0-9_]{0,63}:?=(.{1,2048})$/s.exec(word)?.[1]?.trim())
    .filter((value): value is string => value !== undefined && /\s/.test(value));
}

/**
 * A task runner's target named for adding dependencies, given the package as a variable (`make deps PKG=openpyxl`,
 * `just add DEP=serde`): the recipe runs the package manager with it. Only the rule's variables name packages, and only
 * with a package-like value (`make test PKG=./internal/...` names a Go path for tests); the target is the first
 * word that is neither an option nor an assignment, so a later target (`make deps lint`) is no package.
 */
function assignedPackages(each: CommandRule, words: readonly string[]): Change | undefined {
  const packages: string[] = [];
  let target: string | undefined;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (word.startsWith('-')) {
      if (each.valued.has(word)) i++;
      continue;
    }
    const assigned = /^([A-Za-z_][A-Za-z0-9_]{0,63}):?=(.{1,200})$/s.exec(word);
    if (!assigned) target ??= word;
    else if (each.packageOptions.has(assigned[1]!) && !NOT_A_PACKAGE.test(assigned[2]!) && !/\s/.test(assigned[2]!))
      packages.push(assigned[2]!);
  }
  if (target === undefined || packages.length === 0 || !addsByName(each, target)) return undefined;
  return { ecosystem: each.rule.ecosystem, action: each.rule.action as Action, packages, rule: each.fullId };
}

/** Package managers a compound target is named after (`pip-install`, `npm-add`): the recipe runs that manager. */
const MANAGER_PARTS: ReadonlySet<string> = new Set([
  'pip',
  'pip3',
  'uv',
  'poetry',
  'npm',
  'pnpm',
  'yarn',
  'bun',
  'gem',
  'cargo',
  'composer',
  'go',
]);

/**
 * Whether a target is named for adding dependencies: one of the rule's verbs, or a compound of them (and of a package
 * manager's name) joined by `-`, `_` or `:` (`deps-add`, `add_dep`, `deps:add`, `pip-install`), at least one part a verb.
 */
function addsByName(each: CommandRule, target: string): boolean {
  const isVerb = (part: string) => each.verbs.some((verb) => verb.length === 1 && verb[0] === part);
  if (isVerb(target)) return true;
  const parts = target.toLowerCase().split(/[-_:]/);
  return parts.length > 1 && parts.length <= 4 && parts.some(isVerb) && parts.every((part) => isVerb(part) || MANAGER_PARTS.has(part));
}

/** Commands that delete the files they name (`git rm` by its verb). */
const DELETERS: ReadonlySet<string> = new Set(['rm', 'unlink', 'del', 'erase', 'remove-item', 'ri', 'rimraf', 'trash']);

/** The basenames of the files a command deletes (`rm -rf node_modules package-lock.json`, `git rm Cargo.lock`). */
function deletedFiles(call: Call): string[] {
  // `git rm --cached` keeps the file on disk: only the index forgets it.
  const operands =
    call.name === 'git' && call.words[1] === 'rm' && !call.words.includes('--cached')
      ? call.words.slice(2)
      : DELETERS.has(call.name)
        ? call.words.slice(1)
        : [];
  return operands.filter((word) => !word.startsWith('-')).map((word) => word.replace(/^.*[\\/]/, ''));
}

// ── shell: a tool's installer script run straight from a download ──────────────────────────────

// A download handed to a shell as it arrives: `curl … URL | sudo sh -s -- -y`, `irm URL | iex`, `wget -qO- URL | python3 -`.
const PIPED_TO_SHELL =
  /(?:^|[\s;&|(`'"])(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)(?:\.exe)?[ \t]([^|;&\n]{1,600})\|[ \t]*(?:(?:sudo|doas)(?:[ \t]+-[A-Za-z]{1,3})*[ \t]+)?(?:env[ \t]+)?(?:[A-Za-z_]\w{0,40}=\S{0,200}[ \t]+){0,6}(?:(?:\/usr)?\/bin\/)?(?:(?:ba|z|da|k)?sh|iex|Invoke-Expression|python[\d.]{0,4}(?=[ \t]+-(?:[ \t]|$)|[ \t]*(?:$|[;&|)'"])))(?![\w.-])/gi;
// The same download handed over whole: `sh -c "$(curl … URL)"`, `bash <(curl … URL)`.
const SUBSTITUTED_TO_SHELL =
  /(?<![\w.-])(?:ba|z|da|k)?sh(?:[ \t]+-[A-Za-z]{1,3})*[ \t]+(?:-c[ \t]+["']?\$\(|<\()[ \t]*(?:curl|wget)[ \t]([^()\n]{1,600})\)/g;
/** A URL among a downloader's words, with or without its scheme: its host and path. */
const DOWNLOAD_URL =
  /(?:^|[\s'"=])(?:https?:\/\/)?((?:[A-Za-z\d](?:[\w-]{0,62})\.){1,8}[A-Za-z]{2,24})(?::\d{1,5})?(\/[^\s'"|;&)]{0,400})?/;
/**
 * A URL that names an installer: a host or path part `install`, `installer`, `setup`, `bootstrap` or `get`
 * (`get.docker.com`, `…/install.sh`, `…/stable/install`), or the installer hosts' own conventions, a host under `sh.`
 * (`sh.rustup.rs`) or a `.run` host (`mise.run`): a script that puts a tool on the machine, not one that does a task.
 */
const INSTALLER_PART = /(?:^|[./_-])(?:install(?:er)?|setup|bootstrap|get)(?=$|[./_-])/i;

/** A tool installed by its own script, downloaded and run by a shell as it arrives (`curl -fsSL https://wasmtime.dev/install.sh | bash`). */
function pipedInstaller(command: string, config: Config): Change | undefined {
  if (command.length > 20_000 || !/\b(?:curl|wget|iwr|irm|invoke-web|invoke-rest)/i.test(command)) return undefined;
  countScanned(command.length);
  for (const pattern of [PIPED_TO_SHELL, SUBSTITUTED_TO_SHELL]) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(command), seen = 0; match && seen < 16; match = pattern.exec(command), seen++) {
      // Text an echo or printf writes (`echo 'curl … | sh is banned' >> CONTRIBUTING.md`) runs nothing.
      if (/(?:^|[\s;&|(])(?:echo|printf)[ \t][^;&|\n]{0,200}$/.test(command.slice(Math.max(0, match.index - 200), match.index + 1)))
        continue;
      const url = DOWNLOAD_URL.exec(match[1]!);
      if (!url) continue;
      const host = url[1]!.toLowerCase();
      const installer = /^sh\./.test(host) || /\.run$/.test(host) || INSTALLER_PART.test(host) || INSTALLER_PART.test(url[2] ?? '');
      if (!installer || !ruleEnabled(config, PIPED_INSTALLER)) continue;
      return {
        ecosystem: text.findings.installerScript(host),
        action: 'add',
        packages: [],
        rule: PIPED_INSTALLER,
        machine: { pin: text.findings.pinInstaller },
      };
    }
  }
  return undefined;
}

// ── shell: a program put on the machine's PATH by hand ─────────────────────────────────────────

// The folders a shell finds programs in, for every project of the user or the machine.
const PATH_FOLDER =
  /^(?:\/usr(?:\/local)?\/s?bin|\/opt\/homebrew\/bin|\/opt\/local\/bin|(?:~|\$HOME|\$\{HOME\})\/(?:\.local\/)?bin)\/?(?:[^/]*)$/;
/** What copies or downloads a program into place; `tee`, or a redirect of anything else, writes a script of the user's own. */
const PLACERS: ReadonlySet<string> = new Set(['install', 'ginstall', 'cp', 'mv', 'ditto', 'curl', 'wget']);
const OWN_SCRIPT = /\.(?:sh|bash|zsh|fish|py|pl|rb|js|mjs|ps1|bat|cmd)$/i;

/**
 * `sudo install tool /usr/local/bin`, `mv ./tool ~/.local/bin/`, `curl -o /usr/local/bin/tool URL`: a program
 * installed for the machine by hand, as a package manager would for its own, and pinned by nothing.
 */
function binaryPlaced(call: Call, config: Config): Change | undefined {
  if (!PLACERS.has(call.name)) return undefined;
  // A redirect of a download (`curl -fsSL URL > /usr/local/bin/tool`) places a program as `-o` does; any
  // other redirect or an append writes text of the user's own.
  const downloaded = call.name === 'curl' || call.name === 'wget';
  const target = written(call).find(
    (path) => PATH_FOLDER.test(path) && (downloaded || !call.truncates.includes(path)) && !call.appends?.includes(path),
  );
  if (target === undefined || !ruleEnabled(config, BINARY_ON_PATH)) return undefined;
  const folder = /\/(?:s?bin)\/?$/.test(target);
  const operand = call.words.slice(1).find((word) => !word.startsWith('-') && !/^https?:/.test(word) && word !== target);
  const program = basename(folder ? (operand ?? '') : target);
  // A script of the user's own (`cleanup.sh`) put on the PATH is their tool, not one installed from elsewhere.
  if (OWN_SCRIPT.test(program)) return undefined;
  return {
    ecosystem: text.findings.pathFolder(folder ? target.replace(/\/$/, '') : dirname(target)),
    action: 'add',
    packages: program ? [program] : [],
    rule: BINARY_ON_PATH,
    machine: { pin: text.findings.pinDownload },
  };
}

// ── shell: a command that writes a manifest itself ──────────────────────────────────────────────

/** In-place editors: the option that makes them write the files they name. */
const IN_PLACE: Record<string, RegExp> = {
  sed: /^(?:-i\S*|--in-place(?:=.*)?|-[a-zA-Z]*i[a-zA-Z]*)$/,
  gsed: /^(?:-i\S*|--in-place(?:=.*)?|-[a-zA-Z]*i[a-zA-Z]*)$/,
  perl: /^-[a-zA-Z]*i\S*$/,
  ruby: /^-[a-zA-Z]*i\S*$/,
  yq: /^(?:-i|--inplace|-[a-zA-Z]*i[a-zA-Z]*)$/,
  dasel: /^(?:-f|--file)$/,
  ex: /^-s$/,
};

/** `npm pkg set|delete` keys that are dependencies. */
const NPM_DEPENDENCY_KEY = /^(?:dev|peer|optional|bundle)?[Dd]ependencies\b|^(?:overrides|resolutions|bundledDependencies)\b/;

/**
 * The manifests and lockfiles a command writes without the package manager: a redirect onto one
 * (`jq … > package.json`, `echo 'x==1' >> requirements.txt`), `tee`, `mv`/`cp` onto one, an
 * in-place editor (`sed -i`, `perl -pi`, `yq -i`) whose script names a dependency, `npm pkg set
 * dependencies.x=…`. Removals count as much as additions.
 */
function manifestWrites(call: Call, words: string[], name: string, config: Config, command: string, runsFilter: () => boolean): Change[] {
  const targets: string[] = [];
  for (const target of call.redirects) if (call.truncates.includes(target) || appends(call.source, target)) targets.push(target);
  const operands = words.slice(1).filter((word) => !word.startsWith('-'));
  if (name === 'tee' || name === 'sponge') targets.push(...operands);
  if ((name === 'mv' || name === 'cp' || name === 'install') && operands.length >= 2) targets.push(operands.at(-1)!);
  const inPlace = IN_PLACE[name];
  const scripted = inPlace !== undefined && words.some((word) => inPlace.test(word));
  if (scripted) targets.push(...operands);
  if (
    name === 'npm' &&
    words[1] === 'pkg' &&
    /^(?:set|delete)$/.test(words[2] ?? '') &&
    words.slice(3).some((word) => NPM_DEPENDENCY_KEY.test(word))
  )
    targets.push('package.json');
  const found: Change[] = [];
  const seen = new Set<string>();
  for (const target of targets) {
    if (seen.has(target) || target.length > 4096) continue;
    seen.add(target);
    const rule = classifyFile(target, config);
    if (!rule) continue;
    if (snapshotOntoLock(call, words, name, target)) continue;
    // `echo '# pinned by renovate' >> requirements.txt` appends a comment, `echo 'BB_NUMBER_THREADS = "8"' >>
    // conf/local.conf` a line no entry pattern knows: no dependency changes.
    if (appendsNoEntry(call, words, name, target, rule)) continue;
    // An in-place edit of a manifest that holds more than dependencies counts when its script names one,
    // and so does a filter's output moved onto it (`jq '.name = "x"' package.json > t && mv t package.json`).
    const script = scripted ? joinedHead(words, MAX_SCRIPT) : runsFilter() ? command : undefined;
    if (script !== undefined && rule.rule.kind === 'manifest' && rule.rule.sections && !namesDependency(rule, script)) continue;
    found.push(fileWrite(rule, target));
  }
  return found;
}

/** Words of a requirements file's name that say it is a lock or a snapshot (`requirements.lock.txt`, `requirements-frozen.txt`). */
const LOCK_WORDS: ReadonlySet<string> = new Set(['lock', 'locked', 'frozen', 'freeze', 'snapshot']);

/**
 * Whether the package tool itself writes the environment it has into a requirements file named as a lock or snapshot
 * (`pip freeze > requirements.lock.txt`, `uv pip freeze`, `pip list --format=freeze`, `conda list --export`): that
 * file is the tool's own output, as a lockfile is, so no one's dependencies change by hand. Only a whole write (`>`)
 * of the tool's own call; a manifest (`requirements.txt`, `requirements-dev.txt`, `constraints.txt`) still speaks, as
 * do `>>`, another writer (`echo`, `cat`) and an Edit or Write of the lock-named file.
 * https://pip.pypa.io/en/stable/cli/pip_freeze/ https://docs.astral.sh/uv/pip/inspection/
 */
function snapshotOntoLock(call: Call, words: readonly string[], name: string, target: string): boolean {
  if (!call.truncates.includes(target) || appends(call.source, target)) return false;
  // The name's words, split at `-`, `_` and `.`: `requirements-unlocked.txt` is no lock.
  const file = basename(target);
  const nameWords = file.endsWith('.txt') ? file.slice(0, -4).toLowerCase().split(/[-_.]/) : [];
  if (!nameWords.some((word) => LOCK_WORDS.has(word))) return false;
  const rest = name === 'uv' && words[1] === 'pip' ? words.slice(2) : /^pip[\d.]*$/.test(name) ? words.slice(1) : undefined;
  if (rest) {
    if (rest[0] === 'freeze') return true;
    const format = rest.findIndex((word) => word === '--format' || word.startsWith('--format='));
    return rest[0] === 'list' && format > 0 && (rest[format] === '--format=freeze' || rest[format + 1] === 'freeze');
  }
  return /^(?:conda|mamba|micromamba)$/.test(name) && words[1] === 'list' && words.some((word) => word === '--export' || word === '-e');
}

/**
 * Whether `echo`/`printf` appends to `target` only comment lines (in the manifest's syntax) or, for a manifest
 * that names its entries, no line its `entry` pattern knows.
 */
function appendsNoEntry(call: Call, words: string[], name: string, target: string, rule: FileRule): boolean {
  if ((name !== 'echo' && name !== 'printf') || call.truncates.includes(target) || !appends(call.source, target)) return false;
  const args = words.slice(1);
  // echo's own flags (`-e`, `-n`); printf's format is its first word, its escapes a newline.
  while (name === 'echo' && /^-[neE]{1,3}$/.test(args[0] ?? '')) args.shift();
  const text = args.join(' ').replace(/\\n/g, '\n');
  if (text.trim() === '' || text.length > MAX_SCRIPT || (name === 'printf' && text.includes('%'))) return false;
  if (rule.rule.comments && withoutComments(text, rule.rule.comments) === '') return true;
  const entry = rule.rule.kind === 'manifest' && rule.rule.sections ? rule.entry?.() : undefined;
  return entry !== undefined && !someLineMatches(entry, text);
}

/** `words.join(' ').slice(0, limit)`, without copying a 1 MB script only to read its head. */
function joinedHead(words: readonly string[], limit: number): string {
  let joined = '';
  for (let i = 0; i < words.length && joined.length < limit; i++) joined += (i === 0 ? '' : ' ') + words[i]!.slice(0, limit);
  return joined.length > limit ? joined.slice(0, limit) : joined;
}

/** A command that writes a manifest or lockfile `target` itself (no package named). */
function fileWrite(rule: FileRule, target: string): Change {
  return { ecosystem: rule.rule.ecosystem, action: 'add', packages: [], rule: rule.fullId, file: { path: target, kind: rule.rule.kind! } };
}

/** A program that rewrites what it reads by a script the command line shows. */
const FILTER = /(?:^|[\s|;&(])(?:jq|yq|gojq|sed|gsed|perl|awk|gawk|dasel)\s/;

// Code an interpreter runs (`node -e "…"`, `python3 - <<EOF … EOF`) that writes a file by its name.
const INTERPRETER = /(?:^|[\s|;&(/])(?:node|nodejs|deno|bun|python[\d.]*|py|ruby|perl|php)(?:\s|$)/;
// The file is named by a literal or by a variable the code set to one (`f='package.json'; … writeFileSync(f, …)`).
const FILE_WRITE =
  /\b(?:writeFileSync|writeFile|outputFileSync|outputJsonSync|writeJsonSync|write_text|write_bytes|file_put_contents|File\.write|IO\.write|open|fopen|Path|File\.open)\s*\(\s*(?:['"]([^'"\n]{1,200})['"]|\$?([A-Za-z_][\w]{0,40})(?=\s*[,)]))([^\n]{0,40})/g;
/** A variable given a string literal: `const f='package.json'`, `$f = "composer.json"`, `f = 'pyproject.toml'`. */
const LITERAL_VARIABLE = /(?<![\w$.])\$?([A-Za-z_]\w{0,40})\s*=\s*['"]([^'"\n]{1,200})['"]/g;

/** Manifests that inline interpreter code writes by name, judged like an in-place edit by what the code names. */
function interpreterWrites(whole: string, config: Config): Change[] {
  const command = whole.length > MAX_SCRIPT * 4 ? whole.slice(0, MAX_SCRIPT * 4) : whole;
  if (!INTERPRETER.test(command)) return [];
  const found: Change[] = [];
  let seen = 0;
  const judged = new Set<string>();
  // The literals the code's variables hold, read in one pass when a write names a variable.
  let literals: Map<string, string> | undefined;
  const literalOf = (name: string) => {
    if (!literals) {
      literals = new Map();
      for (const each of command.matchAll(LITERAL_VARIABLE)) if (literals.set(each[1]!, each[2]!).size >= 256) break;
    }
    return literals.get(name);
  };
  for (const match of command.matchAll(FILE_WRITE)) {
    if (++seen > 64) break;
    const [call, named, variable, after] = match as unknown as [string, string | undefined, string | undefined, string];
    const target = named ?? literalOf(variable!);
    // A file judged once: a line that writes it 64 times asks what the code names once.
    if (target === undefined || judged.has(target)) continue;
    // `open()` and `Path()` write only in a write mode or through `.write_text()`.
    if (/^(?:open|fopen|File\.open)\b/.test(call) && !/^\s*,\s*(?:mode\s*=\s*)?['"][wax]/.test(after)) continue;
    if (/^Path\b/.test(call) && !/^\s*\)\s*\.\s*write_/.test(after)) continue;
    judged.add(target);
    const rule = classifyFile(target, config);
    if (!rule || found.some((each) => each.file?.path === target)) continue;
    if (rule.rule.kind === 'manifest' && rule.rule.sections && !namesDependency(rule, command)) continue;
    found.push(fileWrite(rule, target));
  }
  return found;
}

/** Whether the command appends to `target` (`>> requirements.txt`): redirects also hold what `<` reads. */
function appends(source: string, target: string): boolean {
  return ['', ' ', '"', ' "', "'", " '"].some((between) => source.includes(`>>${between}${target}`));
}

// The package's own fields: editing them changes no dependency.
const OWN_FIELD = /(?:^|[/.])(?:version|name|edition|description|license|readme|homepage|authors?)$/;
const OWN_FIELD_MENTION = /\b(?:version|name|description|license|readme|homepage|authors?)\b/;
const MAX_SCRIPT = 16_384;
const VERSION_LITERAL = /["'][~^<>=!]{0,2}v?\d+\.\d+/;

/** Whether an editing script names one of the manifest's dependency sections or holds a dependency entry. */
function namesDependency(rule: FileRule, whole: string): boolean {
  // An editing script is short; a hostile megabyte is judged by its head, at a bounded cost.
  const script = whole.length > MAX_SCRIPT ? whole.slice(0, MAX_SCRIPT) : whole;
  countScanned(script.length);
  const names = (rule.rule.sections ?? [])
    .flatMap((section) =>
      'json' in section
        ? section.json
        : 'yaml' in section
          ? section.yaml
          : 'xml' in section
            ? section.xml
            : 'key' in section
              ? section.key
              : [],
    )
    .flatMap((each) => (each === '-' ? [] : [each.slice(each.lastIndexOf('.') + 1)]));
  if (names.some((each) => script.includes(each))) return true;
  // `require(…)` is a JavaScript call, not a `requires` list.
  if (/\bdependenc|\brequires?\b(?!\s*\()|\bdeps\b/i.test(script)) return true;
  // A pinned entry in the script (`"lodash": "^4"`, `serde = "1"`), other than the project's own version or name.
  let seen = 0;
  for (const match of script.matchAll(/(["']?)([@\w/.-]{1,100})\1\s*[:=]\s*["'][~^<>=!]*\d/g)) {
    if (++seen > 64) break;
    if (!OWN_FIELD.test(match[2]!)) return true;
  }
  // A quoted key and a version literal apart (`s/("express":\s*)"[^"]+"/$1"^4.19.2"/`), or a line
  // deleted by an address that names an entry (`sed '/"moment"/d'`): both edit a dependency.
  if (VERSION_LITERAL.test(script))
    for (const match of script.matchAll(/(["'])([@\w/.-]{1,100})\1\s*[:=]/g)) {
      if (++seen > 64) break;
      if (!OWN_FIELD.test(match[2]!)) return true;
    }
  // A Maven coordinate with its version in a Gradle build (`s/graphhopper-core:8.0/graphhopper-core:9.1/`,
  // `com.squareup.okhttp3:okhttp:4.12.0`): the `group:artifact:version` string a dependency is declared by.
  if (rule.rule.ecosystem === 'Gradle' && /(?:^|[^\w.:-])(?:[\w.-]{1,100}:)?[A-Za-z][\w.-]{0,100}:v?\d{1,9}\.\d/.test(script)) return true;
  // An unquoted YAML entry with a version (`s/^  dio: .*/  dio: ^5.5.0/` on a pubspec.yaml).
  for (const match of script.matchAll(/(?:^|[\s/])([\w.-]{1,100}):[ \t]{1,8}[~^<>=]{0,2}v?\d{1,9}\.\d/g)) {
    if (++seen > 64) break;
    if (!OWN_FIELD.test(match[1]!)) return true;
  }
  for (const match of script.matchAll(/(?:^|[\s'";])\/([^/\n]{1,200})\/\s*(?:,\s*\/[^/\n]{0,200}\/\s*)?d(?!\w)/g)) {
    if (++seen > 64) break;
    if (!OWN_FIELD_MENTION.test(match[1]!)) return true;
  }
  const entry = rule.entry?.();
  return entry !== undefined && someLineMatches(entry, script);
}

function matchCommand(each: CommandRule, words: string[], removed: ReadonlySet<string> = new Set()): Change | undefined {
  if (each.calls) return matchCode(each, each.calls(), words);
  if (each.rule.assignments) return assignedPackages(each, words);
  // A verb that re-resolves only once its lockfile is gone (`npm install` after `rm package-lock.json`).
  const unlocked = each.rule.lockRemoved?.some((file) => removed.has(file));
  if (each.rule.lockRemoved && !unlocked) return undefined;
  if (each.rule.goals) words = goalFirst(each, words);
  // Global options may come first: `npm --silent install x`, `cargo +nightly install x`.
  let at = 1;
  while (at < words.length && /^[-+]/.test(words[at]!)) at += each.valued.has(words[at]!) ? 2 : 1;
  const rest = words.slice(at);
  const verb = each.verbs.find((verb) => verb.every((word, i) => word === '*' || rest[i] === word));
  if (!verb) return undefined;
  const packages: string[] = [];
  let action = each.rule.action as Action;
  // With no verb (`cpanm X`, `ncu -u`) the options before the first word are the command's own.
  const args = verb.length === 0 ? words.slice(1) : rest.slice(verb.length);
  // A dry run (`poetry remove x --dry-run`, `ng add x --dry-run`) changes no manifest.
  if (args.some((word) => DRY_RUN.test(word) || each.quietOptions.has(word.split('=')[0]!))) return undefined;
  // A machine option counts before the verb too (`npm -g install x`, `clojure -Ttools install …`).
  const machine = each.rule.machine === true || words.slice(1).some((word) => each.machineOptions.has(word.split('=')[0]!));
  // `mise use node@20` pins the tool in the project's own file; only `mise use -g` is the machine's.
  if (each.rule.machineOnly && !machine) return undefined;
  // `conda create -n x python=3.11` chooses an interpreter and installs no dependency: only other names count.
  const interpreter = each.interpreters?.();
  // Whether this verb records a package named by its folder in the manifest (`npm install ./packages/ui`).
  // Not for the machine (`npm install -g ./packages/cli`): no manifest records it.
  const folders = !machine && (each.rule.folders === true || (each.rule.folders?.includes(verb.join(' ')) ?? false));
  for (let i = 0; i < args.length; i++) {
    const word = args[i]!;
    if (interpreter?.test(word)) continue;
    // A rule's own option words count whatever they start with (Clojure's `:lib x :as name`).
    if (word.startsWith('-') || each.valued.has(word) || each.packageOptions.has(word)) {
      const [flag, attached] = word.split(/=(.*)/s, 2) as [string, string | undefined];
      if (each.upgradeOptions.has(flag)) action = 'upgrade';
      if (each.packageOptions.has(flag)) {
        const value = attached ?? args[++i];
        if (value && !NOT_A_PACKAGE.test(value)) packages.push(value);
      } else if (each.valued.has(flag)) {
        // An option's value that is a repository URL is a package fetched from it (`pip install -e git+https://…@master`:
        // an editable install of a moving branch), as is a sibling or vendored folder; the project's own (`-e .`,
        // `-e ./libs/core`) is not.
        const value = attached ?? args[++i];
        // A requirements file fetched from a URL (`pip install -r https://…/requirements.txt`) names packages no one
        // here reviewed; a staged or unpinned one (`-r requirements-new.txt`, `-r requirements.in`) is not the pinned set.
        // Cargo's `add --path ../x` names its package by folder as pip's `-e` does (not `install --path`: the machine's).
        const editable = flag === '-e' || flag === '--editable' || (flag === '--path' && each.rule.action === 'add' && !machine);
        const requirement = flag === '-r' || flag === '--requirement';
        const remoteList = requirement && (/^https?:\/\//.test(value ?? '') || UNPINNED_LIST.test(value ?? ''));
        // A verb that records the folder in the manifest (`cargo add --path crates/x`, `uv add --editable ./libs/x`)
        // adds it wherever it is; the project itself (`.`) is no dependency of its own.
        const recorded = editable && folders && !PROJECT_ITSELF.test(value ?? '.');
        if (value && (VCS_REQUIREMENT.test(value) || remoteList || recorded || (editable && FOREIGN_FOLDER.test(value))))
          packages.push(value);
      }
      continue;
    }
    if (each.rule.versioned && packages.length > 0 && VERSION_WORD.test(word) && !packages.at(-1)!.includes(' '))
      packages[packages.length - 1] += ` ${word}`;
    else if (
      !NOT_A_PACKAGE.test(word) ||
      FOREIGN_FOLDER.test(word) ||
      (each.rule.archives && ARCHIVE.test(word)) ||
      (folders && LOCAL_FOLDER.test(word) && !PROJECT_ITSELF.test(word)) ||
      (each.rule.action === 'add' && REMOTE_ARCHIVE.test(word))
    )
      packages.push(word);
  }
  // A call that rewrites the manifest's versions speaks without names (`ncu -u`, `cargo upgrade`);
  // a reporting tool's words are filters (`ncu react` only lists).
  const rewrites = each.rule.rewrites === true || args.some((word) => each.rewriteOptions.has(word.split('=')[0]!));
  // Options that name packages count even without positional names (`uv lock --upgrade-package x`);
  // other verbs that only name options (`uv lock`, `uv sync`) install from the lockfile, unless they upgrade
  // every locked package within the manifest's ranges (`cargo update`, `uv lock --upgrade`): the project's
  // lock, so not with a machine option (`npm update -g`).
  const given = (options: ReadonlySet<string>) => args.some((word) => options.has(word.split('=')[0]!));
  // Named packages or a script's name (`yarn build`) are no resolution of every package.
  if (unlocked && packages.length > 0) return undefined;
  const lock =
    !machine &&
    (each.rule.lockRewrites === true ||
      unlocked === true ||
      (given(each.lockRewriteOptions) && (each.lockRewriteWith.size === 0 || given(each.lockRewriteWith))));
  if (packages.length === 0 || each.rule.reportOnly)
    return rewrites
      ? {
          ecosystem: each.rule.ecosystem,
          action: 'upgrade',
          packages: [],
          rule: each.fullId,
          // `Update-Module` alone updates every module installed for the machine, not a manifest's versions.
          ...(machine ? { machine: { from: each.rule.from, pin: each.rule.pin } } : {}),
        }
      : lock && (!each.rule.reportOnly || each.rule.lockRewrites === true)
        ? { ecosystem: each.rule.ecosystem, action: 'upgrade', packages: [], rule: each.fullId, lock: true }
        : undefined;
  // A tool's update of what it installed for the machine (`Update-Module Az`) names its packages either way.
  if (
    !machine &&
    each.packageOptions.size > 0 &&
    !args.some((word) => each.packageOptions.has(word.split('=')[0]!)) &&
    each.rule.action === 'upgrade' &&
    !/^(?:update|upgrade|up)$/.test(rest[0] ?? '')
  )
    return undefined;
  return {
    ecosystem: each.rule.ecosystem,
    action,
    packages,
    rule: each.fullId,
    ...(machine ? { machine: { from: each.rule.from, pin: each.rule.pin } } : {}),
  };
}

/**
 * A build tool's words with the rule's goal first and only options after it (`mvn -f app/pom.xml clean
 * versions:use-latest-releases versions:commit` is read as `mvn versions:use-latest-releases -f app/pom.xml`): Maven and
 * Gradle run the goals or tasks given in order, so the rule's may stand among others, which name no package. The words
 * are unchanged when none of them is the rule's goal.
 */
function goalFirst(each: CommandRule, words: string[]): string[] {
  const options: string[] = [];
  let goal: string | undefined;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (word.startsWith('-')) {
      options.push(word);
      if (each.valued.has(word) && i + 1 < words.length) options.push(words[++i]!);
      continue;
    }
    const short = pluginGoal(word);
    if (goal === undefined && each.verbs.some((verb) => verb[0] === short)) goal = short;
  }
  return goal === undefined ? words : [words[0]!, goal, ...options];
}

/**
 * A Maven goal written by its plugin's coordinates, `groupId:artifactId[:version]:goal`, as its prefix form
 * (`org.codehaus.mojo:versions-maven-plugin:2.16.2:use-latest-releases` is `versions:use-latest-releases`): the prefix
 * is the artifact's name inside `maven-…-plugin` or before `-maven-plugin`, Maven's own convention for plugins.
 * https://maven.apache.org/guides/introduction/introduction-to-plugin-prefix-mapping.html
 */
function pluginGoal(word: string): string {
  const parts = word.split(':');
  if (parts.length !== 3 && parts.length !== 4) return word;
  const prefix = /^maven-([\w.-]{1,60})-plugin$|^([\w.-]{1,60})-maven-plugin$/.exec(parts[1]!);
  return prefix ? `${prefix[1] ?? prefix[2]}:${parts.at(-1)}` : word;
}

/** `Rscript -e 'renv::install("x")'`: the packages named by the rule's calls in the inline code. */
function matchCode(each: CommandRule, calls: RegExp, words: string[]): Change | undefined {
  const { codeOptions = [], packageKeywords = [], commandSyntax } = each.rule;
  const packages: string[] = [];
  // Whether a call ran that changes packages with none named: `Pkg.update()` (a `lockRewrites` rule), `pkg update`.
  let all = false;
  for (let i = 1; i < words.length; i++) {
    const [flag, attached] = words[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    if (!codeOptions.includes(flag)) continue;
    const code = attached ?? words[++i] ?? '';
    calls.lastIndex = 0;
    for (let match = calls.exec(code); match; match = calls.exec(code)) {
      const args: string[] = [];
      const end = each.rule.lispCalls
        ? lispArguments(code, calls.lastIndex, args)
        : callArguments(code, calls.lastIndex, packageKeywords, args);
      calls.lastIndex = Math.max(end, calls.lastIndex);
      // `pkg("install", "-forge", "x")`: the first argument is the verb, options are not packages.
      if (commandSyntax && !commandSyntax.includes(args.shift() ?? '')) continue;
      const named = args.filter((arg) => !(commandSyntax && arg.startsWith('-')));
      if (named.length === 0) all = true;
      packages.push(...named);
    }
    // The same calls in command syntax (`pkg install x`) or as a string macro (`pkg"rm Plots"`).
    for (const command of [each.commandCalls?.(), each.macroCalls?.()]) {
      if (!command) continue;
      command.lastIndex = 0;
      for (let match = command.exec(code); match; match = command.exec(code)) {
        const named = match[2]!
          .split(/\s+/)
          .flatMap((word) => (word && !word.startsWith('-') ? [word.replace(/^(["'])(.*)\1$/, '$2')] : []));
        if (named.length === 0) all = true;
        packages.push(...named);
      }
    }
  }
  const named = packages.filter((name) => !NOT_A_PACKAGE.test(name));
  const machine = each.rule.machine ? { machine: { from: each.rule.from, pin: each.rule.pin } } : {};
  if (named.length > 0)
    return { ecosystem: each.rule.ecosystem, action: each.rule.action as Action, packages: named, rule: each.fullId, ...machine };
  if (!all) return undefined;
  if (each.rule.machine) return { ecosystem: each.rule.ecosystem, action: 'upgrade', packages: [], rule: each.fullId, ...machine };
  return each.rule.lockRewrites
    ? { ecosystem: each.rule.ecosystem, action: 'upgrade', packages: [], rule: each.fullId, lock: true }
    : undefined;
}

/**
 * The string literals among a call's arguments, from just inside its `(` to the `)` that closes
 * it (nested calls like `c("a", "b")` included); a keyword's value counts only for `keywords`
 * (`name="X"`, not `repos="https://…"`). Returns where the scan stopped. One pass over the code.
 */
function callArguments(code: string, from: number, keywords: readonly string[], out: string[]): number {
  let depth = 1;
  let keyword: string | undefined;
  for (let i = from; i < code.length; i++) {
    const char = code[i]!;
    if (char === '"' || char === "'") {
      const close = code.indexOf(char, i + 1);
      if (close < 0) return code.length;
      if (keyword === undefined || keywords.includes(keyword)) out.push(code.slice(i + 1, close));
      i = close;
    } else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') {
      if (--depth === 0) return i + 1;
    } else if (char === ',') keyword = undefined;
    else if (char === '=' && code[i + 1] !== '=') keyword = /(\w+)\s*$/.exec(code.slice(Math.max(from, i - 32), i))?.[1] ?? '';
  }
  return code.length;
}

/**
 * A Lisp form's own arguments that name packages, from just after its name to the `)` that closes it: quoted symbols
 * (`'magit`) and strings; nested forms' contents and bare symbols (variables, `t`) are not. Returns where the scan stopped.
 */
function lispArguments(code: string, from: number, out: string[]): number {
  let depth = 1;
  for (let i = from; i < code.length; i++) {
    const char = code[i]!;
    if (char === '"') {
      let close = i + 1;
      while (close < code.length && code[close] !== '"') close += code[close] === '\\' ? 2 : 1;
      if (depth === 1) out.push(code.slice(i + 1, close));
      i = close;
    } else if (char === "'" && depth === 1) {
      const symbol = /^[\w.+/-]{1,200}/.exec(code.slice(i + 1, i + 201))?.[0];
      if (symbol) {
        out.push(symbol);
        i += symbol.length;
      }
    } else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  return code.length;
}

function describeChanges(found: Change[]): string {
  return text.findings.commandChanges(
    found.map(({ ecosystem, packages, action, machine, file, lock }) =>
      file
        ? text.findings.manifestWrite(file.path, ecosystem, file.kind)
        : lock
          ? text.findings.lockUpgrade(ecosystem)
          : machine
            ? text.findings.machineInstall(packages.slice(0, 5), packages.length - 5, ecosystem, machine.from, machine.pin)
            : text.findings.packageChange(action, packages.slice(0, 5), packages.length - 5, ecosystem),
    ),
  );
}

// ── files: manifests and lockfiles ──────────────────────────────────────────────────────────────

/** How much of a file a `shape` is asked of: its top-level keys sit near the top. */
const SHAPE_HEAD = 64 * 1024;

/**
 * The rule for a manifest or lockfile; patterns see the name and its folder (`requirements/base.in`).
 * A rule with a `shape` (a conda environment in `envs/align.yaml`) claims a file only when no name
 * does and its text, asked for then through `content`, has the shape.
 */
export function classifyFile(path: string, config: Config = NO_CONFIG, content?: () => string | undefined): FileRule | undefined {
  const name = basename(path);
  const withFolder = `${basename(dirname(path))}/${name}`;
  const named = (each: FileRule) => each.files?.has(name) || each.pattern?.().test(name) || each.pattern?.().test(withFolder);
  // The first rule, in pack order, that lists the name or whose pattern matches it: only the packs
  // whose gate says they may hold one are read.
  const shaped: FileRule[] = [];
  for (const slot of familySlots(dependencyFamily)) {
    const { files = [], filePatterns = [] } = slot.gate;
    if (!files.includes(name) && !filePatterns.some((source) => namePattern(source).test(name) || namePattern(source).test(withFolder)))
      continue;
    for (const each of packOf(config, slot).files) {
      if (!named(each)) continue;
      if (!each.shape) return each;
      shaped.push(each);
    }
  }
  if (shaped.length === 0 || !content) return undefined;
  const whole = content();
  if (whole === undefined) return undefined;
  const head = whole.length > SHAPE_HEAD ? whole.slice(0, SHAPE_HEAD) : whole;
  countScanned(head.length);
  return shaped.find((each) => each.shape!(head));
}

/** For the unit tests and `classifyManifest` callers: `[ecosystem, kind]`. */
export function classifyManifest(path: string): [string, 'manifest' | 'lockfile'] | undefined {
  const rule = classifyFile(path);
  return rule ? [rule.rule.ecosystem, rule.rule.kind!] : undefined;
}

export { dependencySections } from './lib/manifestSections.js';

// ── edits ────────────────────────────────────────────────────────────────────────────────────────

const MAX_PLACED_EDITS = 16;

/**
 * Whether a change of a manifest touches its dependencies. With the file at hand, by where the
 * edit falls (or, for a whole write, whether the dependency sections differ); without it, by the
 * edit's own text: a section header or a dependency entry in what it removes or adds.
 */
function touchesDependencies(
  rule: FileRule,
  toolEdits: ToolEdit[] | undefined,
  written: string | undefined,
  current: string | undefined,
): boolean {
  const sections = rule.rule.sections;
  if (!sections) return true;
  // Entries moved, not changed (`b==2\na==1` for `a==1\nb==2`): no dependency is added, removed or re-pinned.
  // Only entry lines: moving a comment's or a block's bounds past an entry changes what it holds. An
  // edit that changes nothing is judged as before (the same call made again, as onlyComments reads it).
  const entry = rule.entry?.();
  const moved = (edit: ToolEdit) =>
    entry !== undefined && edit.old !== edit.new && sameLines(edit.old, edit.new) && everyLineMatches(entry, edit.old);
  const edits = toolEdits?.filter((edit) => !moved(edit));
  if (edits?.length === 0 && written === undefined) return false;
  if (current !== undefined) {
    const ranges = dependencySections(current, sections);
    if (written !== undefined) {
      const after = dependencySections(written, sections);
      const slices = (text: string, list: Array<[number, number]>) =>
        list
          .map(([start, end]) => text.slice(start, end))
          .sort()
          .join('\n');
      return slices(current, ranges) !== slices(written, after);
    }
    // Each edit placed is a search of the whole file: past a few, the edits are judged by their text.
    let undecided = (edits?.length ?? 0) > MAX_PLACED_EDITS;
    for (const edit of undecided ? [] : (edits ?? [])) {
      countScanned(current.length);
      const at = edit.old === '' ? -1 : current.indexOf(edit.old);
      if (at < 0) {
        undecided = true;
        continue;
      }
      const end = at + edit.old.length;
      if (ranges.some(([start, stop]) => at < stop && end > start)) return true;
    }
    if (!undecided) return false;
  }
  // Edits that change only the project's own coordinates (its `<version>` beside its `<artifactId>`) are no dependency's.
  const own = rule.ownLine?.();
  const judged = own && written === undefined ? (edits ?? []).filter((edit) => !ownLinesOnly(own, edit, sectionTags(sections))) : edits;
  if (written === undefined && judged?.length === 0) return false;
  const texts = written !== undefined ? [written] : (judged ?? []).flatMap((edit) => [edit.old, edit.new]);
  return entry ? texts.some((text) => someLineMatches(entry, text)) : texts.length > 0;
}

/**
 * Whether an edit keeps its lines in place and changes only lines that are the project's own coordinates. The
 * fragment alone shows the level by indentation: one level is the fragment's shallowest (a pom indented by four
 * spaces puts its own `<version>` where a two-space pom's `<parent>` puts the parent's, so a shallower line, as
 * `  <parent>` is, makes it deeper), inside no element the fragment opens or closes around it (`</parent>` after it).
 */
function ownLinesOnly(own: RegExp, edit: ToolEdit, tags: RegExp | undefined): boolean {
  const before = edit.old.split('\n');
  const after = edit.new.split('\n');
  if (before.length !== after.length || before.length > 64) return false;
  const shallowest = Math.min(...[...before, ...after].map(indentOf).filter((width) => width > 0));
  let changed = false;
  for (let i = 0; i < before.length; i++) {
    if (before[i] === after[i]) continue;
    if (!own.test(before[i]!) || !own.test(after[i]!)) return false;
    if (indentOf(before[i]!) > shallowest || indentOf(after[i]!) > shallowest) return false;
    if (tags && (enclosed(before, i, tags) || enclosed(after, i, tags))) return false;
    // Four spaces with nothing shallower may still be a two-space pom's `<parent>`: one named so
    // (`spring-boot-starter-parent`) beside the line is taken for it.
    if (indentOf(before[i]!) > 2 && [...before, ...after].some((line) => PARENT_NAMED.test(line))) return false;
    changed = true;
  }
  return changed;
}

const PARENT_NAMED = /<artifactId>[^<>\n]{0,200}-parent<\/artifactId>/;

/** The width of a line's leading blanks. */
const indentOf = (line: string) => line.length - line.trimStart().length;

/** The opening and closing tags of a manifest's XML dependency sections (`<parent>`, `</dependency>`), if it has any. */
function sectionTags(sections: NonNullable<DependencyRuleData['sections']>): RegExp | undefined {
  const tags = sections.flatMap((section) => ('xml' in section ? section.xml : []));
  return tags.length > 0 ? new RegExp(`<(/?)(?:${tags.map(escapeRegExp).join('|')})(?=[\\s>])`, 'g') : undefined;
}

/** Whether line `at` of a fragment sits inside a section element: opened above it and not closed, or closed below it and not opened. */
function enclosed(lines: string[], at: number, tags: RegExp): boolean {
  const net = (line: string) => {
    let depth = 0;
    for (const match of line.matchAll(tags)) depth += match[1] ? -1 : 1;
    return depth;
  };
  let above = 0;
  for (let i = 0; i < at; i++) above = Math.max(0, above + net(lines[i]!));
  let below = 0;
  for (let i = lines.length - 1; i > at; i--) below = Math.min(0, below + net(lines[i]!));
  return above > 0 || below < 0;
}

/**
 * Whether two texts hold the same lines, in any order, blank lines and indentation aside, and a list's separating
 * comma too: moving the last entry of a JSON object up moves its comma to the new last line (`"a": "1",` / `"a": "1"`).
 */
function sameLines(before: string, after: string): boolean {
  if (before.length !== after.length) return false;
  const lines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim().replace(/,$/, ''))
      .filter(Boolean)
      .sort()
      .join('\n');
  return lines(before) === lines(after);
}

/** Whether every non-blank line of a text is a dependency entry. */
function everyLineMatches(entry: RegExp, text: string): boolean {
  return text.split('\n').every((line) => line.trim() === '' || someLineMatches(entry, line));
}

/**
 * Whether a Write or edits change only the manifest's comments: with the file at hand, the whole
 * text before and after is compared without comments; without it (or when an edit does not apply),
 * each edit's own old and new text. A Write of a file not at hand cannot be compared.
 */
function onlyComments(
  syntax: NonNullable<DependencyRuleData['comments']>,
  edits: ToolEdit[] | undefined,
  written: string | undefined,
  current: () => string | undefined,
): boolean {
  // An edit that changes nothing at all is judged as before: this says only that what changes is comments.
  const before = current();
  if (written !== undefined) return before !== undefined && before !== written && sameButComments(before, written, syntax);
  if (!edits?.some((edit) => edit.old !== edit.new)) return false;
  const after = before === undefined ? undefined : applyEdits(before, edits);
  if (before !== undefined && after !== undefined) return sameButComments(before, after, syntax);
  return edits.every((edit) => sameButComments(edit.old, edit.new, syntax));
}

/** The finding for the changes a command (or an image's RUN lines) makes, if any. */
function changesFinding(found: Change[]) {
  return found.length > 0 ? { change: describeChanges(found), [RULES]: [...new Set(found.map((each) => each.rule))].join(' ') } : undefined;
}

/** A change to a manifest's dependencies or a lockfile, or a command that changes named packages. */
export const dependency: Guard = {
  id: 'dependency',
  meta: {
    family: dependencyFamily,
    projectOff: 'per-finding',
    words: [
      'findings.commandChanges',
      'findings.fileChange',
      'findings.lockUpgrade',
      'findings.machineInstall',
      'findings.manifestWrite',
      'findings.packageChange',
    ],
  },
  detect(event, { root, cwd, config, env }) {
    if (event.tool_name === 'Bash') {
      return changesFinding(event.tool_input?.command ? commandChanges(event.tool_input.command, config, env) : []);
    }
    const tool = event.tool_name ?? '';
    const input = event.tool_input;
    const target = input?.file_path;
    if (!input || !target || !['Write', 'Edit', 'MultiEdit'].includes(tool)) return undefined;
    const path = resolveToolPath(target, cwd);
    // The file as it is, read at most once: for a manifest known by its shape, and to place an edit.
    let onDisk: { text: string | undefined } | undefined;
    const current = () => (onDisk ??= { text: readProjectFile(path, root) }).text;
    // A manifest known by its shape is judged on what it will hold (a Write) or holds (an Edit):
    // on the file's head only, as no name claimed it and most such files are not manifests.
    // A file that cannot be read (not yet there, or outside the project) is known by what the edit itself shows.
    const rule = classifyFile(target, config, () =>
      tool === 'Write' && input.content !== undefined
        ? input.content
        : (readProjectHead(path, root, SHAPE_HEAD) ??
          toolEdits(event)
            ?.map((edit) => `${edit.old}\n${edit.new}`)
            .join('\n')),
    );
    // An image's RUN lines install into it as a shell would: `RUN pip install gunicorn` adds a package.
    if (!rule && isContainerFile(target)) {
      const runs = addedRuns(tool === 'Write' ? (input.content ?? '') : undefined, toolEdits(event));
      return changesFinding(runs.flatMap((line) => commandChanges(line, config)));
    }
    if (!rule) return undefined;
    // A change of comments only (a note above an entry) changes no dependency.
    // After the tool ran, the file on disk is the new text: only the edits' own texts can be compared.
    const pre = event.hook_event_name === 'PreToolUse';
    if (
      rule.rule.comments &&
      onlyComments(
        rule.rule.comments,
        toolEdits(event),
        tool === 'Write' ? (input.content ?? '') : undefined,
        pre ? current : () => undefined,
      )
    )
      return undefined;
    if (rule.rule.kind === 'manifest' && rule.rule.sections) {
      // After the tool ran (advice rerouted to PostToolUse), the file already holds the new text:
      // there is nothing to compare it with, so the written text is judged on its own.
      const before = event.hook_event_name === 'PreToolUse' ? current() : undefined;
      if (!touchesDependencies(rule, toolEdits(event), tool === 'Write' ? (input.content ?? '') : undefined, before)) return undefined;
    }
    return { change: text.findings.fileChange(displayPath(path, root), rule.rule.ecosystem, rule.rule.kind!), [RULES]: rule.fullId };
  },
};
