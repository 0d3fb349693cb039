import { basename } from 'node:path';
import { familyOf } from '../lib/codeText.js';
import type { ToolEdit } from '../lib/toolWrite.js';
import { dataTargets, NAMED } from './dataRewrites.js';
import { isTestOrFixture } from './testPaths.js';

// An edit that points where code writes its output at the raw data it was made from: `write.csv(clean,
// "data/processed/piezometers_clean.csv")` → `write.csv(clean, "data/raw/piezometers.csv")`. Every run now writes over the
// file the cleaning reads, the one copy of what the instrument recorded (held-out round 160). The same for a write pointed at
// the very file the code reads (`read.csv(p)` … `write.csv(x, p)`): the first run replaces the input with its own output.
// Cookiecutter Data Science keeps `data/raw` (and `data/external`) immutable:
// https://cookiecutter-data-science.drivendata.org/opinions/#data-analysis-is-a-directed-acyclic-graph
// Silent: a write pointed at derived or output folders (`data/processed`, `output/`, `results/`), one moved away from raw
// data, a script that already wrote into raw data (its job is to fill it), a fetcher (a download in the code, or a script
// named for fetching: `download_*.py` fills `data/raw` on purpose), a test file, and a Write of a new file (no writer moved).

const MAX_SIDE = 64 * 1024;
const MAX_FOUND = 4;
/** Replacements of a MultiEdit read: each is scanned on both sides. */
const MAX_EDITS = 32;

/**
 * Folders of data as received: `raw`, `raw_data`, `rawdata`, `data-raw` (R packages' convention), `<source>_raw` or
 * `raw_<source>` (`mls_raw`, `raw_logger`), `original(s)`, `masters`, `source_data`, `sourcedata` (BIDS), `primary_data`.
 * https://r-pkgs.org/data.html#sec-data-data-raw, https://bids-specification.readthedocs.io/en/stable/common-principles.html
 */
const RAW_FOLDER =
  /^(?:raw|raws|raw[-_]?data|data[-_]raw|[a-z0-9]{2,24}[-_]raw|raw[-_][a-z0-9]{2,24}|originals?|masters|source[-_]?data|sourcedata|primary[-_]data|as[-_]received)$/i;
/** A raw folder's name that also says it is scratch or derived (`raw_tmp`, `raw_processed`, `test_raw`). */
const NOT_RAW =
  /(?:^|[-_])(?:tmp|temp|test|tests|sample|samples|fake|mock|dummy|scratch|cache|processed|clean|cleaned|interim|out|output)(?:[-_]|$)/i;
/** Folders of output, scratch or tests, anywhere in the path: a write there is made again, whatever the folder below says. */
const OUTPUT_FOLDER =
  /^(?:processed|interim|derived|clean|cleaned|output|outputs|out|results?|build|dist|tmp|temp|scratch|cache|\.cache|tests?|fixtures?|reports?|figures?|artifacts?)$/i;

