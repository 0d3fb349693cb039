import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { namesPassword, secretName } from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import { CRYPT_STRING, looksDrawn, looksGenerated } from './valueShape.js';

// An SQL INSERT's column list names what each VALUES position holds: a seed file's `(provider, api_key, api_secret)`
// puts a credential in the matching places of every row, as a CSV header does. Only quoted literals are values; a
// bcrypt or crypt hash under a password's name (`password_digest`) is the hash, not the password.
const INSERT = /\bINSERT[ \t\r\n]{1,20}(?:INTO[ \t\r\n]{1,20})?[\w."`[\]]{1,128}[ \t\r\n]{0,20}\(/gi;
const VALUES = /^[ \t\r\n]{0,20}VALUES[ \t\r\n]{0,20}\(/i;
const MAX_ROWS = 500;

interface Cell {
  value: string;
  start: number;
  end: number;
}

/** The cells of one parenthesised row from `at` (just past its `(`): quoted literals kept with their start, others as null. */
function row(source: string, at: number): { cells: (Cell | null)[]; end: number } | undefined {
  const cells: (Cell | null)[] = [];
  let i = at;
  let cell: Cell | null = null;
  // A call's parentheses (`NOW()`, `crypt('…', gen_salt('bf'))`) are inside one cell, and make it computed, not a literal.
  let depth = 0;
  let computed = false;
  const limit = Math.min(source.length, at + 20000);
  while (i < limit) {
    const ch = source[i]!;
    if (ch === "'") {
      let j = i + 1;
      let value = '';
      while (j < limit) {
        if (source[j] === "'" && source[j + 1] === "'") {
          value += "'";
          j += 2;
        } else if (source[j] === "'") break;
        else value += source[j++];
      }
      cell = { value, start: i + 1, end: j };
      i = j + 1;
      continue;
    }
    if (ch === '(') {
      depth++;
      computed = true;
    } else if (ch === ')' && depth > 0) depth--;
    else if (depth === 0 && (ch === ',' || ch === ')')) {
      cells.push(computed ? null : cell);
      cell = null;
      computed = false;
      if (ch === ')') return { cells, end: i + 1 };
    }
    i++;
  }
  return undefined;
}

export function sqlInsertSecrets(source: string, rule: Compiled, found: Secret[], note?: Note): void {
  INSERT.lastIndex = 0;
  for (let match = INSERT.exec(source); match && found.length < 8; match = INSERT.exec(source)) {
    const close = source.indexOf(')', match.index + match[0].length);
    if (close < 0 || close - match.index > 2000) continue;
    const columns = source
      .slice(match.index + match[0].length, close)
      .split(',')
      .map((name) => name.trim().replace(/^["`[]|["`\]]$/g, ''));
    const named = columns.flatMap((name, at) => (secretName(name) && !/hash|digest|crypt/i.test(name) ? [at] : []));
    if (named.length === 0) continue;
    const values = VALUES.exec(source.slice(close + 1, close + 64));
    if (!values) continue;
    let at = close + 1 + values[0].length;
    for (let rows = 0; rows < MAX_ROWS && found.length < 8; rows++) {
      const read = row(source, at);
      if (!read) break;
      for (const index of named) {
        const cell = read.cells[index];
        const name = columns[index]!;
        if (!cell || CRYPT_STRING.test(cell.value)) continue;
        const reason = placeholderReason(cell.value);
        if (reason) {
          note?.(text.why.placeholder(name, reason));
          continue;
        }
        if (looksGenerated(cell.value) || (namesPassword(name) && looksDrawn(cell.value)))
          found.push({ kind: text.findings.assignedTo(name), rule: rule.fullId, start: cell.start, end: cell.end });
      }
      const next = /^[ \t\r\n]{0,20},[ \t\r\n]{0,20}\(/.exec(source.slice(read.end, read.end + 48));
      if (!next) break;
      at = read.end + next[0].length;
    }
  }
}
