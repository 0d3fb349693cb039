import { shellWords } from '../lib/shellWords.js';

// A command substitution is a command of its own: `--sftp-pass "$(rclone obscure 'Off$ite#Certs42')"`,
// `PASS=$(echo -n '…' | base64)`, `-p "$(htpasswd -nbB admin '…')"`. Read as a word it is dynamic (`$(…)`), yet when the
// command inside only encodes, hashes or obscures one literal, that literal is the credential written in the line, as
// much as in `--sftp-pass '…'`. Such a substitution is read as its literal, single-quoted, so the option, assignment or
// argument that holds it is judged as if the literal stood there. A substitution reading a store or the environment
// (`$(pass show x)`, `$(cat /run/secrets/x)`, `$(op read …)`, `$(rclone obscure "$NAS_PASS")`) has no literal: it stays.

const MAX_BODY = 2000;
const MAX_SUBSTITUTIONS = 16;
const MAX_DEPTH = 4;

/** Commands that only turn their input into an encoded, hashed or obscured form of it (a pipeline's later stages). */
const ENCODERS = new Set([
  'base64',
  'basenc',
  'base32',
  'xxd',
  'od',
  'hexdump',
  'openssl',
  'sha1sum',
  'sha256sum',
  'sha512sum',
  'md5sum',
  'b2sum',
  'shasum',
  'cut',
  'tr',
  'head',
  'awk',
  'sed',
  'argon2',
  'mkpasswd',
  'htpasswd',
  'rclone',
  'iconv',
  'gpg',
  'age',
  'jq',
]);

/** A word the source writes as a literal: single-quoted (keeping `$` as written) or free of expansions. */
function literalWord(word: string, source: string): boolean {
  return word.length > 0 && (source.includes(`'${word}'`) || source.includes(`$'${word}'`) || !/[$`]/.test(word));
}

/** The positional words after the command's name, its options (and the options' values, where given) dropped. */
function positionals(words: readonly string[], valued: RegExp): string[] {
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (word.startsWith('-') && word.length > 1) {
      if (valued.test(word)) i++;
      continue;
    }
    out.push(word);
  }
  return out;
}

/** The one literal a substitution's command line only encodes, hashes or obscures; else undefined. */
export function encodedLiteral(body: string): string | undefined {
  if (body.length > MAX_BODY || /\$\(|`|[<>]/.test(body)) return undefined;
  const commands = shellWords(body).commands;
  if (commands.length === 0 || commands.length > 6 || commands.some((each) => each.pipeline !== commands[0]!.pipeline)) return undefined;
  const first = commands[0]!;
  const words = first.words;
  const verb = words[0] ?? '';
  let literal: string | undefined;
  if (verb === 'echo' || verb === 'printf') {
    // Only a pipeline turns an echo into something else; `$(echo x)` alone is just the word.
    if (commands.length < 2) return undefined;
    let said = words.slice(1).filter((word) => !/^-[neE]{1,3}$/.test(word));
    if (verb === 'printf' && said.length === 2 && /^%s(?:\\n)?$/.test(said[0]!)) said = said.slice(1);
    if (said.length !== 1) return undefined;
    literal = said[0];
  } else if (verb === 'rclone' && words[1] === 'obscure' && words.length === 3) literal = words[2];
  else if (verb === 'htpasswd' && /^-[a-zA-Z]*b/.test(words[1] ?? '')) {
    // `htpasswd -nbB user password`: the password is the last word.
    const given = positionals(words, /^-C$/);
    literal = given.length === 2 ? given[1] : undefined;
  } else if (verb === 'mkpasswd') {
    const given = positionals(words, /^(?:-m|--method|-S|--salt|-R|--rounds)$/);
    literal = given.length >= 1 ? given[0] : undefined;
  } else if (verb === 'openssl' && words[1] === 'passwd') {
    const given = positionals(words.slice(1), /^-(?:salt)$/);
    literal = given.length === 1 ? given[0] : undefined;
  } else return undefined;
  if (literal === undefined || !literalWord(literal, first.source)) return undefined;
  // Every later stage only encodes (`| base64`, `| openssl enc …`, `| tr -d '\n'`).
  for (const later of commands.slice(1)) if (!ENCODERS.has(later.words[0] ?? '')) return undefined;
  return literal;
}

/** A substitution's whole span, its body, and whether it stands inside a double-quoted string. */
interface Substitution {
  start: number;
  end: number;
  body: string;
  inDouble: boolean;
}

/** Where each `$(…)` or backquoted substitution of `line` stands, bounded. */
function substitutions(line: string): Substitution[] {
  const out: Substitution[] = [];
  let quote = '';
  // Each opening is read to its close at most MAX_BODY on: a crafted line of unclosed ones stops after a few.
  let tries = 0;
  for (let i = 0; i < line.length && out.length < MAX_SUBSTITUTIONS && tries < 2 * MAX_SUBSTITUTIONS; i++) {
    const ch = line[i]!;
    if (quote === "'") {
      if (ch === "'") quote = '';
      continue;
    }
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === "'" && quote === '') quote = "'";
    else if (ch === '"') quote = quote === '"' ? '' : '"';
    else if (ch === '$' && line[i + 1] === '(' && line[i + 2] !== '(') {
      tries++;
      const end = closing(line, i + 2);
      if (end < 0) continue;
      out.push({ start: i, end: end + 1, body: line.slice(i + 2, end), inDouble: quote === '"' });
      i = end;
    } else if (ch === '`') {
      tries++;
      const end = line.indexOf('`', i + 1);
      if (end < 0 || end - i > MAX_BODY) continue;
      out.push({ start: i, end: end + 1, body: line.slice(i + 1, end), inDouble: quote === '"' });
      i = end;
    }
  }
  return out;
}

/** The index of the `)` closing a substitution whose body starts at `from`, quotes and nesting minded; -1 past the bound. */
function closing(line: string, from: number): number {
  let depth = 1;
  let quote = '';
  const limit = Math.min(line.length, from + MAX_BODY);
  for (let i = from; i < limit; i++) {
    const ch = line[i]!;
    if (quote === "'") {
      if (ch === "'") quote = '';
    } else if (ch === '\\') i++;
    else if (ch === "'" && quote === '') quote = "'";
    else if (ch === '"') quote = quote === '"' ? '' : '"';
    else if (quote === '' && ch === '(') {
      if (++depth > MAX_DEPTH) return -1;
    } else if (quote === '' && ch === ')' && --depth === 0) return i;
  }
  return -1;
}

/**
 * The line with each substitution that only encodes a literal replaced by that literal, single-quoted (outside double
 * quotes; inside them the quotes are left off, a `'` in the literal keeping it unchanged), with each literal replaced;
 * undefined when none is.
 */
export function withSubstitutedLiterals(line: string): { text: string; literals: string[] } | undefined {
  if (!line.includes('$(') && !line.includes('`')) return undefined;
  let text = '';
  let last = 0;
  const literals: string[] = [];
  for (const { start, end, body, inDouble } of substitutions(line)) {
    const literal = encodedLiteral(body);
    if (literal === undefined || literal.includes("'") || literal.includes('"')) continue;
    // Inside double quotes a `$` or backquote of the literal would read as an expansion: leave such a one as it was.
    if (inDouble && /[$`\\]/.test(literal)) {
      text += `${line.slice(last, start)}"'${literal}'"`;
    } else text += line.slice(last, start) + (inDouble ? literal : `'${literal}'`);
    last = end;
    literals.push(literal);
  }
  if (literals.length === 0) return undefined;
  return { text: text + line.slice(last), literals };
}
