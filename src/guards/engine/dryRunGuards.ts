import type { ToolEdit } from '../lib/toolWrite.js';
import { SCRATCH_JOB } from '../lib/scratch.js';
import { isTestOrFixture } from './testPaths.js';

// An edit that takes out the early return that made a delete only a rehearsal: `if dry_run: log.info("would delete %d
// stale bouts", …); return` removed, so the function goes on to the delete below it (which the edit need not show).
// `if (dryRun) { console.log(…); return; }`, Ruby's `return if dry_run`, Go's `if opts.DryRun { …; return nil }` and a
// shell's `if [ "$DRY_RUN" = 1 ]; then echo "would delete $f"; exit 0; fi` are the same guard. It speaks only when the
// function deletes: its old or new text says what it would delete, or the new text calls a delete. A guard kept (moved,
// reworded, the flag renamed, the delete moved under `if not dry_run:`), a rehearsal of a send or an upload, a test, a
// doc, a scratch job and an edit that adds a guard stay silent (held-out round 108). `rehearsalOff` (softDeletes.ts)
// reads the other way a rehearsal is turned off: its flag's value flipped.

/** Edits longer than this are whole files: only this much of each side is read. */
const MAX_SIDE = 256 * 1024;
/** Lines read per side, and lines of a guard's block read after its condition. */
const MAX_LINES = 4000;
const MAX_BLOCK = 12;

/** The dry-run flag a guard tests: `dry_run`, `dryRun`, `args.dry_run`, `options[:dry_run]`, `opts.DryRun`, `$DRY_RUN`. */
const FLAG = /dry[_-]?run/i;
/** Any rehearsal flag, to find a guard the edit keeps under a new name. */
const ANY_FLAG = /dry[_-]?run|no_?op\b|simulat|what[_-]?if|preview|pretend|check[_-]?only/i;
/** A line that tests a condition: `if`, `elif`, `elsif`, `unless`, `} else if`, Ruby's `return if …`, `&&`, `||`, `?:`. */
const CONDITIONAL = /(?:^|[^\w.])(?:if|elif|elsif|unless|when|while)\b|&&|\|\||\?[^?\n]{1,200}:/;
/** A line that opens a conditional block: its indentation and its condition. */
const OPENS = /^([ \t]*)(?:\}[ \t]*else[ \t]+)?(?:if|elif|elsif|unless)\b([^\n]*)$/;
/** A flag tested for off: `not dry_run`, `!dryRun`, `unless dry_run`, `-z "$DRY_RUN"`, `"$DRY_RUN" = 0`, `!= 1`. */
const NEGATED =
  /(?:!|\bnot[ \t]|\bunless\b|-z[ \t])[ \t(]{0,4}["']?\$?\{?[\w.:[\]'"]{0,64}?dry[_-]?run|dry[_-]?run\w{0,16}["'}\]]{0,3}[ \t]{0,4}(?:!=|-ne\b|={1,3}[ \t]{0,4}["']?(?:0|false|no|nil)\b|-eq[ \t]{0,4}["']?0\b)/i;
/** An early exit: `return`, `continue`, Ruby's `next`, `exit 0`, `sys.exit(0)`, `process.exit(0)`, `os.Exit(0)`. */
const EXIT =
  /(?:^|[\s;{:)&|])(?:return|continue|next)\b|(?:^|[\s;{:)&|])exit(?:[ \t]+0\b|[ \t]*(?:;|$|\}))|\b(?:sys\.exit|process\.exit|os\.Exit)\([ \t]*0?[ \t]*\)|\braise[ \t]+SystemExit\b/m;
