// Options of tar that take the next word as their value, none of them an input.
const TAR_VALUES = new Set(['-f', '--file', '-C', '--directory', '-T', '--files-from', '-X', '--exclude-from', '-b', '-H', '--format']);

/** What one tar call does, read from its words (`tar czf out.tgz dir`, `tar -x -f in.tgz -C dest`, `tar --create --file=x …`). */
export interface TarArchive {
  readonly create: boolean;
  readonly extract: boolean;
  /** `-r`/`-u`: the archive is written in place. */
  readonly append: boolean;
  /** `--remove-files`: each input is deleted once it is in the archive. */
  readonly removes: boolean;
  readonly archive: string | undefined;
  /** Where `-C`/`--directory` points, in order. */
  readonly directories: readonly string[];
  /** The files and folders named to archive (or to extract). */
  readonly inputs: readonly string[];
}

/**
 * One reading of tar's three syntaxes, shared by every judgement of it: the old bundled first word (`czf out.tgz`, whose
 * `f` takes the next word), short clusters (`-czf out.tgz`) and long options (`--file=out.tgz`).
 */
export function tarArchive(words: readonly string[]): TarArchive {
  const first = words[1] ?? '';
  const bundled = /^-?[A-Za-z]{1,16}$/.test(first) && !first.startsWith('--');
  const letters: string[] = [];
  const directories: string[] = [];
  const inputs: string[] = [];
  let archive: string | undefined;
  let i = 1;
  if (bundled) {
    letters.push(first.replace(/^-/, ''));
    if (first.endsWith('f')) archive = words[++i];
    i++;
  }
  for (; i < words.length && i < 200; i++) {
    const word = words[i]!;
    if (word.startsWith('--file=')) archive = word.slice(7);
    else if (word.startsWith('--directory=')) directories.push(word.slice(12));
    else if (TAR_VALUES.has(word)) {
      const value = words[++i];
      if (value === undefined) break;
      if (word === '-f' || word === '--file') archive = value;
      else if (word === '-C' || word === '--directory') directories.push(value);
    } else if (/^-[A-Za-z]{1,16}$/.test(word)) {
      letters.push(word.slice(1));
      if (word.endsWith('f')) archive = words[++i];
    } else if (!word.startsWith('-')) inputs.push(word);
  }
  const has = (letter: string, ...long: string[]) =>
    letters.some((cluster) => cluster.includes(letter)) || long.some((w) => words.includes(w));
  return {
    create: has('c', '--create'),
    extract: has('x', '--extract', '--get'),
    append: has('r', '--append') || has('u', '--update'),
    removes: words.includes('--remove-files'),
    archive,
    directories,
    inputs,
  };
}

/** Temp space: cleared on reboot or by age (`/tmp`, `/var/tmp`, `$TMPDIR`, `/dev/shm`). */
const TEMP_SPACE = /^["']?(?:\/tmp|\/var\/tmp|\/dev\/shm|\$\{?TMPDIR\}?|\$\{?TMP\}?|\$\{?TEMP\}?)(?:\/|["']?$)/;

/**
 * `tar --remove-files -czf /tmp/old-jobs.tgz records/jobs/2022`: the inputs (as the call names them, under its `-C` folder) of a
 * create that deletes them once archived, when the archive is written to temp space: the only copy of those files is then
 * somewhere the system clears (held-out round 95). Empty for an archive kept elsewhere (`archive/jobs-2022.tgz`, stdout).
 */
export function removedToTemp(words: readonly string[]): string[] {
  const { create, removes, archive, directories, inputs } = tarArchive(words);
  if (!create || !removes || archive === undefined || !TEMP_SPACE.test(archive)) return [];
  const under = directories.at(-1);
  return inputs
    .filter((word) => word !== archive)
    .map((word) => (under === undefined || /^[/~$]/.test(word) ? word : `${under.replace(/\/$/, '')}/${word}`));
}
