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
  safe?: readonly string[];
}

/** Whether the command name (lower-cased) is one of `names`; `mkfs*` matches a prefix, `*` any. */
export function nameMatches(name: string, names: readonly string[]): boolean {
  for (const each of names) {
    if (each.endsWith('*') ? name.startsWith(each.slice(0, -1).toLowerCase()) : name === each.toLowerCase()) return true;
  }
  return false;
}

function isOption(word: string, style: Style): boolean {
  if (style === 'cmd') return /^\/[a-z?](?::.*)?$/i.test(word) || (word.startsWith('-') && word.length > 1);
  return word.startsWith('-') && word.length > 1 && !/^-\d+$/.test(word);
}

/** Whether one token is present among the words (the command name excluded). */
export function tokenPresent(token: string, words: readonly string[], style: Style): boolean {
  const caseless = style !== 'posix';
  const wanted = caseless ? token.toLowerCase() : token;
  for (let i = 1; i < words.length; i++) {
    const word = caseless ? words[i]!.toLowerCase() : words[i]!;
    if (tokenMatches(wanted, word)) return true;
  }
  return false;
}

function tokenMatches(token: string, word: string): boolean {
  // `+*` is any word starting with `+`; `*` alone is the literal word (a pathspec).
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
  if (token.startsWith('-') || token.startsWith('/')) return word === token || word.startsWith(`${token}=`) || (token.startsWith('/') && word.startsWith(`${token}:`));
  return word === token;
}

/** The positional words (no options, no values of `options`) after the command name. */
export function positionals(words: readonly string[], shape: Pick<Shape, 'style' | 'options'>): string[] {
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
export function matchShape(words: readonly string[], name: string, shape: Shape): string[] | undefined {
  if (!nameMatches(name, shape.command)) return undefined;
  const style = shape.style ?? 'posix';
  if (shape.safe?.some((token) => tokenPresent(token, words, style))) return undefined;
  if (shape.all && !shape.all.every((group) => group.some((token) => tokenPresent(token, words, style)))) return undefined;
  const operands = positionals(words, shape);
  if (!shape.sub) return operands;
  for (const sub of shape.sub) {
    const parts = sub.split(' ');
    if (parts.every((part, i) => operands[i] !== undefined && partMatches(part, operands[i]!, style))) return operands.slice(parts.length);
  }
  return undefined;
}

/** One word of a `sub`: alternatives by `|`; `*` alone is any word, `x*` a prefix, `*x` a suffix. */
function partMatches(part: string, word: string, style: Style): boolean {
  const value = style === 'posix' ? word : word.toLowerCase();
  return part.split('|').some((alternative) => {
    const wanted = style === 'posix' ? alternative : alternative.toLowerCase();
    if (wanted === '*') return true;
    if (wanted.endsWith('*')) return value.startsWith(wanted.slice(0, -1));
    if (wanted.startsWith('*')) return value.endsWith(wanted.slice(1));
    return value === wanted;
  });
}
