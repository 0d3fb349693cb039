import { closingBracket } from '../lib/topLevel.js';
import { isTestFile } from './testPaths.js';
// A test that loads back what it wrote itself (`save(x)` into `tmp_path`, then `pickle.load` of that file; `data =
// pickle.dumps(x)`, then `pickle.loads(data)`) deserialises its own bytes: no one else can have put code in them.
// A test that loads a fixture of the repository, a path it is handed or a download still loads someone's bytes.

/** A test's own temporary folder or file: pytest's fixtures, tempfile's. */
const TEMP = /\b(?:tmp_path|tmpdir|tmp_path_factory|tmpdir_factory|tempfile|TemporaryDirectory|NamedTemporaryFile|mkdtemp|mkstemp)\b/;
/** Bytes made by a serialiser's dump in the code itself. */
const DUMPED = /\b(?:c?[Pp]ickle|_pickle|dill|cloudpickle|marshal|yaml|jsonpickle)\s*\.\s*(?:dumps|encode|dump|safe_dump)\s*\(/;
/** Bytes that came from elsewhere: fetched, copied or handed in, even into the temp folder. */
const FOREIGN =
  /\b(?:requests|urlopen|urlretrieve|urllib|httpx|aiohttp|boto3|download\w{0,20}|copyfile|copy2?|copytree|argv|environ|getenv)\b/;
/**
 * A write into the temp folder: the code's own save or dump (`save(snapshot)`, `joblib.dump`, `torch.save`,
 * `write_bytes`), or the code under test's (`save_costs(costs)` after the test points its path at `tmp_path`).
 */
const WRITES = /(?<![\w.])(?:[\w.]{1,60}\.)?(?:(?:dump|save|write|store|persist|export)(?:_\w{1,40})?|savez\w{0,12}|to_pickle)\s*\(/;

const MAX_HOPS = 2;
const MAX_NAMES = 4;

/** The expression a name is bound to before `at`: its last `name = …` or `with … as name:` line. */
function binding(source: string, name: string, at: number): string | undefined {
  const before = source.slice(Math.max(0, at - 4000), at);
  const pattern = new RegExp(
    `(?:^|\\n)[ \\t]{0,40}(?:with[ \\t]+([^\\n]{1,300}?)[ \\t]+as[ \\t]+${name}\\b|${name}[ \\t]*=(?!=)([^\\n]{1,300}))`,
    'g',
  );
  let found: string | undefined;
  for (let match = pattern.exec(before); match; match = pattern.exec(before)) found = match[1] ?? match[2];
  return found;
}

/** Whether `expr` (at `at`) holds the test's temp folder or bytes it dumped, itself or through names bound before it. */
function ownData(source: string, expr: string, at: number, hops: number): 'temp' | 'dumped' | undefined {
  if (DUMPED.test(expr)) return 'dumped';
  if (TEMP.test(expr)) return 'temp';
  if (hops >= MAX_HOPS) return undefined;
  const names = [...expr.matchAll(/(?<![\w.])[A-Za-z_]\w{0,40}/g)].map((match) => match[0]).slice(0, MAX_NAMES);
  for (const name of names) {
    const bound = binding(source, name, at);
    const own = bound === undefined ? undefined : ownData(source, bound, at, hops + 1);
    if (own) return own;
  }
  return undefined;
}

/**
 * Whether a load whose arguments are `args` (at `at` in the file at `path`) reads back what the test made: in a
 * test file that fetches or copies in nothing, the argument is bytes it dumped, or its temp folder, which it writes.
 */
export function testRoundTrip(source: string, args: string, at: number, path: string | undefined): boolean {
  if (path === undefined || !isTestFile(path, { backslash: true }) || FOREIGN.test(source)) return false;
  const own = ownData(source, args, at, 0);
  return own === 'dumped' || (own === 'temp' && WRITES.test(source));
}

/** A serialiser's dump to bytes or a string, opening a load's whole argument: Ruby's Marshal, Python's pickles. */
const DUMP_CALL = /^\s*(?:::)?(?:Marshal\s*\.\s*dump|(?:c?[Pp]ickle|_pickle|dill|cloudpickle)\s*\.\s*dumps)\s*\(/;

/**
 * Whether a load's arguments are nothing but a dump of an in-memory value (`Marshal.load(Marshal.dump(attrs))`,
 * `pickle.loads(pickle.dumps(obj, -1))`): the deep-copy idiom reads only the bytes it has just made. Anything mixed in
 * (`Marshal.dump(x)[0..n] + params[:tail]`, a second argument) leaves the load to its rule.
 */
export function deepCopyArgument(args: string): boolean {
  const dump = DUMP_CALL.exec(args);
  if (!dump) return false;
  const close = closingBracket(args, dump[0].length);
  return close >= 0 && args.slice(close + 1).trim() === '';
}
