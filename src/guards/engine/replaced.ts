import { lstatSync } from 'node:fs';
import { basename, dirname, extname } from 'node:path';
import { isInside } from '../../project/projectRoot.js';
import { isGenerated } from './generatedFolders.js';
import type { PathContext } from './paths.js';

// A copy or move onto a file the project already holds replaces it. Git brings back what it tracks; an
// untracked file (a post-processor tuned by hand, a revision of a part program, a local `.env`) is gone.
// Only what is on disk counts: a destination that does not exist yet is a new file, not a loss.

// Files made to be replaced: logs, locks, temp and compiled files.
const SCRATCH_TYPE = /\.(?:log|lock|tmp|temp|pid|pyc|o|obj|class|map|swp|part|crdownload|orig|rej)$/i;

// What marks a file written to stand in for another (`x.tmp`, `x.new`, `x_sorted`, `x.$$`).
const REWRITE_MARK = /^[._-]?(?:[^a-z]*|.*(?:tmp|temp|new|next|part|partial|swp|out|fixed|clean|sorted|formatted|updated|\$\$).*)$/i;

/** What copying `source` onto `destination` (absolute paths) replaces, or undefined: no such file, tracked, scratch or the same file's rewrite. */
export function replacedFile(source: string, destination: string, context: PathContext): string | undefined {
  const { root, git } = context;
  if (git === undefined || destination === root || !isInside(destination, root) || source === destination) return undefined;
  const relative = destination.slice(root.length + 1);
  const parts = relative.split('/');
  if (parts.slice(0, -1).some((part) => part.startsWith('.') || isGenerated(part)) || SCRATCH_TYPE.test(relative)) return undefined;
  // `mv report.json.tmp report.json`, `cp -f app.conf.new app.conf`: a file's own rewrite, written beside it first
  // (a template, `config.example.yaml`, is another file: copied over the real one, it replaces it).
  const [from, to] = [basename(source), basename(destination)];
  const stem = to.slice(0, to.length - extname(to).length) || to;
  const extra = from.includes(stem) ? from.replace(stem, '') : undefined;
  if (extra !== undefined && REWRITE_MARK.test(extra)) return undefined;
  const stat = lstatSync(destination, { throwIfNoEntry: false });
  if (!stat?.isFile() || stat.size === 0) return undefined;
  return git.tracks(relative) === false ? relative : undefined;
}

// A file written under a stand-in name to replace another (`jq … data/x.json > tmp.json && mv tmp.json data/x.json`).
const STAGED = /^(?:tmp|temp|new|next|out|output|result|fixed|clean|cleaned|sorted|updated|formatted)(?:[-_.]\w{1,32})?$/i;

/**
 * Whether a copy or move onto `destination` must be judged by the destination's folder and type, as a delete of it
 * is: neither the file nor its folder can be seen here (the call runs on a tree the hook does not hold, and `mv`
 * into a missing folder fails, so a folder that is on disk shows a new file), one named file lands on a file of
 * another name (`mv empty.pgn data/master_games.pgn`), and that name is not built from the source's own (a
 * version, `claims.csv` → `claims_2024.csv`; a backup, `x.csv.bak`; the source's rewrite, `x.csv.tmp` → `x.csv`, or one staged as `tmp.json` or under `/tmp`).
 */
export function unseenDestination(
  sourceWord: string,
  destinationWord: string,
  source: string,
  destination: string,
  context: PathContext,
): boolean {
  const { root } = context;
  if (
    /[*?[$`{]/.test(sourceWord + destinationWord) ||
    destinationWord.endsWith('/') ||
    destination === root ||
    !isInside(destination, root)
  )
    return false;
  const relative = destination.slice(root.length + 1);
  const parts = relative.split('/');
  if (parts.length < 2 || parts.slice(0, -1).some((part) => part.startsWith('.') || isGenerated(part)) || SCRATCH_TYPE.test(relative))
    return false;
  const [from, to] = [basename(source), basename(destination)];
  if (from === to || extname(to) === '') return false;
  const stem = (name: string) => name.slice(0, name.length - extname(name).length) || name;
  const [fromStem, toStem] = [stem(from), stem(to)];
  if (toStem.includes(fromStem) || to.includes(from)) return false;
  const extra = from.includes(toStem) ? from.replace(toStem, '') : undefined;
  if ((extra !== undefined && REWRITE_MARK.test(extra)) || STAGED.test(fromStem) || source.startsWith('/tmp/')) return false;
  return (
    lstatSync(destination, { throwIfNoEntry: false }) === undefined &&
    lstatSync(dirname(destination), { throwIfNoEntry: false }) === undefined
  );
}
