import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Makes `root` a git repository whose index tracks a file in each of `folders`: git could restore them. */
export function trackFolders(root: string, folders: readonly string[]): void {
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: root, GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C' };
  execFileSync('git', ['init', '-q'], { cwd: root, env, stdio: 'pipe' });
  for (const folder of folders) {
    mkdirSync(join(root, folder), { recursive: true });
    writeFileSync(join(root, folder, 'kept'), '');
  }
  execFileSync('git', ['add', ...folders], { cwd: root, env, stdio: 'pipe' });
}
