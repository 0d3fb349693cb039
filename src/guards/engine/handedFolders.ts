import { boundOnceAt } from './boundOnce.js';
import { keptNameFolder } from './keptNames.js';
import { isBusinessRecords, isDataRoot, isDocumentRoot } from './paths.js';
import { escapeRegExp } from '../lib/escapeRegExp.js';
import { boundToFreshTemp, nameWords, namesScratch } from '../lib/scratch.js';
import { text as messages } from '../../text.js';

// A tree delete of a folder of kept records joined under a root the code is HANDED: a parameter or a field, whose value
// only the caller knows (held-out round 151):
//   func PruneStation(root, stationID string) error {          def prune_station(root, station_id):
//       dir := filepath.Join(root, "stations", stationID)           shutil.rmtree(os.path.join(root, "incidents", station_id))
//       return os.RemoveAll(dir)
// also Node's `fs.rmSync(path.join(root, "records", id), { recursive: true })`, Rust's `fs::remove_dir_all(root.join(
// "incidents").join(id))`, .NET's `Directory.Delete(Path.Combine(root, "archive", id), true)`, Java's `new File(root,
// "records/" + id)`, PHP's `$root . '/records/' . $id`, pathlib's `root / "incidents" / sid`, `s.root`, `self.base_dir`.
// A root the code is handed is unknown, not safe: the live store is what callers hand it. What says the folder is kept is
// the literal segments joined under it, read with the vocabulary the path rules judge folders by (data, records,
// archive, backups, uploads, the business records, incidents, inspections …), or, when the segments name no kind
// (`"stations"`), the code's own naming: its folder or Go package, its function or the root's name (`internal/archive`,
// `PurgeIncidents`, `recordsRoot`). A segment or root named as scratch or made again (`cache`, `tmp`, `build`, `dist`,
// `thumbnails`), a root the code makes fresh (`t.TempDir()`, `os.MkdirTemp`, `tempfile.mkdtemp()`) or binds to a literal
// (the inline-code engine reads that path), and a test's own files stay silent. A root the app is configured with is
// recordFolders.ts's own reading.

