import { PIPED } from './piped.js';
import { countSteps } from '../lib/opCount.js';
// Matching a rule's command shape against a call's words: the command name, the leading
// positional words (`sub`), option tokens (`all`, `safe`), the positional words that follow.
// Tokens are the packs' data (rules/README.md); every check here is a plain loop over the words.

export type Style = 'posix' | 'powershell' | 'cmd';

export interface Shape {
  command: readonly string[];
  style?: Style;
  options?: readonly string[];
  sub?: readonly string[];
  all?: readonly (readonly string[])[];
  /** A pipeline's items (`ls raw | xargs -I{} aws s3 rm s3://b/raw/{}`, which reads `…/raw/*`) stand for `all`: every item it printed. */
  allListed?: boolean;
  safe?: readonly string[];
}

/** Whether the command name (lower-cased) is one of `names`; `mkfs*` matches a prefix, `*` any. */
export function nameMatches(name: string, names: readonly string[]): boolean {
  for (const each of names) {
    if (each === '*' || (each.endsWith('*') ? name.startsWith(each.slice(0, -1).toLowerCase()) : name === each.toLowerCase())) return true;
  }
  return false;
}

function isOption(word: string, style: Style): boolean {
  if (style === 'cmd') return /^\/[a-z?](?::.*)?$/i.test(word) || (word.startsWith('-') && word.length > 1);
  return word.startsWith('-') && word.length > 1 && !/^-\d+$/.test(word);
}

/** The words of a call, indexed once: a 1 MB command has 100,000 words and a pack has many tokens. */
interface WordIndex {
  exact: Set<string>;
  /** Letters of short-flag clusters (`-rf` → r, f). */
  letters: Set<string>;
}

const SHORT = 24;
const indexes = new WeakMap<readonly string[], { posix?: WordIndex; caseless?: WordIndex }>();

function wordIndex(words: readonly string[], caseless: boolean): WordIndex {
  let entry = indexes.get(words);
  if (!entry) indexes.set(words, (entry = {}));
  const key = caseless ? 'caseless' : 'posix';
  let index = entry[key];
  if (!index) {
    index = { exact: new Set(), letters: new Set() };
    for (let i = 1; i < words.length; i++) {
      const word = caseless ? words[i]!.toLowerCase() : words[i]!;
      index.exact.add(word);
      const eq = word.indexOf('=');
      if (eq > 0) index.exact.add(word.slice(0, eq));
      if (/^-[A-Za-z]+$/.test(word)) for (const letter of word.slice(1)) index.letters.add(letter);
    }
    entry[key] = index;
  }
  return index;
}

/** Whether one token is present among the words (the command name excluded). */
export function tokenPresent(token: string, words: readonly string[], style: Style): boolean {
  const caseless = style !== 'posix';
  const wanted = caseless ? token.toLowerCase() : token;
  // A short command is cheaper to scan than to index.
  if (words.length <= SHORT) return scan(wanted, words, caseless);
  const index = wordIndex(words, caseless);
  // The common tokens are answered by the index; prefixes and PowerShell parameters by a scan.
  if (/^-[A-Za-z]$/.test(wanted)) return index.exact.has(wanted) || index.letters.has(wanted[1]!);
  if (!wanted.includes('|') && !(wanted.endsWith('*') && wanted.length > 1)) {
    if (wanted.startsWith('-') || wanted.startsWith('/'))
      return index.exact.has(wanted) || (wanted.startsWith('/') && scan(wanted, words, caseless));
    return index.exact.has(wanted) && scan(wanted, words, caseless);
  }
  return scan(wanted, words, caseless);
}

function scan(wanted: string, words: readonly string[], caseless: boolean): boolean {
  countSteps(words.length);
  for (let i = 1; i < words.length; i++) {
    if (tokenMatches(wanted, caseless ? words[i]!.toLowerCase() : words[i]!)) return true;
  }
  return false;
}

