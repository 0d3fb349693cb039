import { basename, join } from 'node:path';
import type { Call } from './normalise.js';

// Copies over a file, read across one line: `cat` redirected over a file as a copy, and a file the line first put aside.

// Bounds on what one line is read for: its calls, and the paths taken from each.
const MAX_CALLS_READ = 64;
const MAX_PATHS = 16;

/**
 * `cat data/prices_draft.csv > data/prices.csv`: one file (or one glob) written with `>` over another is the same overwrite as
 * `cp data/prices_draft.csv data/prices.csv`; the line gains that copy right after the `cat`, judged by the copy rules
 * (held-out round 115). A heredoc (`cat > f <<EOF`, an edit), stdin (`cat - > f`), several inputs (`cat a b > bundle.js`, a
 * build), an append (`>>`) or an option that changes the text (`cat -n`) are no copy.
 */
export function withCatCopies(calls: Call[]): Call[] {
  return calls.some((call) => call.name === 'cat') ? withStandIns(calls, catCopy) : calls;
}

/** The copy a `cat` of one file redirected over another stands for, if it is one. */
function catCopy(call: Call): Call[] {
  if (call.name !== 'cat' || call.truncates.length !== 1 || (call.here?.length ?? 0) > 0) return [];
  const args = call.words.slice(1);
  const target = call.truncates[0]!;
  if (args.length !== 1 || args[0]!.startsWith('-') || args[0] === '/dev/null' || target === '/dev/null') return [];
  // `cat new/*.json > data/catalogue.json`: the files a glob picks, joined, are one source; a copy's judgement names one file.
  const source = args[0]!.replace(GLOB_RUN, 'each');
  return [{ ...call, words: ['cp', source, target], name: 'cp', truncates: [], redirects: [], appends: [] }];
}

/**
 * The line's calls, each followed by the calls `standsFor` says it stands for (a copy, an emptying), marked so the judge
 * hears a stand-in only where the call itself said nothing. The first MAX_CALLS_READ calls are read.
 */
export function withStandIns(calls: readonly Call[], standsFor: (call: Call) => Call[]): Call[] {
  const out: Call[] = [];
  calls.forEach((call, at) => {
    out.push(call);
    if (at >= MAX_CALLS_READ) return;
    for (const standIn of standsFor(call)) {
      STAND_INS.add(standIn);
      out.push(standIn);
    }
  });
  return out;
}

// A glob's wildcard runs and bracket classes (linear: each alternative consumes distinct characters, the class is bounded).
const GLOB_RUN = /\[[^\]/]{0,32}\]|[*?]+/g;

const STAND_INS = new WeakSet<Call>();

/**
 * Whether `call` stands for one of the line's own (withStandIns: the copy a `cat … > f` is, the emptying a copy of an empty
 * file or a write of /dev/null is): judged only where the call itself said nothing.
 */
export function isStandIn(call: Call): boolean {
  return STAND_INS.has(call);
}

const MOVERS = new Set(['mv', 'cp']);
const REMOVERS = new Set(['rm', 'unlink']);

/**
 * `mv data/prices.csv data/prices.$(date +%F).bak && cp draft.csv data/prices.csv`: for each call, the files an earlier call of
 * the line moved or copied somewhere kept (`T.bak`, `backups/`) and did not then delete: a copy over one of them keeps what it
 * overwrites (held-out round 115). A file put in temp space (`mv T /tmp/x`) is not kept: temp space is cleared on its own.
 * `resolve` makes a word an absolute path (undefined where it cannot); `scratch` says whether a path is temp space.
 */
export function keptAside(
  calls: readonly Call[],
  resolve: (word: string, dir: string | undefined) => string | undefined,
  scratch: (path: string) => boolean,
): ReadonlySet<string>[] {
  // Each kept file, by its absolute path, with where its copy went (the backup's path, and its folder when copied into one).
  const kept = new Map<string, string[]>();
  const before: ReadonlySet<string>[] = [];
  for (const [at, call] of calls.entries()) {
    before.push(new Set(kept.keys()));
    if (at >= MAX_CALLS_READ) continue;
    const operands = call.words.slice(1).filter((word) => !word.startsWith('-'));
    if (MOVERS.has(call.name) && operands.length >= 2 && operands.length <= MAX_PATHS) {
      const destinationWord = operands[operands.length - 1]!;
      const destination = resolve(destinationWord, call.dir);
      if (destination !== undefined && scratch(destination)) continue;
      for (const word of operands.slice(0, -1)) {
        const source = resolve(word, call.dir);
        if (source === undefined || source === destination) continue;
        const copies = [destinationWord, ...(destination === undefined ? [] : [destination, join(destination, basename(source))])];
        kept.set(source, copies);
      }
    } else if (REMOVERS.has(call.name) && kept.size > 0) {
      // `mv T T.bak; rm T.bak; cp N T`: the backup deleted, nothing of T is left.
      const gone = new Set(operands.flatMap((word) => [word, resolve(word, call.dir) ?? word]));
      for (const [source, copies] of kept) if (copies.some((copy) => gone.has(copy))) kept.delete(source);
    }
  }
  return before;
}
