import type { ToolEdit } from '../lib/toolWrite.js';
import { FIND_AGE, KEPT_COPY } from './newestOnly.js';

// An edit that replaces a rotation of backups by age with a delete of every backup in the same folder:
// `find "$BACKUP_DIR" -name '*.dump' -mtime +90 -delete` → `rm -f "$BACKUP_DIR"/*.dump` (or `rm -rf "$BACKUP_DIR"/*`).
// The rotation kept the last 90 days; the new line deletes all of them each run, before the new dump is made, so one
// failed dump leaves nothing to restore (held-out round 89). A find that loses its age is engine/softDeletes.ts'
// widenedFinds; a shorter age that still keeps some, a delete of temp or partial files, and one in another folder stay silent.

/** A find that deletes by age: its start path, then the rest of its expression on that line. */
const AGED_FIND = /(?:^|[;&|(]|\bthen|\bdo)[ \t]*(?:sudo[ \t]+)?find[ \t]+([^\s;&|#-][^\s;&|#]{0,200})([^\n;&|#]{0,400})/gm;
const FIND_DELETES = /[ \t](?:-delete\b|-exec(?:dir)?[ \t]+rm\b)/;
const FIND_NAME = /[ \t]-i?name[ \t]+(\S{1,200})/;
/** An `rm` and its operands, on one line. */
const REMOVE = /(?:^|[;&|(]|\bthen|\bdo)[ \t]*(?:sudo[ \t]+)?rm[ \t]+((?:-[-\w]{1,20}[ \t]+){0,4})([^\n;&|#]{1,400})/gm;
/** Scratch deleted instead: temp or partial files, caches, logs. */
const SCRATCH = /te?mp\b|\btmp|cache|scratch|\.part(?:ial)?\b|\.lock\b|\.log\b|\blogs?\b/i;
const MAX_SIDE = 256 * 1024;
const MAX_FINDS = 200;

/** A shell word without its quotes and with `${DIR}` read as `$DIR`, and no trailing slash. */
const plain = (word: string): string =>
  word
    .replace(/["']/g, '')
    .replace(/\$\{(\w{1,64})\}/g, '$$$1')
    .replace(/\/+$/, '');

/** The folders of `text` whose backups a find deletes by age, with the name it deletes (`*.dump`) when it gives one. */
function agedRotations(text: string): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  let seen = 0;
  for (const match of text.matchAll(AGED_FIND)) {
    if (seen++ >= MAX_FINDS) break;
    const rest = `${match[2]!} `;
    if (!FIND_AGE.test(rest) || !FIND_DELETES.test(rest) || !KEPT_COPY.test(match[0]) || SCRATCH.test(match[0])) continue;
    const name = FIND_NAME.exec(rest)?.[1];
    found.set(plain(match[1]!), name === undefined ? undefined : plain(name));
  }
  return found;
}

/** Whether an `rm` operand takes every backup the rotation kept: `$DIR/*`, `$DIR/*.dump` (its name), or `$DIR` itself. */
function takesAll(operand: string, folder: string, name: string | undefined, recursive: boolean): boolean {
  if (operand === folder) return recursive;
  if (!operand.startsWith(`${folder}/`)) return false;
  const glob = operand.slice(folder.length + 1);
  return glob === '*' || glob === '*.*' || (name !== undefined && glob === name);
}

/** The `rm` lines the edits put in place of an age rotation of backups, deleting all of them; empty when none. */
export function backupsEmptied(edits: readonly ToolEdit[]): string[] {
  const found: string[] = [];
  for (const edit of edits) {
    const [old, now] = [edit.old.slice(0, MAX_SIDE), edit.new.slice(0, MAX_SIDE)];
    if (!/\bfind\b/.test(old) || !/\brm\b/.test(now)) continue;
    const rotations = agedRotations(old);
    if (rotations.size === 0) continue;
    // The rotation must be gone: one kept beside a new delete of something else is not replaced.
    const kept = agedRotations(now);
    let seen = 0;
    for (const match of now.matchAll(REMOVE)) {
      if (seen++ >= MAX_FINDS) break;
      if (old.includes(match[0].trim()) || SCRATCH.test(match[2]!)) continue;
      const recursive = /^-\w*[rR]|--recursive/.test(match[1]!.trim());
      const operands = match[2]!
        .trim()
        .split(/[ \t]+/)
        .map(plain);
      const hit = [...rotations].some(
        ([folder, name]) => !kept.has(folder) && operands.some((operand) => takesAll(operand, folder, name, recursive)),
      );
      const line = match[0].replace(/^[;&|(]/, '').trim();
      if (hit && !found.includes(line)) found.push(line);
    }
  }
  return found;
}
