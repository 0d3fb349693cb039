import { resolve } from 'node:path';
import SHELL_WRITES from '../../../rules/shell-writes.json';
import { readBounded } from '../../project/boundedRead.js';
import { isInside } from '../../project/projectRoot.js';
import { normaliseOnce, type Call } from './normalise.js';
import { absolutePath } from './paths.js';
import { tarArchive } from './tarArchive.js';
import { jarWrites } from './jarArchive.js';
import { clonedName, hereWrites } from './hereWrites.js';
import { forwardedArguments } from './forwardedArguments.js';
import { starMatches } from '../lib/wildcard.js';
import { MODULE, SCRIPT_FILE } from './namedScript.js';
import { type Container, containerRun, hostSide } from './containerBinds.js';
import type { Env } from '../../edge/env.js';

// The files a shell line writes, for the outside-project guard: redirects, the commands of
// rules/shell-writes.json, and the few whose target depends on how they run (read below).

/** One file or folder a command of the line writes: its absolute path, or the place it names. */
export interface ShellWrite {
  path: string;
  /** The command as written, for naming it in the advisory. */
  command: string;
  /**
   * The path is kept as written: under a folder variable that names a place outside any project (`$SPLUNK_HOME/etc`),
   * or on another machine (`pi@kiosk.local:/opt/ui/`).
   */
  named?: true;
}

interface Writer {
  commands: readonly string[];
  target: string;
  targetOptions?: readonly string[];
  values?: readonly string[];
  /** Options that take more than one word (`ogr2ogr -spat xmin ymin xmax ymax`): how many, all stepped over. */
  arity?: Readonly<Record<string, number | undefined>>;
  /** `nth`: the operand at this place, from 0 (`pdal translate IN OUT`: 2). */
  at?: number;
  /** `nth`: the operands after `at` it writes too, up to this place (`ddrescue IN OUT MAP`: `at` 1, `through` 2). */
  through?: number;
  /** `program`: interpreters that run the script file or `-m` module after them (`python`, `node`). */
  runners?: readonly string[];
  /** `program`: launchers that run the tool named after them (`npx`, `uvx`, `pnpm dlx`). */
  launchers?: readonly string[];
  unless?: readonly string[];
  key?: string;
  caseless?: boolean;
  /** `fixed`: what the command writes, and the operands (`config set`), options and read-only forms that decide it. */
  path?: string;
  sub?: readonly string[];
  when?: readonly string[];
  reads?: readonly string[];
  /** `fixed`: the fewest operands of a write (`ipfs config KEY VALUE` sets, `ipfs config KEY` prints). */
  least?: number;
  /** `fixed`: the most operands of a write (`npm link` alone links the package into npm's global folder; `npm link pkg` links into the project). */
  most?: number;
  /** `fixed`: a `name=value` operand is a write without any `when` option (`postconf relayhost=…` sets, `postconf relayhost` prints). */
  assigns?: boolean;
  /**
   * The variable that moves `path` (`STEPPATH`, `PASSWORD_STORE_DIR`): given to the command, its value is written instead;
   * several spellings where the tool reads either (`NPM_CONFIG_PREFIX`, `npm_config_prefix`). A line with no `path` writes
   * only where the variable points (`STATIC_ROOT=/var/www/static python manage.py collectstatic`: settings read it).
   */
  env?: string | readonly string[];
  /** `fixed`: the options that move it (`-Dmaven.repo.local=./repo`, `useradd --root ./rootfs`): their value is written instead. */
  moves?: readonly string[];
  /**
   * `fixed`: globs (`*`: any run) of the task that writes it, matched by any operand wherever it stands, since a build
   * tool takes its tasks in any order (`./gradlew clean :lib:publishToMavenLocal`).
   */
  tasks?: readonly string[];
  /** A `*` line: only for a tool with no line of its own, and only a value from the root or home (`-o /srv/x`, not `-o rw`). */
  rooted?: boolean;
  /** A `*` line: the tools it is not read for (whose option is a flag or a setting: `ls -o`, `ssh -o`). */
  except?: readonly string[];
  /** `forwarded`: the verbs that are a script's name themselves, and whether only the words after `--` reach it (ScriptRun). */
  scripts?: readonly string[];
  separated?: boolean;
  /**
   * Operators that only print (CDO's `info`, `sinfo`, `outputtab`): named by any word, bare or after one `-` and before its
   * `,` parameters, the call writes no file. Such an operator makes no stream for another to read, so it only ever stands
   * first in a chain, and its last operand is an input.
   */
  printers?: readonly string[];
}

const WRITERS: readonly Writer[] = SHELL_WRITES.writers;
const ANY = WRITERS.filter((writer) => writer.commands.includes('*'));
/** The tools with a line of their own, whose options mean what that line says. */
const NAMED = new Set(WRITERS.flatMap((writer) => writer.commands.filter((name) => name !== '*')));
/** A value that starts at the root, home or above the project (`/home/dev/out`, `~/x`, `$HOME/x`, `../site`). */
const ROOTED = /^(?:\/|~(?:\/|$)|\$HOME(?:\/|$)|\$\{HOME\}|\.\.(?:\/|$))/;

/** A word that names another host's path (`host:/srv`, `user@host:dir`), which this machine does not hold. */
const REMOTE = /^[\w.@-]+:(?!\/\/)/;
/**
 * Copiers whose destination may be another machine's path (`scp f ops@gw:/var/lib/`, `rsync dist/ pi@kiosk:/opt/ui/`,
 * rsync's `host::module` and `rsync://`): that pushes onto a machine the project is not, as outside it as `/srv` here.
 * A drive letter (`C:\out`) is a local path; cloud copiers' remotes (`rclone copy x gdrive:`, `s3://`) are stores, not hosts.
 */
