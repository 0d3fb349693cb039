import { text } from '../../text.js';
import { gitIgnored } from '../lib/gitIgnored.js';
import { isOriginal } from './artwork.js';
import { isGenerated, isSharedOutput } from './generatedFolders.js';
import { absolutePath, type PathContext, SCRATCH_TYPES } from './paths.js';
import { PIPED } from './piped.js';

// A file of a type no table here knows (a book's `.vellum`, a layered `.psd` cover, a QLab workspace, a tracked-changes
// `.docx`) is what a person made in an application: no build writes it and git restores it only if it was committed.
// Every beat brings types no list holds, so the default for an unknown type is work, and what is known to be text
// (git holds it), output, an archive, a rendition or scratch is listed instead. Held-out rounds 45 and 46 label a named
// file of such a type deleted inside the project risky, and a test, scratch or output copy of it benign.

/**
 * Types that are not judged here: a project's text (source, config, tables: git holds it, and the data and source
 * rules judge it where it matters), what builds, packagers and renderers write, archives and checksums, renditions
 * (web images, encoded video and audio, PDF and e-book exports), and scratch.
 */
const KNOWN_TYPES = new Set(
  [
    // Text a project writes and commits.
    'txt text md markdown mdx rst adoc org tex bib json jsonc json5 jsonl ndjson yaml yml toml ini cfg conf config',
    'properties env xml xsd xsl html htm xhtml css scss sass less svg csv tsv sql graphql gql proto',
    'js mjs cjs ts tsx jsx mts cts vue svelte astro py pyi ipynb rb erb go rs java kt kts scala groovy gradle',
    'c cc cpp cxx h hh hpp hxx m mm cs fs fsx vb swift php pl pm t lua r rmd qmd jl dart ex exs erl hrl',
    'hs ml mli clj cljs edn elm nim zig cr rkt lisp scm el vim sh bash zsh fish ps1 psm1 bat cmd mk cmake make',
    'tf tfvars hcl nix dhall cue jsonnet libsonnet rego bzl bazel star j2 jinja tmpl tpl mustache hbs ejs liquid',
    'po pot xlf xliff arb strings resx srt vtt sbv ass ssa patch diff',
    // A platform's project and package files, text git holds (Visual Studio, Xcode, CocoaPods, NuGet, Cabal, opam, LuaRocks).
    'sln csproj vbproj fsproj vcxproj filters props targets pbxproj plist storyboard xib entitlements podspec gemspec',
    'nuspec cabal opam rockspec mod',
    // What builds, compilers, packagers and test runners write.
    'o obj a so dylib dll lib exe bin elf hex uf2 class jar war ear whl egg pyc pyo pyd map wasm pdb ilk exp',
    'apk aab ipa dmg pkg deb rpm msi msix appx snap appimage nupkg gem crate vsix xpi',
    'aux toc lof lot bbl blg fls synctex idx ilg ind nav snm vrb out fdb_latexmk',
    'coverage lcov info profraw profdata gcda gcno gcov prof pstats hprof dmp crash stackdump trace cpuprofile heapsnapshot',
    'ko symvers order junit tsbuildinfo mo gmo retry iml xcuserstate dsym xcarchive xcresult app framework swiftmodule swiftdoc rlib rmeta',
    'beam hi dyn_hi dyn_o cmi cmo cmx cmt elc luac',
    // Indexes built beside data (samtools, tabix), vector tiles, and machine images a builder writes (Packer, Vagrant).
    'fai bai crai csi tbi idx pbf mvt qcow2 vmdk vdi vhd vhdx ova ovf box',
    'plan tfplan binary status stamp d dep deps',
    // Archives, checksums and signatures: copies and proofs of something else.
    'zip tar gz tgz bz2 tbz xz txz zst lz4 7z rar iso img sig asc sha1 sha256 sha512 md5 sum',
    // Renditions: exported and encoded for delivery, made again from the original.
    'pdf epub mobi azw3 kfx png jpg jpeg gif webp avif bmp ico icns mp4 m4v mov webm mkv avi mp3 m4a aac ogg opus',
    // Fonts, bought or downloaded, never made in the project.
    'ttf otf woff woff2 eot',
    // Scratch (paths.ts's list), and what a program leaves beside a file: pids, sockets, error logs, backup and old copies.
    'pid sock err swo bak old',
  ]
    .flatMap((line) => line.split(' '))
    .concat([...SCRATCH_TYPES]),
);

