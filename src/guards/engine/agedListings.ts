import { closingBracket } from '../lib/topLevel.js';
import type { ToolEdit } from '../lib/toolWrite.js';
import { nameWords } from '../lib/scratch.js';
import { isTestOrFixture } from './testPaths.js';

// A program that walks a folder's listing and deletes each entry older than a cutoff computed from now (held-out round 105):
//   entries, _ := os.ReadDir(root)                       for name in os.listdir(root):
//   cutoff := time.Now().Add(-maxAge)                        path = os.path.join(root, name)
//   for _, e := range entries {                               if os.path.getmtime(path) < cutoff:
//     if info.ModTime().Before(cutoff) { os.RemoveAll(…) }        shutil.rmtree(path)
// It deletes what no one listed by name, every run, as a written SQL purge with a bound cutoff does; the folder is handed in
// (a parameter), so no path rule can read it. As with `find "$TMP_DIR" -mtime +1 -delete`, a loop over scratch stays silent:
// a folder, function or variable named for temp files, caches, builds, logs or thumbnails (`os.TempDir()`, `tmp_path`,
// `PruneCache`), and a loop that deletes only temp suffixes (`.tmp`, `.partial`, `.lock`). So does one that lists, logs,
// counts or moves old entries (no delete), and a test's own (`*_test.go`, `test_*.py` in `t.TempDir()`).

