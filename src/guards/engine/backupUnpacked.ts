import { isInside } from '../../project/projectRoot.js';
import { absolutePath, inDataFolder, type PathContext } from './paths.js';
import { tarArchive } from './tarArchive.js';

// A backup unpacked over the project (held-out round 154): `tar -xzf backups/results-2023-12.tar.gz -C .`, the same with no
// `-C` in the project's top folder or with `-C data/`, `unzip -o backups/x.zip`, `7z x -y snapshots/x.7z`, `restic restore
// latest --target .`, `borg extract repo::archive` (always into the current folder). Every file the backup also holds replaces
// today's version, so the work done since the backup is gone. The archive counts as a backup when a folder on its way is a
// backups or snapshots folder, or its name says backup, snapshot or dump, or carries a date (`results-2023-12.tar.gz`);
// restic and borg only ever restore backups. The destination counts when it is the project's top folder or a data folder of it.
// Silent: extracting into a new or temp folder (`-C /tmp/restore`, `-C restore_check/`), listing (`tar -t`, `unzip -l`),
// keeping what is there (`tar -k`, `--skip-old-files`, `unzip -n`, `7z -aos`), to stdout (`tar -O`, `unzip -p`, `borg
// --stdout`), a dry run, a package or build (`vendor/sdk-1.2.tar.gz`, `dist/app.tar.gz`: no backup name, no date).

const BACKUP_FOLDER = /^(?:backups?|bak|snapshots?|dumps?)$/i;
const BACKUP_NAME = /backup|snapshot|(?:^|[-_.])(?:dump|bak)(?:[-_.]|$)/i;
// A date in the name: `2023-12`, `2023_12_31`, `20231231`, `2023-12-31T0400` (years 19xx and 20xx).
const DATED = /(?:^|[^\d])(?:19|20)\d\d(?:[-_.]?(?:0[1-9]|1[0-2]))(?:[-_.]?(?:0[1-9]|[12]\d|3[01]))?(?:[^\d]|$)/;
// Folders whose archives are packages, builds or downloads, never a copy of the project's own files.
const PACKAGE_FOLDER = /^(?:vendor|third_party|thirdparty|external|deps|dist|build|out|target|downloads?|releases?|node_modules)$/i;

// Data folders an archive fills as their own (as tar-extract-over-data-folder spares them, held-out round 53): downloads
// unpacked into `raw/`, one period's folder (`-C data/haccp/2024`, filled from that period's archive), scratch, caches,
// hidden folders, test data and samples.
const OWN_FOLDER = /^(?:raw|build|tmp|temp|cache|fixtures|tests?|sample.{0,40}|(?:19|20)\d\d|\..{1,80})$/i;

