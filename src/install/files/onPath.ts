import { accessSync, constants, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { Where } from '../harnesses/harness.js';

// Where a command resolves on PATH, as a shell would find it: for detecting a harness's CLI, and
// for the `waymark` a shared project file runs (src/install/surfaces/commandForm.ts).

/** The first `name` a shell would run from this PATH; relative and empty entries (the harness's working directory, i.e. the project) are skipped. */
export function onPath(name: string, env: Where['env'], platform: NodeJS.Platform): string | undefined {
  const list = (platform === 'win32' ? (env.PATH ?? env.Path) : env.PATH) ?? '';
  const exts = platform === 'win32' ? (env.PATHEXT ?? '.COM;.EXE;.BAT;.CMD').split(';').filter(Boolean) : [''];
  for (const dir of list.split(platform === 'win32' ? ';' : ':')) {
    if (dir === '' || !isAbsolute(dir)) continue;
    for (const ext of exts) {
      const candidate = join(dir, name + ext);
      try {
        if (!statSync(candidate).isFile()) continue;
        if (platform !== 'win32') accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // not here, or not executable: the shell would go on too
      }
    }
  }
  return undefined;
}
