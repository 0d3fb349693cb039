import type { Call } from './normalise.js';
import { REPLACE_CALL } from './dataRewrites.js';
import { absolutePath, type PathContext } from './paths.js';
import { isGenerated } from './generatedFolders.js';
import { converterOverMaster, MEDIA_CONVERTERS } from './masterMedia.js';

// A data file whose name says it is the kept, curated copy (`data/hs_rates_master.csv`, `golden_customers.csv`,
// `records/asset_register.xlsx`, `ledger.csv`) is the one the project does not make again: a `>` onto it (or tee without
// `-a`, or a one-line program's truncating write) empties it first and leaves only what the command prints, so
// `python scripts/export_rates.py --source staging > data/hs_rates_master.csv` replaces the curated rates with a staging
// export (held-out round 155). For an ordinary name the call must show the file exists before it speaks; the name is what
// says so here, so no look at the disk. An append, a new, draft or staging copy beside it (`x_master.new.csv`,
// `x_master_draft.csv`), code and styles (`src/master.py`, `build/master.css`), git's refs, temp space, test fixtures,
// output and generated folders, and a committed version written out by `git show` stay silent.

/** The words that name the kept copy, as a whole word of the stem (`rates_master`, `golden-set`, `asset_register`). */
const KEPT_WORD = /(?:^|[-_. ])(?:master|golden|canonical|curated|authoritative|register|ledger)(?:$|[-_. ])/i;
/** A copy beside the kept one: new, draft, scratch, staging, a backup or a sample (`x_master.new`, `master_tmp`). */
const BESIDE =
  /(?:^|[-_. ])(?:new|next|draft|wip|tmp|temp|scratch|staging|staged|stage|candidate|proposed|preview|test|sample|example|template|bak|backup|old|copy|orig|prev|previous|diff|partial|part|out|export|import)(?:$|[-_. ])/i;
/** Data files: tables, documents of records, spreadsheets and stores (not code, styles or markup). */
const DATA_FILE =
  /^(.{1,160})\.(?:csv|tsv|psv|txt|json|jsonl|ndjson|geojson|ya?ml|xml|xlsx|xls|ods|parquet|feather|arrow|dta|sav|dat|sqlite3?|db)$/i;
/** Folders that hold a project's data or records. */
const DATA_FOLDER = /^(?:data|datasets?|records|reference|ref[-_]?data|master[-_]?data)$/i;
/** Folders written again or thrown away: output, exports, scratch, tests, fixtures, build. */
const SPARED_FOLDER =
  /^(?:reports?|logs?|exports?|results?|out|output|outputs|build|dist|tmp|temp|scratch|tests?|spec|specs|__tests__|fixtures?|examples?|samples?|templates?|docs?|public|site|_site|coverage|artifacts?|runs?|staging|drafts?|cache|\.cache)$/i;

/** Whether `word`, a path the call writes over, is a kept copy of the project's data by its name. */
function isKeptCopy(word: string, call: Call, context: PathContext): boolean {
  // A name made by the shell (`data/${name}_master.csv`) is no one file named.
  if (word.length > 400 || /[$*?{}`]/.test(word)) return false;
  const path = absolutePath(word, call.dir, context);
  if (path === undefined || !path.startsWith(`${context.root}/`)) return false;
  const parts = path.slice(context.root.length + 1).split('/');
  if (parts.length > 12) return false;
  const stem = DATA_FILE.exec(parts.at(-1)!)?.[1];
  if (stem === undefined || !KEPT_WORD.test(stem) || BESIDE.test(stem)) return false;
  const folders = parts.slice(0, -1);
  if (folders.some((part) => part.startsWith('.') || SPARED_FOLDER.test(part) || isGenerated(part))) return false;
  // At the project's top, or under a data or records folder.
  return folders.length === 0 || folders.some((part) => DATA_FOLDER.test(part));
}

/** `tee` without `-a`: the files it truncates. */
function teeTargets(call: Call): string[] {
  if (call.words.some((word) => word === '--append' || /^-[a-z]{0,4}a/.test(word))) return [];
  return call.words.slice(1).filter((word) => !word.startsWith('-'));
}

/**
 * `python scripts/export_rates.py --source staging > data/hs_rates_master.csv`: the risk for a `>` target (or tee's file,
 * or a one-line program's truncating write) that is a kept copy by its name; else undefined. `redirect`: the rule reads `>`
 * targets, else tee's files and code's writes.
 */
export function masterOverwritten(call: Call, redirect: boolean, risk: string, context: PathContext): string | undefined {
  // `git show main:data/rates.csv > data/rates_master.csv`: a committed version written out, as `git restore` would.
  if (call.name === 'git' && call.words[1] === 'show') return undefined;
  // `ffmpeg -y -i renders/a.wav masters/a.wav`: a converter's output over the kept originals, by the folder (engine/masterMedia.ts).
  if (!redirect && MEDIA_CONVERTERS.includes(call.name)) return converterOverMaster(call, risk, context);
  // The redirect rule reads `>` targets; the other, tee's files and code's writes (`(replaced) p`).
  const targets = redirect
    ? call.truncates
    : call.name === 'tee'
      ? teeTargets(call)
      : call.name === REPLACE_CALL
        ? call.words.slice(1, 2)
        : [];
  const target = targets.slice(0, 16).find((word) => isKeptCopy(word, call, context));
  return target === undefined ? undefined : risk.replaceAll('{target}', `\`${target}\``);
}