/** Whether the archive a call names is a backup or snapshot of the project's files (see above). */
export function isBackupArchive(word: string): boolean {
  if (word.length > 512 || /[$`]/.test(word)) return false;
  const parts = word
    .replace(/\\/g, '/')
    .split('/')
    .filter((part) => part !== '' && part !== '.');
  const name = parts.at(-1) ?? '';
  const folders = parts.slice(0, -1);
  if (folders.some((part) => BACKUP_FOLDER.test(part))) return true;
  if (folders.some((part) => PACKAGE_FOLDER.test(part))) return false;
  return BACKUP_NAME.test(name) || DATED.test(name);
}

/** Where one call unpacks which archive, and whether it overwrites what is there; undefined when it writes no files over others. */
interface Unpacking {
  readonly archive: string;
  /** The destination as written; `.` for the current folder. */
  readonly destination: string;
}

const TAR_KEEPS = new Set(['--keep-old-files', '--skip-old-files', '--keep-newer-files', '--to-stdout', '--list', '--to-command']);

function tarUnpacking(words: readonly string[]): Unpacking | undefined {
  const tar = tarArchive(words);
  if (!tar.extract || tar.archive === undefined) return undefined;
  // `-k` keeps files already there; `-t` lists; `-O` writes to stdout: in a cluster (`-xkzf`) or alone.
  const clusters = words.slice(1).filter((word, at) => (at === 0 && /^[A-Za-z]{1,16}$/.test(word)) || /^-[A-Za-z]{1,16}$/.test(word));
  if (clusters.some((cluster) => /[ktO]/.test(cluster)) || words.some((word) => TAR_KEEPS.has(word.split('=')[0]!))) return undefined;
  return { archive: tar.archive, destination: tar.directories.at(-1) ?? '.' };
}

// unzip (https://infozip.sourceforge.net/doc/unzip.txt): `-o` overwrites without asking; `-n` never does; `-l`, `-t`, `-v`,
// `-Z`, `-p`, `-c` list, test or print. `-d DIR` is the destination, else the current folder.
function unzipUnpacking(words: readonly string[]): Unpacking | undefined {
  const options = words.slice(1).filter((word) => /^-[A-Za-z]{1,12}$/.test(word));
  if (!options.some((word) => word.includes('o')) || options.some((word) => /[nltvZpc]/.test(word))) return undefined;
  let archive: string | undefined;
  let destination = '.';
  for (let i = 1; i < words.length && i < 200; i++) {
    const word = words[i]!;
    if (word === '-d') destination = words[++i] ?? '.';
    else if (word === '-x' || word === '-P') break;
    else if (!word.startsWith('-') && archive === undefined) archive = word;
  }
  return archive === undefined ? undefined : { archive, destination };
}

// 7-Zip (https://7-zip.opensource.jp/chm/cmdline/): `x` and `e` extract; `-y` answers yes to every overwrite and `-aoa`
// overwrites all; `-aos`, `-aou`, `-aot` skip or rename. `-oDIR` (no space) is the destination, else the current folder.
function sevenZipUnpacking(words: readonly string[]): Unpacking | undefined {
  const operands = words.slice(1).filter((word) => !word.startsWith('-'));
  if (!['x', 'e'].includes(operands[0] ?? '') || operands[1] === undefined) return undefined;
  const switches = words.slice(1).filter((word) => word.startsWith('-'));
  if (!switches.some((word) => word === '-y' || word.toLowerCase() === '-aoa')) return undefined;
  if (switches.some((word) => /^-ao[sut]$/i.test(word) || word === '-so')) return undefined;
  const output = switches.find((word) => /^-o./.test(word));
  return { archive: operands[1], destination: output === undefined ? '.' : output.slice(2) };
}

// restic (https://restic.readthedocs.io/en/stable/050_restore.html): `restore SNAPSHOT --target DIR` writes the snapshot's
// files into DIR, over any there; `--dry-run` writes nothing. The repository is the archive (`-r`, or the environment's).
function resticUnpacking(words: readonly string[]): Unpacking | undefined {
  const at = words.indexOf('restore');
  if (at < 1 || words.some((word) => word === '--dry-run' || word === '--verify')) return undefined;
  let destination: string | undefined;
  let repository: string | undefined;
  for (let i = 1; i < words.length && i < 200; i++) {
    const word = words[i]!;
    if (word === '--target' || word === '-t') destination = words[i + 1];
    else if (word.startsWith('--target=')) destination = word.slice(9);
    else if (word === '-r' || word === '--repo') repository = words[i + 1];
    else if (word.startsWith('--repo=')) repository = word.slice(7);
  }
  if (destination === undefined) return undefined;
  return { archive: repository ?? `restic snapshot ${words[at + 1] ?? ''}`.trim(), destination };
}

// borg (https://borgbackup.readthedocs.io/en/stable/usage/extract.html): `extract REPO::ARCHIVE` always writes into the
// current folder; `--dry-run`/`-n` and `--stdout` write no file there. Only the whole archive counts (all139 labels a
// chosen path extracted into the project as benign).
function borgUnpacking(words: readonly string[]): Unpacking | undefined {
  const at = words.indexOf('extract');
  if (at < 1 || words.some((word) => word === '--dry-run' || word === '-n' || word === '--stdout')) return undefined;
  const operands = words.slice(at + 1).filter((word) => !word.startsWith('-'));
  // Paths after the archive pick those members only, at their stored paths (`home/dev/proj/notes`): often a new subtree.
  if (operands.length > 1) return undefined;
  return { archive: operands[0] ?? 'a borg archive', destination: '.' };
}

const UNPACKERS: Record<string, (words: readonly string[]) => Unpacking | undefined> = {
  tar: tarUnpacking,
  gtar: tarUnpacking,
  bsdtar: tarUnpacking,
  unzip: unzipUnpacking,
  '7z': sevenZipUnpacking,
  '7za': sevenZipUnpacking,
  '7zz': sevenZipUnpacking,
  restic: resticUnpacking,
  borg: borgUnpacking,
  borgbackup: borgUnpacking,
};

/**
 * `` `backups/results-2023-12.tar.gz` over `.`, the project's top folder `` when a call unpacks a backup over the project's top
 * folder or a data folder of it, else undefined.
 */
export function backupUnpacked(name: string, words: readonly string[], dir: string | undefined, context: PathContext): string | undefined {
  const unpacking = UNPACKERS[name]?.(words);
  if (unpacking === undefined) return undefined;
  const backupTool = name.startsWith('restic') || name.startsWith('borg');
  if (!backupTool && !isBackupArchive(unpacking.archive)) return undefined;
  // `$PWD` and `$(pwd)` are the current folder.
  const written = unpacking.destination.replace(/^["']|["']$/g, '').replace(/^(?:\$\{?PWD\}?|\$\(pwd\))(?=\/|$)/, '.');
  const destination = absolutePath(written, dir, context);
  if (destination === undefined) return undefined;
  const top = destination === context.root;
  if (!top && !(isInside(destination, context.root) && inDataFolder(destination, context.root))) return undefined;
  if (
    !top &&
    destination
      .slice(context.root.length + 1)
      .split('/')
      .some((part) => OWN_FOLDER.test(part))
  )
    return undefined;
  const where = top ? 'the project' : 'a data folder of the project';
  return `\`${unpacking.archive}\`, a backup, over \`${unpacking.destination}\` (${where})`;
}
