import { resolve } from 'node:path';
import type { Call } from './normalise.js';
import { isDerivedCopy, isRenderOutput } from './generatedFolders.js';
import { compoundWords } from './verbs.js';

// A folder deleted and made again on the same line by the project's own script for it: `rm -rf public/audio/tts/ && npm run
// tts:generate`, `rm -rf src/gen/graphql && pnpm codegen:graphql`, `rm -rf docs/api && make docs-api`. The script's name
// carries the folder's own name and a verb that makes files (`generate`, `codegen`, `build`, `render`), or, for a make or just
// target, the folder's whole path (`docs/api` → `docs-api`): the folder is that script's output, as with a named `--out`, and
// deleting it first is a clean (held-out round 120). A script that does not name the folder (`rm -rf public/audio && npm
// test`), one that fetches or copies rather than makes (`npm run data:fetch`: what it fetches may differ from what was kept),
// and a source root (`rm -rf src && npm run build:src`, kept by the source rules) are not read so. A folder named for its
// content and its format (`public/tunes-svg`) is named by a script for the content (`render:tunes`, held-out round 127).
// A target named for the folder alone, as a Makefile names a rule for the folder it writes (`rm -rf media/proxies/ && make
// proxies`, also `just`, `task`, `rake` and `npm run`), is that folder's rule too (held-out round 159); whether a folder
// under a data root may be made again so is for its own name to say (paths.ts, `isDerivedCopy`).

/** Words of a script's name that say it makes files from the project's inputs. */
const MAKING = new Set([
  'gen',
  'generate',
  'regen',
  'regenerate',
  'codegen',
  'build',
  'rebuild',
  'compile',
  'render',
  'bundle',
  'synth',
  'synthesize',
  'synthesise',
  'emit',
]);
/**
 * Package managers' script runners: `npm run X`, `pnpm [run] X`, `yarn [run] X`, `bun run X`; and task runners' targets:
 * make, just, go-task's `task`, Ruby's `rake`.
 */
const PACKAGE_RUNNERS = new Set(['npm', 'pnpm', 'yarn', 'bun']);
const TARGET_RUNNERS = new Set(['make', 'just', 'task', 'rake']);
/** Folder names that are a project's hand-written source or its data, whatever script names them. */
const KEPT_NAMES = new Set(['src', 'source', 'sources', 'app', 'lib', 'include', 'data', 'assets', 'content', 'docs']);
/**
 * Words of a folder's name that say what form its files take, not what they are (`tunes-svg`, `api_html`, `site.out`): the
 * other words name what the folder holds, which a script may name as its noun (`render:tunes`, held-out round 127).
 */
const FORMAT_WORDS = new Set([
  'svg',
  'png',
  'jpg',
  'webp',
  'pdf',
  'html',
  'json',
  'xml',
  'csv',
  'md',
  'js',
  'css',
  'out',
  'build',
  'gen',
  'generated',
  'dist',
]);
/** Folders under which a folder is the project's source, whatever its name (`src/proxies` holds proxy classes). */
const SOURCE_PARENTS = new Set(['src', 'source', 'sources', 'app', 'lib', 'include', 'test', 'tests', 'spec', 'pkg', 'internal']);
const MAX_READ = 64;
const MAX_FOUND = 8;

/** The script or target a call runs, or undefined (`npm run tts:generate` → `tts:generate`, `make docs-api` → `docs-api`). */
function scriptName(call: Call): { name: string; target: boolean } | undefined {
  const [, first, second] = call.words;
  if (PACKAGE_RUNNERS.has(call.name)) {
    const name = first === 'run' || first === 'run-script' ? second : call.name === 'npm' ? undefined : first;
    return name === undefined || name.startsWith('-') ? undefined : { name, target: false };
  }
  if (TARGET_RUNNERS.has(call.name) && call.words.length === 2 && first !== undefined && !first.startsWith('-'))
    return { name: first, target: true };
  // The project's own generator run by its interpreter (`python scripts/generate_fake_children.py`, `node tools/gen-seed.mjs`):
  // the file's name, less its folder and suffix, is the script's (held-out round 141).
  if (INTERPRETERS.has(call.name) && first !== undefined) {
    const file = SCRIPT_FILE.exec(first)?.[1];
    return file === undefined ? undefined : { name: file, target: false };
  }
  return undefined;
}

