import { basename } from 'node:path';
import { displayPath, resolveToolPath } from '../project/projectRoot.js';
import { commandWords, shellWords } from './lib/shellWords.js';
import type { Guard } from './guard.js';

type Kind = 'manifest' | 'lockfile';

// basename → [ecosystem, kind]
const FILES: Record<string, [string, Kind]> = {
  'package.json': ['npm', 'manifest'],
  'package-lock.json': ['npm', 'lockfile'],
  'npm-shrinkwrap.json': ['npm', 'lockfile'],
  'pnpm-lock.yaml': ['pnpm', 'lockfile'],
  'pnpm-workspace.yaml': ['pnpm', 'manifest'],
  'yarn.lock': ['Yarn', 'lockfile'],
  'bun.lock': ['Bun', 'lockfile'],
  'bun.lockb': ['Bun', 'lockfile'],
  'deno.json': ['Deno', 'manifest'],
  'deno.lock': ['Deno', 'lockfile'],
  'pyproject.toml': ['Python', 'manifest'],
  'setup.py': ['Python', 'manifest'],
  'setup.cfg': ['Python', 'manifest'],
  'poetry.lock': ['Poetry', 'lockfile'],
  'uv.lock': ['uv', 'lockfile'],
  'pdm.lock': ['PDM', 'lockfile'],
  Pipfile: ['Pipenv', 'manifest'],
  'Pipfile.lock': ['Pipenv', 'lockfile'],
  'environment.yml': ['Conda', 'manifest'],
  'Cargo.toml': ['Cargo', 'manifest'],
  'Cargo.lock': ['Cargo', 'lockfile'],
  'go.mod': ['Go', 'manifest'],
  'go.sum': ['Go', 'lockfile'],
  Gemfile: ['Bundler', 'manifest'],
  'Gemfile.lock': ['Bundler', 'lockfile'],
  'composer.json': ['Composer', 'manifest'],
  'composer.lock': ['Composer', 'lockfile'],
  'pom.xml': ['Maven', 'manifest'],
  'build.gradle': ['Gradle', 'manifest'],
  'build.gradle.kts': ['Gradle', 'manifest'],
  'gradle.lockfile': ['Gradle', 'lockfile'],
  'libs.versions.toml': ['Gradle', 'manifest'],
  'packages.config': ['NuGet', 'manifest'],
  'packages.lock.json': ['NuGet', 'lockfile'],
  'Directory.Packages.props': ['NuGet', 'manifest'],
  'mix.exs': ['Mix', 'manifest'],
  'mix.lock': ['Mix', 'lockfile'],
  'Package.swift': ['SwiftPM', 'manifest'],
  'Package.resolved': ['SwiftPM', 'lockfile'],
  Podfile: ['CocoaPods', 'manifest'],
  'Podfile.lock': ['CocoaPods', 'lockfile'],
  'pubspec.yaml': ['pub', 'manifest'],
  'pubspec.lock': ['pub', 'lockfile'],
  'vcpkg.json': ['vcpkg', 'manifest'],
};

const PATTERNS: Array<[RegExp, string, Kind]> = [
  [/^requirements.*\.(?:txt|in)$/i, 'pip', 'manifest'],
  [/^constraints.*\.txt$/i, 'pip', 'manifest'],
  [/\.(?:cs|fs|vb)proj$/i, 'NuGet', 'manifest'],
  [/\.gemspec$/i, 'RubyGems', 'manifest'],
  [/\.cabal$/i, 'Cabal', 'manifest'],
  [/\.nimble$/i, 'Nimble', 'manifest'],
];

export function classifyManifest(path: string): [string, Kind] | undefined {
  const name = basename(path);
  const exact = FILES[name];
  if (exact) return exact;
  const pattern = PATTERNS.find(([regex]) => regex.test(name));
  return pattern ? [pattern[1], pattern[2]] : undefined;
}

// ── shell: a package manager adding named packages ───────────────────────────────────────────────

interface Installer {
  ecosystem: string;
  /** Words after the command word that start an install of named packages, e.g. `install`, `add`. */
  verbs: string[][];
  /** Options that take a value, so that value is not read as a package. */
  valued?: RegExp;
}

const NPM_VALUED = /^(?:--(?:registry|prefix|save-prefix|workspace|tag|cache|userconfig|filter|dir|cwd|scope)|-w|-C)$/;
const PIP_VALUED = /^(?:-[rcetib]|--(?:requirement|constraint|editable|target|index-url|extra-index-url|find-links|prefix|root|python|upgrade-strategy|platform|group|optional|with|project|directory|source|index))$/;

