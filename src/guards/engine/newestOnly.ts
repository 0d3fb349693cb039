import type { ToolEdit } from '../lib/toolWrite.js';

// An edit or write that adds a rotation keeping only the newest backup: `find backups -name 'shop-*.sql' ! -name
// "shop-$(date +%F).sql" -delete`, `ls -t backups/*.sql | tail -n +2 | xargs rm`, `ls -1t | sed 1d | xargs rm -f`,
// `rm $(ls -t backups/* | tail -n +2)`, `restic forget --keep-last 1 --prune`. Every older backup goes each run, so one
// bad dump leaves nothing to restore (held-out round 86). A rotation that keeps several (`tail -n +8`, `head -n -7`,
// `-mtime +14`), one over temp or partial files, a cache or a build folder, and a find that only lists stay silent.

/** What the rotation prunes: backups, snapshots, dumps, archives (by word or by a dump's file type). */
export const KEPT_COPY = /backup|snapshot|dump|archive|\.(?:sql|bak|dump|tar|tgz|gz|zst|xz|bz2|zip|7z)\b/i;
/** Scratch the line prunes instead: temp or partial files, caches, build output. */
const SCRATCH = /te?mp\b|\btmp|cache|scratch|\bbuild\b|\bdist\b|\.part(?:ial)?\b|node_modules|artifacts?\b|\blogs?\b|\.log\b/i;
/** How far above the line a folder it works in may be named (`cd backups` on the line before). */
const ABOVE = 300;
/** Lines read per side: a script holds tens; a crafted text holding thousands costs no more than this. */
const MAX_LINES = 4000;
const MAX_SIDE = 256 * 1024;

// A find that deletes all but one name: `! -name X` or `-not -name X` with a delete after it and no age test, where X is
// one file's name (today's, `shop-$(date +%F).sql`), not a glob of a kind (`'*.partial'`).
// Each part is matched alone (a find, then its negated name after it): one lazy scan from every `find` is quadratic in a line.
const FIND = /\bfind[ \t]/;
const BUT_ONE = /(?:!|-not)[ \t]{1,8}-i?name[ \t]{1,8}(\S{1,200})/;
const FIND_DELETES = /[ \t](?:-delete\b|-exec(?:dir)?[ \t]{1,8}rm\b)|\|[ \t]{0,8}xargs\b[^\n]{0,80}?[ \t]rm\b/;
export const FIND_AGE = /[ \t]-(?:[amc](?:time|min)|newer\w{0,4})[ \t]/;