const REMOTE_COPIERS = new Set(['scp', 'rsync']);
const REMOTE_HOST = /^(?:[\w.-]{1,64}@)?[\w-][\w.-]{1,253}:|^rsync:\/\/[\w.@-]/;
/** `sed -i`, `sed -Ei`, `sed -i.bak`, `perl -pi`, `perl -i~`, `--in-place`. */
const IN_PLACE = /^-[A-Za-z0-9]*i(?:$|[.~'])|^--in-place/;
/** The options that give sed its script (the operands are then all files), and perl's or ruby's `-e` at a cluster's end. */
const SED_SCRIPT = /^(?:-[A-Za-z]*[ef]|--expression|--file)$/;
const CODE_SCRIPT = /^-[A-Za-z0-9]*[eE]$/;
/**
 * BSD sed's `-i` takes the backup suffix as its next word (`sed -i '' '/x/d' f`, `sed -i .bak …`); GNU's never does, and
 * there a script would not read as an empty word or a bare suffix, so skipping one is right for both.
 */
const SED_BARE_IN_PLACE = /^-[A-Za-z]*i$/;
const SED_SUFFIX = /^(?:|\.[\w~-]{1,16})$/;
/** A build's install target: what `make install` copies into the system (`modules_install`, `install-strip`). */
const INSTALL_TARGET = /^(?:[\w-]+_)?install(?:-[\w-]+)?$/;
/**
 * An assignment that moves an install into a staging folder (`DESTDIR=$PWD/rootfs`, `INSTALL_MOD_PATH=…`): an operand of
 * make's, or in front of the command, where make reads the environment as its variables.
 */
const STAGED = /^(?:DESTDIR|INSTALL_MOD_PATH|INSTALL_PATH|INSTALL_HDR_PATH|INSTALL_FW_PATH|PREFIX|prefix|INSTALL_ROOT)=/;
/** `DESTDIR=…` in front of `cmake --install`, `meson install` or a generated `ninja install`: each stages under it. */
const DESTDIR = /^DESTDIR=/;
const ELEVATED = /(?:^|[\s;&|(])(?:sudo|doas|pkexec|run0)\s/;
/** Git verbs that change the working tree or history of the repository they run in. */
const GIT_WRITES = new Set([
  'apply',
  'am',
  'commit',
  'checkout',
  'switch',
  'restore',
  'reset',
  'merge',
  'rebase',
  'pull',
  'cherry-pick',
  'revert',
  'stash',
  'clean',
  'mv',
  'rm',
]);
/** Where a root install writes, by its target, for the advisory. */
const INSTALLED: Record<string, string> = {
  modules_install: '/lib/modules',
  headers_install: '/usr/include',
  firmware_install: '/lib/firmware',
};
const DEFAULT_PREFIX = '/usr/local';
/**
 * Build tools with an `install` target of their own, `/usr/local` by default: waf (`--destdir`, `--prefix`), SCons
 * (a project's `PREFIX=`), Boost.Build (`--prefix`). https://waf.io/book/#_installing_files; https://www.boost.org/build/doc/html/bbv2/tasks/installing.html
 */
const BUILD_INSTALLERS = new Set(['waf', 'scons', 'b2', 'bjam']);
/** A Python interpreter (`python3`, `python3.12`) and the build scripts it is handed by name (`python3 waf install`, `setup.py`). */
const PYTHON = /^python(?:\d(?:\.\d{1,2})?)?$/;
const BUILD_SCRIPTS = /^(?:\.\/)?(?:waf|setup\.py)$/;
const CRONTAB = '/var/spool/cron';

interface Parsed {
  options: Map<string, string[]>;
  operands: string[];
}

/** Options and operands of `words` (the command name first), stepping over the values of `values`. */
function parse(
  words: readonly string[],
  values: readonly string[] = [],
  caseless = false,
  arity: Readonly<Record<string, number | undefined>> = {},
): Parsed {
  const options = new Map<string, string[]>();
  const operands: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (word === '--') {
      operands.push(...words.slice(i + 1));
      break;
    }
    if (word.length > 1 && word.startsWith('-')) {
      // `--output=FILE`, and a single letter's `-o=FILE`, which some converters take as well as `-o FILE`; a single-dash long
      // option the line names takes `=` too (`latexmk -outdir=DIR`).
      const at = word.indexOf('=');
      const equals = word.startsWith('--') || /^-[A-Za-z]=/.test(word) || (at > 2 && values.includes(word.slice(0, at))) ? at : -1;
      const spelled = equals > 0 ? word.slice(0, equals) : word;
      // `curl -Lo out URL`: a cluster of short options whose last one takes a value takes the next word.
      const last = /^-[A-Za-z]{2,}$/.test(spelled) ? `-${spelled.at(-1)}` : undefined;
      const name =
        last !== undefined && values.includes(last) && !Object.hasOwn(arity, spelled) ? last : caseless ? spelled.toLowerCase() : spelled;
      // `ssh-keygen -lf key.pub`: the cluster's other letters are given too (`-l`), though its last takes the value.
      if (name === last && !options.has(spelled)) options.set(spelled, []);
      const list = options.get(name) ?? [];
      if (equals > 0) list.push(word.slice(equals + 1));
      else if (Object.hasOwn(arity, name)) i += arity[name] ?? 0;
      else if (values.includes(name) && i + 1 < words.length) list.push(words[++i]!);
      options.set(name, list);
    } else operands.push(word);
  }
  return { options, operands };
}

/** Whether one of `flags` is given: as itself, with a value (`--location=project`), or (a single letter) inside a cluster of short options (`-avn`). */
function given(options: Map<string, string[]>, flags: readonly string[]): boolean {
  return flags.some(
    (flag) =>
      options.has(flag) ||
      (flag.includes('=') && (options.get(flag.slice(0, flag.indexOf('='))) ?? []).includes(flag.slice(flag.indexOf('=') + 1))) ||
      (/^-\w$/.test(flag) && [...options.keys()].some((name) => /^-[A-Za-z]{2,}$/.test(name) && name.includes(flag[1]!))),
  );
}

/** An operator's name as a chain word spells it: `-sellonlatbox,0,10,40,50` → `sellonlatbox`. */
const operatorName = (word: string) => word.replace(/^-/, '').split(',', 1)[0]!;

/** The written paths of one command by its line of rules/shell-writes.json, as written. */
function writtenBy(writer: Writer, call: Call): string[] {
  if (writer.target === 'program') return programWrites(writer, call);
  if (writer.target === 'forwarded') return forwardedWrites(writer, call);
  const { options, operands } = parse(
    call.words,
    [...(writer.values ?? []), ...(writer.targetOptions ?? []), ...(writer.moves ?? [])],
    writer.caseless,
    writer.arity,
  );
  if (writer.unless && given(options, writer.unless)) return [];
  if (writer.printers && call.words.slice(1).some((word) => writer.printers!.includes(operatorName(word)))) return [];
  // A target other than `fixed` read only under some subcommands (`conda create -p DIR`, not `conda run -p DIR`).
  if (writer.target !== 'fixed' && writer.sub && !writer.sub.some((prefix) => begins(operands, prefix))) return [];
  const named = (writer.targetOptions ?? []).flatMap((option) => options.get(option) ?? []);
  switch (writer.target) {
    case 'last':
      return named.length > 0 ? named : operands.length >= 2 ? [operands.at(-1)!] : [];
    case 'operands':
      return operands;
    case 'first':
      return named.length > 0 ? named : operands.slice(0, 1);
    case 'nth':
      return named.length > 0 ? named : operands.slice(writer.at, (writer.through ?? writer.at ?? 0) + 1);
    case 'options':
      return writer.rooted ? named.filter((word) => ROOTED.test(word)) : named;
    case 'assign':
      return operands.filter((word) => word.startsWith(`${writer.key}=`)).map((word) => word.slice(writer.key!.length + 1));
    case 'inPlace':
      return inPlaceFiles(call);
    case 'fixed':
      return keptFile(writer, options, operands, call.env);
    default:
      return [];
  }
}

/**
 * The words after the program a call runs when it is the project's own or a tool fetched to run (`python -m pkg.build …`,
 * `node scripts/x.js …`, `./bin/export …`, `npx tool …`); undefined for a known command, whose options mean what its
 * manual says (`ssh -o`, `lp -o`, `unzip -o`).
 */
function programArguments(writer: Writer, words: readonly string[], name: string, head = words[0] ?? ''): readonly string[] | undefined {
  const launcher = writer.launchers?.find((each) => begins([name, ...words.slice(1)], each));
  if (launcher !== undefined) {
    for (let i = launcher.split(' ').length; i < words.length && i < 12; i++) {
      if (words[i] === '-p' || words[i] === '--package') i++;
      else if (!words[i]!.startsWith('-')) return words.slice(i + 1);
    }
    return undefined;
  }
  // A program by its path from here (`./bin/export`, `tools/render.sh`); one from the root is the system's (`/usr/bin/sort`).
  if (!writer.runners?.includes(name))
    return (head.includes('/') && !head.startsWith('/')) || SCRIPT_FILE.test(head) ? words.slice(1) : undefined;
  for (let i = 1; i < words.length && i < 8; i++) {
    if (words[i] === '-m' && MODULE.test(words[i + 1] ?? '')) return words.slice(i + 2);
    if (SCRIPT_FILE.test(words[i]!)) return words.slice(i + 1);
  }
  return undefined;
}

/** `python -m compliance.build_ccr -o /var/www/html/ccr.pdf`: a project program's output option, by the writer's `targetOptions`. */
function programWrites(writer: Writer, call: Call): string[] {
  const after = programArguments(writer, call.words, call.name, call.path);
  if (after === undefined) return [];
  const { options } = parse([call.name, ...after], writer.targetOptions);
  const named = (writer.targetOptions ?? []).flatMap((option) => options.get(option) ?? []);
  const program = call.words[call.words.length - after.length - 1] ?? '';
  return named.length > 0 ? named : positionalOutput(program, after);
}

/**
 * `npm run build -- --outDir /var/www/site`: the output options the script's tool is handed, judged as that tool's own
 * would be (the script's tool is in package.json, not on the line); a single letter's (`-o`) only from the root or home,
 * as the `*` line reads it.
 */
function forwardedWrites(writer: Writer, call: Call): string[] {
  const after = forwardedArguments(call.words, writer);
  if (after === undefined || after.length === 0) return [];
  const { options } = parse([call.name, ...after], writer.targetOptions);
  return (writer.targetOptions ?? []).flatMap((option) =>
    (options.get(option) ?? []).filter((word) => option.startsWith('--') || ROOTED.test(word)),
  );
}

// A project program whose name says it writes (`scripts/export_workouts.py`, `bin/dump-ledger`, `renderReport.js`) given a
// data or document file by position writes that file, as its `-o` would: `python scripts/export_workouts.py
// ~/Desktop/june.csv`. Its name's first verb decides, so a checker of exports (`validate_export.py`) reads its file; a
// file after an input option (`--input ~/x.csv`) is read, and a dry run writes nothing.
const WRITE_VERB = /^(?:export|exporter|dump|save|write|writer|generate|gen|render|backup|download)s?$/i;
const READ_VERB =
  /^(?:import|importer|load|loader|read|reader|parse|parser|validate|check|verify|lint|ingest|upload|sync|compare|diff|show|view|print|stats)s?$/i;
const DATA_FILE =
  /\.(?:csv|tsv|xlsx|xls|ods|json|jsonl|ndjson|xml|ya?ml|parquet|pdf|html?|md|txt|docx|pptx|zip|tar|gz|tgz|sql|db|sqlite3?|ics|gpx|kml|geojson|png|svg)$/i;
const INPUT_OPTION = /^--?(?:i|in|input|inputs|from|source|src|data|config|c|f|file|template|t)$/;
const DRY_RUN = /^(?:--dry-run|--dryrun|-n|--check|--help|-h|--plan)$/;

/** The file a writing program is given last by position, when it is a data file from the root or home (`~/Desktop/x.csv`). */
function positionalOutput(program: string, after: readonly string[]): string[] {
  const base = (program.split('/').at(-1) ?? '').replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const verb = base
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .split(/[_.\s-]+/)
    .find((word) => WRITE_VERB.test(word) || READ_VERB.test(word));
  if (verb === undefined || !WRITE_VERB.test(verb) || after.some((word) => DRY_RUN.test(word))) return [];
  const operands = after.filter((word, at) => !word.startsWith('-') && !INPUT_OPTION.test(after[at - 1] ?? ''));
  const last = operands.at(-1);
  return last !== undefined && ROOTED.test(last) && DATA_FILE.test(last) ? [last] : [];
}

const ASSIGNMENT = /^[A-Za-z_][\w.-]*\s*=/;

/** Whether `operands` begin with the words of `prefix` (`config set`). */
const begins = (operands: readonly string[], prefix: string) => prefix.split(' ').every((word, at) => operands[at] === word);

/** A CLI's own file it writes (`git config --global` → `~/.gitconfig`, `supabase login`), by its line's `sub`, `when` and `reads`. */
function keptFile(writer: Writer, options: Map<string, string[]>, operands: readonly string[], env: readonly string[] = []): string[] {
  if (writer.sub && !writer.sub.some((prefix) => begins(operands, prefix))) return [];
  if (writer.when && !given(options, writer.when) && !(writer.assigns && operands.some((word) => ASSIGNMENT.test(word)))) return [];
  if (writer.reads?.some((prefix) => begins(operands, prefix))) return [];
  if (writer.least !== undefined && operands.length < writer.least) return [];
  if (writer.most !== undefined && operands.length > writer.most) return [];
  if (writer.tasks && !operands.some((word) => writer.tasks!.some((glob) => starMatches(glob, word)))) return [];
  const option = (writer.moves ?? []).flatMap((name) => options.get(name) ?? []).at(-1);
  if (option !== undefined) return [option];
  const names = writer.env === undefined ? [] : typeof writer.env === 'string' ? [writer.env] : writer.env;
  const moved = [...env].reverse().find((word) => names.some((name) => word.startsWith(`${name}=`)));
  if (moved !== undefined) return [moved.slice(moved.indexOf('=') + 1)];
  return writer.path === undefined ? [] : [writer.path];
}

/** The files `sed -i`, `perl -pi` or `ruby -i` rewrite: the operands after the script. */
function inPlaceFiles(call: Call): string[] {
  if (!call.words.some((word) => IN_PLACE.test(word))) return [];
  const script = call.name === 'sed' || call.name === 'gsed' ? SED_SCRIPT : CODE_SCRIPT;
  const operands: string[] = [];
  let scripted = false;
  const sed = script === SED_SCRIPT;
  for (let i = 1; i < call.words.length; i++) {
    const word = call.words[i]!;
    if (script.test(word)) {
      scripted = true;
      i++;
    } else if (sed && SED_BARE_IN_PLACE.test(word) && SED_SUFFIX.test(call.words[i + 1] ?? '-')) i++;
    else if (!word.startsWith('-')) operands.push(word);
  }
  return scripted ? operands : operands.slice(1);
}

// exiftool's `-Directory` and `-FileName` (and `-FilePath`) move each file: `'-Directory</mnt/archive/$DateTimeOriginal'`,
// `-FileName=/srv/x/a.jpg`, or a date tag copied through the `-d` format (`-d /mnt/photos/%Y/%m '-Directory<CreateDate'`).
// https://exiftool.org/filename.html. `-TestName` only prints what it would do.
const EXIFTOOL_MOVE = /^-(?:[\w-]{1,40}:)?(?:Directory|FileName|FilePath)(?:[+-]?=|<)([^]{1,2000})$/i;

/**
 * The fixed folder of a file-name pattern (exiftool's targets, gphoto2's `--filename`): the part before its first tag
 * (`$Make`, `${…}`) or date field (`%Y`), to its last `/`; from the root or the home only.
 */
function patternFolder(target: string): string | undefined {
  if (!/^(?:\/|~\/)/.test(target)) return undefined;
  const cut = target.search(/[$%]/);
  if (cut < 0) return target;
  const fixed = target.slice(0, cut);
  return fixed.slice(0, fixed.lastIndexOf('/') + 1) || undefined;
}

/** The folders exiftool moves files into by a `-Directory`/`-FileName` assignment with a path from the root or the home. */
function exiftoolWrites(words: readonly string[]): string[] {
  const format = words.findIndex((word) => /^-(?:d|dateFormat)$/i.test(word));
  const dated = format > 0 ? words[format + 1] : undefined;
  const out: string[] = [];
  for (const word of words.slice(1, 200)) {
    const move = EXIFTOOL_MOVE.exec(word);
    if (!move) continue;
    // A tag's name alone (`<DateTimeOriginal`) takes its value through the `-d` format.
    const target = word.includes('<') && /^[\w:-]{1,80}$/.test(move[1]!) ? dated : move[1]!;
    const folder = target === undefined ? undefined : patternFolder(target);
    if (folder !== undefined) out.push(folder);
  }
  // `-o '/mnt/archive/%Y/'`: a pattern of the output's name is judged by its fixed folder (a fixed `-o` is read by its line).
  return [...out, ...patternOptions(words, /^-o(?:ut)?$/i)];
}

/** The fixed folders of the patterns (`%Y`, `$Tag`) an option of `names` is given (`gphoto2 --filename '/mnt/x/%Y%m%d.%C'`). */
function patternOptions(words: readonly string[], names: RegExp): string[] {
  const out: string[] = [];
  for (let i = 1; i < words.length - 1 && i < 200; i++) {
    const value = words[i + 1]!;
    if (!names.test(words[i]!) || !/[$%]/.test(value)) continue;
    const folder = patternFolder(value);
    if (folder !== undefined) out.push(folder);
  }
  return out;
}

/** `tar -x … -C dir` writes into dir; `tar -c -f archive …` (or `-r`, `-u`) writes the archive. */
function tarWrites(words: readonly string[]): string[] {
  const tar = tarArchive(words);
  // With no `-C`, the files land in the current folder, unless they go to stdout (`tar -xOf`, `--to-stdout`).
  const toStdout = words.some((word, at) => word === '--to-stdout' || (at > 0 && /^-?[A-Za-z]+$/.test(word) && word.includes('O')));
  if (tar.extract) return tar.directories.length > 0 ? [...tar.directories] : toStdout ? [] : ['.'];
  return (tar.create || tar.append) && tar.archive !== undefined ? [tar.archive] : [];
}

// 7-Zip's commands that write the archive named after them (https://7-zip.opensource.jp/chm/cmdline/commands/): add,
// update, delete, rename. Its switches are single words (`-tzip`, `-pSECRET`, `-mx=9`); `l`, `t`, `x` and `e` read it.
const SEVEN_ZIP_WRITES = new Set(['a', 'u', 'd', 'rn']);

/** `7z a ~/backups/x.7z data/`: the archive, the operand after the command letter. */
function sevenZipWrites(words: readonly string[]): string[] {
  const operands = words.slice(1).filter((word) => !word.startsWith('-'));
  return SEVEN_ZIP_WRITES.has(operands[0] ?? '') && operands[1] !== undefined ? [operands[1]] : [];
}

// ImageMagick 7's `magick` and GraphicsMagick's `gm` write the last file named, as `convert` does, under a
// converting tool (`magick in.svg out.png`, `magick convert …`, `gm convert …`); the tools that read or
// display (`identify`, `compare`, `display`) and `mogrify` (in place, by its options) are left to their own.
const MAGICK_TOOLS = new Set(['convert', 'composite', 'montage', 'conjure']);
const MAGICK_OTHERS = new Set(['identify', 'compare', 'display', 'animate', 'import', 'stream', 'mogrify']);

/** The folder `mogrify` writes its copies to (`-path`, GraphicsMagick's `-output-directory`); without one it changes its inputs in place. */
function mogrifyWrites(words: readonly string[]): string[] {
  const at = words.findIndex((word) => word === '-path' || word === '-output-directory');
  return at > 0 && words[at + 1] !== undefined ? [words[at + 1]!] : [];
}

/**
 * Whether mogrify writes over the input `word` itself: `-format jpg` writes a new `.jpg` beside each input of another type
 * (`mogrify -format jpg masters/*.tif` leaves the TIFFs as they were), so only an input of that type, or of no type the
 * word shows (`masters/*`), is written over.
 */
export function mogrifyRewrites(words: readonly string[], word: string): boolean {
  const at = words.indexOf('-format');
  const format = at > 0 ? words[at + 1]?.toLowerCase() : undefined;
  const type = /\.([A-Za-z0-9]{2,5})$/.exec(word.slice(word.lastIndexOf('/') + 1))?.[1]?.toLowerCase();
  return format === undefined || type === undefined || type === format;
}

/** `magick in.svg -resize 50% ~/Pictures/out.png`, `gm convert in out`: the last operand. */
function magickWrites(call: Call): string[] {
  let operands = call.words.slice(1).filter((word) => !/^[-+]./.test(word));
  const tool = (operands[0] ?? '').toLowerCase();
  // `magick mogrify -path DIR`, `gm mogrify -output-directory DIR`: the folder the changed copies are written to.
  if (tool === 'mogrify') return mogrifyWrites(call.words);
  if (MAGICK_TOOLS.has(tool)) operands = operands.slice(1);
  else if (call.name === 'gm' || MAGICK_OTHERS.has(tool)) return [];
  return operands.length >= 2 ? [operands.at(-1)!] : [];
}

// SQLite's and DuckDB's shells run the statements after the database file on that file
// (https://sqlite.org/cli.html#command_line_options, https://duckdb.org/docs/stable/clients/cli/arguments):
// a statement that changes it writes the file; a query, a dot command and `-readonly` leave it as it was.
const SQL_WRITE = /(?:^|;)\s*(?:insert|update|delete|replace|create|drop|alter|vacuum|reindex)\b/i;
/** sqlite3's and duckdb's options that take the next word (`-cmd` and duckdb's `-c`/`-s` give SQL). */
const SQL_SHELL_VALUES = new Set([
  '-cmd',
  '-c',
  '-s',
  '-init',
  '-separator',
  '-newline',
  '-nullvalue',
  '-vfs',
  '-maxsize',
  '-mmap',
  '-pagecache',
  '-lookaside',
  '-heap',
]);

/** A statement that changes the database at a line's start too, for a heredoc's lines (`<<SQL … INSERT …`). */
const SQL_WRITE_LINE = /^\s{0,64}(?:insert|update|delete|replace|create|drop|alter|vacuum|reindex)\b/im;
/** A dot-command that runs the statements of a file (`.read migrations/0043.sql`): what it holds is not on the line. */
const SQL_READ_FILE = /(?:^|[\s;])\.read[ \t]{1,8}\S/m;
/** The files those dot-commands name (`.read migrations/0043.sql`, quoted or not). */
const SQL_READ_FILES = /(?:^|[\s;])\.read[ \t]{1,8}["']?([^\s;"']{1,1024})/gm;
/** A file of SQL named where a statement would stand (`< db/migrations/0043.sql`, read as the file it is). */
const SQL_FILE = /^[^\s;'"]{0,1024}\.sql$/i;
/** A descriptor a redirect duplicates (`2>&1`, `<&3`), or the empty input: no file of SQL. */
const NO_SQL_FILE = /^(?:&?(?:\d{1,3}|-)|\/dev\/null)$/;

/** Whether a script of SQL changes the database: a write statement, a line starting one, or a `.read` of another file. */
const changesDatabase = (sql: string): boolean => SQL_WRITE.test(sql) || SQL_WRITE_LINE.test(sql) || SQL_READ_FILE.test(sql);

/** A file of SQL named for what only reads (`queries/report.sql`, `weekly_export.sql`), for when it cannot be read. */
const READING_FILE = /(?:^|[/_.-])(?:reports?|quer(?:y|ies)|selects?|exports?|stats|analy[sz]\w{0,8}|counts?)(?:[/_.-]|$)/i;
/** How much of a fed file of SQL is read for a statement that changes the database. */
const FED_LIMIT = 256 * 1024;

/**
 * Whether a file of SQL fed to the shell changes the database: what it holds, where it can be read inside the folder the
 * call runs in (a file read only in part counts as a write unless its start already shows one); its name where it cannot
 * (a migration, a schema, a seed do; a report or a query does not).
 */
function fedFileWrites(file: string, dir: string | undefined): boolean {
  const read = dir === undefined ? undefined : readBounded(resolve(dir, file), FED_LIMIT, { within: dir });
  if (read === undefined) return !READING_FILE.test(file);
  return read.partial || changesDatabase(read.text);
}

/**
 * `sqlite3 ~/Library/App/cache.db 'UPDATE …'`: the database file, when a statement given changes it. Statements from a
 * file (`sqlite3 /var/lib/app/app.db < db/migrations/0043.sql`, `-init f.sql`, `.read f.sql`) are the file's: a write
 * when it holds one (fedFileWrites), unless `-readonly`.
 */
function sqlShellWrites(call: Call): string[] {
  const words = call.words;
  const operands: string[] = [];
  const statements: string[] = [];
  let changes = false;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (word === '-readonly' || word === '--readonly') return [];
    if (SQL_SHELL_VALUES.has(word.replace(/^--/, '-'))) {
      if (/^--?(?:cmd|c|s)$/.test(word) && words[i + 1] !== undefined) statements.push(words[i + 1]!);
      if (/^--?init$/.test(word) && words[i + 1] !== undefined && fedFileWrites(words[i + 1]!, call.dir)) changes = true;
      i++;
    } else if (!word.startsWith('-')) operands.push(word);
  }
  statements.push(...operands.slice(1));
  const database = operands[0];
  if (database === undefined) return [];
  // Its input redirects (`< file.sql`): what is neither written (`>`, `>>`), a here-string nor a descriptor duplicated.
  const written = new Set([...call.truncates, ...(call.appends ?? []), ...(call.here ?? [])]);
  const fed = call.redirects.filter((target) => !written.has(target) && !NO_SQL_FILE.test(target));
  // The line's reader hands a `< file` as an operand (`sqlite3 db db/migrations/0043.sql`), which no statement is.
  fed.push(...statements.filter((sql) => SQL_FILE.test(sql)));
  for (const sql of statements) fed.push(...[...sql.matchAll(SQL_READ_FILES)].map((read) => read[1]!));
  if (fed.slice(0, 8).some((file) => fedFileWrites(file, call.dir))) changes = true;
  const here = (call.here ?? []).filter((text) => text.length <= 100_000);
  if (here.some(changesDatabase)) changes = true;
  return changes || statements.some((sql) => SQL_WRITE.test(sql)) ? [database] : [];
}

// A database client's export names a file on the host in its SQL: psql's `\copy … TO 'f'` and `\o f` (client side),
// `COPY … TO 'f'` (https://www.postgresql.org/docs/current/sql-copy.html; written by the server, this machine's when the
// server is local; also duckdb's https://duckdb.org/docs/stable/sql/statements/copy), mysql's `SELECT … INTO OUTFILE 'f'`
// (https://dev.mysql.com/doc/refman/8.4/en/select-into.html), sqlite3's `.output f`, `.once f`, `.save f`, `.backup f`
// (https://sqlite.org/cli.html#writing_results_to_a_file) and duckdb's `EXPORT DATABASE 'dir'`.
const SQL_CLIENTS = new Set(['psql', 'mysql', 'mariadb', 'sqlite3', 'duckdb']);
/** The target of a `COPY … TO` statement, the last `TO` of it (a subquery's text comes before): quoted, or a bare path for `\copy`. */
const COPY_TO = /\bto\s{1,8}(?:'([^'\n]{1,512})'|"([^"\n]{1,512})"|([^\s'";]{1,512}))/gi;
const COPY_START = /^\s{0,64}\\?copy\b/i;
const INTO_FILE = /\binto\s{1,8}(?:outfile|dumpfile)\s{1,8}(?:'([^'\n]{1,512})'|"([^"\n]{1,512})")/gi;
const EXPORT_DB = /\bexport\s{1,8}database\s{1,8}(?:'([^'\n]{1,512})'|"([^"\n]{1,512})")/gi;
/** SQLite's `VACUUM [schema] INTO 'file'` writes a copy of the database there (https://sqlite.org/lang_vacuum.html#vacuuminto). */
const VACUUM_INTO = /\bvacuum(?:\s{1,8}[\w"]{1,64})?\s{1,8}into\s{1,8}(?:'([^'\n]{1,512})'|"([^"\n]{1,512})")/gi;
/** A command substitution in a dot-command's file (`.backup /mnt/bk/a-$(date +%F).db`): one part of the name, spaces and all. */
const SUBSTITUTION = /\$\([^()\n]{0,200}\)|`[^`\n]{0,200}`/g;
/** psql's `\o FILE`/`\out FILE`/`\g FILE`, sqlite3's `.output`/`.once`/`.save`/`.backup` dot-commands, options first. */
const META_OUT = /(?:^|[\s;])(?:\\o(?:ut)?|\\g|\.output|\.once|\.save|\.backup)((?:[ \t]{1,8}[^\s;\\]{1,512}){1,3})/gm;
/** Words that name a stream or a program, not a file: `TO STDOUT`, `\o |cmd`, `.once -x`. */
const NO_FILE = /^(?:stdout|pstdout|stdin|program|-.*|\|.*)$/i;
const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|::1|\[::1\]|\/.*)?$/i;

/** Whether the client talks to a server on another machine, whose server-side writes (`COPY TO`, `INTO OUTFILE`) land there. */
function remoteServer(words: readonly string[]): boolean {
  for (let i = 1; i < words.length && i < 200; i++) {
    const word = words[i]!;
    const host = /^(?:-h|--host)$/.test(word) ? words[i + 1] : /^(?:--host=|-h(?=\S))(.{1,256})$/.exec(word)?.[1];
    if (host !== undefined && !LOCAL_HOST.test(host)) return true;
    const url = /^(?:postgres(?:ql)?|mysql|mariadb):\/\/(?:[^@/\s]{0,256}@)?([^:/?\s]{0,256})/.exec(word)?.[1];
    if (url !== undefined && !LOCAL_HOST.test(url)) return true;
    const keyword = /(?:^|\s)host=([^\s]{1,256})/.exec(word)?.[1];
    if (keyword !== undefined && !LOCAL_HOST.test(keyword)) return true;
  }
  return false;
}

/** The host files a database client's SQL (its arguments, its own heredocs) exports to. */
function sqlExportWrites(call: Call): string[] {
  const remote = remoteServer(call.words);
  const paths: string[] = [];
  const found = (match: RegExpExecArray) => match[1] ?? match[2] ?? match[3];
  for (const text of [...call.words.slice(1), ...(call.here ?? [])]) {
    if (text.length > 100_000) continue;
    for (const statement of text.split(/;|\n(?=\s{0,64}\\?copy\b)/i)) {
      if (!COPY_START.test(statement)) continue;
      const client = /^\s{0,64}\\copy\b/i.test(statement);
      const target = [...statement.matchAll(COPY_TO)].at(-1);
      const path = target && found(target);
      if (path !== undefined && (client || !remote) && (target![3] === undefined || !NO_FILE.test(path))) paths.push(path);
    }
    if (!remote) for (const match of text.matchAll(INTO_FILE)) paths.push(found(match)!);
    for (const match of text.matchAll(EXPORT_DB)) paths.push(found(match)!);
    for (const match of text.matchAll(VACUUM_INTO)) paths.push(found(match)!);
    for (const match of text.replace(SUBSTITUTION, '$_').matchAll(META_OUT)) {
      const file = match[1]!
        .trim()
        .split(/[ \t]+/)
        .at(-1)!
        .replace(/^(['"])(.*)\1$/, '$2');
      if (!NO_FILE.test(file)) paths.push(file);
    }
  }
  return paths;
}

/** The value of `--prefix P` or `--prefix=P` among `words` (`--destdir` for meson). */
function optionValue(words: readonly string[], option: string): string | undefined {
  const at = words.findIndex((word) => word === option || word.startsWith(`${option}=`));
  if (at < 0) return undefined;
  return words[at]!.includes('=') ? words[at]!.slice(option.length + 1) : words[at + 1];
}

/** The prefix an earlier configure step of the line gave (`./configure --prefix=/opt/x && make install`, `-DCMAKE_INSTALL_PREFIX=…`). */
const CONFIGURED_PREFIX =
  /(?:\bconfigure\s[^;&|\n]{0,300}?--prefix[= ]|\bmeson\s[^;&|\n]{0,300}?--prefix[= ]|\s-DCMAKE_INSTALL_PREFIX(?::PATH)?=)([^\s;&|]{1,300})/;

/**
 * Where a build's install step writes: its staging folder or prefix when the line names one (`make install
 * PREFIX=$PWD/.local`, `cmake --install build --prefix /usr/local`, `./configure --prefix=/opt/x && make install`),
 * else the default prefix `/usr/local` for `cmake --install`, `meson install`, `ninja install`, and for `make install`
 * as root (a plain `make install` is as often a project's own dependency step). The path is then judged as any write.
 * https://cmake.org/cmake/help/latest/manual/cmake.1.html#install-a-project (--prefix; CMAKE_INSTALL_PREFIX defaults to /usr/local)
 * https://mesonbuild.com/Commands.html#install (--destdir); https://www.gnu.org/prep/standards/html_node/DESTDIR.html
 */
function installPrefix(call: Call, line: string): string | undefined {
  const words = call.words;
  const elevated = ELEVATED.test(call.source);
  // The command's own assignments in front of it (`DESTDIR=/opt/stage make install`); an operand wins over them.
  const own = [...(call.env ?? [])].reverse();
  const staged = words.find((word) => STAGED.test(word)) ?? own.find((word) => (call.name === 'ninja' ? DESTDIR : STAGED).test(word));
  const destdir = own.find((word) => DESTDIR.test(word))?.slice(8);
  const configured = CONFIGURED_PREFIX.exec(line)?.[1]?.replace(/^(['"])(.*)\1$/, '$2');
  if (call.name === 'make' || call.name === 'gmake' || call.name === 'ninja') {
    const target = words.slice(1).find((word) => !word.startsWith('-') && !word.includes('=') && INSTALL_TARGET.test(word));
    if (target === undefined) return undefined;
    if (staged !== undefined) return staged.slice(staged.indexOf('=') + 1);
    if (configured !== undefined) return configured;
    return elevated || call.name === 'ninja' ? (INSTALLED[target] ?? DEFAULT_PREFIX) : undefined;
  }
  // waf, SCons and Boost.Build install into a prefix as make does: `/usr/local` unless the line names one, and a plain
  // `./waf install` is as often a project's own step, so only as root (`sudo ./waf install`). `python3 waf install` too.
  const build = PYTHON.test(call.name) && words[1] !== undefined && BUILD_SCRIPTS.test(words[1]) ? words.slice(1) : words;
  const tool = build === words ? call.name : (build[0]!.split('/').pop() ?? '');
  if (BUILD_INSTALLERS.has(tool)) {
    if (!build.slice(1).some((word) => !word.startsWith('-') && !word.includes('=') && INSTALL_TARGET.test(word))) return undefined;
    if (staged !== undefined) return staged.slice(staged.indexOf('=') + 1);
    const named = optionValue(build, '--destdir') ?? optionValue(build, '--prefix') ?? destdir ?? configured;
    return named ?? (elevated ? DEFAULT_PREFIX : undefined);
  }
  // `sudo python3 setup.py install` with the system's Python: its site-packages, as `sudo pip install` (a folder option moves it).
  // https://setuptools.pypa.io/en/latest/deprecated/distutils/builtdist.html; https://docs.python.org/3.11/install/index.html#alternate-installation
  // The system's Python only (a venv's `.venv/bin/python` installs into the venv); `./setup.py` runs by its shebang's.
  const system = build !== words ? !(call.path ?? '').includes('/') : call.path !== undefined;
  if (tool === 'setup.py' && build[1] === 'install' && system) {
    const named = optionValue(build, '--root') ?? optionValue(build, '--prefix') ?? optionValue(build, '--home');
    if (named !== undefined || build.some((word) => /^--(?:user|install-(?:lib|base))(?:=|$)/.test(word))) return named;
    return elevated ? `${DEFAULT_PREFIX}/lib` : undefined;
  }
  if (call.name === 'cmake' && words.includes('--install'))
    return destdir ?? optionValue(words, '--prefix') ?? configured ?? DEFAULT_PREFIX;
  if (call.name === 'meson' && words[1] === 'install') return optionValue(words, '--destdir') ?? destdir ?? configured ?? DEFAULT_PREFIX;
  // `sudo pip install pkg` with the system's pip (not a venv's `.venv/bin/pip`) and no folder of its own: the system's site-packages.
  // https://pip.pypa.io/en/stable/cli/pip_install/ (--target, --prefix, --root, --user move it)
  if (elevated && (call.name === 'pip' || call.name === 'pip3') && words[1] === 'install' && !(call.path ?? '').includes('/')) {
    return words.some((word) => /^(?:-t|--target|--prefix|--root|--user)(?:=|$)/.test(word)) ? undefined : `${DEFAULT_PREFIX}/lib`;
  }
  return undefined;
}

/**
 * Where a service manager keeps what it is told to enable: `systemctl enable|link|mask|edit` writes symlinks or units
 * into /etc/systemd/system (`--user`: ~/.config/systemd/user; `--global`: /etc/systemd/user; `--runtime`: /run, gone
 * at reboot); `loginctl enable-linger` a file under /var/lib/systemd/linger; `launchctl load -w`, `enable`, `disable`
 * the launchd override database. `start`, `status`, `restart` and `daemon-reload` write no file.
 * https://www.freedesktop.org/software/systemd/man/latest/systemctl.html#enable%20UNIT%E2%80%A6
 * https://www.freedesktop.org/software/systemd/man/latest/loginctl.html#enable-linger%20USER%E2%80%A6
 * https://keith.github.io/xcode-man-pages/launchctl.1.html (load -w, enable, disable)
 */
const UNIT_WRITES = new Set(['enable', 'reenable', 'link', 'mask', 'preset', 'edit', 'add-wants', 'add-requires']);
function serviceWrites(call: Call): string[] {
  const words = call.words;
  if (call.name === 'systemctl') {
    const verb = words.slice(1).find((word) => !word.startsWith('-'));
    if (verb === undefined || !UNIT_WRITES.has(verb) || words.includes('--runtime')) return [];
    if (words.includes('--user')) return ['~/.config/systemd/user'];
    return [words.includes('--global') ? '/etc/systemd/user' : '/etc/systemd/system'];
  }
  if (call.name === 'loginctl' && words[1] === 'enable-linger') return ['/var/lib/systemd/linger'];
  if (call.name === 'launchctl' && (words[1] === 'enable' || words[1] === 'disable' || (words[1] === 'load' && words.includes('-w'))))
    return ['/private/var/db/com.apple.xpc.launchd'];
  return [];
}

/** The repository `git -C dir <verb>` (or git in the line's current folder) changes, when the verb writes. */
function gitWrites(call: Call): string[] {
  const words = call.words;
  let dir = '.';
  let i = 1;
  for (; i < words.length && words[i]!.startsWith('-'); i++) {
    if (words[i] === '-C' && i + 1 < words.length) dir = words[++i]!;
    else if (words[i] === '-c' || words[i] === '--git-dir' || words[i] === '--work-tree') i++;
  }
  if (words[i] === 'clone') return cloneWrites(words.slice(i), GIT_CLONE_VALUES, dir);
  if (words[i] === 'worktree') return worktreeWrites(words.slice(i + 1), dir);
  return GIT_WRITES.has(words[i] ?? '') ? [dir] : [];
}

// Options that name the file or folder a tool writes (`typedoc --out docs`, `img --out /out`); `-d` is many tools' other flag,
// so it is read only where it is known to name the output.
export const OUTPUT_OPTIONS: readonly string[] = [
  '-o',
  '--out',
  '--output',
  '--outdir',
  '--out-dir',
  '--output-dir',
  '--output-directory',
  '--dest',
  '--destination',
];

// `git clone SRC [DIR]` (https://git-scm.com/docs/git-clone), `hg clone SRC [DEST]` (https://www.mercurial-scm.org/doc/hg.1.html#clone)
// and `gh repo clone REPO [DIR]` (https://cli.github.com/manual/gh_repo_clone) write the folder named after the source; without
// one, a folder named after the source in the current one. `--separate-git-dir` puts the repository itself there.
// GIT_CLONE_VALUES: git clone's options that take a value (the next word), so that it is not read as the URL or the folder.
export const GIT_CLONE_VALUES: ReadonlySet<string> = new Set([
  '-b',
  '--branch',
  '-o',
  '--origin',
  '-c',
  '--config',
  '--depth',
  '--reference',
  '--reference-if-able',
  '--template',
  '-j',
  '--jobs',
  '--filter',
  '-u',
  '--upload-pack',
  '--shallow-since',
  '--shallow-exclude',
  '--server-option',
  '--bundle-uri',
  '--separate-git-dir',
]);
const HG_CLONE_VALUES = new Set([
  '-r',
  '--rev',
  '-b',
  '--branch',
  '-u',
  '--updaterev',
  '-e',
  '--ssh',
  '--remotecmd',
  '--config',
  '-R',
  '--repository',
]);
const GH_CLONE_VALUES = new Set(['-u', '--upstream-remote-name', '-R', '--repo']);

/** The folder a clone writes (`clone SRC DIR`, the words from the verb on), under `dir` when git was given `-C dir`. */
function cloneWrites(words: readonly string[], values: ReadonlySet<string>, dir = '.'): string[] {
  const operands: string[] = [];
  const out: string[] = [];
  for (let i = 1; i < words.length && i < 200; i++) {
    const word = words[i]!;
    if (word === '--') break;
    if (word === '--separate-git-dir' && words[i + 1] !== undefined) out.push(words[i + 1]!);
    else if (word.startsWith('--separate-git-dir=')) out.push(word.slice(19));
    if (values.has(word)) i++;
    else if (!word.startsWith('-')) operands.push(word);
  }
  const target = operands[1];
  // Git's `-C` moves where a relative folder lands; a clone with no folder lands in that one.
  const moved = dir !== '.' && (target === undefined || !/^(?:\/|~|\$)/.test(target));
  if (moved) out.push(target === undefined ? dir : `${dir.replace(/\/$/, '')}/${target}`);
  else if (target !== undefined) out.push(target);
  // No folder named: one named after the source, in the current folder (outside the project after `cd ..`).
  else if (operands[0] !== undefined) out.push(clonedName(operands[0]));
  return operands.length > 0 ? out : [];
}

// `git worktree add [-b NEW] PATH [COMMIT]` checks a working tree out at PATH; `git worktree move TREE NEW-PATH` moves one
// there (https://git-scm.com/docs/git-worktree). Options that take a value: -b, -B, --reason.
const WORKTREE_VALUES: ReadonlySet<string> = new Set(['-b', '-B', '--reason']);

/** The folder `git worktree add`/`move` writes (the words after `worktree`), under `dir` when git was given `-C dir`. */
function worktreeWrites(words: readonly string[], dir: string): string[] {
  const verb = words[0];
  if (verb !== 'add' && verb !== 'move') return [];
  const operands: string[] = [];
  for (let i = 1; i < words.length && i < 40; i++) {
    if (WORKTREE_VALUES.has(words[i]!)) i++;
    else if (!words[i]!.startsWith('-')) operands.push(words[i]!);
  }
  const target = verb === 'add' ? operands[0] : operands[1];
  if (target === undefined) return [];
  return dir !== '.' && !/^(?:\/|~|\$)/.test(target) ? [`${dir.replace(/\/$/, '')}/${target}`] : [target];
}

/** `crontab file` and `crontab -` replace the user's crontab; `-l`, `-e`, `-r` and no operand do not write one here. */
function crontabWrites(words: readonly string[]): string[] {
  if (words.some((word) => /^-[lre]$/.test(word))) return [];
  return words.length > 1 ? [CRONTAB] : [];
}

/** The `defaults` verbs that change a domain's plist. */
const DEFAULTS_WRITES = new Set(['write', 'delete', 'rename', 'import']);

/**
 * `defaults write DOMAIN …` (and delete, rename, import) changes ~/Library/Preferences/DOMAIN.plist
 * (under ByHost with `-currentHost`), the global domain's file for `-g`, or the plist a path domain
 * names; `defaults export DOMAIN FILE` writes FILE. `read`, `domains`, `find` and `export … -` only print.
 */
function defaultsWrites(words: readonly string[]): string[] {
  let i = 1;
  let byHost = false;
  for (; i < words.length && words[i]!.startsWith('-'); i++) {
    if (words[i] === '-currentHost') byHost = true;
    else if (words[i] === '-host') {
      byHost = true;
      i++;
    }
  }
  const verb = words[i] ?? '';
  const domain = words[i + 1];
  if (verb === 'export') return words[i + 2] !== undefined && words[i + 2] !== '-' ? [words[i + 2]!] : [];
  if (!DEFAULTS_WRITES.has(verb) || domain === undefined) return [];
  const folder = byHost ? '~/Library/Preferences/ByHost' : '~/Library/Preferences';
  if (domain === '-g' || domain === '-globalDomain' || domain === 'NSGlobalDomain') return [`${folder}/.GlobalPreferences.plist`];
  if (domain.includes('/')) return [domain.endsWith('.plist') ? domain : `${domain}.plist`];
  return domain.startsWith('-') ? [folder] : [`${folder}/${domain}.plist`];
}

/** The tools that write in each TeX tree they are given (rules/shell-writes.json, `tex-ls-r-trees`). */
const TEX_TREE_TOOLS = new Set(['mktexlsr', 'texhash']);
/**
 * A tree kpathsea names for the line (`mktexlsr "$(kpsewhich -var-value TEXMFHOME)"`, `-expand-var '$TEXMFHOME'`): the
 * substitution is no path the words hold, so the variable the line asks for names the tree, at texmf.cnf's default
 * (https://tug.org/texinfohtml/kpathsea.html#kpsewhich-invocation, https://tug.org/texlive/doc/texlive-en/texlive-en.html#x1-110002.3).
 */
const KPSEWHICH_TREE = /\bkpsewhich\s{1,8}(?:--?var-value(?:=|\s{1,8})|--?expand-var(?:=|\s{1,8})['"]?\$\{?)(TEXMF[A-Z]{0,12})/g;
const TEX_TREES: Readonly<Record<string, string>> = {
  TEXMFHOME: '~/texmf',
  TEXMFVAR: '~/.texlive',
  TEXMFCONFIG: '~/.texlive',
  TEXMFLOCAL: '/usr/local/texlive/texmf-local',
  TEXMFSYSVAR: '/var/lib/texmf',
  TEXMFSYSCONFIG: '/etc/texmf',
  TEXMFDIST: '/usr/share/texlive/texmf-dist',
};
/** The trees a TeX database tool is given by a kpsewhich substitution, when one of its written words is a substitution. */
function kpathseaTrees(written: readonly string[], source: string): string[] {
  if (!written.some((word) => word.startsWith('$(') || word.startsWith('`'))) return [];
  return [...source.slice(0, 4096).matchAll(KPSEWHICH_TREE)].flatMap((match) => TEX_TREES[match[1]!] ?? []);
}

/**
 * A folder a container is given to put its results in, by the name of its mount point (`-v /srv/x:/out img`, no
 * command after the image: the image's own entrypoint fills it). https://docs.docker.com/engine/storage/bind-mounts/
 */
const OUTPUT_MOUNT = /^\/(?:out|output|outputs|dist|export|exports)\/?$/;
function outputBinds(run: Container): string[] {
  return run.binds.filter((bind) => OUTPUT_MOUNT.test(bind.target)).map((bind) => bind.host);
}

/**
 * The output options of a container's command (its image's entrypoint when the words after the image start with
 * an option: `img --out /out`; or a tool run in it: `img tool -o /out`), when they name a container path from the
 * root: mapped through the run's binds, only one under a bind reaches the host. Inside an image, `-o`/`-d` name the
 * output as the GNU option table has it; https://www.gnu.org/prep/standards/html_node/Option-Table.html
 */
const CONTAINER_OUTPUTS = ['-d', ...OUTPUT_OPTIONS];
/** The engine's socket a container is handed (`-v /var/run/docker.sock:/var/run/docker.sock`) is talked to, not written as a file. */
const SOCKET = /\.sock$/;
function containerOutputs(call: Call): string[] {
  const words = call.words[0]?.startsWith('-') ? ['', ...call.words] : call.words;
  const { options } = parse(words, CONTAINER_OUTPUTS);
  return CONTAINER_OUTPUTS.flatMap((option) => options.get(option) ?? []).filter((word) => word.startsWith('/') && !SOCKET.test(word));
}

/** Python's interpreters, whose `-m NAME` runs a tool as its own command would (`python3 -m pip install --user`). */
const PYTHONS = /^(?:python[\d.]{0,8}|py|pypy[\d.]{0,8})$/;

/** The module a Python interpreter runs by `-m` (`python3 -m pip install --user -e .`), as a call of that tool's name. */
function moduleCall(call: Call): Call | undefined {
  const module = call.words[2];
  if (!PYTHONS.test(call.name) || call.words[1] !== '-m' || module === undefined) return undefined;
  return { ...call, name: module, words: call.words.slice(2) };
}

// A package a runner fetches at a version (`npx playwright@1.47 install`, `bunx @puppeteer/browsers@2 install`) is the
// same tool as unversioned: its line applies. Neither part holds `@` or `/`, so the match is linear.
const VERSIONED = /^(@?[^@/\s]+(?:\/[^@/\s]+)?)@[^@/\s]*$/;

/** The call as its tool's line reads it: a versioned package's name without the version. */
function unversioned(call: Call): Call {
  const tool = VERSIONED.exec(call.name)?.[1];
  return tool === undefined ? call : { ...call, name: tool };
}

/** The folders a command keeps for itself by default, by its `fixed` lines (`cargo install` → `~/.cargo/bin`). */
function keptFolders(call: Call): Set<string> {
  const name = unversioned(call).name;
  return new Set(
    WRITERS.flatMap((writer) => (writer.target === 'fixed' && writer.path && writer.commands.includes(name) ? [writer.path] : [])),
  );
}

/** The paths, as written, that one command writes. */
export function written(call: Call, line = call.source): string[] {
  const paths = [...call.truncates, ...(call.appends ?? [])];
  const tool = unversioned(call);
  for (const writer of WRITERS) if (writer.commands.includes(tool.name)) paths.push(...writtenBy(writer, tool));
  const module = moduleCall(call);
  if (module !== undefined)
    for (const writer of WRITERS) if (writer.commands.includes(module.name)) paths.push(...writtenBy(writer, module));
  // `docker run img --out /out`: the words after the image are the container's command, judged as its own call.
  const run = containerRun(call.words);
  if (run === undefined) {
    for (const any of ANY)
      if (!(any.rooted && NAMED.has(call.name)) && !any.except?.includes(call.name)) paths.push(...writtenBy(any, call));
  } else if (!run.carries) paths.push(...outputBinds(run));
  if (call.container) paths.push(...containerOutputs(call));
  if (call.name === 'tar' || call.name === 'gtar' || call.name === 'bsdtar') paths.push(...tarWrites(call.words));
  if (call.name === 'jar') paths.push(...jarWrites(call.words));
  if (call.name === '7z' || call.name === '7za' || call.name === '7zz' || call.name === '7zr') paths.push(...sevenZipWrites(call.words));
  if (call.name === 'exiftool' || call.name === 'exiftool.exe') paths.push(...exiftoolWrites(call.words));
  if (call.name === 'gphoto2') paths.push(...patternOptions(call.words, /^--filename$/));
  if (call.name === 'magick' || call.name === 'gm') paths.push(...magickWrites(call));
  if (call.name === 'mogrify') paths.push(...mogrifyWrites(call.words));
  if (call.name === 'vipsthumbnail') paths.push(...patternOptions(call.words, /^(?:-o|--output)$/));
  if (call.name === 'sqlite3' || call.name === 'duckdb') paths.push(...sqlShellWrites(call));
  if (SQL_CLIENTS.has(call.name)) paths.push(...sqlExportWrites(call));
  if (call.name === 'git') paths.push(...gitWrites(call));
  if (call.name === 'hg' && call.words[1] === 'clone') paths.push(...cloneWrites(call.words.slice(1), HG_CLONE_VALUES));
  if (call.name === 'gh' && call.words[1] === 'repo' && call.words[2] === 'clone')
    paths.push(...cloneWrites(call.words.slice(2), GH_CLONE_VALUES));
  if (call.name === 'crontab') paths.push(...crontabWrites(call.words));
  paths.push(...hereWrites(call));
  if (call.name === 'defaults') paths.push(...defaultsWrites(call.words));
  if (TEX_TREE_TOOLS.has(tool.name)) paths.push(...kpathseaTrees(paths, call.source));
  const installed = installPrefix(call, line);
  if (installed !== undefined) paths.push(installed);
  paths.push(...serviceWrites(call));
  return paths;
}

/**
 * The absolute form of a written word: `~`, `$HOME`, `$PWD` and `$(pwd)` expanded; a path with a later
 * expansion (`/lib/modules/$(uname -r)/extra`, `~/backups/$(date +%F).tgz`) is judged by its fixed folder before it; a device, another
 * host's path or a word with no fixed start is none.
 */
function writtenPath(word: string, dir: string | undefined, home: string): string | undefined {
  if (word === '' || word === '-' || REMOTE.test(word) || /^&?\d*$/.test(word)) return undefined;
  // GDAL's virtual file systems (`/vsistdout/`, `/vsimem/`, `/vsis3/bucket/…`) name a stream, memory or a cloud store, no folder here.
  if (/^\/vsi[a-z0-9_]{1,20}\//.test(word)) return undefined;
  const here = /^(?:\$PWD|\$\{PWD\}|\$\(pwd\)|`pwd`)(?=\/|$)/.exec(word);
  const plain = here && dir !== undefined ? dir + word.slice(here[0].length) : word;
  const context = { home, root: '/', env: {} as Env };
  const path = absolutePath(plain, dir, context);
  if (path !== undefined) return path.startsWith('/dev/') || path === '/dev' ? undefined : path;
  // A home path's fixed folder too (`~/backups/league-$(date +%F).tgz`: the archive lands in ~/backups).
  const homed = plain.replace(/^(?:~|\$HOME\b|\$\{HOME\})(?=\/)/, home);
  const fixed = /^(\/[^$`*?[{]*\/)[^/]*[$`]/.exec(homed.replace(/\\/g, '/'));
  // Home itself is no fixed folder: `~/$REPO/out.tgz` may be the project.
  if (fixed) return homed !== plain && resolve(fixed[1]!) === resolve(home) ? undefined : resolve(fixed[1]!);
  // A relative path whose last part alone is made when run (`../env-backup/.env.$(date +%s)`, `out/run-$((n+1)).log`)
  // lands in the folder written before it, as the same path with a plain name does.
  const relativeFixed = /^([^$`*?[{/~\\][^$`*?[{]*\/)[^/]*[$`][^/]*$/.exec(plain);
  return relativeFixed && dir !== undefined ? resolve(dir, relativeFixed[1]!) : undefined;
}

/**
 * A folder variable that names a tool's own install or the user's settings, never the project
 * (`$SPLUNK_HOME`, `$JAVA_HOME`, `$XDG_CONFIG_HOME`, `%APPDATA%`, `$env:ProgramData`): a written word
 * under one is kept as written. `$HOME` is expanded instead; `$VIRTUAL_ENV` and `$PWD` may be the project.
 */
const OUTSIDE_VARIABLE =
  /^(?:\$\{?|\$env:|%)(?!HOME\b)(?:[A-Za-z][A-Za-z0-9_]*_HOME|GOROOT|GOPATH|APPDATA|LOCALAPPDATA|PROGRAMDATA|ProgramFiles|ProgramFiles\(x86\)|SystemRoot|windir|ALLUSERSPROFILE)(?:\}|%)?(?=[/\\]|$)/i;

/**
 * The host path a command in a container writes by `word`: the container path (the host shell has expanded `$PWD`
 * and `~`; a relative one is under the run's `-w`) mapped through the run's binds. A path under no bind, or
 * relative with no `-w` (under the image's own working folder), stays in the container.
 */
function containerWrite(word: string, container: Container, dir: string | undefined, home: string): string | undefined {
  const expanded = (path: string) => writtenPath(path, dir, home);
  const workdir = container.workdir === undefined ? undefined : expanded(container.workdir);
  const relative = !/^(?:\/|~|\$|`)/.test(word);
  if (relative && workdir === undefined) return undefined;
  const binds = container.binds.map((bind) => ({ host: expanded(bind.host) ?? '', target: expanded(bind.target) ?? bind.target }));
  // A CLI's own file under `~` (`aws configure` → `~/.aws`) is under the container user's home, most often root's.
  const homed = /^(?:~|\$HOME\b|\$\{HOME\})(?=\/)/.exec(word);
  for (const each of homed ? [word, `/root${word.slice(homed[0].length)}`] : [relative ? `${workdir}/${word}` : word]) {
    const path = expanded(each);
    // A bind whose host side has no fixed place (`$DATA/x:/x`) holds the path where this reader cannot follow it.
    const host = path === undefined ? undefined : hostSide(path, binds);
    if (host !== undefined) return host.startsWith('/') ? host : undefined;
  }
  return undefined;
}
/** The files `command` (a shell line run in `cwd`) writes, outside `root`, each once. */
export function shellWrites(command: string, cwd: string, home: string, root: string): ShellWrite[] {
  const found = new Map<string, ShellWrite>();
  const bound: ShellWrite[] = [];
  let named = false;
  for (const call of normaliseOnce(command, { cwd, home, root })) {
    const words = written(call, command);
    bound.push(...writableBinds(call, home));
    // A tool's own folder (`npx playwright install` → `~/.cache/ms-playwright`) is where it keeps things, which an image
    // moves to a bind of its own (the Playwright image's `/ms-playwright`): named by nothing on the line.
    const kept = keptFolders(call);
    named ||= words.some((word) => !kept.has(word)) && (call.container !== undefined || containerRun(call.words) !== undefined);
    for (const word of words) {
      if (call.container) {
        const path = containerWrite(word, call.container, call.dir, home);
        if (path !== undefined && !found.has(path) && !isInside(path, root)) found.set(path, { path, command: call.source });
        continue;
      }
      const named = OUTSIDE_VARIABLE.test(word) || (REMOTE_COPIERS.has(call.name) && REMOTE_HOST.test(word));
      const path = named ? word : writtenPath(word, call.dir, home);
      if (path === undefined || found.has(path)) continue;
      if (named) found.set(path, { path, command: call.source, named });
      else if (!isInside(path, root)) found.set(path, { path, command: call.source });
    }
  }
  // A container's command that names what it writes (`-o /data/r.pdf`, `--dest /app/out`) is judged by that; one that
  // names nothing (`npx playwright install`, an image's own entrypoint) writes wherever its tool keeps things, the binds.
  if (!named) for (const write of bound) if (!found.has(write.path) && !isInside(write.path, root)) found.set(write.path, write);
  return [...found.values()];
}

/**
 * The host folders a new container is handed to write (`-v ~/.cache/ms-playwright:/ms-playwright`, `--mount
 * type=bind,…` without `readonly`): whatever runs inside may change the files there, as the host user's own (an
 * image's installer fills it, a tool writes its cache). A `:ro` bind, a named volume and the engine's socket (talked
 * to, not written) are none; the temp dir is the guard's to excuse.
 */
function writableBinds(call: Call, home: string): ShellWrite[] {
  const run = containerRun(call.words);
  const out: ShellWrite[] = [];
  for (const bind of run?.binds ?? []) {
    const path = SOCKET.test(bind.host) ? undefined : writtenPath(bind.host, call.dir, home);
    if (path !== undefined) out.push({ path, command: call.source });
  }
  return out;
}
