import { join } from 'node:path';
import { keptNameFolder } from './keptNames.js';
import { SCRATCH_VARIABLE, type PathContext } from './paths.js';

// A find's start folder held in a shell variable (`find "$ARCHIVE_DIR" -name 'manifests-*.tgz' -mtime +7 -delete`,
// `find $DATA_DIR -mtime +30 -exec rm {} +`): its value is not known here, but its name says what it holds. One named for
// kept data is judged as the project's folder of that kind, so the walk speaks or stays silent as it would on that folder
// written out (`find data -mtime +30 -delete` speaks, `find "$DATA_DIR" -name '*.tmp' -delete` is as silent as
// `find data -name '*.tmp' -delete`). A name for housekeeping (`$TMP_DIR`, `$CACHE_DIR`, `$BUILD_DIR`, `$LOG_DIR`) or for
// nothing in particular (`$DIR`, `$TARGET`) keeps the variable unknown and the walk silent, as `rm -rf "$X"/old` is
// judged by the same names (engine/paths.ts recordsUnderVariable, held-out round 105).

/** `$X`, `${X}`, `${X:?message}` (set or the script stops), then plain folders: no other expansion, glob or brace. */
const VARIABLE_FOLDER = /^\$(?:\{(\w{1,64})(?::?\?[^}]{0,256})?\}|(\w{1,64}))((?:\/[^/$`%*?[\]{}]{0,128}){0,8})\/?$/;

/**
 * The project folder a start folder written as a variable named for kept data stands for (`$ARCHIVE_DIR` → `<root>/backups`,
 * `"$DATA_DIR/raw"` → `<root>/data/raw`), or undefined: another name, a housekeeping name, a default (`${X:-/srv/b}`, judged
 * on its value elsewhere) or a path that climbs out (`$DATA_DIR/..`).
 */
export function keptVariableFolder(word: string, context: PathContext): string | undefined {
  if (context.wide || word.length > 1200) return undefined;
  const match = VARIABLE_FOLDER.exec(word);
  if (match === null) return undefined;
  const name = match[1] ?? match[2]!;
  const kept = SCRATCH_VARIABLE.test(name) ? undefined : keptNameFolder(name);
  if (kept === undefined) return undefined;
  const folders = match[3]!.split('/').filter((part) => part !== '');
  if (folders.some((part) => part === '.' || part === '..')) return undefined;
  return join(context.root, kept, ...folders);
}

/** A found tree the judge was given, and the variable it was written as: the advice names the variable. */
export interface KeptTree {
  folder: string;
  written: string;
}

/**
 * The find's words with each start folder that is a kept variable swapped for its folder (`find "$BACKUP_DIR" -mtime +7
 * -delete` → `find <root>/backups -mtime +7 -delete`), and the swaps made; the start folders are the words before the first
 * test, option or `!`/`(` (findTrees).
 */
export function keptFindWords(words: readonly string[], context: PathContext, swaps: KeptTree[]): string[] {
  const out = [...words];
  for (let i = 1; i < out.length && !/^[-!(]/.test(out[i]!); i++) out[i] = keptTree(out[i]!, context, swaps);
  return out;
}

/** `word` swapped for its folder when it is a kept variable (recorded in `swaps`), else itself. */
export function keptTree(word: string, context: PathContext, swaps: KeptTree[]): string {
  const folder = keptVariableFolder(word, context);
  if (folder === undefined) return word;
  swaps.push({ folder, written: word.replace(/\/+$/, '') });
  return folder;
}