/** A postfix or and-or guard on one line: `return if dry_run`, `[ "$DRY_RUN" = 1 ] && exit 0`, `dryRun && process.exit(0)`. */
const POSTFIX = /(?:^|[\s;{])(?:return|next|continue)\b[^\n]{0,200}?\b(?:if|unless)\b|&&/;
/** What a rehearsal says it would delete: `would delete`, `would purge`, `would remove`, `would be removed`. */
const WOULD_DELETE = /\bwould[ \t]{1,4}(?:be[ \t]{1,4})?(?:remov|delet|unlink|purg|prun|eras|wip|destroy|drop)/i;
/** What a rehearsal of something else says (`would send`): kept under another flag name, it is still a guard. */
const WOULD = /\bwould[ \t]{1,4}(?:be[ \t]{1,4})?\w/i;
/** A delete call: of rows (`.delete()`, `delete_all`, `destroy`, `DELETE FROM`), of files (`os.remove`, `rmtree`, `rm`). */
const DELETE_CALL =
  /\.(?:delete|destroy|purge|unlink|rmtree|remove_?all)\w{0,16}[ \t]{0,4}\(|\.(?:delete_all|destroy_all)\b|\b(?:os\.(?:remove|unlink|rmdir)|shutil\.rmtree|fs(?:\.promises)?\.(?:rm|rmSync|unlink|unlinkSync|rmdir)|FileUtils\.rm\w{0,4}|File\.delete|rimraf)\b|\bDELETE[ \t]+FROM\b|(?:^|[;&|(]|\bthen|\bdo)[ \t]*(?:sudo[ \t]+)?rm[ \t]/im;
/** A flag passed on to what does the work (`purge(stale, dry_run=dry_run)`, `{ dryRun: opts.dryRun }`): the rehearsal is kept there. */
const PASSED = /[(,{][ \t]{0,4}(?:\w{1,64}[ \t]{0,4}[=:][ \t]{0,4})?[\w.$[\]'"]{0,64}?dry[_-]?run\w{0,16}["'\]]{0,2}[ \t]{0,4}[,)}]/i;
/** A line that defines a function: its parameters name the flag without passing it on. */
const DEFINES = /^\s*(?:export[ \t]+)?(?:async[ \t]+)?(?:def|function|func|fn|sub|public|private|protected|static)\b/;
/** Files that only describe code, and scratch jobs whose deletes lose nothing. */
const DOC = /\.(?:md|markdown|rst|txt|adoc)$/i;

const indent = (line: string): number => /^[ \t]*/.exec(line)![0].replace(/\t/g, '    ').length;

/** A guard: the line that tests its condition, and the lines it runs. */
interface Guard {
  line: string;
  block: string;
}

/** The conditional early exits of `text` (an `if` whose block or line exits, a postfix or and-or exit). */
function guards(text: string): Guard[] {
  const lines = text.split('\n', MAX_LINES);
  const found: Guard[] = [];
  for (const [at, line] of lines.entries()) {
    const opens = OPENS.exec(line);
    if (opens) {
      // The block: the rest of its own line, then the lines indented past it (a dedent, `}`, `fi`, `end` or `else` ends it).
      const block = [opens[2]!];
      const depth = indent(line);
      for (const next of lines.slice(at + 1, at + 1 + MAX_BLOCK)) {
        if (next.trim() === '') continue;
        if (indent(next) <= depth) break;
        block.push(next);
      }
      const body = block.join('\n');
      if (EXIT.test(body)) found.push({ line, block: body });
    } else if (POSTFIX.test(line) && EXIT.test(line)) found.push({ line, block: line });
  }
  return found;
}

/** Whether a guard stops a dry run: its condition tests the dry-run flag for on. */
const dryRunGuard = (guard: Guard): boolean => FLAG.test(guard.line) && !NEGATED.test(guard.line);

/**
 * How many guards `text` keeps: conditions on a rehearsal flag (either way), the flag passed on to a call, and exits after
 * a rehearsal's `would …`.
 */
function kept(text: string): number {
  const tests = text
    .split('\n', MAX_LINES)
    .filter(
      (line) =>
        ANY_FLAG.test(line) && !/^\s*(?:#|\/\/)/.test(line) && (CONDITIONAL.test(line) || (PASSED.test(line) && !DEFINES.test(line))),
    ).length;
  const renamed = guards(text).filter((guard) => !ANY_FLAG.test(guard.line) && WOULD.test(guard.block)).length;
  return tests + renamed;
}

/** The dry-run guards (`if dry_run:`) the edits of a deleting file at `path` take out; empty when none. */
export function dryRunGuardRemoved(path: string, edits: readonly ToolEdit[]): string[] {
  const name = path.split('/').at(-1) ?? '';
  if (SCRATCH_JOB.test(name) || DOC.test(name) || isTestOrFixture(path)) return [];
  const found: string[] = [];
  for (const edit of edits) {
    const [old, now] = [edit.old.slice(0, MAX_SIDE), edit.new.slice(0, MAX_SIDE)];
    if (!FLAG.test(old)) continue;
    const removed = guards(old).filter(dryRunGuard);
    if (removed.length === 0 || removed.length <= kept(now)) continue;
    if (!WOULD_DELETE.test(old) && !WOULD_DELETE.test(now) && !DELETE_CALL.test(now)) continue;
    const what = removed[0]!.line.trim().slice(0, 120);
    if (!found.includes(what)) found.push(what);
  }
  return found;
}
