import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import envPaths from 'env-paths';
import writeFileAtomic from 'write-file-atomic';
import { version } from '../../../package.json';
import { makeDirs } from './makeDirs.js';

// Where the hook's code lives. Both scopes use one per-user, per-version copy in the platform's
// data directory (env-paths: ~/.local/share/waymark, ~/Library/Application Support/waymark,
// %LOCALAPPDATA%\waymark\Data), never the project: a hook must never run code from the project it
// is opened in (DESIGN §2, invariant 6), and a cloned or moved project then carries no code. The
// version in the path lets an upgrade leave older registrations working until they are reinstalled
// (verify reports them as stale).

export function runtimeHome(): string {
  return join(envPaths('waymark', { suffix: '' }).data, 'runtime', version);
}

/**
 * The files a hook needs, relative to waymark's home: everything the build put in dist/ but the
 * CLI (the dispatcher, its code cache, rule packs and lazily loaded parts, the oh-my-pi module),
 * messages and contracts. Listed, not named: a part the build adds cannot be left behind.
 */
async function runtimeFiles(source: string): Promise<string[]> {
  const list = async (dir: string, keep: (name: string) => boolean): Promise<string[]> => {
    const entries = await readdir(join(source, dir), { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory() ? list(join(dir, entry.name), keep) : entry.isFile() && keep(entry.name) ? [join(dir, entry.name)] : [],
      ),
    );
    return nested.flat().sort();
  };
  return [
    ...(await list('dist', (name) => name !== 'cli.cjs')),
    ...(await list('messages', (name) => name.endsWith('.md'))),
    ...(await list('contracts', (name) => name.endsWith('.json'))),
  ];
}

/** Copies what differs from `source` into `target`; returns the files it wrote (none on a second run). */
export async function materialise(source: string, target: string, dryRun: boolean): Promise<string[]> {
  const written: string[] = [];
  for (const file of await runtimeFiles(source)) {
    const bytes = await readFile(join(source, file));
    const current = await readFile(join(target, file)).catch(() => undefined);
    if (current?.equals(bytes)) continue;
    written.push(join(target, file));
    if (dryRun) continue;
    await makeDirs(join(target, file, '..'));
    await writeFileAtomic(join(target, file), bytes, { mode: 0o644 });
  }
  return written;
}