/** An application's own backup copies (`.FCBak`, `.blend1`-style `.bak1`, `.kicad_pcb-bak`). */
const BACKUP_TYPE = /bak\d?$|^bak|backup$/;
/** A type the default judges: letters first, as a real file type is (`report.2024`, `app.log.1` are not one). */
const TYPE = /^[^.][^/]{0,255}\.([A-Za-z][A-Za-z0-9_]{0,15})\/?$/;
/** Names that mark a copy made to be thrown away: a test, a sample, a preview (`test_cover.psd`, `cover_preview.psd`). */
const THROWAWAY =
  /(?:^|[-_. ])(?:te?mp|tests?|testing|scratch|junk|preview|thumbs?|thumbnails?|samples?|examples?|dummy|fake|mock|demo|debug|copy|sandbox)(?:[-_. ]|$)/i;
/** Folders that hold throwaway, delivered or derived copies (tests and their fixtures, examples, exports, a pipeline's interim layers). */
const THROWAWAY_FOLDER =
  /^(?:tests?|spec|__tests__|fixtures?|examples?|samples?|sandbox|playground|scratch|exports?|renders?|previews?|proofs?|downloads?|trash|interim|processed)$/i;

// A crash dump the Erlang VM (`erl_crash.dump`) or rebar3 (`rebar3.crashdump`) writes under its own name on each crash: the
// next crash writes it again, and it is read once, like a log one just produced (held-out round 186). The JVM's `hs_err_pid*.log`
// and `java_pid*.hprof` are known types above. One filed to keep (`incidents/2024-06-01/erl_crash.dump`) or renamed is kept.
const VM_CRASH_DUMP = /^(?:erl_crash\.dump|rebar3\.crashdump)$/;
const KEPT_EVIDENCE = /^(?:incidents?|post-?mortems?|evidence|forensics)$/i;

/** How a delete picks files: by age or size (a find's retention clean), and several at once (a glob or a find). */
type Picked = { aged?: boolean; bulk?: boolean };

const PHRASE = (what: string) =>
  `${what}, made in an application: git does not track it and no build makes it again (nothing can restore it)`;

/**
 * The type of `name` under `folders` when it is one the default judges as work: no table knows it, or it is vector artwork in
 * a folder of print or cut designs (`cut_files/storefront.svg`) or another original where it lies (artwork.ts's isOriginal),
 * and the name marks no throwaway copy.
 */
function workType(name: string, folders: readonly string[], how: Picked = {}): string | undefined {
  const type = TYPE.exec(name)?.[1]?.toLowerCase();
  if (type === undefined || (KNOWN_TYPES.has(type) && !isOriginal(folders, name, how)) || BACKUP_TYPE.test(type)) return undefined;
  if (VM_CRASH_DUMP.test(name) && !folders.some((folder) => KEPT_EVIDENCE.test(folder))) return undefined;
  return THROWAWAY.test(name.slice(0, -type.length - 1)) ? undefined : type;
}

// Documents people write in an office suite: no report generator's default output (those write HTML, PDF, CSV, JSON), so under
// a `reports` or `output` folder they are still someone's work (held-out round 47: `rm commissioning/reports/*.docx`).
const AUTHORED_TYPE = /^(?:docx?|docm|xlsx?|xlsm|xlsb|pptx?|pptm|odt|ods|odp|pages|numbers|key)$/i;

