import { nameWords as words } from '../lib/scratch.js';
import { addedBy, bindingOf, DELETE, namesScratch } from './agedListings.js';
import { namesKept } from './emptiedListings.js';
import { isTestOrFixture } from './testPaths.js';

// A program that removes a literal list of named subfolders joined to a root (held-out round 121):
//   for _, sub := range []string{"tickets", "draws", "winners"} {      for sub in ("units", "invoices"):
//       os.RemoveAll(filepath.Join(dataDir, sub))                          shutil.rmtree(root / sub)
//   for (const d of ["rentals", "gate_logs"]) fs.rmSync(path.join(root, d), { recursive: true })
// The emptying loop of emptiedListings.ts, named instead of listed. It speaks when the root is kept data (a `data` default,
// a `data_dir`/`DATA_DIR` setting, `/var/lib/…`) or a listed name is a folder of records (`invoices`, `rentals`,
// `uploads`, `backups`). Silent: a list of only cache, build or temp names, a temp root (`os.TempDir()`, `mkdtemp`),
// tests, and a loop that deletes nothing.

/** A loop over a literal list (or a list bound to a name): Go, Python, Node's `for…of` and `.forEach`, Ruby's `.each`.
 * Groups: 1/2/3 Go (variable, list, bound name), 4/5/6 Python, 7/8/9 Node `for…of`, 10/11 `.forEach` (list,
 * variable), 12/13/14 Ruby (list, `%w` list, variable). */
