import { chmod, mkdir, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { cliText } from '../../text.js';

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Creates a directory and its missing parents one at a time; returns the ones it made, deepest
 * first. Not `mkdir -p`: Node's recursive mkdir spins forever where mkdir fails with ENOENT under
 * an existing parent (procfs: `install --project /proc/self`).
 */
export async function makeDirs(dir: string): Promise<string[]> {
  const missing: string[] = [];
  for (let at = resolve(dir); ; at = dirname(at)) {
    const info = await stat(at).catch(() => undefined);
    if (info?.isDirectory()) break;
    if (info) throw new Error(cliText.install.parentNotDirectory(dir));
    missing.push(at);
    if (dirname(at) === at) break;
  }
  for (const at of [...missing].reverse()) {
    try {
      await mkdir(at, 0o755);
      // The umask may allow group or world write (umask 000): nobody else may add or swap a file here.
      const mode = (await stat(at)).mode;
      if ((mode & 0o022) !== 0) await chmod(at, mode & 0o7755);
    } catch (error) {
      if (code(error) !== 'EEXIST') throw new Error(cliText.install.cannotCreateDir(at, error));
    }
  }
  return missing;
}
