// A small unified diff for `--dry-run` (settings files are a few hundred lines at most, so a plain
// longest-common-subsequence table is fast enough and keeps this dependency-free).

type Op = { kind: ' ' | '-' | '+'; line: string };

function lines(text: string): string[] {
  if (text === '') return [];
  const parts = text.split('\n');
  if (parts.at(-1) === '') parts.pop();
  else parts[parts.length - 1] += '\n\\ No newline at end of file';
  return parts;
}

function ops(a: string[], b: string[]): Op[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  // lcs[i][j]: length of the longest common subsequence of x[i..] and y[j..].
  const lcs = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1));
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--)
      lcs[i]![j] = x[i] === y[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const middle: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      middle.push({ kind: ' ', line: x[i++]! });
      j++;
    } else if (i < x.length && (j === y.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) middle.push({ kind: '-', line: x[i++]! });
    else middle.push({ kind: '+', line: y[j++]! });
  }
  const same = (line: string): Op => ({ kind: ' ', line });
  return [...a.slice(0, head).map(same), ...middle, ...a.slice(a.length - tail).map(same)];
}

/** The unified diff from `before` to `after` (empty when equal); `undefined` text means no file. */
export function unifiedDiff(path: string, before: string | undefined, after: string | undefined, context = 3): string {
  if (before === after) return '';
  const all = ops(lines(before ?? ''), lines(after ?? ''));
  let out = `--- ${before === undefined ? '/dev/null' : path}\n+++ ${after === undefined ? '/dev/null' : path}\n`;
  const changed = all.flatMap((op, index) => (op.kind === ' ' ? [] : [index]));
  // Changes closer than two contexts apart share a hunk.
  const groups: number[][] = [];
  for (const index of changed) {
    const group = groups.at(-1);
    if (group && index - group.at(-1)! <= 2 * context + 1) group.push(index);
    else groups.push([index]);
  }
  for (const group of groups) {
    const from = Math.max(0, group[0]! - context);
    const to = Math.min(all.length, group.at(-1)! + context + 1);
    const hunk = all.slice(from, to);
    const count = (ops: Op[], skip: Op['kind']) => ops.filter((op) => op.kind !== skip).length;
    const oldStart = count(all.slice(0, from), '+');
    const newStart = count(all.slice(0, from), '-');
    const oldLen = count(hunk, '+');
    const newLen = count(hunk, '-');
    out += `@@ -${oldLen ? oldStart + 1 : oldStart},${oldLen} +${newLen ? newStart + 1 : newStart},${newLen} @@\n`;
    out += hunk.map((op) => `${op.kind}${op.line}\n`).join('');
  }
  return out;
}
