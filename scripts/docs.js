// Writes the generated coverage sections of docs/harnesses/ from contracts/ and messages/.
// `node scripts/docs.js` rewrites them; `--check` only reports stale files and exits 1.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleExports } from './bundleExports.js';

const root = new URL('..', import.meta.url).pathname;
const bundle = await bundleExports(["export { coverageSections, withSection } from './src/install/report/coverageDocs.ts';"], root, {
  // The installer's CommonJS dependencies (write-file-atomic) require Node's modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
// A file, not a data: URL: the code it bundles finds its neighbours through import.meta.url.
const cache = join(root, 'node_modules', '.cache', 'waymark');
mkdirSync(cache, { recursive: true });
writeFileSync(join(cache, 'coverage-docs.mjs'), bundle);
const { coverageSections, withSection } = await import(pathToFileURL(join(cache, 'coverage-docs.mjs')).href);

const check = process.argv.includes('--check');
const stale = [];
for (const { file, section } of coverageSections(join(root, 'messages'))) {
  const path = join(root, 'docs', 'harnesses', file);
  const doc = existsSync(path) ? readFileSync(path, 'utf8') : `# ${file.replace(/\.md$/, '')}\n`;
  const next = withSection(doc, section);
  if (next === doc) continue;
  stale.push(`docs/harnesses/${file}`);
  if (!check) writeFileSync(path, next);
}
console.log(stale.length === 0 ? 'docs/harnesses: up to date' : `${check ? 'stale' : 'wrote'}: ${stale.join(', ')}`);
if (check && stale.length > 0) process.exit(1);