/** A tree delete's argument's expression: read this far, no further. */
const SPAN = 400;
/** A handed root: a bare lower-case name, a field of the receiver (`s.root`, `self.base_dir`, `this.root`), or PHP's `$root`. */
const HANDED = String.raw`(\$?(?:(?:self|this|[a-z]{1,3})(?:\.|->))?_?[A-Za-z]\w{0,40})`;
/** The root made a path object first (`Path(root)`, `Path::new(&root)`, `PathBuf::from(root)`, `new File(root)`). */
const WRAPPER = String.raw`(?:(?:pathlib\.)?Path|Pathname\.new|Path::new|PathBuf::from|new[ \t]{1,4}File|Paths\.get|Path\.of|str)`;
const ROOTED = String.raw`(?:${WRAPPER}\([ \t]{0,4}&?${HANDED}[ \t]{0,4}\)|&?${HANDED})`;
/** A call that joins path parts with the root as its first: Python's, Node's, Ruby's, Go's, .NET's, Java's, Kotlin's. */
const JOIN_CALL = new RegExp(
  String.raw`^(?:os\.path\.join|posixpath\.join|path(?:\.posix)?\.(?:join|resolve)|File\.join|(?:file)?path\.Join|` +
    String.raw`Path\.(?:Combine|Join|of)|Paths\.get|(?:new[ \t]{1,4})?File|(?:pathlib\.)?Path|Pathname\.new)\([ \t]{0,4}${ROOTED}[ \t]{0,4},`,
);
/** The root, then a join onto it: a `.join(` method (pathlib's, Rust's, Java's `resolve`), pathlib's `/`, or `+`/PHP's `.` and a string. */
const JOINED_ON = new RegExp(
  String.raw`^${ROOTED}[ \t]{0,4}(?=\.(?:join|joinpath|resolve|Join|Combine)[ \t]{0,4}\(|\/(?![/*])|\+[ \t]{0,4}["'\x60]|\.[ \t]{0,4}["'])`,
);
/** A string that starts with the root (`f"{root}/records/{id}"`, `` `${root}/records` ``, `"#{root}/x"`, PHP's `"$root/x"`). */
const INTERPOLATED = new RegExp(String.raw`^[fF]?(["'\x60])(?:\$\{|#\{|\{\$?|\$)[ \t]{0,4}${HANDED}[ \t]{0,4}\}?(?=\/)`);
/** A bare name as the whole argument (`os.RemoveAll(dir)`): read through its one binding. */
const BARE = /^&?(\$?[A-Za-z_]\w{0,63})[ \t]{0,4}(?:[,)]|$)/;
/** The string literals of an expression; an interpolation inside one is no segment. */
const LITERAL = /(["'`])((?:(?!\1)[^\n\\]){0,200})\1/g;
const INTERPOLATION = /\$\{[^}\n]{0,80}\}|#\{[^}\n]{0,80}\}|\{[^}\n]{0,80}\}|\$\w{1,64}/g;

/** Path modules, whose own join (`filepath.Join(…)`, `os.path.join(…)`, `path.join(…)`) reads as a method on a root. */
const PATH_MODULES = new Set(['filepath', 'path', 'os', 'os.path', 'posixpath', 'ntpath', 'pathlib', 'fs', 'str', 'string', 'strings']);

/** Words a segment or root is made again by (besides namesScratch's): thumbnails, logs, sessions, runs, locks. */
const REMADE_WORD =
  /^(?:stage|work|working|workdir|workspaces?|index(?:es)?|indices|sandbox|junk|out|thumbs?|thumbnails?|previews?|renders?|logs?|locks?|pids?|runs?|sockets?|spool|sessions?|static|compiled|generated|gen|artifacts?|coverage|venv|extract(?:ed)?|unpack(?:ed)?|unzip|bundles?|derived|resized|pycache|tmpdir|tempdir|node_modules|vendor|target|downloads?|queue|inbox|pending)$/;
/** Kinds of kept records the path rules name beyond their folder sets: a service's case records (paths.ts's RECORD_SUBJECT). */
const RECORD_KIND =
  /^(?:incidents?|inspections?|complaints?|safeguarding|accidents?|case[-_]?notes|near[-_]?miss(?:es)?|archived|retention|evidence)$/;
/** Words of the code's own naming that say it keeps records: its folder, package, function or root name (and, with no
 * literal segment, the root's own name alone: `archiveRoot`, `ARCHIVE_DIR`, `self.evidence_root`, `ledgerDir`). */
const KEEPING_WORD =
  /^(?:archive[sd]?|archival|archiving|records?|incidents?|backups?|ledgers?|registers?|evidence|retention|retained|filings?|recordings?)$/;

// A worker's `jobs/<id>` is its runs' work, not a shop's job folders (which paths.ts reads by the documents in them).
const WORK_SEGMENTS = new Set(['jobs', 'job']);

/** Whether a literal segment names kept data as the path rules judge folders. */
function keptSegment(segment: string): boolean {
  const lower = segment.toLowerCase();
  if (WORK_SEGMENTS.has(lower)) return false;
  return (
    isDataRoot(lower, true) ||
    isBusinessRecords(lower) ||
    isDocumentRoot(lower) ||
    keptNameFolder(lower) !== undefined ||
    RECORD_KIND.test(lower)
  );
}

const remade = (name: string): boolean => namesScratch(name, true) || nameWords(name).some((word) => REMADE_WORD.test(word));
/** A segment remade, or a tool's hidden folder (`.next`, `.turbo`, `.venv`, `.git`): the tool's own, no kept records. */
const remadeSegment = (segment: string): boolean => /^\.[^.]/.test(segment) || remade(segment);

/** Up to the end of the expression that starts `text`: a `,` or an unmatched `)` outside brackets and strings, or a line's end. */
function expressionEnd(text: string): number {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote !== '') {
      if (c === quote) quote = '';
      else if (c === '\n') return i;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return i;
      depth--;
    } else if ((c === ',' && depth === 0) || c === '\n' || c === ';') return i;
  }
  return text.length;
}

