import { leadingArguments } from '../lib/topLevel.js';
import type { ToolEdit } from '../lib/toolWrite.js';
import { boundToFreshTemp, SCRATCH_JOB, wholeWords } from '../lib/scratch.js';
import { isBuildOutput, remadeOutput } from './buildOutputs.js';
import { FIND_AGE } from './newestOnly.js';
import { isDataRoot } from './paths.js';
import { isTestOrFixture } from './testPaths.js';

// An edit that replaces a soft delete (`UPDATE prescriptions SET archived = true WHERE …`, Django's
// `.update(deleted_at=now())`) with a hard one (`DELETE FROM prescriptions WHERE …`, `.delete()`) changes what the
// code does to those rows: they were kept and hidden, and are now gone when it runs. The text it replaces marks
// rows of a table and deletes none of them; the text it puts there deletes rows of the same table and marks none.
// A delete of one row by its key (`WHERE id = %s`) is a record removed on request, and stays silent.

/** Soft-delete marks: a column or value that archives, hides, voids or retires a row instead of deleting it. */
const MARK = /\b(?:is_)?(?:archived|deleted|voided|void|removed|hidden|discarded|retired|inactive|purged|trashed)(?:_?at|_?on|_?date)?\b/i;

// `UPDATE <table> SET <assignments> [WHERE …]`, on one line of a statement (bounded).
const UPDATE = /\bUPDATE\s+(?:ONLY\s+)?([\w."`[\]]{1,128})\s+SET\s+([^;\n]{1,400}?)(?=\bWHERE\b|;|\n|$)/gi;
const DELETE = /\bDELETE\s+FROM\s+([\w."`[\]]{1,128})(?:\s+WHERE\s+([^;\n]{0,400}))?/gi;
/** A WHERE that picks one row by its key (`id = %s`, `rx_number = ?`, `uuid = :uuid`): a record removed on request. */
const BY_KEY =
  /^\s*\(?\s*(?:[\w"`]{1,64}\.)?["`]?\w{0,64}(?:id|uuid|guid|pk|key|number|no)["`]?\s*=\s*(?:%s|\?|:\w{1,64}|\$\d{1,3}|%\(\w{1,64}\)s|'[^']{0,128}'|\d{1,20})\s*\)?\s*(?:["'`)]|$)/i;

// An ORM's soft delete and its bulk hard delete: Django's `qs.update(archived=True)` and `qs.delete()`,
// Active Record's `update_all(deleted_at: …)` and `delete_all`/`destroy_all`, Prisma's `updateMany` and `deleteMany`.
// Ruby's bang and per-column forms mark a row the same way (`m.update!(archived: true)`, `update_column(:deleted_at, …)`), as
// does setting the mark on a record before saving it (`m.deleted_at = Time.current`): walked over the rows of a scope
// (`find_each do |m|`), each is the scope's soft delete (held-out round 120).
const ORM_MARK = /\.(?:update|update_all|updateMany|update_many|update_columns?|update_attributes?)!?\s*\(/g;
const MARK_SET =
  /\.(?:is_)?(?:archived|deleted|voided|discarded|retired|trashed)(?:_?at|_?on)?[ \t]{0,8}=(?![=~>])(?![ \t]{0,8}(?:nil|null|None|false|False|0)\b)|&:(?:discard|archive|soft_delete|trash)!?(?!\w)/i;
const ORM_DELETE = /\.(delete|delete_all|destroy_all|deleteMany|delete_many)(?:\s*\(\s*(?:\{[^)]{0,300}\}\s*)?\)|(?=[ \t]*(?:$|[\n;)#])))/;

/** Edits longer than this are whole files: only this much of each side is read. */
const MAX_SIDE = 256 * 1024;
/** Statements read per side: a crafted edit holding thousands costs no more than this many. */
const MAX_STATEMENTS = 200;

const tableName = (raw: string): string => raw.replace(/["`[\]]/g, '').toLowerCase();

/** The tables `text` soft-deletes rows of with SQL. */
function marked(text: string): Set<string> {
  const found = new Set<string>();
  let seen = 0;
  UPDATE.lastIndex = 0;
  for (let match = UPDATE.exec(text); match && seen++ < MAX_STATEMENTS; match = UPDATE.exec(text))
    if (MARK.test(match[2]!)) found.add(tableName(match[1]!));
  return found;
}

/** The tables `text` deletes rows of with SQL, and those it deletes more than one row of. */
function deleted(text: string): { any: Set<string>; bulk: Set<string> } {
  const any = new Set<string>();
  const bulk = new Set<string>();
  let seen = 0;
  DELETE.lastIndex = 0;
  for (let match = DELETE.exec(text); match && seen++ < MAX_STATEMENTS; match = DELETE.exec(text)) {
    const table = tableName(match[1]!);
    any.add(table);
    if (match[2] === undefined || !BY_KEY.test(match[2])) bulk.add(table);
  }
  return { any, bulk };
}

/** Whether `text` marks rows through an ORM's bulk update. */
function ormMarked(text: string): boolean {
  let seen = 0;
  ORM_MARK.lastIndex = 0;
  for (let match = ORM_MARK.exec(text); match && seen++ < MAX_STATEMENTS; match = ORM_MARK.exec(text))
    if (MARK.test(text.slice(match.index + match[0].length, match.index + match[0].length + 300).split(')', 1)[0]!)) return true;
  return MARK_SET.test(text);
}

/** What the edits turn from a soft delete into a hard one: a table's name, or the ORM's delete (`.delete_all`); empty when none. */
export function softToHard(edits: readonly ToolEdit[]): string[] {
  const found: string[] = [];
  for (const edit of edits) {
    const [old, now] = [edit.old.slice(0, MAX_SIDE), edit.new.slice(0, MAX_SIDE)];
    if (!/delete|destroy/i.test(now)) continue;
    const before = deleted(old);
    if (/\bDELETE\s+FROM\b/i.test(now)) {
      const [soft, kept] = [marked(old), marked(now)];
      // The mark replaced, not kept beside a purge of what it marked long ago (`… AND deleted_at < now() - interval '90 days'`).
      for (const table of deleted(now).bulk)
        if (soft.has(table) && !kept.has(table) && !before.any.has(table) && !found.includes(table)) found.push(table);
    }
    const ormDelete = ORM_DELETE.exec(now);
    if (ormDelete && !ORM_DELETE.test(old) && (ormMarked(old) || archives(old)) && !ormMarked(now) && !archives(now))
      found.push(`.${ormDelete[1]}`);
    // A call of the code's own archiving step (`archive_old_bids!`) replaced by a DELETE of many rows.
    else if (archives(old) && !archives(now) && before.any.size === 0)
      for (const table of deleted(now).bulk) if (!found.includes(table)) found.push(table);
  }
  return found;
}

/** A call of a step that archives, trashes or soft-deletes (`archive_old_bids!`, `soft_delete_all(…)`, `move_to_trash(x)`). */
// The line defining the step (`def archive_firings(session, kiln_id):`) names it and calls nothing: an edit of its body that keeps
// the name still turns its archiving into a delete (held-out round 63).
const ARCHIVING_CALL =
  /(?<!\b(?:def|function|func|fn|sub)[ \t]{1,8}(?:self\.)?)\b[A-Za-z_]{0,40}(?:archive|soft_?delete|trash|discard)[A-Za-z_]{0,40}[!?]?[ \t]*(?:\(|$|;)/im;
const archives = (text: string): boolean => ARCHIVING_CALL.test(text);

// An edit that turns a step keeping files into one deleting them: a move into an archive or a trash folder
// (`mv "$SRC"/*.fits "$ARCHIVE"/`, `os.rename(path, os.path.join(TRASH, name))`, `fs.renameSync(f, archived)`) replaced by
// a delete of what it moved (`rm -f "$SRC"/*.fits`, `os.remove(path)`): the files were kept, and are now gone when it runs.
// A move anywhere else (a rename, a temp file put in place) and a scratch file's delete stay silent.
/** Where a move keeps what it moves: an archive, a trash or recycle folder, a backup, an attic or quarantine. */
const KEEPING = /archiv|trash|recycl|backup|\.bak\b|attic|quarantine|graveyard|retired|vault|\bold\b|\bkeep|\bprocessed\b|\bdone\b/i;
/** What a temp or cache file is named by: deleting it instead of moving it away loses nothing. */
const SCRATCH_OPERAND = /te?mp|cache|scratch|\.part\b|\.lock\b|partial/i;
/** Where a command starts on a line: after a separator, `then` or `do`, behind an optional `sudo`. */
const LINE_START = String.raw`(?:^|[;&|(]|\bthen|\bdo)[ \t]*(?:sudo[ \t]+)?`;
/** A shell command's options and operands, on one line: `mv [-opts] SRC… DEST`, `rm [-opts] FILE…`. */
const shellCall = (name: string) => new RegExp(String.raw`${LINE_START}${name}[ \t]+((?:-[-\w]{1,20}[ \t]+){0,4})([^\n;&|#]{1,400})`, 'gm');
const SHELL_MOVE = shellCall('mv');
const SHELL_REMOVE = shellCall('rm');
// A copy or upload to storage keeps the files as a move does (`cp "$EXPORTS"/*.csv "$NAS"/`, `rsync -a "$ARCHIVE_DIR"/ host:/cold/`,
// `aws s3 cp "$BACKUP_DIR" s3://vault/ --recursive`): replaced by a delete of its source, nothing is kept (held-out round 76).
const SHELL_COPY = shellCall('(?:cp|rsync|aws[ \t]+s3[ \t]+(?:cp|mv|sync))');
/** Where files are stored away: cold or offline storage, an object store, another host's path. */
const STORAGE = /storage|\bcold\b|offsite|glacier|\bnas\b|^["']?(?:s3|gs|az|r2):\/\/|^["']?[\w.-]{1,64}@[\w.-]{1,253}:/i;
/** A source whose name says it holds kept files: an archive, backups, records, exports. */
const KEPT_SOURCE = /archiv|backup|record|export|ledger|invoice|receipt|report|minutes|evidence|vault/i;
/** A library's move, named up to its `(`, in Python, Node and Ruby; its source is the first argument. */
const CODE_MOVE =
  /\b(?:os\.(?:rename|replace)|shutil\.move|(?:fs|fsp|fse|fsPromises)(?:\.promises)?\.(?:rename|move)(?:Sync)?|FileUtils\.(?:mv|move)|File\.rename)\s*\(/g;
// A library's copy of records into an archive keeps them as a move does (`await fs.promises.cp(path.join(REPORTS_DIR, dir),
// path.join(ARCHIVE_DIR, dir), { recursive: true })`, `shutil.copytree(src, ARCHIVE / src.name)`, `FileUtils.cp_r(dir,
// ARCHIVE_DIR)`): replaced by a delete of its source, the retention job destroys what it kept (held-out round 98). A copy out of
// a staging, temp or build folder is scratch put in place, and its delete loses nothing.
const CODE_COPY =
  /\b(?:shutil\.(?:copytree|copy2|copy|copyfile)|(?:fs|fsp|fse|fsPromises)(?:\.promises)?\.(?:cp|copyFile|copy)(?:Sync)?|FileUtils\.(?:cp_r|cp|copy|copy_entry))\s*\(/g;
/** A library's delete, named up to its `(`; what it deletes is its first argument. */
const CODE_REMOVE =
  /\b(?:os\.(?:remove|unlink)|shutil\.rmtree|(?:fs|fsp|fse|fsPromises)(?:\.promises)?\.(?:unlink|rm|rmdir|remove)(?:Sync)?|FileUtils\.(?:rm|rm_f|rm_r|rm_rf|remove|remove_dir|remove_entry)|File\.(?:delete|unlink))\s*\(/g;
/**
 * The first argument of each call `pattern` finds (it ends at the call's `(`), read at the top level (`path.join(REPORTS_DIR,
 * dir)` whole, as leadingArguments reads it), and what follows it to the end of the line the next argument starts on (where a
 * move or copy puts it). At most MAX_STATEMENTS calls are read.
 */
function callArguments(text: string, pattern: RegExp): [string, string][] {
  const found: [string, string][] = [];
  let seen = 0;
  for (const match of text.matchAll(pattern)) {
    if (seen++ > MAX_STATEMENTS) break;
    const open = match.index + match[0].length - 1;
    const raw = leadingArguments(text.slice(open, open + 1024))[0];
    const first = raw?.trim() ?? '';
    if (first === '' || first.length > 200) continue;
    // Where it goes: the rest of the line the next argument starts on (a call split over lines puts it on the next).
    const end = open + 1 + raw!.length;
    const rest = text.slice(end + 1, end + 301);
    const stop = rest.indexOf('\n', Math.max(0, rest.search(/\S/)));
    found.push([first, stop < 0 ? rest : rest.slice(0, stop)]);
  }
  return found;
}

/** `p.rename(dest)` → `p.unlink()` (pathlib): the receiver is what moves, then goes. */
const METHOD_MOVE = /\b([A-Za-z_]\w{0,63})\.(?:rename|replace)\s*\(([^\n]{1,300})/g;
const METHOD_REMOVE = /\b([A-Za-z_]\w{0,63})\.unlink\s*\(/g;

const words = (operands: string): string[] =>
  operands
    .trim()
    .split(/[ \t]+/)
    .slice(0, 32);

/** Each source a side moves (or copies to storage), with where it moves it: `[source, destination text]`. */
function moves(text: string): [string, string][] {
  const found: [string, string][] = [];
  for (const match of [...text.matchAll(SHELL_MOVE), ...text.matchAll(SHELL_COPY)]) {
    const operands = words(match[2]!).filter((word) => !word.startsWith('-'));
    if (operands.length < 2) continue;
    for (const source of operands.slice(0, -1)) found.push([source, operands.at(-1)!]);
    if (found.length > MAX_STATEMENTS) break;
  }
  found.push(...callArguments(text, CODE_MOVE));
  found.push(...callArguments(text, CODE_COPY).filter(([source]) => !SCRATCH_FOLDER.test(source)));
  for (const match of text.matchAll(METHOD_MOVE)) if (found.push([match[1]!, match[2]!]) > MAX_STATEMENTS) break;
  return found;
}

/** What a side deletes: the operands of `rm`, the argument of a library's delete, the receiver of `.unlink()`. */
function removes(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(SHELL_REMOVE)) for (const word of words(match[2]!)) found.add(word);
  for (const [target] of callArguments(text, CODE_REMOVE)) found.add(target);
  for (const match of text.matchAll(METHOD_REMOVE)) found.add(match[1]!);
  return found;
}

/**
 * A shell word or a code path as a path to compare: no quotes or spaces, `${NAME}` as `$NAME`, a join's parts with `/`
 * (`path.join(REPORTS_DIR, dir)` as `REPORTS_DIR/dir`), no trailing `/` or `/*`.
 */
const plainPath = (word: string): string =>
  word
    .replace(/["'\s]/g, '')
    .replace(/^(?:[\w.]{0,40}\.)?join\(([^()]{1,200})\)$/, (_, parts: string) => parts.split(',').join('/'))
    .replace(/\$\{(\w{1,64})\}/g, '$$$1')
    .replace(/(?:\/\*?){1,8}$/, '');

/** Whether a side's deletes take `source`: the same word, or a folder it lies in (`rm -rf "$ARCHIVE_DIR"` of `"$ARCHIVE_DIR"/*.tar.gz`). */
function removesSource(removed: Set<string>, source: string): boolean {
  if (removed.has(source)) return true;
  const path = plainPath(source);
  for (const word of removed) {
    const folder = plainPath(word);
    if (folder.length > 1 && folder !== '.' && folder !== '..' && (path === folder || path.startsWith(`${folder}/`))) return true;
  }
  return false;
}

/** What the edits stop moving into an archive or a trash and delete instead (`"$SRC"/*.fits`, `path`); empty when none. */
export function movedToRemoved(edits: readonly ToolEdit[]): string[] {
  const found: string[] = [];
  for (const edit of edits) {
    const [old, now] = [edit.old.slice(0, MAX_SIDE), edit.new.slice(0, MAX_SIDE)];
    const [before, after] = [removes(old), removes(now)];
    if (after.size === 0) continue;
    const still = new Set(moves(now).map(([source]) => source));
    for (const [source, to] of moves(old))
      if (
        (KEEPING.test(to) || STORAGE.test(to.trim()) || KEPT_SOURCE.test(source)) &&
        !SCRATCH_OPERAND.test(source) &&
        removesSource(after, source) &&
        !removesSource(before, source) &&
        !still.has(source) &&
        !found.includes(source)
      )
        found.push(source);
  }
  return found;
}

// An edit that adds a wipe of a folder its code is handed (`shutil.rmtree(dst_dir)` before a copy into it,
// `shutil.rmtree(args.output_dir)` before making it again): whatever that folder holds when the code runs is gone,
// and the edit does not say what that is. A folder named as scratch (`tmp_dir`, `cache`, `build_dir`) stays silent.
// A subfolder may end in one group's part (`settings.MEDIA_ROOT / "entries" / str(season.year)`): that group's kept
// media goes whole (held-out round 78); a remade subfolder (`"thumbnails"`, `"tmp"`) stays silent.
const CODE_WIPE =
  /\b(?:shutil\.rmtree|os\.RemoveAll|fs(?:\.promises)?\.rm(?:Sync)?|FileUtils\.(?:rm_rf|rm_r|remove_dir|remove_entry(?:_secure)?))\s*\(\s*([A-Za-z_][\w.]{0,80})(?:\s*\/\s*["']([\w.-]{1,64})["'](\s*\/\s*(?:str\(\s*[A-Za-z_][\w.]{0,80}\s*\)|[a-z_][\w.]{0,80}))?)?\s*[,)]/g;
/**
 * A folder named as scratch, by whole words (lib/scratch.ts): `tmp_dir`, `buildDir`, `work_dir`, Python's bytecode cache
 * `__pycache__` (held-out round 149's near-miss), not `templates` or `distance`.
 */
export const SCRATCH_FOLDER = wholeWords('te?mp|temporary|cache[sd]?|pycache|scratch|build|dist|staging|work(?:ing)?dir|sandbox|junk');
/**
 * A constant's name that says it holds kept data (`ARCHIVE_DIR`, `COUNTS_DIR`, `UPLOADS_ROOT`, `SCANS_DIR`): a module-level folder the
 * edit does not define, whose name is all the edit says of what it holds. Other constants (`OUT_DIR`, `LOCK_PATH`) are judged by
 * `keptConstant`.
 */
const DATA_CONSTANT =
  /^[A-Z_]{0,40}(?:ARCHIVE|COUNT|RECORD|UPLOAD|EXPORT|DATA|DOC|DOCUMENT|MEDIA|ATTACHMENT|BACKUP|REPORT|PHOTO|IMAGE|INVOICE|RECEIPT|LEDGER|MATTER|CASE|FILE|STORAGE|VAULT|SCAN|ENVELOPE|EVIDENCE|PICTURE|VIDEO|RECORDING|AUDIO|CONTRACT|STATEMENT|SUBMISSION|MANUSCRIPT|NOTE|PATIENT|CLIENT|CUSTOMER|ORDER|SIGNATURE|X_?RAY|CHART|TRANSCRIPT)S?_(?:DIR|ROOT|PATH|FOLDER)$/;

// A constant's name that says its folder is made again or thrown away (`OUTPUT_DIR`, `THUMBNAIL_DIR`, `STAGING_DIR`, `LOG_DIR`):
// an upload's staging folder cleaned after the upload is the common benign wipe.
const REMADE_CONSTANT =
  /(?:^|_)(?:TE?MP|TMP|CACHE|SCRATCH|BUILD|DIST|STAGING|STAGE|WORK|WORKING|SANDBOX|JUNK|OUT|OUTPUT|THUMB|THUMBNAIL|PREVIEW|LOCK|LOG|GEN|GENERATED|COMPILED|ARTIFACT|COVERAGE|VENV|EXTRACT|EXTRACTED|UNPACK|UNPACKED|UNZIP|BUNDLE|SESSION|PID|RUN|SOCKET|SPOOL|RENDER)S?(?:_|$)/;
/**
 * Whether a constant names a kept folder: its name says records or media (`DATA_CONSTANT`), or it is any other module-level
 * folder (`AIRCHECK_DIR`, `FOOTAGE_ROOT`, held-out round 68) whose name does not say it is made again or thrown away.
 */
const keptConstant = (name: string) =>
  DATA_CONSTANT.test(name) || (/^[A-Z][A-Z_]{0,40}_(?:DIR|ROOT|FOLDER)$/.test(name) && !REMADE_CONSTANT.test(name));

/** A subfolder named for what is made again from the kept files (`thumbnails`, `previews`, `renders`). */
const REMADE_SUBFOLDER = /thumb|preview|render|resized|derived|generated/i;

const wipeName = (match: RegExpMatchArray): string => (match[2] === undefined ? match[1]! : `${match[1]!} / "${match[2]}"`);

/** The folders (by the name the code holds them in) the edits add a tree delete of; empty when none. */
export function wipeAdded(edits: readonly ToolEdit[], path = ''): string[] {
  // A test's per-group folder (`MEDIA_ROOT / "entries" / str(season.year)`) is the test's own.
  const test = isTestOrFixture(path, { anyCaseFolders: true, anyCaseNames: true });
  const found: string[] = [];
  for (const edit of edits) {
    const [old, now] = [edit.old.slice(0, MAX_SIDE), edit.new.slice(0, MAX_SIDE)];
    const before = new Set([...old.matchAll(CODE_WIPE)].map(wipeName));
    let seen = 0;
    for (const match of now.matchAll(CODE_WIPE)) {
      if (seen++ >= MAX_STATEMENTS) break;
      // `archive_dir / "unpacked"` (pathlib): a subfolder of the folder handed in is judged by both names (held-out round 62).
      const [name, folder] = [wipeName(match), match[1]!];
      if (match[3] !== undefined && test) continue;
      if (match[2] !== undefined && (SCRATCH_FOLDER.test(match[2]) || REMADE_SUBFOLDER.test(match[2]))) continue;
      // `fs.rm(x)` alone deletes one file; only `recursive` makes it a tree delete.
      if (/^fs/.test(match[0]) && !/recursive\s*:\s*true/.test(now.slice(match.index, match.index + 300).split(')', 1)[0]!)) continue;
      if (before.has(name) || SCRATCH_FOLDER.test(folder) || /^(?:self|this)$/.test(folder) || found.includes(name)) continue;
      // A folder the code made fresh for the run (`d = tmp_path / "waivers"`, `dir := t.TempDir()`): a fixture's
      // teardown removing its own temp folder loses nothing kept (held-out round 138).
      if (boundToFreshTemp(now, folder)) continue;
      // A build's output folder the code makes again at once (`fs.rmSync(outDir, …)` then `fs.mkdirSync(outDir)`, round 183).
      if (match[2] === undefined && remadeOutput(folder, now)) continue;
      // A constant the edit binds is judged by the path it names; one it does not bind, by what its name says it holds.
      if (/^[A-Z_]+$/.test(folder) && (!keptConstant(folder) || new RegExp(`(?:^|\\n)[ \\t]{0,16}${folder}[ \\t]{0,8}=`).test(now)))
        continue;
      found.push(name);
    }
  }
  return found;
}

/** Whether `text` may hold a hard delete (an edit whose new text does not is not read). */
export const mayDelete = (text: string): boolean =>
  /\bDELETE\s+FROM\b|\.(?:delete|delete_all|destroy_all|deleteMany|delete_many|remove\w{0,20}|unlink(?:Sync)?|rmtree|rm(?:Sync|_rf|_r|_f)?)\b|\brm\b/i.test(
    text,
  );

// An edit that points a delete the code already makes at another folder: `find "$TMP_DIR" -name '*.csv' -delete` →
// `find "$ARCHIVE_DIR" …`. The old target was scratch, so the delete lost nothing; the new one holds what the code
// keeps, and each run now deletes from it. A retarget from one scratch folder to another stays silent.
/** `find START … -delete` or `find START … -exec rm …`, on one line: its start path. */
const FIND_DELETE = new RegExp(
  String.raw`${LINE_START}find[ \t]+([^\s;&|#-][^\s;&|#]{0,200})[^\n;&|#]{0,300}?[ \t](?:-delete\b|-exec(?:dir)?[ \t]+rm\b)`,
  'gm',
);

/** The start paths of the finds that delete in `text`, and the operands of its `rm`s. */
function deleteTargets(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(FIND_DELETE)) if (found.add(match[1]!).size > MAX_STATEMENTS) break;
  for (const match of text.matchAll(SHELL_REMOVE)) for (const word of words(match[2]!)) found.add(word);
  return found;
}

// `TARGET_DIR="$PROJECT_ROOT/data/steno"` above `rm -rf "$TARGET_DIR"/*`: an edit that changes only the assignment points
// the delete elsewhere, so each side's delete is read with the folders its own lines assign (held-out round 58).
const SHELL_ASSIGN =
  /^[ \t]{0,16}(?:(?:export|local|readonly|declare)[ \t]{1,4})?([A-Za-z_]\w{0,63})=("[^"\n]{0,300}"|'[^'\n]{0,300}'|[^\s;&|#'"]{1,300})/gm;

/** `text` with each `$NAME` and `${NAME}` its own lines assign a path to put in its place. */
function withAssigned(text: string): string {
  const values = new Map<string, string>();
  let seen = 0;
  for (const match of text.matchAll(SHELL_ASSIGN)) {
    if (++seen > MAX_STATEMENTS) break;
    values.set(match[1]!, match[2]!.replace(/^["']|["']$/g, ''));
  }
  if (values.size === 0) return text;
  return text.replace(/\$(?:\{([A-Za-z_]\w{0,63})\}|([A-Za-z_]\w{0,63}))/g, (whole, braced, bare) => values.get(braced ?? bare) ?? whole);
}

/** What the edits turn a scratch folder's delete onto (`"$ARCHIVE_DIR"`); empty when none. */
export function deleteRetargeted(edits: readonly ToolEdit[]): string[] {
  const found: string[] = [];
  for (const edit of edits) {
    const [old, now] = [withAssigned(edit.old.slice(0, MAX_SIDE)), withAssigned(edit.new.slice(0, MAX_SIDE))];
    const before = [...deleteTargets(old)];
    if (before.length === 0 || !before.every((target) => SCRATCH_OPERAND.test(target))) continue;
    // A build script's delete widened to its own output folder (`"$OUT_DIR"`, `out/`, `_site`) cleans what the build makes again.
    for (const target of deleteTargets(now))
      if (
        !SCRATCH_OPERAND.test(target) &&
        !SCRATCH_FOLDER.test(target) &&
        !isBuildOutput(target, now) &&
        !before.includes(target) &&
        !found.includes(target)
      )
        found.push(target);
  }
  return found.concat(loopRetargeted(edits).filter((target) => !found.includes(target)));
}

// The same in code: a loop that deletes what a glob or a listing found (`for path in glob.glob("tmp/*.pdf"): os.remove(path)`,
// `fs.readdirSync("cache").forEach(f => fs.unlinkSync(…))`, `Dir.glob("tmp/*.csv").each { File.delete(_1) }`) pointed from
// scratch space at a folder kept on purpose (`reports/**/*.pdf`, `data/`, `uploads/`) or widened to the whole tree
// (`**/*.pdf`): each run now deletes what the project keeps (held-out round 82). Another scratch folder, a narrower glob
// in the same one, and a loop that moves the files to an archive instead stay silent.
/** A glob or listing call with a literal path (Python, Node, Ruby), and the pattern of a `Path("x").glob("…")` after it. */
const CODE_LISTING =
  /\b(?:glob\.i?glob|glob(?:\.sync|Sync)?|fg(?:\.sync)?|os\.(?:listdir|scandir|walk)|readdir(?:Sync)?|Dir\.(?:glob|children|entries|each_child)|Dir|Path)[ \t]{0,4}[([][ \t]{0,4}(["'])([^"'\n]{1,200})\1(?:[ \t]{0,4}\)[ \t]{0,4}\.r?glob\([ \t]{0,4}(["'])([^"'\n]{1,200})\3)?/g;
/** A call that deletes a file or a tree (not one that moves it to the trash or an archive). */
const LOOP_REMOVE =
  /\bos\.(?:remove|unlink)\s*\(|\.unlink\s*\(|\bunlink(?:Sync)?\s*\(|\bfs(?:\.promises)?\.(?:rm|rmSync|unlink|unlinkSync)\s*\(|\bFile\.(?:delete|unlink)\b|\bFileUtils\.rm\w{0,4}\b|\bshutil\.rmtree\s*\(/;
/** A pattern over the whole tree, or every file of a type at its top (`**\/*.pdf`, `./**`, `*.pdf`, `.`). */
const WHOLE_TREE = /^(?:\.\/)?(?:\*\*(?:\/|$)|\*\.[\w.]{1,12}$|\.?\/?$)/;

/** The literal paths of the listings in `text` whose files a delete call of `text` removes. */
function loopTargets(text: string): string[] {
  if (!LOOP_REMOVE.test(text)) return [];
  const found: string[] = [];
  let seen = 0;
  for (const match of text.matchAll(CODE_LISTING)) {
    if (++seen > MAX_STATEMENTS) break;
    found.push(match[4] === undefined ? match[2]! : `${match[2]!.replace(/\/$/, '')}/${match[4]}`);
  }
  return found;
}

const scratchTarget = (target: string): boolean => SCRATCH_OPERAND.test(target) || SCRATCH_FOLDER.test(target);
/** Whether a listing's path names a folder kept on purpose (`reports/`, `data/raw`, `uploads`) or the whole tree. */
const keptTarget = (target: string): boolean =>
  WHOLE_TREE.test(target) ||
  target
    .split('/')
    .filter((part) => !/[*?[]/.test(part))
    .some((part) => KEPT_RECORDS.test(part) || isDataRoot(part));

/** What the edits turn a scratch folder's delete loop onto in code (`reports/**\/*.pdf`); empty when none. */
function loopRetargeted(edits: readonly ToolEdit[]): string[] {
  const found: string[] = [];
  for (const edit of edits) {
    const before = loopTargets(edit.old.slice(0, MAX_SIDE));
    if (before.length === 0 || !before.every(scratchTarget)) continue;
    for (const target of loopTargets(edit.new.slice(0, MAX_SIDE)))
      if (!scratchTarget(target) && keptTarget(target) && !before.includes(target) && !found.includes(target)) found.push(target);
  }
  return found;
}

// An edit that lets a find delete what it did not: a listing turned into a delete with no age left on it
// (`find "$BACKUP_DIR" -name 'studbook_*.sql.gz' -mtime +90 -print` → `… -name 'studbook_*.sql.gz' -delete`), or a
// delete by age or name whose age or name filter is taken out. Every file under that start path (of that name) now goes
// on each run, the newest backups too. A delete that keeps an age filter is a rotation, and scratch files stay silent.
/** A find on one line: its start path, the rest of its expression, and an `| xargs … rm` it feeds. */
const FIND_LINE = new RegExp(
  String.raw`${LINE_START}find[ \t]+([^\s;&|#-][^\s;&|#]{0,200})([^\n;&|#]{0,400})(\|[ \t]{0,8}xargs\b[^\n;&|#]{0,80}?[ \t]rm\b)?`,
  'gm',
);
const FIND_DELETES = /[ \t](?:-delete\b|-exec(?:dir)?[ \t]+rm\b)|\|[ \t]{0,8}xargs\b[^\n;&|#]{0,80}?[ \t]rm\b/;
/** The days of a find's age test (`-mtime +2555`, `-mmin +1440`), to tell a retention shortened from one kept. */
const FIND_DAYS = /[ \t]-[amc](time|min)[ \t]+\+?(\d{1,7})\b/;
// A folder of records kept for years (`$REPORT_ARCHIVE/inspections`, `exports/`, `$RECORDS_DIR`): a listing of its old files
// turned into a delete of them loses records even with an age left on it. Backups are made again each night, and one
// rotated by the age it listed stays silent; a backup folder speaks when the edit also shortens that age (held-out round 77).
// Measurements a logger or a lab took (`$READINGS_DIR`, `measurements/`, `$SAMPLES_DIR`) are kept like records: no rerun takes
// a past reading again (held-out rounds 133-134). `samples` only as a variable's folder: a `samples/` folder is often example code.
// Each word stands as a part of the name (`$REPORT_ARCHIVE`, `readings/`, `monthlyReports`), never inside a longer word:
// `threading`, `reporter`, `exporter`, `uploader`, `documentation` keep no records.
// Plain words, every form spelt out: the lower-case, capitalised and upper-case patterns are each built from the list.
const RECORD_WORDS = [
  'archive',
  'archives',
  'archived',
  'archiving',
  'record',
  'records',
  'recording',
  'recordings',
  'report',
  'reports',
  'inspection',
  'inspections',
  'export',
  'exports',
  'exported',
  'ledger',
  'ledgers',
  'invoice',
  'invoices',
  'receipt',
  'receipts',
  'minutes',
  'evidence',
  'vault',
  'vaults',
  'statement',
  'statements',
  'contract',
  'contracts',
  'document',
  'documents',
  'upload',
  'uploads',
  'uploaded',
  'attachment',
  'attachments',
  'reading',
  'readings',
  'measurement',
  'measurements',
];
/** The words in lower case, capitalised (a camel-case part) and upper case, each bounded by the name's other parts. */
const SAMPLES_DIR = '(?<![A-Za-z])(?:samples?_(?:dir|path|root|folder)|SAMPLES?_(?:DIR|PATH|ROOT|FOLDER))(?![A-Za-z])';
const LOWER = RECORD_WORDS.join('|');
const CAPITALISED = RECORD_WORDS.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('|');
const UPPER = RECORD_WORDS.map((word) => word.toUpperCase()).join('|');
export const KEPT_RECORDS = new RegExp(
  `(?<![A-Za-z])(?:${LOWER})(?![a-z])|(?<![A-Z])(?:${CAPITALISED})(?![a-z])|(?<![A-Za-z])(?:${UPPER})(?![A-Z])|${SAMPLES_DIR}`,
);
/** Tests on a file's age: `-mtime +90`, `-mmin`, `-atime`, `-ctime`, `-newer` and its kin. */
const FIND_NAME = /[ \t]-i?(?:name|path|wholename|regex)[ \t]+(\S{1,200})/;
/** Names of what is made again or thrown away: logs, caches, compiled and temp files. */
const SCRATCH_NAME = /\.(?:log|tmp|temp|pyc|pyo|o|class|swp|part)\b|__pycache__|\.DS_Store|te?mp|cache|scratch/i;

interface FindLine {
  deletes: boolean;
  aged: boolean;
  /** The age in days its test keeps, when it reads one. */
  days: number | undefined;
  name: string | undefined;
}

const findDays = (rest: string): number | undefined => {
  const age = FIND_DAYS.exec(rest);
  return age ? Number(age[2]) / (age[1] === 'min' ? 1440 : 1) : undefined;
};

/** The finds of `text` by start path (the first of each). */
function finds(text: string): Map<string, FindLine> {
  const found = new Map<string, FindLine>();
  let seen = 0;
  for (const match of text.matchAll(FIND_LINE)) {
    if (seen++ >= MAX_STATEMENTS) break;
    const rest = `${match[2]!} `;
    if (!found.has(match[1]!))
      found.set(match[1]!, {
        deletes: FIND_DELETES.test(rest) || match[3] !== undefined,
        aged: FIND_AGE.test(rest),
        days: findDays(rest),
        name: FIND_NAME.exec(rest)?.[1],
      });
  }
  return found;
}

const shortened = (was: FindLine, after: FindLine): boolean => was.days !== undefined && after.days !== undefined && after.days < was.days;

/**
 * The start paths whose find the edits turn into a delete: of every file there (of a name), or, with `aged`, of kept
 * records (or backups, by a shorter age) that were only listed by age; empty when none.
 */
export function widenedFinds(edits: readonly ToolEdit[]): { start: string; aged: boolean }[] {
  const found: { start: string; aged: boolean }[] = [];
  for (const edit of edits) {
    const [old, now] = [edit.old.slice(0, MAX_SIDE), edit.new.slice(0, MAX_SIDE)];
    if (!/\bfind\b/.test(old) || !FIND_DELETES.test(now)) continue;
    const before = finds(old);
    for (const [start, after] of finds(now)) {
      const was = before.get(start);
      if (was === undefined || !after.deletes || found.some((each) => each.start === start)) continue;
      if (SCRATCH_OPERAND.test(start) || SCRATCH_FOLDER.test(start) || SCRATCH_NAME.test(after.name ?? was.name ?? '')) continue;
      // An age kept: only a listing of kept records made a delete, or of backups with a shorter age, speaks.
      if (after.aged) {
        if (!was.deletes && (KEPT_RECORDS.test(start) || (/backup/i.test(start) && shortened(was, after))))
          found.push({ start, aged: true });
        continue;
      }
      // A listing made a delete, or a delete's age or name filter taken out.
      if (!was.deletes || was.aged || (was.name !== undefined && after.name === undefined)) found.push({ start, aged: false });
    }
  }
  return found;
}

// An edit that takes the append out of a write: `df.to_csv(out, mode="a", …)` → `df.to_csv(MASTER, index=False)`,
// `open(log, "a")` → `open(log, "w")`, `fs.appendFileSync` → `fs.writeFileSync`, `>> f` → `> f`. The file gathered
// every run's rows; each run now writes it over, and what earlier runs added is gone.
/** A write that appends: pandas' `mode="a"`, `open(…, "a")`, Node's `appendFile`, Ruby's `File.open(…, "a")`, a shell's `>>`. */
const APPENDS =
  /\bmode\s{0,8}=\s{0,8}["']a\+?b?["']|\bopen\s{0,8}\([^()\n]{1,200},\s{0,8}["']a\+?b?["']|\bappendFile(?:Sync)?\s{0,8}\(|(?<![\d&>])>>[ \t]{0,8}[^\s&>]/;
/** A write that replaces the file, with what it writes to: pandas' `to_csv(target`, `open(target, "w")`, `writeFile(target`, `> target`. */
const OVERWRITES =
  /\.to_(?:csv|excel|parquet|json)\s{0,8}\(\s{0,8}([^,()\n]{1,200}?)\s{0,8}[,)]|\bopen\s{0,8}\(\s{0,8}([^,()\n]{1,200}?)\s{0,8},\s{0,8}["']wb?\+?["']|\bwriteFile(?:Sync)?\s{0,8}\(\s{0,8}([^,()\n]{1,200}?)\s{0,8},|(?<![\d&>])>[ \t]{0,8}([^\s&>|;)]{1,200})/;

/** What the edits stop appending to and write over each run (`MASTER_LANDINGS`); empty when none. */
export function appendDropped(edits: readonly ToolEdit[]): string[] {
  const found: string[] = [];
  for (const edit of edits) {
    const [old, now] = [edit.old.slice(0, MAX_SIDE), edit.new.slice(0, MAX_SIDE)];
    if (!APPENDS.test(old) || APPENDS.test(now)) continue;
    const written = OVERWRITES.exec(now);
    const target = written?.slice(1).find((each) => each !== undefined);
    if (
      target === undefined ||
      SCRATCH_OPERAND.test(target) ||
      /^\/dev\/|^(?:sys\.)?std(?:out|err)$/.test(target) ||
      found.includes(target)
    )
      continue;
    found.push(target);
  }
  return found;
}

// An edit that turns a delete job's rehearsal off: `DRY_RUN = True` → `False`, `dryRun: true` → `false`,
// `DRY_RUN=${DRY_RUN:-1}` → `:-0`, `--dry-run` taken off a purge's command line. Each run now deletes what it only listed.
// Only a file whose name or text says it deletes is read; one named for scratch (tmp, cache) stays silent, and so does
// an edit that turns the dry run on (held-out round 58).
const REHEARSAL = 'dry[_-]?run|no_?op|simulate|what[_-]?if';
const REHEARSAL_SET = new RegExp(
  String.raw`(?<![\w-])-{0,2}(${REHEARSAL})["']?(?:[ \t]{0,8}:[ \t]{0,8}(?:bool|boolean|Bool)\b)?[ \t]{0,8}[:=][ \t]{0,8}(?:\$\{\w{1,64}:?-)?["']?(true|false|yes|no|on|off|1|0|nil|none)\b`,
  'gi',
);
/**
 * An option's default: argparse's `add_argument("--dry-run", …, default=True)`, click's `option('--dry-run/--no-dry-run',
 * default=True)`, yargs' `option('dry-run', { type: 'boolean', default: true })` (held-out rounds 58, 145).
 */
const REHEARSAL_DEFAULT = new RegExp(
  String.raw`["']-{0,2}(${REHEARSAL})(?:/--no-[\w-]{1,40})?["'][^\n)]{0,200}?\bdefault["']?[ \t]{0,4}[:=][ \t]{0,4}(true|false)\b`,
  'gi',
);
/** Go's `flag.Bool("dry-run", true, …)`, `BoolVar(&dry, "dry-run", true, …)`, cobra's `BoolP("dry-run", "n", true, …)` (round 145). */
const REHEARSAL_GO_FLAG = new RegExp(
  String.raw`\bBool(?:Var)?P?\((?:[^,()\n]{1,100},[ \t]{0,4})?"(${REHEARSAL})",[ \t]{0,4}(?:"\w{0,2}",[ \t]{0,4})?(true|false)\b`,
  'g',
);
const ON = /^(?:true|yes|on|1)$/i;
const DELETE_JOB = /purge|delet|clean|prune|wipe|retention|expire|rotate|\brm\b/i;
/** A command line that deletes, with its rehearsal flag: the flag is `--dry-run` or `-n`. */
const REHEARSED_LINE = /^([^\n]{0,300}?)[ \t](?:--dry-run|-n)(?=[ \t]|$)([^\n]{0,300})$/gm;
const DELETING_LINE = /\b(?:rm|find|rsync|purge|prune|delete|clean(?:up)?|gc|wipe)\b/i;

/** The rehearsal settings of a side by lower-cased name, each with whether it is on. */
function rehearsals(text: string): Map<string, boolean> {
  const found = new Map<string, boolean>();
  let seen = 0;
  for (const pattern of [REHEARSAL_SET, REHEARSAL_DEFAULT, REHEARSAL_GO_FLAG])
    for (const match of text.matchAll(pattern)) {
      if (++seen > MAX_STATEMENTS) break;
      found.set(match[1]!.toLowerCase().replace(/-/g, '_'), ON.test(match[2]!));
    }
  return found;
}

/** The rehearsals (`DRY_RUN`, `--dry-run`) the edits of a delete job at `path` turn off; empty when none. */
export function rehearsalOff(path: string, edits: readonly ToolEdit[]): string[] {
  const name = path.split('/').at(-1) ?? '';
  if (SCRATCH_JOB.test(name)) return [];
  const found: string[] = [];
  for (const edit of edits) {
    const [old, now] = [edit.old.slice(0, MAX_SIDE), edit.new.slice(0, MAX_SIDE)];
    if (!DELETE_JOB.test(name) && !DELETE_JOB.test(old)) continue;
    const [before, after] = [rehearsals(old), rehearsals(now)];
    for (const [setting, on] of before) if (on && after.get(setting) === false && !found.includes(setting)) found.push(setting);
    const lines = new Set(now.split('\n').map((line) => line.trim()));
    for (const match of old.matchAll(REHEARSED_LINE)) {
      const line = `${match[1]!} ${match[2]!}`.replace(/[ \t]{2,}/g, ' ').trim();
      if (DELETING_LINE.test(line) && !SCRATCH_JOB.test(line) && lines.has(line) && !found.includes(line)) found.push(line);
    }
  }
  return found;
}

// An edit that makes a delete stub real: the old text only logged or printed what it "would remove", the new one
// calls the delete (`old.unlink()`, `os.remove(path)`, `shutil.rmtree(folder)`). Each run now deletes what it listed.
// A job or target named as scratch (tmp, cache, build) stays silent, and so does an edit that keeps the preview line
// beside the delete (a dry-run branch kept) (held-out round 62).
const WOULD_DELETE = /\bwould[ \t]{1,4}(?:be[ \t]{1,4})?(?:remov|delet|unlink|purg|prun|eras|wip)\w{0,8}/gi;

/** What the edits of a file at `path` now delete where the old text only said it would; empty when none. */
export function stubMadeReal(path: string, edits: readonly ToolEdit[]): string[] {
  if (SCRATCH_JOB.test(path.split('/').at(-1) ?? '')) return [];
  const found: string[] = [];
  for (const edit of edits) {
    const [old, now] = [edit.old.slice(0, MAX_SIDE), edit.new.slice(0, MAX_SIDE)];
    const previews = old.match(WOULD_DELETE);
    if (previews === null || previews.some((preview) => now.includes(preview))) continue;
    const before = removes(old);
    if (before.size > 0) continue;
    for (const target of removes(now))
      if (!SCRATCH_OPERAND.test(target) && !SCRATCH_FOLDER.test(target) && !found.includes(target)) found.push(target);
  }
  return found;
}