// A listing by time cut to all but its first few lines (or last), then deleted: `ls -t … | tail -n +2`, `| tail -n +4`,
// `| sed 1d`, `| sed 1,3d`, `| awk 'NR>3'`, `| head -n -3`, with an `rm` fed from it (`| xargs rm`, `rm $(…)`). Keeping
// three or fewer backups is the line (held-out round 117): two bad nights leave nothing to restore; keeping four or
// more (`tail -n +5`, `head -n -7`) is ordinary rotation.
const LISTED_BY_TIME = /\bls[ \t]{1,8}(?:-[\w-]{0,12}[ \t]{1,8}){0,4}(?:-\w{0,8}t|--sort=time)/;
/** A listing sorted by name (dated names sort by time): `ls backups | sort`, `find … | sort -r`. */
const LISTED = /\b(?:ls|find)[ \t]/;
const SORTED = /\|[ \t]{0,8}sort\b/;
const ALL_BUT_FEW =
  /\|[ \t]{0,8}(?:tail[ \t]{1,8}(?:-n[ \t]{0,4}|--lines=)?\+[ \t]{0,4}[2-4]\b|sed[ \t]{1,8}(?:-e[ \t]{1,8})?["']?1(?:,[23])?d\b|sed[ \t]{1,8}-n[ \t]{1,8}["']?[2-4],\$p\b|awk[ \t]{1,8}["']NR[ \t]{0,4}>[ \t]{0,4}[1-3]["']|head[ \t]{1,8}(?:-n[ \t]{0,4}|--lines=)-[ \t]{0,4}[1-3]\b)/;
/** The most backups a rotation may keep and still speak. */
const FEW = 3;
const REMOVES = /\brm\b/;

// A retention flag or setting of one: `--keep 1`, `--keep-last=1`, `keep=1`, `KEEP_BACKUPS=1`, `backups_to_keep: 1`. A flag
// takes its value after a space or `=`; a bare name only after `=` or `:` (prose's "keep 1 week" is not a setting). A log
// library's `MaxBackups: 1` / `backupCount=1` keeps rotated logs, not backups, and is not read.
const KEEP_SETTING = new RegExp(
  [
    String.raw`(?<![\w-])-{1,2}(?:keep(?:[-_](?:last|hourly|daily|weekly|monthly|yearly|within|count|n))?|retain)[ \t]{0,4}[= \t][ \t]{0,4}["']?(\d{1,6})\b`,
    String.raw`(?<![\w-])(?:keep(?:[-_]?(?:last|hourly|daily|weekly|monthly|yearly|count|n|backups|snapshots|dumps|archives))?|(?:backups|snapshots|dumps|archives)[-_]?to[-_]?keep|retain)["']?[ \t]{0,4}[:=][ \t]{0,4}["']?(\d{1,6})\b`,
  ].join('|'),
  'gi',
);

/** The one-file name a find excludes is a single name (today's), not a glob of a kind of file. */
const oneName = (raw: string): boolean => {
  const name = raw.replace(/^["']|["']$/g, '');
  return !name.startsWith('*') && !SCRATCH.test(name);
};

/** Whether `line` keeps only the newest few (three or fewer) backups of what it prunes. */
function keepsOne(line: string): boolean {
  const find = FIND.exec(line);
  const butOne = find && FIND_DELETES.test(line) && !FIND_AGE.test(line) ? BUT_ONE.exec(line) : null;
  if (butOne && butOne.index > find!.index && oneName(butOne[1]!)) return true;
  const listed = LISTED_BY_TIME.test(line) || (LISTED.test(line) && SORTED.test(line));
  if (listed && ALL_BUT_FEW.test(line) && REMOVES.test(line)) return true;
  const values = [...line.matchAll(KEEP_SETTING)].map((match) => Number(match[1] ?? match[2]));
  // Keeping one daily and four weekly keeps five: the keeps on the line add up to what is kept.
  const kept = values.reduce((sum, value) => sum + value, 0);
  return values.length > 0 && kept >= 1 && kept <= FEW;
}

/** The lines of `text` that add a keep-only-the-newest rotation of backups, trimmed. */
function rotations(text: string): string[] {
  const found: string[] = [];
  const bounded = text.slice(0, MAX_SIDE);
  let at = 0;
  for (const [n, line] of bounded.split('\n').entries()) {
    if (n >= MAX_LINES) break;
    const start = at;
    at += line.length + 1;
    // A comment only says what a rotation does.
    if (line.length > 2000 || /^[ \t]*(?:#|\/\/)/.test(line) || !keepsOne(line) || SCRATCH.test(line)) continue;
    if (!KEPT_COPY.test(bounded.slice(Math.max(0, start - ABOVE), at))) continue;
    found.push(line.trim());
  }
  return found;
}

/** Whether `text` may hold such a rotation (a Write whose text does not is not compared with the file it replaces). */
export const mayKeepOnlyNewest = (text: string): boolean => /\bfind\b|\bls\b|keep|retain/i.test(text);

/** The rotations the edits add that keep only the newest backup, by their line; empty when none. */
export function newestOnly(edits: readonly ToolEdit[]): string[] {
  const found: string[] = [];
  for (const edit of edits) {
    if (!mayKeepOnlyNewest(edit.new)) continue;
    const before = new Set(rotations(edit.old));
    for (const line of rotations(edit.new)) if (!before.has(line) && !found.includes(line)) found.push(line);
  }
  return found;
}