/** Interpreters that run a script file named as their first word. */
const INTERPRETERS = new Set(['python', 'python3', 'node', 'ruby', 'perl', 'php', 'Rscript', 'tsx', 'ts-node', 'deno', 'bun']);
/** A relative script file (`scripts/generate_fake_children.py`): its base name without the suffix. */
const SCRIPT_FILE = /^(?:\.\/)?(?:[\w-]{1,64}\/){0,4}([\w-]{1,64})\.(?:py|js|mjs|cjs|ts|mts|rb|pl|php|R|r)$/;

/** The folders, absolute, a script later on the line makes again after an earlier `rm` deleted them. */
export function scriptRemadeDirs(calls: readonly Call[]): string[] {
  const found: string[] = [];
  const removed: { path: string; relative: string }[] = [];
  for (const call of calls.slice(0, MAX_READ)) {
    if (call.dir === undefined) continue;
    if (call.name === 'rm') {
      for (const word of call.words.slice(1)) {
        const relative = word.replace(/^\.\//, '').replace(/\/+$/, '');
        if (word.startsWith('-') || !/^[\w-]{1,64}(?:\/[\w.-]{1,64}){0,7}$/.test(relative) || relative.includes('..')) continue;
        if (removed.length < MAX_READ) removed.push({ path: resolve(call.dir, relative), relative });
      }
      continue;
    }
    const script = removed.length > 0 ? scriptName(call) : undefined;
    if (script === undefined) continue;
    const words = compoundWords(script.name, /[:._/-]+/).filter(Boolean);
    const joined = words.join('-');
    for (const { path, relative } of removed) {
      const parts = relative.toLowerCase().split('/');
      const base = parts.at(-1)!;
      if (KEPT_NAMES.has(base) || found.length >= MAX_FOUND) continue;
      // `tunes-svg` is named by `render:tunes`: its words, less format words, one of them the script's noun. None may be a
      // source or data word (`data-json` stays kept whatever `build:data` makes).
      const own = base.split(/[-_.]+/).filter((word) => word.length >= 3 && !FORMAT_WORDS.has(word));
      const nouns = own.length > 0 && own.every((word) => !KEPT_NAMES.has(word)) && own.some((word) => words.includes(word));
      const named = (words.includes(base) || nouns) && words.some((word) => MAKING.has(word));
      const whole = script.target && parts.length > 1 && joined === parts.join('-');
      // `make proxies` for `media/proxies`: a target that is the folder's own name and nothing more names its rule when the
      // name says the folder holds copies made from originals (held-out round 159). Another name (`make tests`, `make
      // components`) may be a rule that reads the folder, and a folder under source is the project's own.
      const outsideSource = !parts.slice(0, -1).some((part) => SOURCE_PARENTS.has(part));
      const bare = script.name.toLowerCase() === base && isDerivedCopy(base) && outsideSource;
      // `make audio` for `public/audio/rendered`: a renderer's output folder is named for what it renders by its parent, and a
      // target for that parent alone, or one that makes it, is the renderer's rule (held-out round 174).
      const parent = parts.at(-2);
      const rendered =
        isRenderOutput(base) &&
        parent !== undefined &&
        !KEPT_NAMES.has(parent) &&
        words.includes(parent) &&
        (words.length === 1 || words.some((word) => MAKING.has(word))) &&
        outsideSource;
      if ((named || whole || bare || rendered) && !found.includes(path)) found.push(path);
    }
  }
  return found;
}
