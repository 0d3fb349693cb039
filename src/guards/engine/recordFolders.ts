import { addedBy } from './agedListings.js';
import { escapeRegExp } from '../lib/escapeRegExp.js';
import { nameWords, namesScratch } from '../lib/scratch.js';
import { isTestOrFixture } from './testPaths.js';
import { handedFolder } from './handedFolders.js';

// Code that deletes a whole tree at a record's folder: a root the app is configured with, joined with one record's id
// (held-out round 149):
//   shutil.rmtree(settings.ESTATE_FILES_ROOT / str(estate.id))
//   fs.rm(path.join(config.uploadsDir, String(user.id)), { recursive: true })
//   FileUtils.rm_rf(File.join(STORAGE, order.id.to_s))
//   Directory.Delete(Path.Combine(_options.DocumentsRoot, order.Id.ToString()), true)
//   os.RemoveAll(filepath.Join(cfg.UploadsDir, strconv.Itoa(u.ID)))
// Each run deletes what was kept for that record (its uploads, scans, signed papers), which git does not hold. The root
// is read at run time, so no path rule knows it; what says it is kept is that the app configures it and files records
// under it by id. A root named as scratch or as made again (`settings.CACHE_ROOT`, `config.tmpDir`, `THUMBNAIL_ROOT`),
// an id that names a run rather than a record (`run_id`, `session_id`), a constant the code binds itself (other engines
// read its path), and a test's or fixture's own teardown stay silent.

/** A tree delete's head, up to its opening parenthesis: Python's, Node's, Ruby's, .NET's, Go's, Rust's, Java's, PHP's, Perl's. */
const TREE_DELETE = new RegExp(
  [
    String.raw`(?:\bshutil\.rmtree|\bos\.RemoveAll|(?:\b(?:fs|fsp|fse|fsPromises)(?:\.promises)?\.|\bawait[ \t]{1,4})(?:rm|rmSync|rmdir|rmdirSync)|`,
    String.raw`\b(?:fs|fse|fsExtra)\.(?:remove|removeSync)|\brimraf(?:\.sync|Sync)?|`,
    String.raw`\bFileUtils\.(?:rm_rf|rm_r|remove_dir|remove_entry(?:_secure)?|deleteDirectory)|\bDirectory\.Delete|`,
    String.raw`(?:\b(?:std|tokio)::)?\bfs::remove_dir_all|\b(?:FileSystemUtils|MoreFiles)\.deleteRecursively|\bPathUtils\.deleteDirectory|`,
    String.raw`\b(?:File|Storage)::deleteDirectory|\bFile\.rm_rf!?|(?<![\w.])(?:remove_tree|rmtree))[ \t]{0,4}\(`,
  ].join(''),
  'g',
);

