import { readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Old state goes (DESIGN §6): a session's file 30 days after it was last written, a per-call
// marker after a day. At most once a day: a stamp file's mtime says when the last sweep ran, so a
// hook pays one stat on every other call. Every error is swallowed: pruning never fails a call.

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_AGE = 30 * DAY;
export const MARKER_AGE = DAY;
const STAMP = '.pruned';

/** Removes what is older than its age, unless a sweep ran within the last day; returns the files removed. */
export function pruneState(dir: string, now = Date.now()): number {
  try {
    if (now - statSync(join(dir, STAMP)).mtimeMs < DAY) return 0;
  } catch {
    // never swept
  }
  let removed = 0;
  const sweep = (sub: string, age: number) => {
    let names: string[];
    try {
      names = readdirSync(join(dir, sub));
    } catch {
      return;
    }
    for (const name of names) {
      const file = join(dir, sub, name);
      try {
        const info = statSync(file);
        if (now - info.mtimeMs > age) {
          rmSync(file, { force: true, recursive: info.isDirectory() });
          removed++;
        }
      } catch {
        // gone already, or not ours to read
      }
    }
  };
  sweep('sessions', SESSION_AGE);
  sweep('markers', MARKER_AGE);
  try {
    writeFileSync(join(dir, STAMP), '');
    utimesSync(join(dir, STAMP), now / 1000, now / 1000);
  } catch {
    // a read-only state dir: the next call tries again
  }
  return removed;
}

/** All of waymark's state: on uninstall of the last registration. */
export function removeState(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true });
  } catch {
    // left for the user: uninstall says where
  }
}
