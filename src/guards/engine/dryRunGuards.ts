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

/**
 * The rehearsal flag a guard tests for on: `dry_run`, `dryRun`, `args.dry_run`, `options[:dry_run]`, `opts.DryRun`,
 * `$DRY_RUN`, `NOOP`, `simulate`, `--what-if`, `preview`, `pretend` (held-out rounds 108, 145).
 */
const FLAG = /dry[_-]?run|(?<![a-z])no[_-]?op(?![a-z])|simulat|what[_-]?if|preview|pretend|check[_-]?only/i;
/**
 * A confirmation a guard tests for off (`if (!argv.yes) return`, `unless options[:force]`, `if not args.confirm:`,
 * `[ -z "$CONFIRM" ] && exit 0`): the same rehearsal the other way round. Case is spelled out so that `forceUpdate`'s
 * `force` still counts and `yesterday` does not.
 */
const CONFIRM =
  /(?:(?<![A-Za-z])(?:[cC]onfirm|CONFIRM)|(?<=[a-z])Confirm)\w{0,12}|(?:(?<![A-Za-z])(?:[yY]es|YES|[fF]orce|FORCE|[aA]pply|APPLY|[eE]xecute|EXECUTE|[rR]eally|REALLY)|(?<=[a-z])(?:Yes|Force|Apply|Execute|Really))(?![a-z(])/;
/**
 * A confirmation also counts as a camel word: `opts.isConfirmed`, `userConfirmed`, `shouldForce`. The whole words: the
 * rehearsal flags and confirmations a line names, each as one spelling (`dry_run`, `dryRun`, `DRY-RUN`: `dryrun`;
 * `isConfirmed`, `confirm_delete`: `confirm`), so that a guard kept is one on the same flag, not any line that says `yes`.
 */
const FLAG_NAMES = new RegExp(FLAG.source, 'gi');
const CONFIRM_NAMES = new RegExp(CONFIRM.source, 'g');
function flagNames(line: string): string[] {
  const names = [...line.matchAll(FLAG_NAMES)].map((m) => m[0].toLowerCase().replace(/[_-]/g, ''));
  for (const m of line.matchAll(CONFIRM_NAMES)) names.push(/^confirm/i.test(m[0]) ? 'confirm' : m[0].toLowerCase());
  return names;
}
/** A line that tests a condition: `if`, `elif`, `elsif`, `unless`, `} else if`, Ruby's `return if …`, `&&`, `||`, `?:`. */
const CONDITIONAL = /(?:^|[^\w.])(?:if|elif|elsif|unless|when|while)\b|&&|\|\||\?[^?\n]{1,200}:/;
/** A line that opens a conditional block: its indentation and its condition. */
const OPENS = /^([ \t]*)(?:\}[ \t]*else[ \t]+)?(?:if|elif|elsif|unless)\b([^\n]*)$/;
/** A value that reads as off: `0`, `false`, `False`, `no`, `nil`, `None`, `null`, `undefined`, `off`, an empty string. */
const FALSY = String.raw`(?:["']?(?:0|[fF]alse|FALSE|[nN]o|NO|nil|[nN]one|null|undefined|[oO]ff|OFF)\b|""|'')`;
/**
 * A flag (`flag`'s source) tested for off: `not dry_run`, `!dryRun`, `unless dry_run`, `-z "$DRY_RUN"`, `"$DRY_RUN" = 0`,
 * `!= 1`, `=== false`. A test against an off value with `!=` is a test for on: `argv.dryRun !== false` (held-out round 145).
 */
const negated = (flag: string, flags: string): RegExp =>
  new RegExp(
    String.raw`(?:!|\bnot[ \t]|\bunless\b|-z[ \t])[ \t(*]{0,4}["']?\$?\{?[\w.:[\]'"]{0,64}?(?:${flag})|(?:${flag})\w{0,16}["'}\]]{0,3}[ \t]{0,4}(?:!==?(?![ \t]{0,4}(?:=|${FALSY}))|-ne\b(?![ \t]{0,4}["']?0\b)|={1,3}[ \t]{0,4}${FALSY}|-eq[ \t]{0,4}["']?0\b)`,
    flags,
  );
const NEGATED = negated(FLAG.source, 'i');
const UNCONFIRMED = negated(CONFIRM.source, '');
/** Any rehearsal flag or confirmation. */
const anyFlag = (line: string): boolean => FLAG.test(line) || CONFIRM.test(line);
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

/**
 * A guard: the line that tests its condition, the lines it runs, and how it keeps the delete from a rehearsal: `exit`,
 * its block leaves early (`if dry_run: return`); `else`, the delete is in its other branch (`if (dryRun) {…} else {
 * await X.deleteMany() }`, `dryRun ? log(x) : fs.rmSync(x)`); `wraps`, its block is the delete itself (`if not dry_run:
 * x.delete()`, `[ "$CONFIRM" = yes ] || exit 0`).
 */
interface Guard {
  line: string;
  block: string;
  kind: 'exit' | 'else' | 'wraps';
}

/** A line that opens the other branch of an `if`: `} else {`, `else:`, `else`, not `else if`. */
const ELSE = /^[ \t]*(?:\}[ \t]*)?else\b(?![ \t]*if\b)([^\n]*)$/;
/** A ternary on one line: its condition, its first value and its second (`?.` and `??` are not one). */
const TERNARY = /^([^?\n]{1,300})\?(?![.?])([^:\n]{1,300}):([^\n]{1,300})$/;

