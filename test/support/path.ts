import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The PATH every spawned process gets: this Node and the system's own tools, never a global
 * `waymark`. npm puts a global install next to node (often /usr/local/bin), so node's folder is not
 * put on PATH: a folder holding only a link to this Node stands for it.
 */
function testPath(): string {
  const nodeOnly = mkdtempSync(join(tmpdir(), 'waymark-node-'));
  symlinkSync(process.execPath, join(nodeOnly, 'node'));
  return [nodeOnly, '/usr/bin', '/bin'].join(':');
}

export const TEST_PATH = testPath();