/** The literal path segments in an expression (`"stations"`, `'/records/'`, `f"{root}/incidents/{id}"`), in order. */
function segmentsOf(expression: string): string[] {
  const segments: string[] = [];
  for (const match of expression.matchAll(LITERAL)) {
    for (const part of match[2]!.replace(INTERPOLATION, '/').split('/'))
      if (part !== '' && part !== '.' && part !== '..') segments.push(part);
  }
  return segments;
}

/** The handed root and the segments joined under it that `argument` starts with, or undefined. */
function joinedUnder(argument: string): { root: string; segments: string[] } | undefined {
  const text = argument.slice(0, SPAN);
  const call = JOIN_CALL.exec(text);
  if (call) {
    // The call's further arguments, to its closing parenthesis.
    let rest = text.slice(call[0].length);
    const args: string[] = [];
    for (let n = 0; n < 8; n++) {
      const end = expressionEnd(rest);
      args.push(rest.slice(0, end));
      if (rest[end] !== ',') break;
      rest = rest.slice(end + 1);
    }
    return { root: (call[1] ?? call[2])!, segments: segmentsOf(args.join(' ')) };
  }
  const on = JOINED_ON.exec(text);
  if (on && !PATH_MODULES.has((on[1] ?? on[2])!))
    return {
      root: (on[1] ?? on[2])!,
      segments: segmentsOf(text.slice(on[0].length, on[0].length + expressionEnd(text.slice(on[0].length)))),
    };
  const string = INTERPOLATED.exec(text);
  if (string) {
    const close = text.indexOf(string[1]!, string[0].length);
    if (close < 0) return undefined;
    return { root: string[2]!, segments: segmentsOf(`"${text.slice(string[0].length, close)}"`) };
  }
  return undefined;
}

/** A function's head (Go's, Python's, JavaScript's, Rust's, PHP's, Ruby's), its name the capture. */
const FUNCTION_HEAD =
  /(?:^|\n)[ \t]{0,16}(?:(?:pub|export|async|public|private|protected|static)[ \t]{1,8}){0,3}(?:func|def|function|fn)[ \t]{1,8}(?:\([^()\n]{0,120}\)[ \t]{0,8})?(\w{1,64})/g;