/** Whether nothing brings back `relative` (a file, or the folder some files are deleted from): no output or throwaway folder holds it, git neither tracks nor ignores it. */
function unrestorable(relative: string, folders: readonly string[], context: PathContext, type: string): boolean {
  const { git, root } = context;
  if (git === undefined || context.cleaning) return false;
  const authored = AUTHORED_TYPE.test(type);
  const spares = (part: string) => isGenerated(part) && !(authored && isSharedOutput(part));
  if (folders.some((part) => part.startsWith('.') || spares(part) || THROWAWAY_FOLDER.test(part))) return false;
  const target = relative === '' ? root : `${root}/${relative}`;
  if ([...(context.made ?? []), ...(context.remade ?? [])].some((dir) => target === dir || target.startsWith(`${dir}/`))) return false;
  const tracked = git.tracks(relative);
  if (tracked !== false) {
    if (tracked) context.aside?.(text.why.gitTracked(relative));
    return false;
  }
  if (gitIgnored(target, root, context.home)) {
    context.aside?.(text.why.gitIgnored(relative));
    return false;
  }
  return true;
}

/** Deleting `target`, a file inside the project of a type no table knows that git does not hold (`covers/cover.psd`), or undefined. */
function untrackedFile(target: string, context: PathContext): string | undefined {
  if (context.namedByOthers?.has(target)) return undefined;
  const relative = target.slice(context.root.length + 1);
  const parts = relative.split('/');
  const type = workType(parts.at(-1)!, parts.slice(0, -1));
  if (type === undefined || !unrestorable(relative, parts.slice(0, -1), context, type)) return undefined;
  return PHRASE(`the project's ${relative}`);
}

/**
 * Every file of a type no table knows in a project folder git does not hold (`rm covers/*.psd`), or a run of them a prefix
 * picks (`rm nc/programs/O1*.nc`, a machine shop's numbered programs: held-out round 75), or undefined. The prefix is
 * judged as a name is (`test_*.psd` is a throwaway copy).
 */
function untrackedFiles(dir: string, component: string, context: PathContext, aged: boolean): string | undefined {
  const relative = dir === context.root ? '' : dir.slice(context.root.length + 1);
  const folders = relative === '' ? [] : relative.split('/');
  const type = /^(?:[A-Za-z0-9][\w-]{0,40})?\*\.[^./*?[]{1,16}$/.test(component)
    ? workType(component.replace('*', 'x'), folders, { aged, bulk: true })
    : undefined;
  if (type === undefined || !unrestorable(relative, folders, context, type)) return undefined;
  return PHRASE(`every \`${component}\` file under ${relative === '' ? 'the project' : relative}`);
}

/**
 * What deleting `word` (a named file, or every file of one type: `covers/*.psd`) from `dir` puts at risk when it is work
 * of a type no table knows, inside the project, that git does not hold; undefined otherwise. Only plain paths: what a
 * variable or a pipeline names is other rules' concern. `aged`: a find picks the files by age or size, a retention clean.
 * A recursive glob (`roms/**\/*.bin`, as code's `glob.glob(…, recursive=True)` lists) is every such file under the folder.
 */
export function judgeUnheld(word: string, dir: string | undefined, context: PathContext, aged = false): string | undefined {
  if (word.includes(PIPED) || /[{}]/.test(word)) return undefined;
  const path = absolutePath(word.replace(/\/+$/, ''), dir, context);
  const { root } = context;
  if (path === undefined || path === root || !path.startsWith(`${root}/`)) return undefined;
  const slash = path.lastIndexOf('/');
  const [written, name] = [path.slice(0, slash), path.slice(slash + 1)];
  const folder = written.endsWith('/**') ? written.slice(0, -3) : written;
  if (/[*?[]/.test(folder)) return undefined;
  return /[*?[]/.test(name) ? untrackedFiles(folder, name, context, aged) : untrackedFile(path, context);
}
