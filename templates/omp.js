// waymark for oh-my-pi: written by `waymark install --harness omp`, removed by `waymark uninstall --harness omp`.
// Shared with your team, so it names no path of yours: it loads the waymark found on PATH, as a
// shared hook command would, and does nothing at all when there is none (or only one inside this
// project, whose own code waymark never runs).
import { existsSync, realpathSync } from 'node:fs';
import { delimiter, dirname, isAbsolute, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const outside = (path) => {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') || isAbsolute(rel);
};

function waymarkModule() {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!isAbsolute(dir)) continue;
    for (const name of process.platform === 'win32' ? ['waymark.cmd', 'waymark.exe'] : ['waymark']) {
      const bin = join(dir, name);
      if (!existsSync(bin)) continue;
      let real = bin;
      try {
        real = realpathSync(bin);
      } catch {}
      // The first waymark on PATH is the one a shell would run: this one or none.
      const module = [join(dirname(real), '..', 'dist', 'omp.js'), join(dir, 'node_modules', 'waymark', 'dist', 'omp.js')].find((path) =>
        existsSync(path),
      );
      return module && outside(real) && outside(module) && !/[\\/]_npx[\\/]/.test(module) ? module : undefined;
    }
  }
  return undefined;
}

export const waymarkFound = waymarkModule() ?? null;
const loaded = waymarkFound ? await import(pathToFileURL(waymarkFound).href).catch(() => undefined) : undefined;

export default function waymark(pi) {
  if (typeof loaded?.default === 'function') loaded.default(pi);
}
