// Rebuilds test/fixtures/precision/real-world-code.jsonl: a benign corpus for the secrets guard,
// written by others (the sources, types and docs of the dev dependencies this lockfile installs),
// full of `token`, `credentials` and `apiKey`. The corpus is pinned in the repository, so it no
// longer changes when a dependency is bumped; run this script on purpose to refresh it.
// Each row keeps the lines around a credential-like word, with the package, version and licence
// it came from (all MIT, ISC, BSD or Apache-2.0).
import fg from 'fast-glob';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'test', 'fixtures', 'precision', 'real-world-code.jsonl');
const FILES = 1500;
const WORD = /token|secret|passw|credential|api[_-]?key|private[_-]?key|auth|[A-Za-z0-9_+/=-]{32,}/i;
const CONTEXT = 2;
const MAX_SNIPPET = 4096;

function owningPackage(file) {
  const parts = file.split('/');
  const at = parts.lastIndexOf('node_modules');
  const name = parts[at + 1].startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1];
  const manifest = JSON.parse(readFileSync(join(root, ...parts.slice(0, at + 1), name, 'package.json'), 'utf8'));
  return { name, version: manifest.version, license: typeof manifest.license === 'string' ? manifest.license : 'see package' };
}

// The same files the test used to read live: the first 1,500 in sorted order (npm's own
// node_modules/.package-lock.json belongs to no package and is left out).
const files = (await fg(['node_modules/**/*.{js,cjs,mjs,ts,json,md,yml}'], { cwd: root, dot: true }))
  .sort()
  .slice(0, FILES)
  .filter((file) => file.split('/').length > 2);
const rows = [];
for (const file of files) {
  const lines = readFileSync(join(root, file), 'utf8')
    .slice(0, 512 * 1024)
    .split('\n');
  const keep = new Set();
  lines.forEach((line, index) => {
    if (line.length > 2000 || !WORD.test(line)) return;
    for (let k = Math.max(0, index - CONTEXT); k <= Math.min(lines.length - 1, index + CONTEXT); k++) keep.add(k);
  });
  if (keep.size === 0) continue;
  const snippet = [...keep]
    .sort((a, b) => a - b)
    .map((k) => lines[k])
    .join('\n')
    .slice(0, MAX_SNIPPET);
  const pkg = owningPackage(file);
  rows.push({
    package: pkg.name,
    version: pkg.version,
    license: pkg.license,
    path: file.slice(file.lastIndexOf('node_modules/') + 13),
    text: snippet,
  });
}
writeFileSync(out, `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`);
console.log(`${rows.length} snippets from ${files.length} files → ${out}`);