/** The lines indented past `depth` after line `at`, up to MAX_BLOCK, and the index of the line that ends them (-1: none). */
function indented(lines: readonly string[], at: number, depth: number): { block: string[]; end: number } {
  const block: string[] = [];
  for (let next = at + 1; next < Math.min(lines.length, at + 1 + MAX_BLOCK); next++) {
    const text = lines[next]!;
    if (text.trim() === '') continue;
    if (indent(text) <= depth) return { block, end: next };
    block.push(text);
  }
  return { block, end: -1 };
}

/** The conditions of `text` that keep a delete from running: conditional early exits, if/else and ternary branches, wrapped deletes. */
function guards(text: string): Guard[] {
  const lines = text.split('\n', MAX_LINES);
  const found: Guard[] = [];
  for (const [at, line] of lines.entries()) {
    const opens = OPENS.exec(line);
    if (opens) {
      // The block: the rest of its own line, then the lines indented past it (a dedent, `}`, `fi`, `end` or `else` ends it).
      const depth = indent(line);
      const { block, end } = indented(lines, at, depth);
      const own = opens[2]!.split(/\belse\b/);
      const body = [own[0]!, ...block].join('\n');
      if (EXIT.test(body)) {
        found.push({ line, block: body, kind: 'exit' });
        continue;
      }
      // The other branch: on the same line (`{ … } else { … }`) or opened by the line that ended the block.
      const other = own.length > 1 ? own.slice(1).join('else') : undefined;
      const elseOpens = other === undefined && end >= 0 ? ELSE.exec(lines[end]!) : null;
      const otherBody = other ?? (elseOpens ? [elseOpens[1]!, ...indented(lines, end, depth).block].join('\n') : undefined);
      if (otherBody !== undefined && DELETE_CALL.test(otherBody) && !DELETE_CALL.test(body))
        found.push({ line, block: otherBody, kind: 'else' });
      else if (DELETE_CALL.test(body)) found.push({ line, block: body, kind: 'wraps' });
    } else if (POSTFIX.test(line) && EXIT.test(line)) found.push({ line, block: line, kind: 'exit' });
    else if (/\|\|/.test(line) && EXIT.test(line)) found.push({ line, block: line, kind: 'wraps' });
    else {
      const ternary = TERNARY.exec(line);
      if (ternary && DELETE_CALL.test(ternary[3]!) && !DELETE_CALL.test(ternary[2]!))
        found.push({ line: ternary[1]!, block: ternary[3]!, kind: 'else' });
    }
  }
  return found;
}

/**
 * Whether a guard stops a rehearsal: an exit or other branch behind a rehearsal flag tested for on, or a confirmation
 * tested for off; a wrapped delete behind the flag tested for off, or the confirmation for on.
 */
function dryRunGuard(guard: Guard): boolean {
  const rehearsed = FLAG.test(guard.line) && !NEGATED.test(guard.line);
  const unconfirmed = CONFIRM.test(guard.line) && UNCONFIRMED.test(guard.line);
  if (guard.kind !== 'wraps') return rehearsed || unconfirmed;
  return (FLAG.test(guard.line) && NEGATED.test(guard.line)) || (CONFIRM.test(guard.line) && !UNCONFIRMED.test(guard.line));
}

/**
 * How many of the guards `removed` tested `text` keeps: conditions on the same flag or confirmation (either way, under
 * any receiver: `args.dry_run` for `dry_run`), that flag passed on to a call, a whole guard on any rehearsal flag or
 * confirmation (the flag renamed), and exits after a rehearsal's `would …`. A line that only names another flag
 * (`if args.verbose or args.yes: print(rows)`, `log("apply", rows) if rows else None`) keeps nothing.
 */
function kept(text: string, removed: readonly Guard[]): number {
  const names = new Set(removed.flatMap((guard) => flagNames(guard.line)));
  const same = (line: string): boolean => flagNames(line).some((name) => names.has(name));
  const tests = text
    .split('\n', MAX_LINES)
    .filter(
      (line) => same(line) && !/^\s*(?:#|\/\/)/.test(line) && (CONDITIONAL.test(line) || (PASSED.test(line) && !DEFINES.test(line))),
    ).length;
  const renamed = guards(text).filter(
    (guard) => (dryRunGuard(guard) && !same(guard.line)) || (guard.kind === 'exit' && !anyFlag(guard.line) && WOULD.test(guard.block)),
  ).length;
  return tests + renamed;
}

/** The dry-run guards (`if dry_run:`) the edits of a deleting file at `path` take out; empty when none. */
export function dryRunGuardRemoved(path: string, edits: readonly ToolEdit[]): string[] {
  const name = path.split('/').at(-1) ?? '';
  if (SCRATCH_JOB.test(name) || DOC.test(name) || isTestOrFixture(path)) return [];
  const found: string[] = [];
  for (const edit of edits) {
    const [old, now] = [edit.old.slice(0, MAX_SIDE), edit.new.slice(0, MAX_SIDE)];
    if (!FLAG.test(old) && !CONFIRM.test(old)) continue;
    const removed = guards(old).filter(dryRunGuard);
    if (removed.length === 0 || removed.length <= kept(now, removed)) continue;
    if (!WOULD_DELETE.test(old) && !WOULD_DELETE.test(now) && !DELETE_CALL.test(now)) continue;
    const what = removed[0]!.line.trim().slice(0, 120);
    if (!found.includes(what)) found.push(what);
  }
  return found;
}
