import { resolve } from 'node:path';
import type { Call } from './normalise.js';

// A static-site generator or bundler writes its whole site to one output folder, made again from the project's sources on
// every build: `rm -rf public/ && hugo --minify` cleans Hugo's `public/` and builds it at once (held-out round 156). The
// generator later on the same line is the signal that the folder is its output: `public/` alone, or beside `git commit`,
// may be a Laravel or Rails web root and keeps speaking. Only the output folder itself counts: a folder kept under it
// (`public/uploads`) is not written by the build, and a source folder (`content/`) is what the build reads.
// Defaults and flags: https://gohugo.io/commands/hugo/, https://jekyllrb.com/docs/configuration/options/,
// https://www.mkdocs.org/user-guide/cli/, https://www.11ty.dev/docs/usage/, https://www.gatsbyjs.com/docs/reference/gatsby-cli/,
// https://www.getzola.org/documentation/getting-started/cli-usage/, https://hexo.io/docs/commands,
// https://vite.dev/guide/cli, https://webpack.js.org/api/cli/, https://docs.astro.build/en/reference/cli-reference/,
// https://docusaurus.io/docs/cli, https://nextjs.org/docs/pages/api-reference/cli/next

interface Generator {
  /** The first word after the command that makes it build (`build`, `generate`); `''` when the bare command builds (`hugo`). */
  verbs: readonly string[];
  /** The folder it writes by default, relative to where it runs (or to its source folder, for `hugo -s`). */
  output: string;
  /** Options whose value names the output folder instead. */
  flags: readonly string[];
  /** Options whose value names the site's source folder, the default output lying inside it. */
  source?: readonly string[];
}

const GENERATORS: ReadonlyMap<string, Generator> = new Map<string, Generator>([
  ['hugo', { verbs: ['', 'build'], output: 'public', flags: ['-d', '--destination'], source: ['-s', '--source'] }],
  ['jekyll', { verbs: ['build', 'b'], output: '_site', flags: ['-d', '--destination'], source: ['-s', '--source'] }],
  ['mkdocs', { verbs: ['build'], output: 'site', flags: ['-d', '--site-dir'] }],
  ['eleventy', { verbs: [''], output: '_site', flags: ['--output'] }],
  ['@11ty/eleventy', { verbs: [''], output: '_site', flags: ['--output'] }],
  ['gatsby', { verbs: ['build'], output: 'public', flags: [] }],
  ['next', { verbs: ['export'], output: 'out', flags: ['-o', '--outdir'] }],
  ['zola', { verbs: ['build'], output: 'public', flags: ['-o', '--output-dir'] }],
  ['hexo', { verbs: ['generate', 'g'], output: 'public', flags: [] }],
  ['vite', { verbs: ['build'], output: 'dist', flags: ['--outDir'] }],
  ['webpack', { verbs: ['', 'build'], output: 'dist', flags: ['-o', '--output-path'] }],
  ['astro', { verbs: ['build'], output: 'dist', flags: ['--outDir'] }],
  ['docusaurus', { verbs: ['build'], output: 'build', flags: ['--out-dir'] }],
]);

/** Deleting commands whose operands are the folders removed. */
const REMOVERS = new Set(['rm', 'rimraf']);
const MAX_READ = 64;
const MAX_WORDS = 32;
const MAX_FOUND = 8;
/** A plain relative folder: no variable, glob, `~` or parent step. */
const PLAIN = /^[\w@-][\w.@-]{0,63}(?:\/[\w.@-]{1,64}){0,7}$/;

/** A plain relative folder word without its `./` and trailing slashes, or undefined. */
function plainFolder(word: string | undefined): string | undefined {
  if (word === undefined) return undefined;
  const relative = word.replace(/^\.\//, '').replace(/\/+$/, '');
  return PLAIN.test(relative) && !relative.split('/').includes('..') ? relative : undefined;
}

/** The folders, relative to where it runs, a call writes as a site generator's build output (`hugo` → `public`), or []. */
function siteOutputs(call: Call): string[] {
  const words = call.words.slice(0, MAX_WORDS);
  // `sphinx-build -b html docs docs/_build`: the second operand is the output folder.
  if (call.name === 'sphinx-build') {
    const operands: string[] = [];
    for (let i = 1; i < words.length; i++) {
      const word = words[i]!;
      if (/^-[bcDdjMTtwA]$/.test(word)) i++;
      else if (!word.startsWith('-')) operands.push(word);
    }
    const out = operands.length === 2 ? plainFolder(operands[1]) : undefined;
    return out ? [out] : [];
  }
  const generator = GENERATORS.get(call.name);
  if (!generator) return [];
  const verb = words[1] !== undefined && !words[1].startsWith('-') ? words[1] : '';
  if (!generator.verbs.includes(verb)) return [];
  let output: string | undefined;
  let source: string | undefined;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    const eq = word.indexOf('=');
    const option = eq > 0 ? word.slice(0, eq) : word;
    const value = eq > 0 ? word.slice(eq + 1) : words[i + 1];
    if (generator.flags.includes(option)) output = plainFolder(value) ?? '';
    else if (generator.source?.includes(option)) source = plainFolder(value) ?? '';
    else continue;
    if (eq < 0) i++;
  }
  // An output or source the line names by a variable or a glob is not read: nothing is matched.
  if (output === '' || source === '') return [];
  if (output !== undefined) return [output];
  return [source === undefined ? generator.output : `${source}/${generator.output}`];
}

/**
 * The folders, absolute, an `rm` of the line deletes whole and a site generator later on the same line builds again as its
 * output (`rm -rf public/ && hugo --minify` → `<cwd>/public`). Only an exact match counts: `rm -rf public/uploads && hugo`
 * keeps speaking.
 */
export function siteRebuiltDirs(calls: readonly Call[]): string[] {
  const found: string[] = [];
  const removed: string[] = [];
  for (const call of calls.slice(0, MAX_READ)) {
    if (call.dir === undefined) continue;
    if (REMOVERS.has(call.name)) {
      for (const word of call.words.slice(1, MAX_WORDS)) {
        const relative = word.startsWith('-') ? undefined : plainFolder(word);
        if (relative && removed.length < MAX_READ) removed.push(resolve(call.dir, relative));
      }
      continue;
    }
    if (removed.length === 0) continue;
    for (const output of siteOutputs(call)) {
      const path = resolve(call.dir, output);
      if (removed.includes(path) && !found.includes(path) && found.length < MAX_FOUND) found.push(path);
    }
  }
  return found;
}
