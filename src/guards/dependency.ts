import { basename } from 'node:path';
import { displayPath, resolveToolPath } from '../projectRoot.js';
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

const WRITE_TOOLS = new Set(['Write', 'Edit', 'MultiEdit']);

/** A write to a dependency manifest or lockfile. */
export const dependency: Guard = {
  id: 'dependency',
  detect(event, { root, cwd }) {
    const target = event.tool_input?.file_path;
    if (!WRITE_TOOLS.has(event.tool_name ?? '') || !target) return undefined;
    const found = classifyManifest(target);
    if (!found) return undefined;
    const [ecosystem, kind] = found;
    return { file: displayPath(resolveToolPath(target, cwd), root), ecosystem, kind };
  },
};