const INSTALLERS: Record<string, Installer> = {
  npm: { ecosystem: 'npm', verbs: [['install'], ['i'], ['add'], ['in'], ['isntall']], valued: NPM_VALUED },
  // pnpm's `-w` is --workspace-root, a flag.
  pnpm: { ecosystem: 'pnpm', verbs: [['add'], ['install'], ['i']], valued: /^(?:--(?:filter|dir|registry|store-dir|config\.[\w-]+)|-C|-F)$/ },
  yarn: { ecosystem: 'Yarn', verbs: [['add'], ['global', 'add']], valued: NPM_VALUED },
  bun: { ecosystem: 'Bun', verbs: [['add'], ['install'], ['i']], valued: NPM_VALUED },
  deno: { ecosystem: 'Deno', verbs: [['add']], valued: NPM_VALUED },
  pip: { ecosystem: 'pip', verbs: [['install']], valued: PIP_VALUED },
  pipx: { ecosystem: 'pip', verbs: [['install']], valued: PIP_VALUED },
  uv: { ecosystem: 'uv', verbs: [['add'], ['pip', 'install'], ['tool', 'install']], valued: PIP_VALUED },
  poetry: { ecosystem: 'Poetry', verbs: [['add']], valued: PIP_VALUED },
  pdm: { ecosystem: 'PDM', verbs: [['add']], valued: PIP_VALUED },
  pipenv: { ecosystem: 'Pipenv', verbs: [['install']], valued: PIP_VALUED },
  conda: { ecosystem: 'Conda', verbs: [['install']], valued: /^(?:-[cnp]|--(?:channel|name|prefix|file))$/ },
  cargo: { ecosystem: 'Cargo', verbs: [['add'], ['install']], valued: /^(?:--(?:path|git|branch|tag|rev|features|package|registry|root|version|rename)|-[pF])$/ },
  go: { ecosystem: 'Go', verbs: [['get'], ['install']] },
  gem: { ecosystem: 'RubyGems', verbs: [['install']], valued: /^(?:-v|--version|--source|-s|--install-dir|-i)$/ },
  bundle: { ecosystem: 'Bundler', verbs: [['add']], valued: /^(?:-v|--version|--group|-g|--source|--git|--path|--branch)$/ },
  composer: { ecosystem: 'Composer', verbs: [['require']] },
  dotnet: { ecosystem: 'NuGet', verbs: [['add', 'package']], valued: /^(?:-v|--version|-s|--source|-f|--framework|--package-directory)$/ },
};
INSTALLERS.pip3 = INSTALLERS.pip!;
INSTALLERS.mamba = INSTALLERS.conda!;
INSTALLERS.micromamba = INSTALLERS.conda!;

// Not a registry name: local paths and archives, Go package patterns; and the installer upgrading itself.
const NOT_A_PACKAGE = /^(?:\.{0,2}\/|~|file:|link:|workspace:)|^\.+$|\.(?:whl|tgz|tar\.gz)$|\.\.\.$|^(?:pip|setuptools|wheel)$/;

/** Named packages a shell command installs, with the ecosystem they come from. */
export function installedPackages(command: string): Array<{ ecosystem: string; packages: string[] }> {
  const found: Array<{ ecosystem: string; packages: string[] }> = [];
  for (const simple of shellWords(command).commands) {
    let words = commandWords(simple.words);
    // `python -m pip install …`
    if (/^python[\d.]*$|^py$/.test(words[0] ?? '') && words[1] === '-m') words = words.slice(2);
    const installer = INSTALLERS[words[0] ?? ''];
    if (!installer) continue;
    // Global options may come first: `npm --silent install x`, `cargo +nightly install x`.
    let at = 1;
    while (at < words.length && /^[-+]/.test(words[at]!)) at += installer.valued?.test(words[at]!) ? 2 : 1;
    const rest = words.slice(at);
    const verb = installer.verbs.find((verb) => verb.every((word, i) => rest[i] === word));
    if (!verb) continue;
    const packages: string[] = [];
    const args = rest.slice(verb.length);
    for (let i = 0; i < args.length; i++) {
      const word = args[i]!;
      if (word.startsWith('-')) {
        if (installer.valued?.test(word)) i++;
        continue;
      }
      if (!NOT_A_PACKAGE.test(word)) packages.push(word);
    }
    if (packages.length > 0) found.push({ ecosystem: installer.ecosystem, packages });
  }
  return found;
}

function describeInstall(found: Array<{ ecosystem: string; packages: string[] }>): string {
  const named = found.map(({ ecosystem, packages }) => `${packages.slice(0, 5).map((name) => `\`${name}\``).join(', ')}${packages.length > 5 ? ` and ${packages.length - 5} more` : ''} (${ecosystem})`);
  return `This command adds ${named.join('; ')}`;
}

const WRITE_TOOLS = new Set(['Write', 'Edit', 'MultiEdit']);

/** A write to a dependency manifest or lockfile, or a shell command that installs named packages. */
export const dependency: Guard = {
  id: 'dependency',
  detect(event, { root, cwd }) {
    if (event.tool_name === 'Bash') {
      const found = event.tool_input?.command ? installedPackages(event.tool_input.command) : [];
      return found.length > 0 ? { change: describeInstall(found) } : undefined;
    }
    const target = event.tool_input?.file_path;
    if (!WRITE_TOOLS.has(event.tool_name ?? '') || !target) return undefined;
    const found = classifyManifest(target);
    if (!found) return undefined;
    const [ecosystem, kind] = found;
    return { change: `You are changing \`${displayPath(resolveToolPath(target, cwd), root)}\` (${ecosystem} dependency ${kind})` };
  },
};