const NAME = String.raw`[A-Za-z_]\w{0,63}`;
const KEY = String.raw`["']([\w:.-]{1,64})["']`;
/** An object holding the app's settings: `settings`, `config`, `cfg`, `app.config`, `self.settings`, `_options.Value`, `props`. */
const OWNER = [
  String.raw`(?:[a-z_]\w{0,20}\.)?_?[A-Za-z]{0,24}?`,
  String.raw`(?:[Ss]ettings|SETTINGS|[Cc]onfig(?:uration)?|CONFIG|[Cc]onf|[Cc]fg|CFG|[Oo]ptions|[Oo]pts|[Pp]rop(?:ertie)?s)(?:\.Value)?`,
].join('');
/** A configured root: a setting, an environment variable, or a module constant (one capture holds its name). */
const ROOT = [
  String.raw`(?:${OWNER}(?:\.(${NAME})|\.(get[A-Z]\w{0,40})\(\)|\[[ \t]{0,4}${KEY}[ \t]{0,4}\])|`,
  String.raw`(?:process\.env|os\.environ|ENV)(?:\.(${NAME})|\[[ \t]{0,4}${KEY}[ \t]{0,4}\])|`,
  String.raw`(?:os\.getenv|os\.Getenv|ENV\.fetch|os\.environ\.get|Environment\.GetEnvironmentVariable)\([ \t]{0,4}${KEY}[ \t]{0,4}\)|`,
  String.raw`([A-Z][A-Z0-9]{1,20}(?:_[A-Z0-9]{1,20}){0,4})(?![\w.(]))`,
].join('');
/** The root, bare or made a path object first (`Path(settings.X)`, `Path::new(&config.root)`). */
const WRAPPER = String.raw`(?:(?:pathlib\.)?Path|Pathname\.new|Path::new|PathBuf::from|new[ \t]{1,4}File|str)`;
const ROOTED = String.raw`(?:${WRAPPER}\([ \t]{0,4}&?${ROOT}[ \t]{0,4}\)|${ROOT})(?:\.to_s)?`;
/** A literal folder between the root and the id (`"claims"`). */
const SEG = String.raw`(?:"[\w.-]{1,64}"|'[\w.-]{1,64}')`;
/** One record's id: `estate.id`, `self.pk`, `u.ID`, `order.getId()`, `estate_id`, `job.CustomerID`. */
const ID = [
  String.raw`((?:[A-Za-z_]\w{0,40}\.){0,3}`,
  String.raw`(?:id|pk|uuid|guid|Id|ID|Uuid|UUID|Guid|getId\(\)|[A-Za-z][A-Za-z0-9_]{0,40}?(?:_id|_pk|_uuid|Id|ID|Uuid|UUID)))(?![\w(])`,
].join('');
/** The id as a path part: converted (`str(x.id)`, `x.id.to_s`, `strconv.Itoa(u.ID)`), bare, or inside a string (`f"estate-{x.id}"`). */
const CONVERTER = String.raw`(?:str|String|String\.valueOf|(?:Integer|Long)\.toString|fmt\.Sprint|strconv\.(?:Itoa|FormatInt|FormatUint))`;
const ID_PART = [
  String.raw`(?:${CONVERTER}\([ \t]{0,4}${ID}[^()\n]{0,16}?\)|`,
  String.raw`&?${ID}(?:\.(?:to_s|to_string\(\)|ToString\(\)|toString\(\)|String\(\)|hex))?|`,
  String.raw`(?:[fF]|\$)?["'\x60][\w.-]{0,32}(?:\$\{|#\{|\{)[ \t]{0,4}${ID}[^}\n]{0,16}\}[\w.-]{0,32}["'\x60])`,
].join('');
const SEP = String.raw`[ \t]{0,4},[ \t]{0,4}`;
/** A call that joins path parts: Python's, Node's, Ruby's, Go's, .NET's, Java's, Kotlin's. */
const JOIN_CALL = [
  String.raw`(?:os\.path\.join|posixpath\.join|path(?:\.posix)?\.(?:join|resolve)|File\.join|(?:file)?path\.Join|`,
  String.raw`Path\.(?:Combine|Join|of)|Paths\.get|(?:new[ \t]{1,4})?File|(?:pathlib\.)?Path|Pathname\.new)`,
].join('');
/** The joins of a root and an id a delete's argument starts with: pathlib's `/`, a join call, a `.join` method, a string. */
const RECORD_FOLDER = new RegExp(
  [
    String.raw`^${ROOTED}(?:[ \t]{0,4}\/[ \t]{0,4}${SEG}){0,4}[ \t]{0,4}\/[ \t]{0,4}${ID_PART}`,
    String.raw`^${JOIN_CALL}\([ \t]{0,4}${ROOTED}(?:${SEP}${SEG}){0,4}${SEP}${ID_PART}[ \t]{0,4}[,)]`,
    String.raw`^${ROOTED}(?:\.(?:join|joinpath)\([ \t]{0,4}${SEG}[ \t]{0,4}\)){0,3}` +
      String.raw`\.(?:join|joinpath|resolve)\([ \t]{0,4}(?:${SEG}${SEP}){0,4}${ID_PART}[ \t]{0,4}\)`,
    String.raw`^(?:[fF]|\$)?["'\x60](?:\$\{|#\{|\{)[ \t]{0,4}${ROOT}[ \t]{0,4}\}` +
      String.raw`(?:\/[\w.-]{1,64}){0,4}\/[\w.-]{0,32}(?:\$\{|#\{|\{)[ \t]{0,4}${ID}`,
  ].join('|'),
);

/** Words a root's name says it is scratch or made again by (besides lib/scratch.ts's): thumbnails, logs, sessions, static files. */
const REMADE_WORD =
  /^(?:stage|work|working|workdir|sandbox|junk|out|thumbs?|thumbnails?|previews?|renders?|logs?|locks?|pids?|runs?|sockets?|spool|sessions?|static|compiled|generated|gen|artifacts?|coverage|venv|extract(?:ed)?|unpack(?:ed)?|unzip|bundles?|derived|resized|pycache|tmpdir|tempdir)$/;
/** An id of a run, not of a record: a job's work folder keyed by it is the run's own. */
const RUN_ID =
  /(?:^|[._])(?:run|session|request|task|build|worker|thread|process|trace|correlation|attempt|container|pod|instance|tmp|temp)_?id$|(?:run|session|request|task|build|worker|thread|process|trace|attempt)Id$/i;

const MAX_TEXT = 256 * 1024;
const MAX_DELETES = 200;
/** How far a call's options are read for `recursive: true` (Node's `fs.rm`) or `true` (.NET's `Directory.Delete`). */
const CALL_SPAN = 400;

/**
 * The record folders `text` deletes whole, each as its argument is written: under a configured root, or with `handed`,
 * a kept folder under a root the code is handed (engine/handedFolders.ts, held-out round 151) that no configured root is.
 */
