import { statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { CliIO } from '../../cli/program.js';
import { didYouMean } from '../../nearest.js';
import { projectRoot } from '../../project/projectRoot.js';
import { harnessId } from '../../contracts/harnessIds.js';
import { cliText } from '../../text.js';
import type { AnyHarness, Scope, Where } from './harness.js';
import { DESCRIPTORS } from './index.js';
import { onPath } from '../files/onPath.js';
import { whereOf } from '../surfaces/surface.js';

// Turning command-line options into harnesses, scopes and a project directory, or a clear error.

export class UsageError extends Error {}

export type Selectable = AnyHarness;

/** Every harness waymark can install into (src/install/harnesses/index.ts). */
export const SELECTABLE: readonly Selectable[] = DESCRIPTORS;

export const HARNESS_IDS = SELECTABLE.map((harness) => harness.id).join(', ');

/** Commander's collector for a repeatable `--harness a,b`. */
export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/** One `--harness` value: a harness id, or a clear error with the nearest id. */
export function harnessOption(id: string): Selectable {
  // Either spelling: the install id (`claude-code`) or the contract's (`claude`).
  const harness = SELECTABLE.find((each) => each.id === harnessId(id));
  if (harness) return harness;
  throw new UsageError(
    cliText.install.unknownHarness(
      id,
      HARNESS_IDS,
      didYouMean(
        id,
        SELECTABLE.map((each) => each.id),
      ),
    ),
  );
}

/** Every `--harness` given (repeated or comma-separated), in the order given, each once. */
export function harnessesOption(values: readonly string[]): Selectable[] {
  const ids = values
    .flatMap((value) => value.split(','))
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids.map(harnessOption))];
}

export function scopeOption(scope: string | undefined): Scope | undefined {
  if (scope === undefined || scope === 'project' || scope === 'user') return scope;
  throw new UsageError(cliText.install.badScope(scope));
}

/**
 * The project: `--project` as given, or else the repository root above the current directory,
 * so an install from a subdirectory lands where the harness reads it.
 */
export function projectOption(io: CliIO, dir: string | undefined): string {
  const project = dir === undefined ? projectRoot(io.cwd) : resolve(io.cwd, dir);
  let ok = false;
  try {
    ok = statSync(project).isDirectory();
  } catch {
    ok = false;
  }
  if (!ok) throw new UsageError(cliText.install.noProject(project));
  return project;
}

/** Folders under home that hold other tools' folders; a harness's own folder is the first below them. */
const SHARED = new Set(['.config', '.local', 'share', 'AppData', 'Roaming', 'Local', 'Library', 'Application Support']);

/** The harness's own config folder for a settings file: `~/.claude` for `~/.claude/settings.json`. */
function configFolder(path: string, base: string): string | undefined {
  const rel = relative(base, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined;
  const parts = rel.split(sep);
  const own = parts.findIndex((part) => !SHARED.has(part));
  return own >= 0 && own < parts.length - 1 ? join(base, ...parts.slice(0, own + 1)) : undefined;
}

const isDirectory = (path: string) => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/**
 * Config folders that other tools share, where the harness's own is deeper: Antigravity's user file
 * lives in Gemini CLI's `~/.gemini`, and `.agents/` is a folder many agents read.
 */
const FOLDERS: Readonly<Record<string, (where: Where) => string[]>> = {
  antigravity: ({ home }) => [join(home, '.gemini', 'antigravity-cli')],
};

/** Why `install --all` picks a harness: its CLI on PATH, or its config folder; empty when neither. */
export function evidence(harness: Selectable, where: Where): string[] {
  const found: string[] = [];
  for (const command of harness.binaries) {
    const path = onPath(command, where.env, where.platform);
    if (path) found.push(cliText.install.evidenceCommand(command, path));
  }
  const own = FOLDERS[harness.id];
  if (own) {
    for (const folder of own(where)) if (isDirectory(folder)) found.push(cliText.install.evidenceFolder(folder));
    return [...new Set(found)];
  }
  for (const [scope, base] of [
    ['user', where.home],
    ['project', where.project],
  ] as const) {
    const folder = configFolder(harness.settingsPath(scope, where), base);
    if (folder && isDirectory(folder)) found.push(cliText.install.evidenceFolder(folder));
  }
  return [...new Set(found)];
}

/** The harnesses a command works on: those named, or with `--all` every one detected (or every one). */
export function selection(
  options: { harness?: readonly string[]; all?: boolean },
  context: { project: string; env: CliIO['env'] },
  all: 'detected' | 'every',
): { harnesses: Selectable[]; detected: Map<string, string[]> } {
  const named = harnessesOption(options.harness ?? []);
  const detected = new Map<string, string[]>();
  if (!options.all) return { harnesses: named, detected };
  if (all === 'every') return { harnesses: [...new Set([...named, ...SELECTABLE])], detected };
  const { where } = whereOf(context);
  for (const harness of SELECTABLE) detected.set(harness.id, evidence(harness, where));
  return { harnesses: [...new Set([...named, ...SELECTABLE.filter((harness) => detected.get(harness.id)!.length > 0)])], detected };
}

/** Runs a command body; any error becomes one `waymark: …` line on stderr, exit 2 for a usage error and 1 otherwise. */
export async function reporting(io: CliIO, exit: { code: number }, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    io.stderr(`waymark: ${error instanceof Error ? error.message : String(error)}\n`);
    exit.code = error instanceof UsageError ? 2 : 1;
  }
}
