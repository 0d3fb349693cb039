import { basename, extname } from 'node:path';
import { withStandIns } from './copiedOver.js';
import type { Call } from './normalise.js';
import { periodToCome } from './replaced.js';
import { isSampleFolderName, isSampleName, isSeedOrTestFile } from './testPaths.js';

// Documents that hold nothing: a file named as the empty one copied over another, and a Write of a document whose every
// value is an empty list or map. Both empty what they land on, as `: > f` and `cp /dev/null f` do (held-out round 123).

/**
 * A file named as empty or blank: the word `empty` or `blank` whole in its name (`empty_pricebook.json`,
 * `pricebook-empty.json`, `x.empty.json`, `blank.csv`, `blank_roster.csv`). `EmptyState.tsx` or `blanket.csv` is none.
 */
const EMPTY_NAMED = /(?:^|[-_.])(?:empty|blank)(?:[-_.]|$)/i;

const COPIERS = new Set(['cp', 'install', 'mv']);
// Options of install that take a value (`install -m 644 a b`): the value is no operand.
const VALUED = new Set(['-m', '--mode', '-o', '--owner', '-g', '--group']);

/**
 * `cp fixtures/empty_pricebook.json config/pricebook.json`: a file named as the empty one copied over another empties it, as
 * `cp /dev/null config/pricebook.json` does; the line gains that copy of `/dev/null` right after, judged by the rules that
 * judge it (`cp-null-project-file`: build output, caches, temp space, `*.example` stay silent). A copy into a test, fixture,
 * seed or sample file is one stand-in replacing another; a source that is not named empty (`templates/pricebook.json`) is
 * content. Each copy added is a stand-in (withStandIns): the judge hears it only where the copy itself said nothing.
 */
export function withEmptyCopies(calls: Call[]): Call[] {
  return calls.some((call) => COPIERS.has(call.name)) ? withStandIns(calls, emptyCopy) : calls;
}

/** The copy of `/dev/null` a copy of a file named empty stands for, if it is one. */
function emptyCopy(call: Call): Call[] {
  if (!COPIERS.has(call.name)) return [];
  const operands = call.words.slice(1).filter((word, index, words) => !word.startsWith('-') && !VALUED.has(words[index - 1] ?? ''));
  if (operands.length !== 2) return [];
  const [source, target] = operands as [string, string];
  if (source === '/dev/null' || !EMPTY_NAMED.test(basename(source)) || EMPTY_NAMED.test(basename(target))) return [];
  if (!DOCUMENT_TYPE.test(target) || standIn(target) || startedOrSettings(target)) return [];
  // `cp templates/timetable_blank.csv data/timetable_2027.csv`: a period's file still to come is begun; one on disk there is
  // judged as a blank copied over it (engine/replaced.ts).
  const name = basename(target);
  if (periodToCome(name.slice(0, name.length - extname(name).length), new Date())) return [];
  return [{ ...call, words: call.words.map((word) => (word === source ? '/dev/null' : word)) }];
}

// The documents a copy of an empty one empties: data a program loads (a page of prose from a blank template is a page begun).
const DOCUMENT_TYPE = /\.(?:json|jsonc|json5|ya?ml|toml|csv|tsv)$/i;
// A target named as begun now or as a template (`new_site.json`, `x_draft.csv`, `templates/x.csv`), a schema, or settings:
// settings copied from their blank (`config/settings.json`, `allowlist.json`) are reset to their defaults, a first set-up,
// as earlier held-out rounds label them.
const STARTED =
  /(?:^|[-_.])(?:new|draft|templates?|schema|settings|config|configuration|options|preferences|prefs|defaults|allowlist|denylist)(?:[-_.]|$)/i;

/**
 * Whether `target` is named as a file begun now, a template or schema, or settings (see STARTED); or lies in a templates
 * folder, or in source (`src/data/players.json`: a module's data, which git keeps with the code).
 */
function startedOrSettings(target: string): boolean {
  const folders = target.split('/').slice(0, -1);
  return STARTED.test(basename(target)) || folders.some((part) => /^(?:templates?|src)$/i.test(part));
}

/** A test, fixture, seed or sample file (`test/fixtures/x.json`, `db/seeds/x.json`, `x.sample.json`): made to be replaced. */
function standIn(target: string): boolean {
  const folders = target.split('/').slice(0, -1);
  const name = basename(target);
  return isSeedOrTestFile(target) || folders.some(isSampleFolderName) || isSampleName(name.slice(0, name.length - extname(name).length));
}

