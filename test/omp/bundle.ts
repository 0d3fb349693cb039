// The oh-my-pi CLIs test/omp runs: 17.2.15 as npm installs it (test/omp/package.json), and the
// registry's current 18.3.x through its own bundle, because its sibling packages were never
// published at that version (npm view @oh-my-pi/pi-ai@18.3.4: 404). `dist/cli.js` bundles all of
// them but one: it still imports `@oh-my-pi/pi-natives` (the Rust addon: shell, file locks, text
// width, the native edit engine). Here that import is a generated module that re-exports the
// installed 17.2.15 addon and answers `undefined` for the exports 18.3.4 added; enough for the
// tools the scenario calls (bash, write), and the extension runner, tool wrapper and agent loop
// under test are 18.3.4's own code in the bundle.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const HARNESS = join(import.meta.dirname, 'node_modules');
export const CURRENT = '18.3.4';

/** The `omp` CLI of each version under test, the 18.x bundle fetched and prepared on first use. */
export function ompClis(): Record<string, string> {
  return { '17.2.15': join(HARNESS, '@oh-my-pi/pi-coding-agent/dist/cli.js'), [CURRENT]: bundle(CURRENT) };
}

function bundle(version: string): string {
  const dir = join(HARNESS, '.omp-bundles', version);
  const cli = join(dir, 'package/dist/cli.js');
  if (existsSync(cli) && existsSync(join(dir, 'package/node_modules/@oh-my-pi/pi-natives/package.json'))) return cli;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const pack = spawnSync('npm', ['pack', `@oh-my-pi/pi-coding-agent@${version}`, '--pack-destination', dir, '--json', '--silent'], {
    encoding: 'utf8',
  });
  if (pack.status !== 0) throw new Error(`npm pack @oh-my-pi/pi-coding-agent@${version} failed: ${pack.stderr}`);
  const tarball = join(dir, JSON.parse(pack.stdout)[0].filename);
  // Only the bundle and the files it loads beside itself; not the sources or type declarations.
  const untar = spawnSync('tar', ['-xzf', tarball, '-C', dir, '--exclude=package/dist/types', 'package/dist', 'package/package.json'], {
    encoding: 'utf8',
  });
  if (untar.status !== 0) throw new Error(`tar failed on ${tarball}: ${untar.stderr}`);
  rmSync(tarball);
  nativesShim(
    readFileSync(cli, 'utf8'),
    join(dir, 'package/node_modules/@oh-my-pi/pi-natives'),
    join(HARNESS, '@oh-my-pi/pi-natives/native'),
  );
  return cli;
}

/** `@oh-my-pi/pi-natives` and its subpaths as the bundle imports them, over the installed addon. */
function nativesShim(source: string, dir: string, installed: string): void {
  const named = new Map<string, Set<string>>();
  for (const match of source.matchAll(/(?:from|import\()\s*"@oh-my-pi\/pi-natives(\/\w+)?"/g))
    if (!named.has(match[1] ?? '')) named.set(match[1] ?? '', new Set());
  for (const match of source.matchAll(/import\{([^}]*)\}from"@oh-my-pi\/pi-natives(\/\w+)?"/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) named.get(match[2] ?? '')!.add(name);
    }
  }
  mkdirSync(dir, { recursive: true });
  const exports: Record<string, string> = {};
  for (const [subpath, names] of named) {
    const file = `${subpath.slice(1) || 'index'}.js`;
    const real = join(installed, file);
    const lines = existsSync(real)
      ? [`import * as real from ${JSON.stringify(real)};`, `export * from ${JSON.stringify(real)};`]
      : ['const real = {};'];
    lines.push('const missing = () => undefined;');
    for (const name of names) lines.push(`export const ${name} = real.${name} ?? missing;`);
    writeFileSync(join(dir, file), `${lines.join('\n')}\n`);
    exports[`.${subpath}`] = `./${file}`;
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@oh-my-pi/pi-natives', private: true, type: 'module', exports }));
}
