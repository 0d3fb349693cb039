import type { ToolEdit } from '../lib/toolWrite.js';
import { KEPT_RECORDS, SCRATCH_FOLDER } from './softDeletes.js';

// An edit that takes the filter off a delete in a loop over a kept folder:
//   for f in EXPORT_DIR.iterdir():            for f in EXPORT_DIR.iterdir():
//       if f.stem.startswith("tmp_"):   →         f.unlink()
//           f.unlink()
// The loop took only the files its filter picked (temp files, old ones, those marked done); it now deletes every file
// of the folder each run. The loop's head is kept by the edit, so the change is the filter alone. Adding a filter, a
// loop over a scratch folder (tmp, cache, build, __pycache__), and an edit that keeps a filter stay silent
// (held-out round 77).

/** A file delete of a library or the shell: pathlib's `unlink()`, `os.remove`, `fs.unlinkSync`, Java's `f.delete()`, `rm`. */
const DELETE_CALL =
  /\b(?:os\.(?:remove|unlink|Remove|RemoveAll)|shutil\.rmtree|(?:fs|fsp|fs\.promises)\.(?:unlink|rm|rmdir)(?:Sync)?|File\.(?:delete|unlink)|Files\.delete(?:IfExists)?|FileUtils\.(?:rm|rm_f|rm_r|rm_rf|remove)|Remove-Item)\b|\.(?:unlink|delete)\s{0,4}\(\s{0,4}\)|(?:^|[;&|(]|\bthen\b|\bdo\b)[ \t]*(?:sudo[ \t]+)?rm[ \t]/m;
/** A test that picks some items: `if`/`unless`/`elif`/`when`, a shell `[[ … ]]`, a guard joined by `&&`, a `.filter(`. */
const CONDITION = /(?:^|[\s;{(])(?:if|unless|elif|when)\b|\[\[|&&|\.(?:filter|select|reject)\s{0,4}[({]/m;
/** A loop's head on one line: `for … in/of …`, or a `.forEach(`/`.each` over a collection. */
const LOOP_LINE = /^[ \t]*(?:for\b|[^\n]{1,200}?\.(?:forEach|each|each_child|each_entry)\b)[^\n]{0,300}$/gm;
/** A kept folder's name, beyond the records words of `KEPT_RECORDS`: backups, photos, media, scans. */
const KEPT_MEDIA = /backup|photo|media|scan|image|picture/i;
const SCRATCH = /__pycache__|\blogs?\b|LOG_DIR/i;

/** Edits longer than this are whole files: only this much of each side is read. */
const MAX_SIDE = 256 * 1024;
const MAX_LOOPS = 200;

/** The loop's head on a line: the text before its first test or delete (`for f in EXPORT_DIR.iterdir():`). */
function loopHead(line: string): string {
  const cut = [CONDITION.exec(line)?.index, DELETE_CALL.exec(line)?.index].filter((at): at is number => at !== undefined && at > 0);
  return (cut.length === 0 ? line : line.slice(0, Math.min(...cut))).trim();
}

/** Whether the first delete of a loop's body sits behind a test: one above it, or after it on its line (Ruby's `File.delete(f) if …`). */
function guarded(body: string): boolean {
  const test = CONDITION.exec(body);
  const remove = DELETE_CALL.exec(body);
  if (!test || !remove) return false;
  const lineEnd = body.indexOf('\n', remove.index);
  return test.index < (lineEnd < 0 ? body.length : lineEnd);
}

/** The loops (by their head) whose delete of every item of a kept folder the edits take the filter off; empty when none. */
export function filterDropped(edits: readonly ToolEdit[]): string[] {
  const found: string[] = [];
  for (const edit of edits) {
    const [old, now] = [edit.old.slice(0, MAX_SIDE), edit.new.slice(0, MAX_SIDE)];
    if (!DELETE_CALL.test(now) || !DELETE_CALL.test(old) || !CONDITION.test(old)) continue;
    let seen = 0;
    for (const match of now.matchAll(LOOP_LINE)) {
      if (seen++ >= MAX_LOOPS) break;
      const head = loopHead(match[0]);
      if (head.length < 4 || found.includes(head)) continue;
      if (!(KEPT_RECORDS.test(head) || KEPT_MEDIA.test(head)) || SCRATCH_FOLDER.test(head) || SCRATCH.test(head)) continue;
      const at = old.indexOf(head);
      if (at < 0) continue;
      const [before, after] = [old.slice(at + head.length), now.slice(match.index + match[0].indexOf(head) + head.length)];
      if (guarded(before) && !CONDITION.test(after) && DELETE_CALL.test(after)) found.push(head);
    }
  }
  return found;
}