function tokenMatches(token: string, word: string): boolean {
  // `-i?*` is any word that starts with `-i` and goes on (perl's `-i.bak`, `-ibak`: an attached backup suffix), `-i`
  // itself not; `+*` is any word starting with `+`; `*` alone is the literal word (a pathspec).
  if (token.endsWith('?*') && token.length > 2) return word.length > token.length - 2 && word.startsWith(token.slice(0, -2));
  if (token.endsWith('*') && token.length > 1) return word.startsWith(token.slice(0, -1));
  // `-r|ecurse`: a PowerShell parameter by any prefix from `-r` (`-r`, `-rec`, `-Recurse:$true`).
  const bar = token.indexOf('|');
  if (bar > 0) {
    const bare = word.replace(/:.*$/, '');
    return bare.startsWith(token.slice(0, bar)) && (token.slice(0, bar) + token.slice(bar + 1)).startsWith(bare);
  }
  if (/^-[A-Za-z0-9]$/.test(token)) {
    if (word === token) return true;
    // A cluster of short flags: `-rf` holds `-r` and `-f`.
    return /^-[A-Za-z]+$/.test(word) && word.includes(token[1]!);
  }
  if (token.startsWith('-') || token.startsWith('/'))
    return word === token || word.startsWith(`${token}=`) || (token.startsWith('/') && word.startsWith(`${token}:`));
  return word === token;
}

const positionalCache = new WeakMap<readonly string[], Map<string, string[]>>();

/** The positional words (no options, no values of `options`) after the command name; computed once per call and option set. */
export function positionals(words: readonly string[], shape: Pick<Shape, 'style' | 'options'>): string[] {
  if (words.length <= SHORT) return computePositionals(words, shape);
  let byShape = positionalCache.get(words);
  if (!byShape) positionalCache.set(words, (byShape = new Map()));
  const key = `${shape.style ?? 'posix'}\u0000${shape.options?.join('\u0000') ?? ''}`;
  let found = byShape.get(key);
  if (!found) byShape.set(key, (found = computePositionals(words, shape)));
  return found;
}

function computePositionals(words: readonly string[], shape: Pick<Shape, 'style' | 'options'>): string[] {
  const style = shape.style ?? 'posix';
  const caseless = style !== 'posix';
  const out: string[] = [];
  let ended = false;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (ended || !isOption(word, style)) {
      out.push(word);
      continue;
    }
    if (word === '--') {
      ended = true;
      continue;
    }
    // `-C dir` takes the next word; `-chdir=infra` and `/x:value` carry their value.
    const key = caseless ? word.toLowerCase() : word;
    if (!/[=:]/.test(key) && shape.options?.some((option) => tokenMatches(caseless ? option.toLowerCase() : option, key))) i++;
  }
  return out;
}

/**
 * Whether the call has the rule's shape; on a match, the positional words after `sub` (the
 * operands a target judges). Undefined when it does not match or a safe token is present.
 */
export function matchShape(words: readonly string[], name: string, shape: Shape, onSafe?: (token: string) => void): string[] | undefined {
  if (!nameMatches(name, shape.command)) return undefined;
  const style = shape.style ?? 'posix';
  const operands = positionals(words, shape);
  const rest = subMatch(operands, shape.sub, style);
  if (!rest) return undefined;
  const listed = shape.allListed === true && rest.some((word) => word.includes(PIPED) || word.endsWith('/*'));
  if (shape.all && !listed && !shape.all.every((group) => group.some((token) => tokenPresent(token, words, style)))) return undefined;
  const safe = shape.safe?.find((token) => tokenPresent(token, words, style));
  if (safe !== undefined) {
    onSafe?.(safe);
    return undefined;
  }
  return rest;
}

/** The positional words after one of `subs` (spelt as a rule's `sub`), or undefined when the call is none of them. */
export function afterSub(words: readonly string[], shape: Pick<Shape, 'style' | 'options'>, subs: readonly string[]): string[] | undefined {
  return subMatch(positionals(words, shape), subs, shape.style ?? 'posix');
}

/** The operands after the matching `sub` (all of them without one), or undefined when none matches. */
function subMatch(operands: string[], subs: readonly string[] | undefined, style: Style): string[] | undefined {
  if (!subs) return operands;
  for (const sub of subs) {
    const parts = sub.split(' ');
    if (parts.every((part, i) => operands[i] !== undefined && partMatches(part, operands[i]!, style))) return operands.slice(parts.length);
  }
  return undefined;
}

/** One word of a `sub`: alternatives by `|`; `*` alone is any word, `x*` a prefix, `*x` a suffix. */
function partMatches(part: string, word: string, style: Style): boolean {
  // What a pipeline supplies (`… | xargs kubectl delete`) may be any word the rule names.
  if (word === PIPED) return true;
  const value = style === 'posix' ? word : word.toLowerCase();
  return part.split('|').some((alternative) => {
    const wanted = style === 'posix' ? alternative : alternative.toLowerCase();
    if (wanted === '*') return true;
    if (wanted.endsWith('*')) return value.startsWith(wanted.slice(0, -1));
    if (wanted.startsWith('*')) return value.endsWith(wanted.slice(1));
    return value === wanted;
  });
}
