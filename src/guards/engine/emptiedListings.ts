import { nameWords } from '../lib/scratch.js';
import { AGE_READ, addedBy, bindingOf, DELETE, enclosingName, LISTING, namesScratch, SCRATCH_SUFFIX } from './agedListings.js';
import { isTestOrFixture } from './testPaths.js';

// A program that deletes EVERY entry of a kept-data folder's listing, with no test of which (held-out round 117):
//   dir := flag.String("dir", "/var/lib/arena/replays", "…")     for name in os.listdir(UPLOADS_DIR):
//   entries, _ := filepath.Glob(filepath.Join(*dir, "*"))            shutil.rmtree(os.path.join(UPLOADS_DIR, name))
//   for _, e := range entries { os.RemoveAll(e) }
// Wider than the age-cutoff loop (agedListings.ts): everything stored goes each run. Only a folder named for kept data speaks
// (a `/var/lib/…` or `/srv/…` default, a data, backups, uploads, records or media name): emptying temp, cache or build
// output (`os.TempDir()`, `build/`, `.cache`) is a run's own housekeeping, and so is a loop that filters (`if`, a suffix
// test, `continue`: which entries go is then chosen) or picks scratch suffixes (`.tmp`, `.part`). Tests stay silent.

/** A glob of a folder's entries: Go's, Python's, Ruby's, pathlib's. Only a bare `*` (every entry) counts, read below. */
const GLOB = /\b(?:filepath\.Glob|glob\.glob|glob\.iglob|Dir\.glob)\s{0,4}\(|\.glob\s{0,4}\(/g;
/** A glob's pattern is every entry: a quoted `*` alone or after a slash (`"*"`, `'/data/*'`), not `*.tmp`. */
const EVERY = /["'`](?:[^"'`\n]{0,200}\/)?\*["'`]/;
/** Something between the listing and the delete that chooses entries: a test, a skip, a filter or a match. */
const CHOOSES =
  /\b(?:if|unless|when|case|switch|continue|next)\b|\.(?:filter|select|reject)\s{0,4}\(|HasSuffix|HasPrefix|endswith|startswith|end_with|start_with|endsWith|startsWith|\.(?:match|test)\s{0,4}\(|\bfnmatch\b/;
/** A loop over the listing's entries (`for name in`, `for _, e := range`, `for (const f of`, `.forEach(`, `.each`): a delete
 * after a listing that no loop walks removes one named thing, not every entry. */
const LOOPED = /\bfor\b|\.(?:forEach|each|each_child|map)\b|\brange\b/;
/** Go's error checks (`if err != nil {`, `if err := os.RemoveAll(e); err != nil`) choose nothing. */
const ERROR_CHECK = /\bif[ \t]{1,8}err\b/g;
/** A folder of kept data: a system data path, or a word naming stored records. */
const KEPT_PATH = /["'`](?:\/var\/lib|\/srv|\/var\/backups|\/data)\//;
const KEPT_WORDS = new Set(['data', 'backup', 'backups', 'upload', 'uploads', 'records', 'media', 'attachments', 'archive', 'archives']);
/** How far after a listing its loop's delete may sit (a listing, its error check, a loop header). */
const LOOP = 600;
const MAX_SIDE = 256 * 1024;
const MAX_LISTINGS = 32;

/** Whether `text` names a kept-data folder: a system data path, or a word of stored records. */
export function namesKept(text: string): boolean {
  return KEPT_PATH.test(text) || nameWords(text).some((word) => KEPT_WORDS.has(word));
}

/** The listing loops of `text` that delete every entry of a kept-data folder, each as `listing … delete`. */
export function emptiedListingPurges(text: string, path: string): string[] {
  if (isTestOrFixture(path, { anyCaseFolders: true, anyCaseNames: true }) || namesScratch(path)) return [];
  const bounded = text.slice(0, MAX_SIDE);
  if (!DELETE.test(bounded)) return [];
  const found: string[] = [];
  let seen = 0;
  for (const match of [...bounded.matchAll(LISTING), ...bounded.matchAll(GLOB)]) {
    if (seen++ >= MAX_LISTINGS) break;
    const end = match.index + match[0].length;
    const method = match[0].startsWith('.');
    const lineEnd = bounded.indexOf('\n', end);
    const call = bounded.slice(end, lineEnd < 0 ? bounded.length : Math.min(lineEnd, end + 300));
    const glob = /glob/i.test(match[0]);
    if (glob && !EVERY.test(call)) continue;
    const loop = bounded.slice(end, end + LOOP);
    const remove = DELETE.exec(loop);
    if (remove === null) continue;
    const between = loop.slice(0, remove.index).replace(ERROR_CHECK, '');
    const lineStart = bounded.lastIndexOf('\n', match.index) + 1;
    if (!LOOPED.test(bounded.slice(lineStart, match.index) + between)) continue;
    // An age test is the cutoff loop's (agedListings.ts); any other test chooses which entries go.
    if (AGE_READ.test(between) || CHOOSES.test(between.slice(call.length)) || SCRATCH_SUFFIX.test(call)) continue;
    const receiver = method ? (/[\w.()"'/ ]{0,120}$/.exec(bounded.slice(Math.max(0, match.index - 120), match.index))?.[0] ?? '') : '';
    const folder = `${receiver} ${call}`;
    const names = [...folder.matchAll(/[A-Za-z_]\w{0,63}/g)].map((name) => name[0]).slice(0, 8);
    const bindings = names.map((name) => bindingOf(bounded, name));
    const deleted = /^[^\n]{0,120}/.exec(loop.slice(remove.index))![0];
    if ([folder, ...bindings, enclosingName(bounded, match.index), deleted].some(namesScratch)) continue;
    if (![folder, ...bindings].some(namesKept)) continue;
    const shown = `${match[0].trim()}${call.trim()} … ${remove[0].replace(/\s*\($/, '')}(…)`.replace(/\s+/g, ' ');
    if (!found.includes(shown)) found.push(shown.slice(0, 160));
  }
  return found;
}

/** The kept-folder emptying loops the edits add: in the new side of each, not in its old. */
export const emptiedListingAdded = addedBy(emptiedListingPurges);

/** A cheap first test: the text may hold such a loop. */
export const mayEmptyListing = (text: string): boolean => /glob|dir|list|iterdir|children|entries/i.test(text) && DELETE.test(text);
