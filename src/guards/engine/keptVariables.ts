import { join } from 'node:path';
import { SCRATCH_VARIABLE, type PathContext } from './paths.js';

// A find's start folder held in a shell variable (`find "$ARCHIVE_DIR" -name 'manifests-*.tgz' -mtime +7 -delete`,
// `find $DATA_DIR -mtime +30 -exec rm {} +`): its value is not known here, but its name says what it holds. One named for
// kept data is judged as the project's folder of that kind, so the walk speaks or stays silent as it would on that folder
// written out (`find data -mtime +30 -delete` speaks, `find "$DATA_DIR" -name '*.tmp' -delete` is as silent as
// `find data -name '*.tmp' -delete`). A name for housekeeping (`$TMP_DIR`, `$CACHE_DIR`, `$BUILD_DIR`, `$LOG_DIR`) or for
// nothing in particular (`$DIR`, `$TARGET`) keeps the variable unknown and the walk silent, as `rm -rf "$X"/old` is
// judged by the same names (engine/paths.ts recordsUnderVariable, held-out round 105).

/**
 * A variable named for kept data, by its last word: `ARCHIVE_DIR`, `PG_BACKUP_DIR`, `BACKUPS`, `DATADIR`, `MEDIA_ROOT`,
 * `UPLOADS`, `RECORDINGS_PATH`, `EXPORT_FOLDER`. Up to three words before it (`S3_SYNC_EXPORT_DIR`); `DATABASE_URL` and
 * `METADATA_DIR` are other words. Bounded words separated by `_`: linear on any input.
 */
const KEPT_VARIABLE =
  /^(?:[A-Za-z0-9]{1,16}_){0,3}(backup|archive|data|upload|media|recording|export|record)s?(?:_?(?:dir|directory|path|root|folder|location))?$/i;

/**
 * The project folder each kind is judged as. A script's archive folder is where it keeps its archives of the project
 * (`tar czf "$ARCHIVE_DIR/manifests-$(date +%F).tgz" …`): its backups, usually outside the project, where
 * `find /srv/archive -name '*.tgz' -mtime +7 -delete` speaks; an old backup deleted by age is no harmless rotation.
 */
const KEPT_FOLDERS: Readonly<Record<string, string>> = {
  backup: 'backups',
  archive: 'backups',
  data: 'data',
  upload: 'uploads',
  media: 'media',
  recording: 'recordings',
  export: 'exports',
  record: 'records',
};

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
  const kind = SCRATCH_VARIABLE.test(name) ? undefined : KEPT_VARIABLE.exec(name)?.[1]?.toLowerCase();
  if (kind === undefined) return undefined;
  const folders = match[3]!.split('/').filter((part) => part !== '');
  if (folders.some((part) => part === '.' || part === '..')) return undefined;
  return join(context.root, KEPT_FOLDERS[kind]!, ...folders);
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