const LOOPS = new RegExp(
  [
    /\bfor[ \t]{1,8}\w{1,64}[ \t]{0,8},[ \t]{0,8}(\w{1,64})[ \t]{0,8}:=[ \t]{0,8}range[ \t]{1,8}(?:\[\]string[ \t]{0,8}\{([^{}\n]{1,400})\}|(\w{1,64})[ \t]{0,8}\{)/
      .source,
    /\bfor[ \t]{1,8}(\w{1,64})[ \t]{1,8}in[ \t]{1,8}(?:[([{]([^()[\]{}\n]{1,400})[)\]}]|(\w{1,64}))[ \t]{0,8}:/.source,
    /\bfor[ \t]{0,8}\([ \t]{0,8}(?:const|let|var)[ \t]{1,8}(\w{1,64})[ \t]{1,8}of[ \t]{1,8}(?:\[([^[\]\n]{1,400})\]|(\w{1,64}))[ \t]{0,8}\)/
      .source,
    /\[([^[\]\n]{1,400})\][ \t]{0,8}\.forEach[ \t]{0,4}\([ \t]{0,8}(?:async[ \t]{1,8})?\(?[ \t]{0,8}(\w{1,64})/.source,
    /(?:\[([^[\]\n]{1,400})\]|%w[[(]([^\])\n]{1,400})[\])])[ \t]{0,8}\.each[ \t]{0,8}(?:do|\{)[ \t]{0,8}\|(\w{1,64})\|/.source,
  ].join('|'),
  'g',
);
/** A quoted name in a list. */
const QUOTED = /["'`]([\w.-]{1,80})["'`]/g;
/** Names of folders that hold records, beyond the kept-data words: removing one loses them whatever the root. */
const RECORD_WORDS = new Set([
  'invoice',
  'invoices',
  'rental',
  'rentals',
  'upload',
  'uploads',
  'backup',
  'backups',
  'records',
  'receipts',
  'orders',
  'payments',
  'attachments',
  'documents',
  'contracts',
]);
/** How far after a loop's header its delete may sit. */
const BODY = 500;
const MAX_SIDE = 256 * 1024;
const MAX_LOOPS = 32;

/** The root a loop's variable is joined to in `body`: `filepath.Join(root, sub)`, `root / sub`, `${root}/${d}`, and the
 * name the joined path is bound to (`p := filepath.Join(…)`), if any. */
function joinedRoot(body: string, name: string): { root: string; bound: string } | undefined {
  const word = `${name}\\b`;
  const join = new RegExp(
    `(?:(\\w{1,64})[ \\t]{0,8}:?=[ \\t]{0,8})?(?:` +
      // filepath.Join(root, sub), os.path.join(ROOT, sub), path.join(root, d), File.join(ROOT, d)
      `\\b(?:filepath\\.Join|path\\.Join|os\\.path\\.join|path\\.join|path\\.resolve|File\\.join|Path)[ \\t]{0,4}\\(` +
      `[ \\t]{0,8}([^,()\\n]{1,120}(?:\\([^()\\n]{0,80}\\))?)[ \\t]{0,8},[ \\t]{0,8}${word}` +
      // pathlib's root / sub, and a template's `${root}/${d}`
      `|([\\w.]{1,120}(?:\\([^()\\n]{0,80}\\))?)[ \\t]{0,8}\\/[ \\t]{0,8}${word}|\\$\\{([\\w.]{1,120})\\}\\/\\$\\{${name}\\})`,
  ).exec(body);
  if (join === null) return undefined;
  return { root: join[2] ?? join[3] ?? join[4] ?? '', bound: join[1] ?? '' };
}

/** The loops of `text` that remove a literal list of subfolders of a kept root, or of record folders, each as `list … delete`. */
export function namedSubfolderPurges(text: string, path: string): string[] {
  if (isTestOrFixture(path, { anyCaseFolders: true, anyCaseNames: true })) return [];
  const bounded = text.slice(0, MAX_SIDE);
  if (!DELETE.test(bounded)) return [];
  const found: string[] = [];
  let seen = 0;
  for (const match of bounded.matchAll(LOOPS)) {
    if (seen++ >= MAX_LOOPS) break;
    const g = match.slice(1);
    const name = g[0] ?? g[3] ?? g[6] ?? g[10] ?? g[13];
    const listed = g[1] ?? g[4] ?? g[7] ?? g[9] ?? g[11];
    const boundList = g[2] ?? g[5] ?? g[8];
    if (name === undefined) continue;
    const list = listed ?? (boundList === undefined ? '' : bindingOf(bounded, boundList));
    const items = g[12] !== undefined ? g[12].split(/\s+/).filter(Boolean) : [...list.matchAll(QUOTED)].map((item) => item[1]!);
    if (items.length === 0) continue;
    const end = match.index + match[0].length;
    const body = bounded.slice(end, end + BODY);
    const remove = DELETE.exec(body);
    if (remove === null) continue;
    const joined = joinedRoot(body.slice(0, remove.index + 200), name);
    if (joined === undefined) continue;
    const deleted = /^[^\n]{0,160}/.exec(body.slice(remove.index))![0];
    const target = new RegExp(`\\b(?:${name}${joined.bound ? `|${joined.bound}` : ''})\\b`);
    if (!target.test(deleted)) continue;
    // Only cache, build or temp names: a run's own housekeeping. A temp root: the same.
    if (items.every(namesScratch)) continue;
    const names = [...joined.root.matchAll(/[A-Za-z_]\w{0,63}/g)].map((each) => each[0]).slice(0, 6);
    const bindings = names.map((each) => bindingOf(bounded, each));
    if ([joined.root, ...bindings].some(namesScratch)) continue;
    const records = items.some((item) => words(item).some((word) => RECORD_WORDS.has(word)));
    if (!records && ![joined.root, ...bindings].some(namesKept)) continue;
    const shown = `${items.map((item) => `"${item}"`).join(', ')} … ${remove[0].replace(/\s*\($/, '')}(${joined.root.trim()}/${name})`;
    if (!found.includes(shown)) found.push(shown.slice(0, 160));
  }
  return found;
}

/** The named-subfolder removals the edits add: in the new side of each, not in its old. */
export const namedSubfoldersAdded = addedBy(namedSubfolderPurges);

/** A cheap first test: the text may hold such a loop. */
export const mayRemoveNamedSubfolders = (text: string): boolean => /\bfor\b|forEach|\.each\b/.test(text) && DELETE.test(text);