/** Whether `file` (a path a writer names) lies under a folder of raw or original data (`data/raw/x.csv`, `originals/a.tif`). */
export function underRawFolder(file: string): boolean {
  if (file.length > 1000 || /[$*?{}`]/.test(file)) return false;
  const folders = file.replace(/\\/g, '/').split('/').slice(0, -1).slice(-12);
  if (folders.some((part) => OUTPUT_FOLDER.test(part))) return false;
  return folders.some(
    (part, i) =>
      (RAW_FOLDER.test(part) && !NOT_RAW.test(part)) ||
      // Cookiecutter's `data/external`: data from third parties, kept as received.
      (part.toLowerCase() === 'external' && folders[i - 1]?.toLowerCase() === 'data'),
  );
}

/**
 * `here::here("data", "raw", "x.csv")`, `file.path("data", "raw", "x.csv")`, `os.path.join('data', 'raw', 'x.csv')`,
 * `path.join('data', 'raw', 'x.csv')`, `filepath.Join("data", "raw", "x.csv")`, `joinpath("data", "raw", "x.csv")` and
 * `Path("data") / "raw" / "x.csv"`: a path built from literals only, written as the one literal it makes. Quote-delimited
 * bounded parts: linear.
 */
const JOINED =
  /(?<![\w$])(?:here::here|here|file\.path|os\.path\.join|path\.join|path\.resolve|filepath\.Join|path\.Join|joinpath)\(\s{0,8}((?:"[^"\n]{1,200}"|'[^'\n]{1,200}')(?:\s{0,8},\s{0,8}(?:"[^"\n]{1,200}"|'[^'\n]{1,200}')){1,7})\s{0,8}\)/g;
const SLASHED =
  /(?<![\w$.])(?:pathlib\.)?Path\(\s{0,8}((?:"[^"\n]{1,200}"|'[^'\n]{1,200}'))\s{0,8}\)((?:\s{0,8}\/\s{0,8}(?:"[^"\n]{1,200}"|'[^'\n]{1,200}')){1,7})/g;
const PART = /"([^"\n]{1,200})"|'([^'\n]{1,200})'/g;
const parts = (text: string): string[] => [...text.matchAll(PART)].map((match) => match[1] ?? match[2]!);
function joined(text: string): string {
  if (!/join|here|file\.path|resolve|Path\(/i.test(text)) return text;
  return text
    .replace(JOINED, (_whole, args: string) => `"${parts(args).join('/')}"`)
    .replace(SLASHED, (_whole, first: string, rest: string) => `Path("${[...parts(first), ...parts(rest)].join('/')}")`);
}

/**
 * A fetcher: code that downloads (`urlretrieve`, `requests.get`, `download.file`, `httr::GET`, `fetch(`, `http.Get`, an
 * `https://` literal) or a script named for fetching (`download_gauges.py`, `fetch-data.R`, `ingest.jl`). Filling `data/raw`
 * is its job.
 */
const DOWNLOADS =
  /\b(?:urlretrieve|urlopen|urllib\d?|requests\.(?:get|post|request|Session)|httpx|aiohttp|download\.file|download_file|curl_download|curl_fetch\w{0,8}|httr2?::|GET\s{0,4}\(|RETRY\s{0,4}\(|req_perform|fetch\s{0,4}\(|axios|got\s{0,4}\(|http\.Get|HTTP\.(?:get|request)|Downloads\.download|wget|gdown|kaggle|boto3|download_fileobj|snapshot_download|hf_hub_download|ftplib|paramiko|pysftp)\b|["']s?ftps?:\/\/|["']https?:\/\//;
const FETCHER_NAME =
  /(?:^|[-_.])(?:download|downloads|fetch|fetcher|ingest|scrape|scraper|crawl|harvest|pull|acquire|retrieve|get[-_]data|sync|import|collect|mirror)(?:[-_.]|$)/i;

/**
 * `OUT_CSV = "data/processed/x.csv"` → `OUT_CSV = "data/raw/x.csv"`: an edit of only the binding of a name said to be where
 * output goes (out, output, dest, target, save, export, clean, result) points the writers that use it, out of the edit's
 * view, at what the binding now names. One binding a line, bounded: linear.
 */
const PATH_BINDING =
  /^[ \t]{0,16}(?:(?:export[ \t]{1,4})?(?:const|let|var|local|my)[ \t]{1,4})?\$?([A-Za-z_][\w.]{0,60})[ \t]{0,8}(?:<-|:=|=)[ \t]{0,8}(?:(?:pathlib\.)?Path\()?[rR]?(["'])([^"'\n]{1,400})\2/gm;
const OUTPUT_NAME =
  /(?:^|[_.]|[a-z](?=[A-Z]))(?:out|output|outfile|outpath|dest|destination|target|save|export|clean|cleaned|result|results)(?:$|[_.A-Z])/i;

/** The paths `text` binds to names said to be where output goes, by name. */
function outputBindings(text: string): Map<string, string> {
  const found = new Map<string, string>();
  let seen = 0;
  for (const match of text.matchAll(PATH_BINDING)) {
    if (++seen > 256) break;
    if (OUTPUT_NAME.test(match[1]!) && /\.[A-Za-z0-9]{1,8}$/.test(match[3]!)) found.set(match[1]!, match[3]!);
  }
  return found;
}

/** What an edit points a writer at: the new target, and whether it is raw data or the code's own input. */
export interface RawWrite {
  file: string;
  input: boolean;
}

/** Whether `text` may hold a writer call an edit could point at raw data (an edit whose new text does not is not read). */
export const mayWriteData = (text: string): boolean =>
  /\b(?:to_\w{3,8}|[Ww]rite[\w.]{0,12}|saveRDS|save[\w.]{0,6}|fwrite|sink\w{0,8}|open|Create|cat|writedlm)\s{0,8}\(|\.write_(?:text|bytes)\b/.test(
    text,
  );

/** Whether an edit's new text may point a writer at raw data: a writer call, or a folder word of raw data for a binding. */
export const mayRetargetWrite = (text: string): boolean =>
  mayWriteData(text) || /raw|originals?\/|masters\/|source[-_]?data|sourcedata|external\//i.test(text);

/**
 * The files the edits of `path` point a writer at that are raw data or a file the code reads, and were no writer's target
 * before; empty when none. `file`: the file's text after the edits, when it could be read (its reads count as the code's).
 */
export function rawWriteRetargeted(path: string, edits: readonly ToolEdit[], file?: string): RawWrite[] {
  if (edits.length === 0 || isTestOrFixture(path) || FETCHER_NAME.test(basename(path).replace(/\.\w{1,8}$/, ''))) return [];
  const family = familyOf(path);
  if (family === 'prose' || family === 'yaml' || family === 'sql') return [];
  const whole = file?.slice(0, MAX_SIDE * 4);
  if (whole !== undefined && DOWNLOADS.test(whole)) return [];
  // The reads of the whole file, taken once and only when an edit points a writer at a file no literal says is raw.
  let fileReads: string[] | undefined;
  const readsOfFile = (): string[] => (fileReads ??= whole === undefined ? [] : dataTargets(joined(whole), family).reads);
  const found: RawWrite[] = [];
  for (const edit of edits.slice(0, MAX_EDITS)) {
    const [old, now] = [joined(edit.old.slice(0, MAX_SIDE)), joined(edit.new.slice(0, MAX_SIDE))];
    if (DOWNLOADS.test(now) || DOWNLOADS.test(old)) continue;
    if (!mayWriteData(edit.new)) {
      const before = outputBindings(old);
      if (before.size === 0 || [...before.values()].some(underRawFolder)) continue;
      for (const [name, value] of outputBindings(now))
        if (before.has(name) && before.get(name) !== value && underRawFolder(value) && found.length < MAX_FOUND)
          found.push({ file: value, input: false });
      continue;
    }
    const before = dataTargets(old, family);
    // A script that wrote into raw data before the edit is one whose job is to fill it.
    if (before.writes.some(underRawFolder)) continue;
    const after = dataTargets(now, family);
    const reads = (target: string) => before.reads.includes(target) || after.reads.includes(target) || readsOfFile().includes(target);
    for (const target of after.writes) {
      if (found.length >= MAX_FOUND) return found;
      if (before.writes.includes(target) || found.some((each) => each.file === target)) continue;
      if (!target.startsWith(NAMED) && underRawFolder(target)) found.push({ file: target, input: false });
      // A write moved from elsewhere onto a file the code reads (in the edit, or in the file when it could be read).
      else if (before.writes.length > 0 && reads(target)) found.push({ file: target.replace(NAMED, ''), input: true });
    }
  }
  return found;
}
