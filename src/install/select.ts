import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CliIO } from '../cli/program.js';
import { text } from '../text.js';
import type { Harness, Scope } from './harness.js';
import { findHarness, HARNESSES } from './harnesses/index.js';
import { OMP, type Omp } from './omp.js';

// Turning command-line options into harnesses, scopes and a project directory, or a clear error.

export class UsageError extends Error {}

export const HARNESS_IDS = [...HARNESSES.map((harness) => harness.id), OMP.id].join(', ');

/** A harness waymark registers hooks for, or oh-my-pi, which loads a module instead (src/install/omp.ts). */
export function harnessOption(id: string): Harness | Omp {
  if (id === OMP.id) return OMP;
  const harness = findHarness(id);
  if (!harness) throw new UsageError(text.install.unknownHarness(id, HARNESS_IDS));
  return harness;
}

export function scopeOption(scope: string | undefined): Scope | undefined {
  if (scope === undefined || scope === 'project' || scope === 'user') return scope;
  throw new UsageError(text.install.badScope(scope));
}

export function projectOption(io: CliIO, dir: string | undefined): string {
  const project = resolve(io.cwd, dir ?? '.');
  let ok = false;
  try {
    ok = statSync(project).isDirectory();
  } catch {
    ok = false;
  }
  if (!ok) throw new UsageError(text.install.noProject(project));
  return project;
}

/** Runs a command body; any error becomes one `waymark: …` line on stderr and exit 1. */
export async function reporting(io: CliIO, exit: { code: number }, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    io.stderr(`waymark: ${error instanceof Error ? error.message : String(error)}\n`);
    exit.code = 1;
  }
}