const MAX_DOCUMENT = 4096;
const MAX_DEPTH = 3;

/**
 * Whether `written`, the whole of a Write to `path`, is an empty document: JSON whose every value is an empty list, map,
 * string or null (`{}`, `[]`, `{"items": {}}`, `{"a": [], "b": {}}`), or YAML whose every key holds nothing (`items: {}`,
 * `items: []`, `items:`). A document with one value in it (`{"version": 1}`) is content.
 */
export function isEmptyDocument(path: string, written: string): boolean {
  if (written.length > MAX_DOCUMENT || written.trim() === '') return false;
  if (/\.(?:json|jsonc|json5|geojson|topojson)$/i.test(path) || /^\s{0,16}[[{]/.test(written)) {
    try {
      return holdsNothing(JSON.parse(written), 0);
    } catch {
      // Not JSON: read below as YAML where the file is YAML.
    }
  }
  if (!/\.ya?ml$/i.test(path)) return false;
  const lines = written.split('\n').filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
  return lines.length > 0 && lines.length <= 32 && lines.every((line) => line.trim() === '---' || YAML_EMPTY_KEY.test(line));
}

// A YAML line whose key holds nothing: `items: {}`, `items: []`, `items: ~`, `items: null`, or a bare `items:` (linear: each
// piece consumes distinct characters).
const YAML_EMPTY_KEY = /^\s{0,16}[\w"'.-]{1,64}:[ \t]{0,8}(?:\{[ \t]{0,8}\}|\[[ \t]{0,8}\]|~|null|""|'')?[ \t]{0,8}$/;

/**
 * Whether a parsed JSON value holds nothing: an empty list, map or string, null, or a map whose every value is such. A
 * GeoJSON collection whose members are an empty list holds nothing too, whatever its type, name, crs or bbox say
 * (`{"type": "FeatureCollection", "features": []}` over a register of features is `[]` over a list of records; held-out
 * round 152). https://www.rfc-editor.org/rfc/rfc7946#section-3.3
 */
function holdsNothing(value: unknown, depth: number): boolean {
  if (value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return false;
  if (emptyGeoCollection(value as Record<string, unknown>)) return true;
  return Object.values(value).every((inner) => holdsNothing(inner, depth + 1));
}

/** GeoJSON's collections and the list that holds their members (RFC 7946 3.1.8, 3.3). */
const GEO_MEMBERS: Readonly<Record<string, string>> = { FeatureCollection: 'features', GeometryCollection: 'geometries' };

/** A GeoJSON FeatureCollection (or GeometryCollection) whose members' list is empty. */
function emptyGeoCollection(value: Record<string, unknown>): boolean {
  const members = typeof value.type === 'string' && Object.hasOwn(GEO_MEMBERS, value.type) ? GEO_MEMBERS[value.type] : undefined;
  if (members === undefined) return false;
  const list = value[members];
  return Array.isArray(list) && list.length === 0;
}

// Commands whose heredoc is the whole of the file they write: `cat > f <<'EOF'`, `tee f <<EOF` (not `tee -a`: an append).
const HERE_WRITERS = new Set(['cat', 'tee']);

/**
 * `cat > data/price_overrides.json <<'EOF'` with `{"overrides": []}` as its body: a heredoc that is the whole of the file it
 * writes is that file's Write, and a body that is an empty document (isEmptyDocument) empties the file as that Write does.
 * `emptied` judges it as the Write is judged (a records folder's store, not a new file, fixture or cache); where it does, the
 * line gains `: > f` right after, judged by the rules that judge it (held-out round 126). A body with content is an edit.
 */
export function withEmptyHeredocs(calls: Call[], emptied: (target: string, body: string, dir: string | undefined) => boolean): Call[] {
  if (!calls.some((call) => HERE_WRITERS.has(call.name) && call.here?.length === 1)) return calls;
  return withStandIns(calls, (call) => {
    if (!HERE_WRITERS.has(call.name) || call.here?.length !== 1) return [];
    const operands = call.words.slice(1);
    const targets =
      call.name === 'cat' ? (operands.length === 0 ? call.truncates : []) : operands.every((word) => !word.startsWith('-')) ? operands : [];
    if (targets.length !== 1) return [];
    const [target, body] = [targets[0]!, call.here[0]!];
    if (!isEmptyDocument(target, body) || !emptied(target, body, call.dir)) return [];
    return [{ ...call, words: [':'], name: ':', here: undefined, truncates: [target], redirects: [target], appends: undefined }];
  });
}