function recordFolderDeletes(text: string, path: string, handed = false): string[] {
  if (isTestOrFixture(path, { anyCaseFolders: true, anyCaseNames: true })) return [];
  const bounded = text.slice(0, MAX_TEXT);
  const found: string[] = [];
  let bound: ReadonlySet<string> | undefined;
  const add = (argument: string, at: number) => {
    bound ??= boundNames(bounded);
    const configured = recordFolder(argument, bound);
    const shown = handed ? (configured === undefined ? handedFolder(argument, bounded, path, at) : undefined) : configured;
    if (shown !== undefined && !found.includes(shown)) found.push(shown);
  };
  let seen = 0;
  for (const match of bounded.matchAll(TREE_DELETE)) {
    if (seen++ >= MAX_DELETES) break;
    if (commentedOut(bounded, match.index)) continue;
    const start = match.index + match[0].length;
    const call = bounded.slice(start, start + CALL_SPAN).split(/;|\n[ \t]*\n/, 1)[0]!;
    // Node's `fs.rm` and `rmdir` take a tree only with `recursive: true`; .NET's `Directory.Delete` only with `true`.
    if (/(?:\brm|rmdir)(?:Sync)?[ \t]{0,4}\($/.test(match[0]) && !/\brecursive[ \t]{0,4}:[ \t]{0,4}true\b/.test(call)) continue;
    if (/Directory\.Delete/.test(match[0]) && !/,[ \t]{0,4}(?:recursive[ \t]{0,4}:[ \t]{0,4})?true[ \t]{0,4}\)/.test(call)) continue;
    add(call.replace(/^\s{0,8}&?/, ''), match.index);
  }
  // Kotlin's `File(config.uploadsDir, user.id.toString()).deleteRecursively()`: the folder comes before the delete.
  for (const match of bounded.matchAll(DELETED_FILE)) {
    if (seen++ >= MAX_DELETES) break;
    if (!commentedOut(bounded, match.index)) add(match[0], match.index);
  }
  return found;
}

/** A Kotlin or Groovy `File(…)` deleted with all it holds. */
const DELETED_FILE = /\bFile\([^\n]{0,200}?\)\.deleteRecursively\(\)/g;

/**
 * Whether the line holding `at` is commented out before it. Strings are left out first: a `#` in
 * `log.info(f"Deleting estate #{x.id}"); shutil.rmtree(…)` is text, not a comment.
 */
const commentedOut = (text: string, at: number): boolean =>
  /(?:^|\s)(?:#|\/\/|--)/.test(text.slice(text.lastIndexOf('\n', at) + 1, at).replace(/"[^"\n]*"|'[^'\n]*'|`[^`\n]*`/g, '""'));

/** The names a line binds (`MEDIA_ROOT = …`, `const ROOT: string = …`), read once per text rather than once per delete. */
const BINDING = /(?:^|\n)[ \t]{0,16}(?:(?:const|let|var|final|static)[ \t]{1,8})?([^\s=:]{1,120})[ \t]{0,8}(?::[^=\n]{1,40})?=(?!=)/g;
const boundNames = (text: string): ReadonlySet<string> => new Set(Array.from(text.matchAll(BINDING), (match) => match[1]!));

/** The record folder a delete's argument names (as written), or undefined when it is none or a scratch one. */
function recordFolder(argument: string, bound: ReadonlySet<string>): string | undefined {
  const folder = RECORD_FOLDER.exec(argument);
  if (folder === null) return undefined;
  const groups = folder.slice(1).filter((group): group is string => group !== undefined);
  const [id] = groups.slice(-1);
  const roots = groups.slice(0, -1);
  if (id === undefined || roots.length === 0 || RUN_ID.test(id)) return undefined;
  // The root's name, and any folder between it and the id (`MEDIA_ROOT / "tmp" / str(x.id)`), may say scratch.
  const named = folder[0].slice(0, folder[0].lastIndexOf(id));
  if (namesScratch(named, true) || nameWords(named).some((word) => REMADE_WORD.test(word))) return undefined;
  // A constant the code binds is read from its value by the inline-code engine (a temp folder, a literal path).
  const constant = roots.find((root) => new RegExp(String.raw`(?<![\w.'"\x60])${escapeRegExp(root)}(?![\w'"])`).test(folder[0]));
  if (constant !== undefined && bound.has(constant)) return undefined;
  return folder[0].replace(/\s+/g, ' ').slice(0, 120);
}

/** The record folder deletes the edits add: in the new side of each, not in its old. */
export const recordFolderDeleteAdded = addedBy((text, path) => recordFolderDeletes(text, path));

/** The kept folders under a handed root the edits add: in the new side of each, not in its old. */
export const handedFolderDeleteAdded = addedBy((text, path) => recordFolderDeletes(text, path, true));

/** A cheap first test: the text may hold a tree delete. */
const TREE_DELETED = new RegExp(`${TREE_DELETE.source}|${DELETED_FILE.source}`);
export const mayDeleteTree = (text: string): boolean => TREE_DELETED.test(text);