/** A folder's listing: Go's, Python's, pathlib's, Node's, Ruby's, Rust's, Java's, Deno's. */
export const LISTING =
  /\b(?:os\.ReadDir|ioutil\.ReadDir|os\.listdir|os\.scandir|(?:fs|fsp|fsPromises|fs\.promises)\.readdir(?:Sync)?|readdirSync|Dir\.(?:children|entries|each_child|foreach)|(?:std::)?fs::read_dir|Files\.(?:list|newDirectoryStream)|Deno\.readDir(?:Sync)?)\s{0,4}\(|\.(?:iterdir|each_child|children|listFiles)\s{0,4}\(/g;
/** The same, unanchored and stateless, for a first test. */
const LISTED = new RegExp(LISTING.source);
/** A glob of a folder's entries (`filepath.Glob(filepath.Join(root, "*"))`, `glob.glob("archive/*")`, `root.glob("*")`): a
 * listing too, for a loop that ages entries by name (`strconv.Atoi(filepath.Base(p))`, held-out round 174). */
const GLOBBED = /\b(?:filepath\.Glob|glob\.i?glob|Dir\.glob)\s{0,4}\(|\.glob\s{0,4}\(/g;
/** The same, stateless, for a first test. */
const GLOBS = new RegExp(GLOBBED.source);
/** An entry's age read from the file system: Go's `ModTime()`, `getmtime`, `st_mtime`, Node's `mtimeMs`, Ruby's `File.mtime`, Rust's `modified()`. */
export const AGE_READ =
  /\b(?:ModTime|get[mca]time)\s{0,4}\(|\bst_[mca]time\b|\.(?:[mca]time(?:Ms)?|birthtime(?:Ms)?)\b|\bFile\.[mca]time\s{0,4}\(|\.(?:modified|created|accessed|lastModified|getLastModifiedTime)\s{0,4}\(|\bLastWriteTime(?:Utc)?\b/;
/**
 * An entry's age read from its own name, as a year, season or date (held-out round 174): Go's `strconv.Atoi(e.Name())` or
 * `time.Parse("2006-01-02", e.Name())`, Python's `int(entry.name)` or `datetime.strptime(name, …)`, Node's
 * `parseInt(name)`, Ruby's `Date.parse(name)`. Season folders (`recordings/2019/`) age by name, not by mtime, and a loop
 * that deletes those below a cutoff (`year < current-keep`) deletes every older season, each run, as the mtime loop does.
 * The argument must name the entry (`Name()`, `name`, `stem`, `entry`, `basename`): a parse of anything else is not its age.
 */
const NAME_AGE =
  /(?:\bstrconv\.(?:Atoi|ParseInt|ParseUint)|\btime\.Parse(?:InLocation)?|\bfmt\.Sscanf?|(?<![\w.])(?:int|float)|\b(?:datetime\.)?strptime|\b(?:date|datetime)\.fromisoformat|\bparse(?:Int|Float)|(?<![\w.])Number|\bDate\.parse|\bnew\s{1,4}Date|\bDate\.(?:strptime|iso8601)|\bTime\.parse|\bInteger(?:\.parseInt)?|\bLocalDate\.parse)\s{0,4}\([^()\n]{0,80}?\b(?:Name|name|stem|entry|Base|basename|file_name|fileName|getName|season|year)\b|\b(?:name|basename|stem)(?:\([^()\n]{0,40}\))?\.to_i\b/;
/** A parse of the name as a bare number (`strconv.Atoi`, `int(…)`, `parseInt`, `.to_i`), not as a date: any number counts. */
const INT_PARSE = /^(?:strconv|fmt|int|float|parse(?:Int|Float)|Number|Integer)\b|\.to_i$/;
/**
 * A number read from a name is a year or season only in their context (held-out round 174, and the follow-up's false
 * alarms): checkpoint steps (`step = int(entry.name.split('-')[1])`, `step < latest - keep`), numbered releases
 * (`n < newest-keep`) and migrations (`int(name.split('_')[0]) > target`) rotate by number, not by age. The value's bound
 * name, the value it is compared with, the loop's function or its folder must say year or season, or the value must be
 * compared with a year (`2019`, `time.Now().Year()`, `date.today().year`, `getFullYear()`).
 */
const YEAR_WORDS = new Set(['year', 'years', 'yr', 'yrs', 'yyyy', 'season', 'seasons']);
const YEAR_VALUE = /\b(?:19|20)\d\d\b|\.(?:Year|year|getFullYear|getUTCFullYear)\b/;
const namesYear = (text: string): boolean => nameWords(text).some((word) => YEAR_WORDS.has(word));

/**
 * Whether the number `age` parses from a name (at `at` in `loop`) is a year compared below a cutoff: by `<`
 * (`year < current-keep`, `cutoff > year`). A `>` test on the value deletes the newer entries, no age cutoff.
 */
function yearBelowCutoff(loop: string, at: number, age: string, context: string): boolean {
  let end = at + age.length;
  const open = age.indexOf('(');
  if (open >= 0) {
    // The parse call's own closing parenthesis (`int(entry.name.split('-')[1])`), looked for within 200 characters.
    const close = closingBracket(loop.slice(0, at + open + 200), at + open + 1);
    if (close >= 0) end = close + 1;
  }
  const lineStart = loop.lastIndexOf('\n', at) + 1;
  const before = loop.slice(lineStart, at);
  // `year, err := strconv.Atoi(…)`, `step = int(…)`, `const n = parseInt(…)`: the value's name, compared further on.
  const bound = /(?:^|[^\w.])([A-Za-z_]\w{0,63})(?:\s{0,4},\s{0,4}\w{1,64})?\s{0,4}:?=\s{0,4}$/.exec(before)?.[1];
  const after = loop.slice(end, end + 600);
  // `year < cutoff`, or `cutoff > year` for a bound value.
  const compared =
    bound === undefined
      ? /^[ \t]{0,4}(?:<(?![<-])=?[ \t]{0,4}([^\n:{;]{1,120})|>)/.exec(after)
      : (new RegExp(`\\b${bound}[ \\t]{0,4}(?:<(?![<-])=?[ \\t]{0,4}([^\\n:{;]{1,120})|>)`).exec(after) ??
        new RegExp(`([^\\n:({]{1,120}?)[ \\t]{0,4}>=?[ \\t]{0,4}${bound}\\b`).exec(after));
  // No `<` cutoff on the value (a `>` test, or none found): not an age.
  if (compared === null || compared[1] === undefined) return false;
  return (
    YEAR_VALUE.test(compared[1]) ||
    namesYear(compared[1]) ||
    (bound !== undefined && (namesYear(bound) || bound === 'y')) ||
    namesYear(context)
  );
}

/** The present moment, which the cutoff is counted back from. */
const NOW =
  /\btime\.(?:Now|Since|time)\s{0,4}\(|\b(?:datetime|date|timezone)\.(?:now|utcnow|today)\s{0,4}\(|\bDate\.now\s{0,4}\(|\bnew\s{1,4}Date\s{0,4}\(\s{0,4}\)|\bTime\.now\b|\b(?:SystemTime|Instant)::now\s{0,4}\(|\.elapsed\s{0,4}\(|\b(?:Instant|LocalDateTime|ZonedDateTime)\.now\s{0,4}\(|\bSystem\.currentTimeMillis\s{0,4}\(|\bDateTime\.(?:Now|UtcNow)\b|\b\d{1,6}\.(?:days?|weeks?|months?|years?)\.ago\b/;
/** A comparison of the age with the cutoff: `<`, `>`, Go's `Before`/`After`/`Since`, Rust's `elapsed`. */
const COMPARED = /[<>]|\.(?:Before|After|isBefore|isAfter|before|after)\s{0,4}\(|\bSince\s{0,4}\(|\belapsed\b|\bduration_since\b/;
/** A delete of one entry: a tree (`os.RemoveAll`, `shutil.rmtree`, `fs.rmSync`, `FileUtils.rm_rf`, `remove_dir_all`) or a file. */
export const DELETE =
  /\bos\.(?:RemoveAll|Remove|remove|unlink)\s{0,4}\(|\bshutil\.rmtree\s{0,4}\(|(?<![\w.])(?:rmtree|rmSync|unlinkSync|remove_dir_all|remove_file)\s{0,4}\(|\b(?:fs|fsp|fsPromises|fs\.promises)\.(?:rm|rmSync|unlink|unlinkSync)\s{0,4}\(|\bawait\s{1,4}(?:rm|unlink)\s{0,4}\(|\bFileUtils\.(?:rm_rf|rm_r|rm_f|rm|remove_dir|remove_entry(?:_secure)?|remove)\b|\bFile\.(?:delete|unlink)\s{0,4}\(|\bfs::(?:remove_dir_all|remove_file)\s{0,4}\(|\bFiles\.delete(?:IfExists)?\s{0,4}\(|\.(?:unlink|rmtree|delete)\s{0,4}\(\s{0,4}\)/;
/** A literal naming a temp or partial file's suffix (`".tmp"`, `'*.partial'`): a loop that picks only those deletes scratch. */
export const SCRATCH_SUFFIX = /["'`][^"'`\n]{0,60}\.(?:tmp|temp|partial|part|lock|pid|swp|pyc|log|crdownload)["'`]/i;
/** Words of a name that say it holds scratch: temp files, caches, build output, logs, thumbnails, a test's temp folder. */
const SCRATCH_WORDS = new Set([
  'tmp',
  'temp',
  'tempdir',
  'tmpdir',
  'gettempdir',
  'mkdtemp',
  'cache',
  'caches',
  'cached',
  'scratch',
  'build',
  'builds',
  'dist',
  'pytest',
  'pycache',
  'log',
  'logs',
  'thumb',
  'thumbs',
  'thumbnail',
  'thumbnails',
  'spool',
]);

/** How far after a listing its loop's age test and delete may sit. */
const LOOP = 2000;
const MAX_SIDE = 256 * 1024;
const MAX_LISTINGS = 32;

/** Whether any word of `text` names scratch. */
export const namesScratch = (text: string): boolean => nameWords(text).some((word) => SCRATCH_WORDS.has(word));

/** The name of the last function opened before `at` (Go's `func (s *S) Name(`, `def name(`, `function name(`, `fn name(`). */
export function enclosingName(text: string, at: number): string {
  let name = '';
  for (const match of text
    .slice(Math.max(0, at - 8000), at)
    .matchAll(/\b(?:func|def|function|fn)[ \t]{1,8}(?:\([^()\n]{0,120}\)[ \t]{0,8})?(\w{1,64})/g))
    name = match[1]!;
  return name;
}

/** The listing's folder as written: the call's first argument, or pathlib's receiver (`root.iterdir()`, `Path(root).iterdir()`). */
function listedFolder(text: string, start: number, end: number, method: boolean): string {
  if (method) return /[\w.()"'/ ]{0,120}$/.exec(text.slice(Math.max(0, start - 120), start))?.[0] ?? '';
  return /^[^)\n]{0,200}/.exec(text.slice(end, end + 200))![0];
}

/** The line a bare name is bound on (`root := os.TempDir()`, `ROOT = tempfile.gettempdir()`), or ''. */
export function bindingOf(text: string, name: string): string {
  if (!/^[A-Za-z_]\w{0,63}$/.test(name)) return '';
  return (
    new RegExp(`(?:^|\\n)[ \\t]{0,16}(?:(?:const|let|var)[ \\t]{1,8})?${name}[ \\t]{0,8}(?::=|=(?!=))[^\\n]{0,200}`).exec(text)?.[0] ?? ''
  );
}

/** The listing loops of `text` that delete entries older than a cutoff (from now, or by the name's year or date), each as `listing … delete`. */
export function agedListingPurges(text: string, path: string): string[] {
  if (isTestOrFixture(path, { anyCaseFolders: true, anyCaseNames: true }) || namesScratch(path)) return [];
  const bounded = text.slice(0, MAX_SIDE);
  // An age read from the file system is counted back from now; one read from the entry's name (a season's year) may be
  // compared with a cutoff the caller hands in (`current-keep`), so only the comparison is asked for.
  const byModTime = NOW.test(bounded) && AGE_READ.test(bounded);
  if ((!byModTime && !NAME_AGE.test(bounded)) || !DELETE.test(bounded)) return [];
  const found: string[] = [];
  let seen = 0;
  const listings = [...bounded.matchAll(LISTING), ...(byModTime ? [] : bounded.matchAll(GLOBBED))];
  for (const match of listings) {
    if (seen++ >= MAX_LISTINGS) break;
    const end = match.index + match[0].length;
    const loop = bounded.slice(end, end + LOOP);
    const read = byModTime ? AGE_READ.exec(loop) : null;
    const age = read ?? NAME_AGE.exec(loop);
    if (age === null) continue;
    const folder = listedFolder(bounded, match.index, end, match[0].startsWith('.'));
    if (
      read === null &&
      INT_PARSE.test(age[0]) &&
      !yearBelowCutoff(loop, age.index, age[0], `${folder} ${enclosingName(bounded, match.index)}`)
    )
      continue;
    // The delete follows the age test, or leads its line (Ruby's `FileUtils.rm_rf(path) if File.mtime(path) < cutoff`).
    const line = loop.lastIndexOf('\n', age.index) + 1;
    const remove = DELETE.exec(loop.slice(line));
    if (remove === null) continue;
    const at = line + remove.index;
    const lineEnd = loop.indexOf('\n', age.index);
    const test = at < age.index ? loop.slice(age.index, lineEnd < 0 ? loop.length : lineEnd) : loop.slice(age.index, at);
    if (!COMPARED.test(test) || SCRATCH_SUFFIX.test(loop.slice(0, Math.max(at, age.index)))) continue;
    const argument =
      /^[\s(]{0,8}([A-Za-z_]\w{0,63})\s{0,4}[,)]?\s{0,4}$/.exec(folder)?.[1] ?? /(\w{1,64})\s{0,4}\)?\s{0,4}$/.exec(folder)?.[1] ?? '';
    const deleted = /^[^\n]{0,120}/.exec(loop.slice(at))![0];
    if ([folder, bindingOf(bounded, argument), enclosingName(bounded, match.index), deleted].some(namesScratch)) continue;
    const shown = `${match[0].trim()}${folder.trim()}) … ${remove[0].replace(/\s*\($/, '')}(…)`.replace(/\s+/g, ' ');
    if (!found.includes(shown)) found.push(shown.slice(0, 160));
  }
  return found;
}

/** What `purges` finds in the new side of each edit and not in its old: what the edits add. */
export const addedBy =
  (purges: (text: string, path: string) => string[]) =>
  (path: string, edits: readonly ToolEdit[]): string[] => {
    const found: string[] = [];
    for (const edit of edits) {
      const old = purges(edit.old, path);
      for (const each of purges(edit.new, path)) if (!old.includes(each) && !found.includes(each)) found.push(each);
    }
    return found;
  };

/** The aged listing purges the edits add: in the new side of each, not in its old. */
export const agedListingAdded = addedBy(agedListingPurges);

/** A cheap first test: the text may hold such a loop. */
export const mayPurgeByAge = (text: string): boolean =>
  (LISTED.test(text) && AGE_READ.test(text)) || ((LISTED.test(text) || GLOBS.test(text)) && NAME_AGE.test(text));
