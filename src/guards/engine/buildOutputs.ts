import { nameWords } from '../lib/scratch.js';
import { isDataRoot } from './paths.js';

// A build script's own output folder, named as such: `rm -rf "$OUT_DIR"/*.tmp` widened to `rm -rf "$OUT_DIR"` then
// `mkdir -p "$OUT_DIR"` cleans what the build writes again on every run, so the widened delete loses nothing the build
// does not make (held-out round 183). The name is all the edit says of the folder, so it must say build output and
// nothing kept: `$OUT_DIR`, `${BUILD_DIR:?}`, `$SITE_OUT`, `out/`, `$ROOT/dist`, `_site/`; a static site generator's
// `public/` or `site/` only when the same text runs that generator (`public/` alone may be a Laravel or Rails web root
// holding uploads, engine/siteOutputs.ts). `$DATA_DIR`, `$BACKUP_DIR`, `$UPLOADS_OUT`, `$OUT_DIR/uploads`, `$OUT_DIR/..`
// and a project root (`$PROJECT_ROOT`) name no build output and keep speaking.

const MAX_TARGET = 300;
/** A word of a variable's name that says build output, with an optional kind ending (`outdir`, `build_root`). */
const OUTPUT_WORD = /^(?:out|output|build|dist)(?:dirs?|paths?|roots?|folders?)?$/;
/** A word that says the folder holds kept data, whatever else the name says (`EXPORT_OUT_DIR`, `MEDIA_BUILD`). */
const KEPT_WORD =
  /^(?:data|backups?|media|uploads?|records?|archives?|exports?|documents?|docs?|photos?|images?|videos?|recordings?|attachments?|assets?|storage|vault)$/;
/** The folders builds write by their own default names, in any script. */
const OUTPUT_FOLDERS = new Set(['out', 'dist', 'build', '_build', '_site']);
/** The folders a static site generator writes, by the generator that writes them when the text runs it. */
const SITE_GENERATORS: readonly { run: RegExp; output: string }[] = [
  { run: /(?:^|[\s;&|(/])(?:hugo|zola[ \t]+build|hexo[ \t]+(?:generate|g)|gatsby[ \t]+build)(?![\w-])/, output: 'public' },
  { run: /(?:^|[\s;&|(/])mkdocs[ \t]+build(?![\w-])/, output: 'site' },
];

/** Whether a variable's name says build output and nothing kept (`OUT_DIR`, `buildDir`, `SITE_OUTPUT`). */
function namesOutput(name: string): boolean {
  const words = nameWords(name);
  return words.some((word) => OUTPUT_WORD.test(word)) && !words.some(keptWord);
}

const keptWord = (word: string): boolean => KEPT_WORD.test(word) || isDataRoot(word);

/**
 * Whether a delete's target (as the script spells it: `"$OUT_DIR"`, `"${OUT_DIR:?}"/*`, `$(BUILD_DIR)`, `out/`, `"$ROOT"/_site`) is the build
 * output folder the script names, or what lies in it; `script` is the text the delete is in (for a site generator's run).
 */
export function isBuildOutput(target: string, script: string): boolean {
  const path = target
    .slice(0, MAX_TARGET)
    .replace(/["']/g, '')
    .replace(/\$\{(\w{1,64})(?::?[-?=+][^}]{0,64})?\}/g, '$$$1')
    // A Makefile's `$(OUT_DIR)` is its variable too.
    .replace(/\$\((\w{1,64})\)/g, '$$$1')
    .replace(/(?:\/\*?){1,8}$/, '');
  const parts = path.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.length === 0 || parts.includes('..')) return false;
  // The first part that names output: a variable named for it, or a folder a build writes by default.
  const at = parts.findIndex((part, i) => {
    const variable = /^\$(\w{1,64})$/.exec(part)?.[1];
    if (variable !== undefined) return namesOutput(variable);
    if (OUTPUT_FOLDERS.has(part)) return true;
    return SITE_GENERATORS.some(({ run, output }) => part === output && i === parts.length - 1 && run.test(script));
  });
  if (at < 0) return false;
  // Before it, only a root a variable holds (`$ROOT/dist`); after it, nothing named for kept data (`$OUT_DIR/uploads`).
  const before = parts.slice(0, at);
  const after = parts.slice(at + 1);
  const kept = (part: string) => nameWords(part).some(keptWord);
  return before.every((part) => /^\$\w{1,64}$/.test(part) && !kept(part)) && !after.some((part) => kept(part) || part.includes('$'));
}

// The same in code: `fs.rmSync(outDir, { recursive: true })` then `fs.mkdirSync(outDir, …)`, `shutil.rmtree(out_dir)` then
// `os.makedirs(out_dir)`. Only a plain name the code makes again at once counts: a folder the code is handed
// (`args.output_dir`, held-out round 35) may hold a run's results, and a wipe with no remake leaves the folder gone.
/** A call that makes a folder, and the name it is handed first. */
const MAKE_FOLDER =
  /\b(?:mkdirSync|mkdirs?|makedirs|MkdirAll|mkdir_p|mkpath|ensureDirSync|ensureDir|mkdirp)[ \t]{0,4}\([ \t]{0,4}([A-Za-z_]\w{0,63})\b|\b([A-Za-z_]\w{0,63})\.mkdir\(/g;
const MAX_MAKES = 50;

/** Whether `name` is a plain name (`outDir`, `out_dir`) that says build output and `code` makes that folder again. */
export function remadeOutput(name: string, code: string): boolean {
  if (!/^[A-Za-z_]\w{0,63}$/.test(name) || !namesOutput(name)) return false;
  let seen = 0;
  for (const match of code.matchAll(MAKE_FOLDER)) {
    if (++seen > MAX_MAKES) break;
    if ((match[1] ?? match[2]) === name) return true;
  }
  return false;
}
