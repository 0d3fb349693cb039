import { lstatSync } from 'node:fs';
import { basename, extname } from 'node:path';
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