/** A comment line (`// PruneStation removes every archived incident …`, `# …`, ` * …`, `/** …`). */
const COMMENT_LINE = /^[ \t]{0,16}(?:\/\/|#|\*|\/\*)/;
const DOC_LINES = 12;
/** A Python docstring's first line, right after its `def` line. */
const DOCSTRING = /^[^\n]{0,200}\n[ \t]{0,16}[rRuU]?(?:"{3}|'{3})([^\n]{0,200})/;
const LOOK_BACK = 8000;

/**
 * The words the code names itself by: its last folders, its file, its Go package, the function the delete sits in and
 * that function's doc comment (`// PruneStation removes every archived incident …`).
 */
function ownNaming(text: string, path: string, at: number): string[] {
  const parts = path.split('/').slice(-4);
  const pkg = /(?:^|\n)package[ \t]{1,4}(\w{1,64})/.exec(text.slice(0, 4000))?.[1] ?? '';
  const from = Math.max(0, at - LOOK_BACK);
  const before = text.slice(from, at);
  let head: RegExpExecArray | undefined;
  for (const match of before.matchAll(FUNCTION_HEAD)) head = match;
  let doc = '';
  if (head !== undefined) {
    const start = head.index + (head[0].startsWith('\n') ? 1 : 0);
    // The comment lines right above the head, walked back one line at a time.
    const lines = before
      .slice(Math.max(0, start - 2400), start)
      .split('\n')
      .slice(0, -1);
    const above: string[] = [];
    for (let i = lines.length - 1; i >= 0 && above.length < DOC_LINES && COMMENT_LINE.test(lines[i]!); i--) above.push(lines[i]!);
    doc = `${above.join(' ')} ${DOCSTRING.exec(before.slice(start))?.[1] ?? ''}`;
  }
  return nameWords([...parts, pkg, head?.[1] ?? '', doc].join(' '));
}

/** A folder the code makes itself (`os.MkdirAll(dir, …)`, `os.makedirs(d)`, `fs.mkdirSync(dir)`): its own to remove. */
const MADE =
  /(?:\bMkdirAll|\bMkdir|\bmakedirs|\bmkdir(?:Sync|_p)?|\bcreate_dir_all|\bCreateDirectory|\bmkpath)[ \t]{0,4}\([ \t]{0,4}&?([\w.$]{1,64})/g;
const MADE_SPAN = 4000;

/**
 * Whether a join with no literal segment deletes one item's tree under a root named for kept records: the root's own
 * name says so (`archiveRoot`, `ARCHIVE_DIR`, `evidence_root`, `self.archive_path`, `ledgerDir`, `backupsRoot`), a value
 * is joined on (`args[0]`, `id`, `f"{client_id}"`), and the bare name deleted was not just made (`os.MkdirAll(dir)`).
 */
function namedRootItem(name: string, expression: string, text: string, named: string | undefined, at: number): boolean {
  const own = nameWords(name.replace(/^(?:self|this|[a-z]{1,3})(?:\.|->)/, ''));
  if (!own.some((word) => KEEPING_WORD.test(word))) return false;
  // What follows the root in the join: an identifier outside a string or inside an interpolation, not the root alone.
  const joinedOn = expression.slice(expression.indexOf(name) + name.length, SPAN);
  const item = joinedOn
    .slice(0, expressionEnd(joinedOn.replace(/^[ \t]{0,4}[,)]/, ' ')) + 1)
    .replace(LITERAL, (literal) => (/\{|\$\w/.test(literal) ? 'x' : ''));
  if (!/[A-Za-z_]/.test(item.replace(/\b(?:join|joinpath|resolve|Join|Combine)\b/g, ''))) return false;
  if (named !== undefined) {
    const plain = named.replace(/^\$/, '');
    for (const made of text.slice(Math.max(0, at - MADE_SPAN), at).matchAll(MADE)) if (made[1]!.replace(/^\$/, '') === plain) return false;
  }
  return true;
}

/**
 * The folder a tree delete's argument names under a handed root, as written, when it holds kept records; otherwise
 * undefined. `at` is where the delete sits in `text` (for the function it is in), `path` the file's.
 */
export function handedFolder(argument: string, text: string, path: string, at: number): string | undefined {
  let expression = argument.trimStart();
  let named: string | undefined;
  const bare = BARE.exec(expression);
  if (bare) {
    // `dir := filepath.Join(root, "stations", id)` … `os.RemoveAll(dir)`: the one join the name is bound to.
    named = bare[1]!;
    const bound = boundOnceAt(text, escapeRegExp(named));
    if (bound === undefined || boundToFreshTemp(text, named.replace(/^\$/, ''))) return undefined;
    expression = text.slice(bound, bound + SPAN);
  }
  const joined = joinedUnder(expression);
  if (joined === undefined) return undefined;
  const { root, segments } = joined;
  const name = root.replace(/^\$/, '');
  if (remade(name) || segments.some(remadeSegment) || boundToFreshTemp(text, name)) return undefined;
  // No literal segment (`filepath.Join(archiveRoot, args[0])`): only the root's own name can say the tree is kept, and
  // only when a per-item value is joined on and the code did not just make the folder itself (held-out round 161).
  if (segments.length === 0 && !namedRootItem(name, expression, text, named, at)) return undefined;
  // A root the code binds to a literal path (`root = "data"`, `root := "/srv/x"`) is that path: the inline-code engine's reading.
  const bound = /^[\w.]{1,64}$/.test(name) ? boundOnceAt(text, escapeRegExp(root)) : undefined;
  if (bound !== undefined && /^["'`]/.test(text.slice(bound, bound + 1))) return undefined;
  const kept = segments.some(keptSegment) || [...nameWords(name), ...ownNaming(text, path, at)].some((word) => KEEPING_WORD.test(word));
  if (!kept) return undefined;
  const shown = expression.slice(0, expressionEnd(expression)).replace(/\s+/g, ' ').trim().slice(0, 120);
  return named === undefined ? shown : messages.rules.boundFolder(named, shown);
}
