import { maskCode, type Family } from '../lib/codeText.js';

// Data files code reads with a data library and then writes back over, with no copy kept:
// `df = pd.read_csv('data/sales.csv'); df.dropna().to_csv('data/sales.csv')`, R's `raw <-
// read_csv(p); write_csv(clean, p)`, geopandas' `read_file(p)` … `to_file(p)`, openpyxl's
// `load_workbook(p)` … `wb.save(p)`. The same literal path (or a name bound once to one literal)
// is an argument of a reader call and, later, of a writer call: the rows the code dropped are gone
// from the only copy. Judged as the call REWRITE_CALL with the path twice (rules/destructive/rewrite.json,
// `code-data-over-input`), so its folder rules (scratch, `safePaths`) are data. A file the code wrote
// before it read it is its own; a copy the code makes of it first (`shutil.copy(p, …)`) keeps the
// original. One regex pass per list (alternations of names, no nested quantifiers) plus bounded
// windows: linear in the code.

/** The pseudo-command a rewrite in code is judged as: `(rewrite) p p`. */
export const REWRITE_CALL = '(rewrite)';

const MAX_CODE = 64 * 1024;
/** Calls looked at per list: hostile code may hold thousands. */
const MAX_SINKS = 256;
const MAX_FOUND = 8;
/** How far a call's arguments are read. */
const WINDOW = 600;
const MAX_LITERAL = 1024;

/**
 * Readers of data libraries: pandas, polars, geopandas, pyarrow, openpyxl, xarray (Python); readr,
 * readxl, data.table, sf, arrow, haven and base R; Julia's CSV.read. Each takes the file as an argument.
 * https://pandas.pydata.org/docs/reference/io.html, https://docs.pola.rs/api/python/stable/reference/io.html,
 * https://geopandas.org/en/stable/docs/reference/api/geopandas.read_file.html, https://readr.tidyverse.org/reference/
 */
