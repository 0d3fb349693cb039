import { lstatSync, readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { readBounded } from '../project/boundedRead.js';
import type { Env } from '../edge/env.js';

// Silences a person asked for with `waymark silence`: in the user's state dir, never in a
// repository. One file each, so a `--once` silence is used up by removing its file: of two hooks
// racing for it, one unlink succeeds.

export interface Silence {
  id: string;
  /** A rule id (`destructive/git/force-push`), pack or family, or a guard without packs (`outside-project`). */
  rule: string;
  reason: string;
  created: string;
  /** When it ends (ISO); none: until cleared. */
  expires?: string;
  /** The project root it holds in; none: everywhere. */
  project?: string;
  /** Used up by the first call it quiets. */
  once?: boolean;
}

export const FOLDER = 'silences';
const MAX_FILES = 256;

export function silencesDir(stateDir: string): string {
  return join(stateDir, FOLDER);
}

/** Every silence stored, expired ones too; nothing when there is no folder. */
export function readSilences(stateDir: string): Silence[] {
  let names: string[];
  try {
    names = readdirSync(silencesDir(stateDir))
      .filter((name) => name.endsWith('.json'))
      .slice(0, MAX_FILES);
  } catch {
    return [];
  }
  const out: Silence[] = [];
  for (const name of names) {
    const read = readBounded(join(silencesDir(stateDir), name), 8 * 1024);
    if (!read || read.partial) continue;
    try {
      const value = JSON.parse(read.text) as Silence;
      if (typeof value.rule === 'string' && typeof value.reason === 'string') out.push({ ...value, id: name.slice(0, -'.json'.length) });
    } catch {
      // A torn or foreign file is no silence.
    }
  }
  return out;
}

/** Removes one silence; false when it was already gone (another call used it up). */
export function removeSilence(stateDir: string, id: string): boolean {
  const file = join(silencesDir(stateDir), `${id}.json`);
  try {
    if (!lstatSync(file).isFile()) return false;
    unlinkSync(file);
    return true;
  } catch {
    return false;
  }
}

export function isExpired(silence: Silence, nowMs: number): boolean {
  return silence.expires !== undefined && !(Date.parse(silence.expires) > nowMs);
}

/** Whether a silence's rule id covers a rule: the same id, or a family or pack it belongs to. */
export function covers(silenceRule: string, rule: string): boolean {
  return rule === silenceRule || rule.startsWith(`${silenceRule}/`);
}

/** Removes expired silences; answers how many. */
export function pruneSilences(stateDir: string, nowMs: number): number {
  let pruned = 0;
  for (const silence of readSilences(stateDir)) if (isExpired(silence, nowMs) && removeSilence(stateDir, silence.id)) pruned++;
  return pruned;
}

export type { Env };
