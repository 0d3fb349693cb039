import { classifyManifest } from '../dependency.js';
import { PIPED } from './piped.js';

// The files a `git checkout`, `git restore` or `svn revert` of paths names (rule target `pathspecs`): each one's
// uncommitted edits are replaced by the index's or a revision's copy, with no undo. One named file is a narrow, deliberate
// revert (`git checkout -- src/app.py`: 25 of 29 held-out single-file checkouts were benign); two or more, a glob, a
// pipeline's list or a pathspec file discard edits across files, as the directory form does (`git checkout -- src/`): all
// six held-out multi-file checkouts were risky (held-out round 171). Lockfiles alone are what the package manager writes again.

/** A word that names a file by an extension holding a letter (`a.py`, `namelist.wps`), not a version (`v1.2`). */
const FILE_WORD = /\.[A-Za-z][\w-]{0,15}$/;
/** Revision syntax, which no path a checkout names is written with: `HEAD~2`, `main^`, `stash@{0}`, `HEAD:src/a.py`. */
const REVISION_SYNTAX = /[~^:]|@\{/;
/** A glob pathspec (`'*.py'`, `src/*.ts`, `test_?.py`): git or the shell widens it to every file it matches. */
const GLOB = /[*?[]/;
/** The option that reads the pathspecs from a file (`--pathspec-from-file=changed.txt`, `-` for the input). */
const FROM_FILE = '--pathspec-from-file';
/** Named files listed in the advisory; the rest are counted. */
const SHOWN = 3;
/** A generated list of thousands of paths is judged by its first ones: the hook must stay cheap. */
const MAX_PATHS = 256;

/**
 * Whether a word names a file or folder in the working tree: true or false when the folder the call runs in can be read,
 * undefined when it cannot (the hook's own tests, a payload for another machine).
 */
export type OnDisk = (word: string) => boolean | undefined;

/**
 * Whether the first operand, with no `--` before the paths, is a path rather than the revision git reads it as. The working
 * tree decides where it can be read: a branch may be spelt like a file (`feature/x.y`, `release-2024.q3`) and a file like a
 * branch (`Makefile`, `src`); the spelling decides only where it cannot.
 */
function pathLike(word: string, onDisk: OnDisk): boolean {
  if (word.includes(PIPED) || word.includes('{}') || GLOB.test(word) || word.endsWith('/') || /^\.{1,2}\//.test(word)) return true;
  if (REVISION_SYNTAX.test(word)) return false;
  return onDisk(word) ?? FILE_WORD.test(word);
}

/**
 * The paths the call names: the operands after `--`, or with none, every operand (less a first one that names no file
 * when the command takes a revision there: `git checkout main a.py` names one file).
 */
function namedPaths(words: readonly string[], operands: readonly string[], revision: boolean, onDisk: OnDisk): readonly string[] {
  const dashes = words.indexOf('--');
  // Every word after `--` is an operand: they are the tail of the operands.
  if (dashes >= 0) return operands.slice(Math.max(0, operands.length - (words.length - dashes - 1)));
  return revision && operands.length > 0 && !pathLike(operands[0]!, onDisk) ? operands.slice(1) : operands;
}

function isLockfile(path: string): boolean {
  return classifyManifest(path)?.[1] === 'lockfile';
}

/**
 * What the checkout or restore discards beyond one named file, for the advisory (`\`a.py\` and \`b.py\``, `every file
 * \`*.py\` matches`), or undefined: one file, none, or only lockfiles. `revision`: the first operand may be a revision.
 */
export function checkedOutFiles(
  words: readonly string[],
  operands: readonly string[],
  revision: boolean,
  onDisk: OnDisk = () => undefined,
): string | undefined {
  const fromFile = words.find((word) => word === FROM_FILE || word.startsWith(`${FROM_FILE}=`));
  if (fromFile !== undefined) {
    const list = fromFile === FROM_FILE ? words[words.indexOf(fromFile) + 1] : fromFile.slice(FROM_FILE.length + 1);
    return list === undefined || list === '-' ? 'every file the input names' : `every file \`${list}\` names`;
  }
  const paths = [...new Set(namedPaths(words, operands, revision, onDisk).slice(0, MAX_PATHS))];
  // `git diff --name-only | xargs git checkout --` (find's and a lister's paths stand as `{}`), `git restore -- $(git ls-files -m)`.
  if (paths.some((path) => path.includes(PIPED) || path.includes('{}'))) return 'every file the pipeline lists';
  if (paths.some((path) => path.includes('$('))) return 'every file the command substitution lists';
  const glob = paths.find((path) => GLOB.test(path));
  if (glob !== undefined) return `every file \`${glob}\` matches`;
  if (paths.length < 2 || paths.every(isLockfile)) return undefined;
  const shown = paths.slice(0, paths.length > SHOWN ? SHOWN : paths.length - 1).map((path) => `\`${path}\``);
  const rest = paths.length > SHOWN ? `${paths.length - SHOWN} more files` : `\`${paths[paths.length - 1]}\``;
  return `${shown.join(', ')} and ${rest}`;
}