const READERS =
  /(?<![\w$])(?:read_(?:csv|tsv|delim|table|parquet|excel|xlsx|xls|json|ndjson|feather|file|orc|stata|spss|sas|sav|dta|fwf|ipc|avro|rds|sf|csv_arrow|delta)|read\.(?:csv2?|table|delim|xlsx|dbf)|scan_(?:csv|parquet|ndjson|ipc)|load_workbook|readRDS|fread|st_read|open_dataset|read_dataframe|CSV\.read|CSV\.File|XLSX\.readxlsx)\s*\(/g;
/**
 * Writers of the same libraries: the file is one of their arguments (`df.to_csv(p)`, `write_csv(df, p)`,
 * `st_write(x, p)`, `wb.save(p)` after `load_workbook`).
 */
const WRITERS =
  /(?<![\w$])(?:to_(?:csv|parquet|excel|json|feather|file|orc|stata|hdf|netcdf|pickle|xml)|write_(?:csv|tsv|delim|parquet|excel|xlsx|json|ndjson|ipc|feather|rds|sf|dta|sav|csv_arrow|table|dataframe)|write\.(?:csv2?|table|xlsx|dbf)|sink_(?:parquet|csv|ipc)|saveRDS|fwrite|st_write|save|CSV\.write|XLSX\.writetable)\s*\(/g;
/**
 * Opens that read a data file and write their changes back into it when closed or flushed: astropy's
 * `fits.open(p, mode='update')`. Each is a reader and a writer of its file at once (judged only with the mode).
 * https://docs.astropy.org/en/stable/io/fits/api/files.html#astropy.io.fits.open
 */
const UPDATES = /(?<![\w$])(?:fits\.open|pyfits\.open)\s*\(/g;
const UPDATE_MODE = /^[^)]{0,300}?\bmode\s{0,8}=\s{0,8}["']update["']/;
/**
 * Structured documents loaded and dumped whole (Python's json, PyYAML, tomllib/toml): a rewrite only where the code also
 * drops entries of what it loaded (a filtering comprehension over `.items()`, `del d[k]`, `.pop(`) and the file is each
 * of a glob's files (`for p in glob.glob('src/i18n/*.json')`): every file loses the keys the code left out. A key set,
 * added or renamed in place (a settings file updated) is no loss. https://docs.python.org/3/library/json.html#json.dump
 */
const DOCUMENT_READERS = /(?<![\w$])(?:json\.load|yaml\.(?:safe_)?load|tomllib\.load|toml\.load)\s*\(/g;
const DOCUMENT_WRITERS = /(?<![\w$])(?:json\.dump|yaml\.(?:safe_)?dump|toml\.dump)\s*\(/g;
const DROPS_ENTRIES =
  /\bfor\s{1,8}\w{1,40}(?:\s{0,8},\s{0,8}\w{1,40})?\s{1,8}in\s{1,8}[\w.]{1,80}\.items\(\s{0,8}\)\s{1,8}if\b|\bdel\s{1,8}\w{1,40}\[|\.pop\(/;

/**
 * Python's own `open(p)`: a table of records (`data/members.csv`, `events.jsonl`) opened to read (no mode, or `'r'`) and later
 * opened again with `'w'`, which empties it before the code writes back what it kept (`csv.DictReader(open(p))` …
 * `open(p, 'w')`). Only tables: a text or settings file read and written back (`README.md`, `config.json`) is an edit in
 * place. https://docs.python.org/3/library/functions.html#open ('w': open for writing, truncating the file first)
 */
const OPENS = /(?<![\w$.])(?:io\.|codecs\.)?open\s*\(/g;
const OPENED_TABLE = /\.(?:csv|tsv|psv|jsonl|ndjson)$/i;
/** The mode an `open(` call is given, as its second argument or `mode=`, read in the few hundred characters after it. */
const OPEN_MODE = /^[^()\n]{0,300}?,\s{0,8}(?:mode\s{0,8}=\s{0,8})?["']([rwaxbtU+]{1,4})["']/;

/** Copies that keep the original before it is rewritten (`shutil.copy(p, p + '.bak')`, R's `file.copy(p, b)`). */
const COPIES = /(?<![\w$])(?:copy(?:file|2|fileobj)?|file\.copy|copyFileSync|copyFile|cp|fs::file_copy|file_copy|cp\.cp)\s*\(/g;
/** A literal that names a file: an extension at its end (a layer's or a sheet's name has none). */
const FILE_LITERAL = /\.[A-Za-z0-9]{1,8}$/;
/** `p = 'data/x.csv'`, `p <- "x.csv"`, `const p = Path('x.csv')`: a name bound to one literal. */
const BINDING =
  /(?<![\w$.])(?:(?:const|let|var)\s+)?([A-Za-z_][\w]{0,40})\s*(?:<-|=(?![=>]))\s*(?:(?:Path|pathlib\.Path|here|here::here|file\.path)\s*\(\s*)?(?:[rR](?=["']))?(["'])/g;

/** The files `code` (in `family`) reads with a data library and later writes back over. */
export function rewrittenData(code: string, family: Family): string[] {
  const text = code.length > MAX_CODE ? code.slice(0, MAX_CODE) : code;
  // Cheap exit: most code calls no data writer.
  const updating = /\bmode\s{0,8}=\s{0,8}["']update/.test(text);
  const documents = /\b(?:json|yaml|toml)\.(?:safe_)?dump\s*\(/.test(text) && DROPS_ENTRIES.test(text);
  const opened = /\bopen\s{0,8}\(/.test(text) && /["']w/.test(text);
  if (
    !updating &&
    !documents &&
    !opened &&
    (!/to_|write|save|sink_|fwrite/.test(text) || !/read|load_workbook|scan_|fread|open_dataset/.test(text))
  )
    return [];
  const masked = maskCode(text, family);
  const bound = bindings(text, masked);
  // `with fits.open(fn, mode='update') as h: h[0].data -= 1000`: read and written back in one call, unless a copy is kept.
  const updated = updating
    ? callFiles(UPDATES, text, masked, bound).filter((each) => UPDATE_MODE.test(text.slice(each.at, each.at + 400).replace(/\n/g, ' ')))
    : [];
  if (updated.length > 0) {
    const copied = new Set(callFiles(COPIES, text, masked, bound).map((each) => each.file));
    const files = [...new Set(updated.map((each) => each.file))].filter((file) => !copied.has(file));
    if (files.length > 0) return files.slice(0, MAX_FOUND);
  }
  const globbed = (each: { file: string }) => each.file.includes('*');
  // Tables opened by Python's `open(`, split by mode: read (none, `'r'`) or emptied (`'w'`); appends and updates are neither.
  const opens = opened ? callFiles(OPENS, text, masked, bound).filter((each) => OPENED_TABLE.test(each.file)) : [];
  const modeOf = (each: { at: number }) => OPEN_MODE.exec(text.slice(text.indexOf('(', each.at) + 1, each.at + 400))?.[1] ?? 'r';
  const reads = [
    ...opens.filter((each) => /^r[bt]?$/.test(modeOf(each))),
    ...callFiles(READERS, text, masked, bound),
    ...(documents ? callFiles(DOCUMENT_READERS, text, masked, bound).filter(globbed) : []),
  ];
  if (reads.length === 0) return [];
  const writes = [
    ...opens.filter((each) => /^w[bt+]{0,2}$/.test(modeOf(each))),
    ...callFiles(WRITERS, text, masked, bound),
    ...(documents ? callFiles(DOCUMENT_WRITERS, text, masked, bound).filter(globbed) : []),
  ];
  if (writes.length === 0) return [];
  const copied = new Set(callFiles(COPIES, text, masked, bound).map((each) => each.file));
  const found: string[] = [];
  for (const write of writes) {
    if (found.length >= MAX_FOUND) break;
    if (found.includes(write.file) || copied.has(write.file)) continue;
    // A reader before the writer; no writer of the same file before that reader (the code made it).
    const read = reads.find((each) => each.file === write.file && each.at < write.at);
    if (read === undefined || writes.some((each) => each.file === write.file && each.at < read.at)) continue;
    found.push(write.file);
  }
  return found;
}

/** The names bound exactly once, to a literal that names a file, with its value. */
function bindings(text: string, masked: string): Map<string, string> {
  const values = new Map<string, string>();
  BINDING.lastIndex = 0;
  let seen = 0;
  for (let match = BINDING.exec(masked); match && seen++ < MAX_SINKS; match = BINDING.exec(masked)) {
    const value = literalAt(text, match.index + match[0].length - 1);
    if (value !== undefined && FILE_LITERAL.test(value)) values.set(match[1]!, value);
  }
  // `for fn in glob.glob('archive/*.fits'):`: a loop's name stands for each file a literal glob picks (when never assigned).
  const looped = new Map<string, string>();
  LOOP_GLOB.lastIndex = 0;
  seen = 0;
  for (let match = LOOP_GLOB.exec(masked); match && seen++ < MAX_SINKS; match = LOOP_GLOB.exec(masked)) {
    const value = literalAt(text, match.index + match[0].length - 1);
    if (value !== undefined && FILE_LITERAL.test(value)) looped.set(match[1]!, value);
  }
  if (values.size === 0 && looped.size === 0) return values;
  // A name assigned twice (`p = 'a.csv'` … `p = q`) names a file that depends on the path taken: one scan counts them.
  const count = new Map<string, number>();
  ASSIGNMENT.lastIndex = 0;
  seen = 0;
  for (let match = ASSIGNMENT.exec(masked); match && seen++ < MAX_SINKS * 4; match = ASSIGNMENT.exec(masked))
    if (values.has(match[1]!) || looped.has(match[1]!)) count.set(match[1]!, (count.get(match[1]!) ?? 0) + 1);
  for (const name of [...values.keys()]) if ((count.get(name) ?? 0) !== 1) values.delete(name);
  for (const [name, value] of looped) if (!values.has(name) && !count.has(name)) values.set(name, value);
  return values;
}
const LOOP_GLOB = /\bfor\s{1,8}([A-Za-z_]\w{0,40})\s{1,8}in\s{1,8}(?:sorted\(\s{0,8})?glob\.i?glob\(\s{0,8}(?:[rR](?=["']))?(["'])/g;
const ASSIGNMENT = /(?<![\w$.])([A-Za-z_]\w{0,40})\s*(?:<-|=(?![=>]))/g;

/** Each call of `pattern` in code (not a comment or a string) with a file argument: a literal, or a name bound to one. */
function callFiles(
  pattern: RegExp,
  text: string,
  masked: string,
  bound: Map<string, string>,
  names = false,
): Array<{ file: string; at: number }> {
  const found: Array<{ file: string; at: number }> = [];
  pattern.lastIndex = 0;
  let seen = 0;
  for (let match = pattern.exec(masked); match && seen++ < MAX_SINKS; match = pattern.exec(masked)) {
    // `def to_csv(self, path):`, `function write_csv(…)`: a definition, not a call.
    if (/(?:\bdef|\bfunction|\bfn)\s+[\w.]*$/.test(masked.slice(Math.max(0, match.index - 24), match.index))) continue;
    const open = match.index + match[0].length - 1;
    for (const file of argumentFiles(text, masked, open, bound, names)) found.push({ file, at: match.index });
  }
  return found;
}

/** The files a call's arguments name, at depth one of its parentheses: literals with an extension, and bound names. */
function argumentFiles(text: string, masked: string, open: number, bound: Map<string, string>, names = false): string[] {
  const files: string[] = [];
  let depth = 0;
  // The depth of a file `open(` inside the call (`json.dump(d, open(p, 'w'))`): its path argument is the call's file.
  let opened = 0;
  const end = Math.min(masked.length, open + WINDOW);
  for (let i = open; i < end; i++) {
    const ch = masked[i]!;
    if (ch === '(' || ch === '[' || ch === '{') {
      depth++;
      if (depth === 2 && ch === '(' && /(?<![\w$.])open$/.test(masked.slice(Math.max(0, i - 5), i))) opened = depth;
    } else if (ch === ')' || ch === ']' || ch === '}') {
      if (depth === opened) opened = 0;
      if (--depth === 0) break;
    } else if ((ch === '"' || ch === "'") && depth >= 1) {
      const value = literalAt(text, i);
      const close = masked.indexOf(ch, i + 1);
      if (close < 0) break;
      // `open('data/x.csv')` inside the call counts (depth 2); a nested call's other strings are not files.
      if (value !== undefined && FILE_LITERAL.test(value)) files.push(value);
      i = close;
    } else if ((depth === 1 || depth === opened) && /[A-Za-z_]/.test(ch) && !/[\w$.]/.test(masked[i - 1] ?? '')) {
      const name = /^[A-Za-z_]\w{0,40}/.exec(masked.slice(i, i + 42))![0];
      const after = masked.slice(i + name.length, i + name.length + 4);
      // A keyword argument's name (`path=`) is not a value; a call (`f(x)`) or attribute (`p.name`) is not the name.
      if (bound.has(name) && !/^\s*(?:=(?!=)|[.(])/.test(after)) files.push(bound.get(name)!);
      // With `names`, a name bound to no literal stands for itself (`read.csv(p)` … `write.csv(x, p)`): NAMED before it.
      else if (names && !bound.has(name) && !CONSTANT.test(name) && !/^\s*(?:=(?!=)|[.(])/.test(after)) files.push(`${NAMED}${name}`);
      i += name.length - 1;
    }
  }
  return files;
}

/** What marks a name passed as a file (not a literal) in dataTargets' lists. */
export const NAMED = '\u0000';
/** Literals and a language's constants, never a file's name. */
const CONSTANT =
  /^(?:TRUE|FALSE|T|F|NULL|NA|Inf|NaN|None|True|False|true|false|null|nil|undefined|nothing|missing|index|header|sep|self|this)$/;

/** The literal whose opening quote is at `at` in `text` (no escapes or interpolation read), or undefined. */
function literalAt(text: string, at: number): string | undefined {
  const quote = text[at];
  if (quote !== '"' && quote !== "'") return undefined;
  const close = text.indexOf(quote, at + 1);
  if (close < 0 || close - at > MAX_LITERAL) return undefined;
  const value = text.slice(at + 1, close);
  // An f-string or a template (`f'{d}/x.csv'`, `"$dir/x.csv"`) names no one file.
  if (/[{}$\\\n]/.test(value) || /[fF]$/.test(text[at - 1] ?? '')) return undefined;
  return value === '' ? undefined : value;
}

/** The pseudo-command a data file written whole by code is judged as: `(replaced) p` (engine/masterCopies.ts reads it). */
export const REPLACE_CALL = '(replaced)';
/** A write that appends (`to_csv(p, mode='a')`, `open(p, 'a')`): the file keeps what it held. */
const APPENDING = /^[^()\n]{0,300}?\bmode\s{0,8}=\s{0,8}["']a/;

/**
 * The data files `code` writes whole, by a data library's writer (`df.to_csv(p)`, `write_csv(df, p)`) or Python's
 * `open(p, 'w')`, read or not: each empties what was there first. Only a kept copy by its name is judged on them
 * (`pd.DataFrame().to_csv('data/donors_master.csv')`, held-out round 155).
 */
export function replacedData(code: string, family: Family): string[] {
  const text = code.length > MAX_CODE ? code.slice(0, MAX_CODE) : code;
  const opened = /\bopen\s{0,8}\(/.test(text) && /["']w/.test(text);
  if (!opened && !/to_|write|save|sink_|fwrite/.test(text)) return [];
  const masked = maskCode(text, family);
  const bound = bindings(text, masked);
  const modeOf = (each: { at: number }) => OPEN_MODE.exec(text.slice(text.indexOf('(', each.at) + 1, each.at + 400))?.[1] ?? 'r';
  const writes = [
    ...(opened ? callFiles(OPENS, text, masked, bound).filter((each) => /^w[bt+]{0,2}$/.test(modeOf(each))) : []),
    ...callFiles(WRITERS, text, masked, bound).filter((each) => !APPENDING.test(text.slice(text.indexOf('(', each.at) + 1, each.at + 400))),
  ];
  return [...new Set(writes.map((each) => each.file))].slice(0, MAX_FOUND);
}

/**
 * Writers outside the data libraries above whose file is a literal argument: R's `writeLines(x, p)`, `cat(…, file = p)`
 * and `sink(p)`; Node's `fs.writeFile(Sync)(p, …)`; Go's `os.WriteFile(p, …)` and `os.Create(p)`; Ruby's `File.write(p, …)`
 * and `CSV.open(p, 'w')`; NumPy's `np.save(p, a)` and `np.savetxt(p, a)`; Julia's `CSV.write` is among WRITERS. Each replaces
 * what the file held (engine/rawWrites.ts reads them, held-out round 160).
 */
const OTHER_WRITERS =
  /(?<![\w$])(?:writeLines|write_lines|write_file|writeFile(?:Sync)?|outputFile(?:Sync)?|os\.WriteFile|ioutil\.WriteFile|os\.Create|File\.write|IO\.write|CSV\.open|np\.save(?:txt|z)?|numpy\.save(?:txt|z)?|cat|sink|saveWorkbook|write_xlsx|write\.xlsx2|st_write|DataFrames\.write|Arrow\.write|writedlm|save_object)\s*\(/g;
/** `cat(…, file = p)`: R's cat writes a file only with a `file =` argument; `append = TRUE` keeps what was there. */
const R_CAT = /^cat\s{0,8}\(/;
/** `Path('data/raw/x.csv').write_text(…)` and `.write_bytes(…)`: the file is the literal before the call. */
const PATH_WRITE =
  /(?<![\w$.])(?:pathlib\.)?Path\(\s{0,8}[rR]?(["'])([^"'\n]{1,400})\1\s{0,8}\)\s{0,8}\.(?:write_text|write_bytes)\s{0,8}\(/g;

/**
 * Every file `code` writes whole (data libraries, `open(p, 'w')`, and the writers above), and every data file it reads
 * (data libraries and `open(p)` to read): what engine/rawWrites.ts compares across an edit's two sides.
 */
export function dataTargets(code: string, family: Family): { writes: string[]; reads: string[] } {
  const text = code.length > MAX_CODE ? code.slice(0, MAX_CODE) : code;
  const masked = maskCode(text, family);
  const bound = bindings(text, masked);
  const modeOf = (each: { at: number }) => OPEN_MODE.exec(text.slice(text.indexOf('(', each.at) + 1, each.at + 400))?.[1] ?? 'r';
  const opens = /\bopen\s{0,8}\(/.test(text) ? callFiles(OPENS, text, masked, bound) : [];
  const appends = (each: { at: number }) =>
    APPENDING.test(text.slice(text.indexOf('(', each.at) + 1, each.at + 400)) ||
    /^[^()\n]{0,300}?\bappend\s{0,8}=\s{0,8}(?:TRUE|T|true)\b/.test(text.slice(text.indexOf('(', each.at) + 1, each.at + 400)) ||
    /^[^()\n]{0,300}?(?:flag\s{0,8}:\s{0,8}["']a|["']a["'])/.test(text.slice(text.indexOf('(', each.at) + 1, each.at + 400));
  const others = callFiles(OTHER_WRITERS, text, masked, bound, true).filter(
    (each) =>
      !R_CAT.test(masked.slice(each.at, each.at + 16)) ||
      /^[^()\n]{0,300}?\bfile\s{0,8}=/.test(text.slice(text.indexOf('(', each.at) + 1, each.at + 400)),
  );
  const paths: string[] = [];
  PATH_WRITE.lastIndex = 0;
  let seen = 0;
  for (let match = PATH_WRITE.exec(masked); match && seen++ < MAX_SINKS; match = PATH_WRITE.exec(masked)) {
    const value = literalAt(text, match.index + match[0].indexOf(match[1]!));
    if (value !== undefined && FILE_LITERAL.test(value)) paths.push(value);
  }
  const writes = [
    ...opens.filter((each) => /^w[bt+]{0,2}$/.test(modeOf(each))),
    ...callFiles(WRITERS, text, masked, bound, true),
    ...others,
  ].filter((each) => !appends(each));
  const reads = [...opens.filter((each) => /^r[bt]?$/.test(modeOf(each))), ...callFiles(READERS, text, masked, bound, true)];
  const unique = (list: Array<{ file: string }>) => [...new Set(list.map((each) => each.file))].slice(0, MAX_SINKS);
  return { writes: unique(writes).concat(paths.filter((path) => !writes.some((each) => each.file === path))), reads: unique(reads) };
}
