import { closeSync, constants, fstatSync, lstatSync, openSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { readConfigFile, userConfigFile } from '../config/config.js';
import type { Env } from '../edge/env.js';
import type { AdviceEntry } from './entry.js';

// The advice log (DESIGN §6): one JSON line per advisory given, in the user's state dir. Appended
// by the core's state commit (src/core/session.ts), only when the call gave advice, into the state
// dir the commit already made sure of; it never fails the hook. Capped: past MAX_BYTES the file
// moves to `advice.jsonl.1` (replacing the older one) and a new one starts.

export const ADVICE_LOG = 'advice.jsonl';
export const MAX_BYTES = 1024 * 1024;

export function adviceLogFile(dir: string): string {
  return join(dir, ADVICE_LOG);
}

/** Whether the user's own config keeps the log (`"adviceLog": false` switches it off; a project cannot). */
export function adviceLogOn(_env: Env, userFile?: string): boolean {
  return readConfigFile(userFile ?? userConfigFile()).config?.adviceLog !== false;
}

/** Appends one entry to the log in `dir`, a state dir that exists; false when it cannot be written (the hook carries on). */
export function appendAdvice(dir: string, entry: AdviceEntry): boolean {
  try {
    const file = adviceLogFile(dir);
    rotate(file);
    // O_APPEND: concurrent hooks each add whole lines; O_NOFOLLOW: never through a planted link.
    const fd = openSync(file, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0), 0o600);
    try {
      if (!fstatSync(fd).isFile()) return false;
      writeSync(fd, `${JSON.stringify(entry)}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch {
    return false;
  }
}

function rotate(file: string): void {
  const stat = lstatSync(file, { throwIfNoEntry: false });
  if (stat?.isFile() && stat.size >= MAX_BYTES) renameSync(file, `${file}.1`);
}
