// An edit whose only change to a delete is output about it (`find "$D" -name 'x_*.csv' -mtime +3650 -delete` → `… -print
// -delete | tee -a "$LOG_DIR/retention.log"`, `rm -rf "$T"` → `rm -rfv "$T"`, an `echo "pruning…"` line before or after)
// deletes the same files as before: it says nothing new to judge (held-out round 126). Both sides are read without that
// output and must then be the same text: a wider cutoff (`-mtime +3650` → `+30`), a dropped `-name`, a new start folder or
// `-print` turned into `-delete` leaves them different, and the new text is judged whole.

/** A quoted or bare shell word, bounded. */
const WORD = String.raw`(?:"[^"\n]{0,200}"|'[^'\n]{0,200}'|[^\s;|&<>'"]{1,200})`;
/** find's printing actions, whole words (`-printf` or `-fprint FILE` write elsewhere or need their format: not here). */
const FIND_PRINT = /(?<=[ \t])-(?:print|ls)(?=[ \t]|$)/gm;
/** Output appended to a log after a command: `| tee -a "$LOG"`, `| tee --append log`, `>> log`, `2>&1`. */
const TEE_APPEND = new RegExp(
  String.raw`[ \t]{0,8}\|[ \t]{0,8}tee[ \t]{1,8}(?:-a|--append)[ \t]{1,8}${WORD}(?=[ \t]{0,8}(?:$|;|&&|\|\|))`,
  'gm',
);
const APPEND_LOG = new RegExp(String.raw`(?:[ \t]{1,8}(?:2>&1|>>[ \t]{0,8}${WORD})){1,3}(?=[ \t]{0,8}(?:$|;|&&|\|\|))`, 'gm');
/**
 * A line, or a command after `;`/`&&`, that only says something: `echo`, `printf` or `logger` with no command substitution,
 * pipe or redirect other than an append to a log (`echo "pruned" >> "$LOG"`). `echo > f` empties f: not output.
 */
const SAYING = String.raw`(?:echo|printf|logger)\b(?:[^\n;&|<>\`$]|\$(?!\())*(?:>>[ \t]{0,8}${WORD}[ \t]{0,8})?`;
const SAY_LINE = new RegExp(String.raw`^[ \t]*${SAYING}$\n?`, 'gm');
const SAY_AFTER = new RegExp(String.raw`[ \t]{0,8}(?:;|&&)[ \t]{0,8}${SAYING}$`, 'gm');
/** rm's verbose flag: `-v`, `--verbose`, or the `v` of a bundle (`-rfv` → `-rf`). */
const RM_LINE = /^([ \t]*(?:sudo[ \t]{1,8})?rm[ \t][^\n]{0,2000})$/gm;

const MAX_SIDE = 64 * 1024;

/** `text` without the output it prints about what it runs (see above), its spacing made single. */
function quiet(text: string): string {
  return text
    .replace(SAY_LINE, '')
    .replace(SAY_AFTER, '')
    .replace(TEE_APPEND, '')
    .replace(APPEND_LOG, '')
    .replace(FIND_PRINT, '')
    .replace(RM_LINE, (line) =>
      line.replace(/(?<=[ \t])(?:-v|--verbose)(?=[ \t]|$)/g, '').replace(/(?<=[ \t]-[a-zA-Z]{0,8})v(?=[a-zA-Z]{0,8}(?:[ \t]|$))/g, ''),
    )
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

/** Whether `now` is `old` with only output about its commands added (or taken away), and nothing else changed. */
export function onlyLogs(old: string, now: string): boolean {
  if (old === now || old.length > MAX_SIDE || now.length > MAX_SIDE) return false;
  return quiet(old) === quiet(now);
}
