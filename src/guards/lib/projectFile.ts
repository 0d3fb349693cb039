import { readBounded } from '../../project/boundedRead.js';
import { isInside } from '../../project/projectRoot.js';

// A guard may read a project file the tool call names (a manifest being edited), under the rules
// of DESIGN §2.6: a regular file only (never a FIFO, device or socket), inside the project even
// after following links, and bounded.
const LIMIT = 512 * 1024;

/** The file's text, or undefined when it is missing, not a regular file, outside `root`, or too large to judge whole. */
export function readProjectFile(path: string, root: string): string | undefined {
  if (!isInside(path, root)) return undefined;
  const read = readBounded(path, LIMIT, { within: root });
  return read && !read.partial ? read.text : undefined;
}

/** The opening `limit` bytes of a project file (its first line, a shebang), under the same rules; undefined as above. */
export function readProjectHead(path: string, root: string, limit = 4096): string | undefined {
  if (!isInside(path, root)) return undefined;
  return readBounded(path, limit, { within: root })?.text;
}
