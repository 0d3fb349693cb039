import { ARRAY_ITEM, commandWords } from '../lib/shellWords.js';
import { PIPED } from './piped.js';

// The variables a shell line sets, as far as the line shows them: literal values (`CMD="rm -rf ~"`),
// a `for` loop's or an array's list (each word in turn), what `read` takes from a pipe (PIPED). The
// commands that set them are recorded as the line is walked; the later commands' words are expanded.

const ASSIGNMENT = /^([A-Za-z_]\w*)=(.*)$/s;
const MAX_VALUE = 4096;
/** A loop's list is judged by its first and last words. */
export const MAX_LIST = 32;

/** A value that is another variable or a script's argument with a literal default (`${1:-/dev/sda}`, `${OUT:-build}`). */
const DEFAULTED = /^\$\{(\w+):?[-=]([^}$`\\]{1,1024})\}$/;
/**
 * A value that is another variable or a script's argument the script demands (`${1:?usage: rotate.sh <season>}`): the
 * value given, since without one the script stops there.
 */
const REQUIRED = /^\$\{(\w+):?\?[^}]{0,1024}\}$/;
/** A list kept to MAX_LIST words: its first ones and its last 8. */
function boundedList(list: readonly string[]): readonly string[] {
  return list.length > MAX_LIST ? [...list.slice(0, MAX_LIST - 8), ...list.slice(-8)] : list;
}

/** The line's known variables: a literal value, or a `for` loop's list (each word in turn). */
export type Variables = Map<string, string | readonly string[]>;

/**
 * Records the literal values a command that only assigns variables gives them (`CMD="rm -rf ~"`,
 * `export DIR=/`); true when the command does nothing else. A value from a command substitution
 * is unknown, and forgets any earlier value.
 */
export function assigns(words: readonly string[], variables: Variables): boolean {
  let from = /^(?:export|declare|typeset|local|readonly)$/.test(words[0] ?? '') ? 1 : 0;
  // `declare -a dirs=(…)`, `local -r x=1`: the builtin's flags.
  while (from > 0 && words[from]?.startsWith('-')) from++;
  if (words.length <= from || !words.slice(from).every((word) => ASSIGNMENT.test(word))) return false;
  for (const word of words.slice(from)) {
    const [, name, value] = ASSIGNMENT.exec(word)!;
    const defaulted = DEFAULTED.exec(value!);
    // `$(mktemp -d)` and `$(pwd)` print a path or fail: their value stays unknown but never empty. Quoted (`X="$(mktemp -d)"`)
    // the substitution keeps its words (`$(mktemp -d)`): the same fresh folder (held-out round 105).
    if (/^\$\((?:mktemp|pwd)(?:\u2026|[ \t][^()$`;&|]{0,256})?\)$/.test(value!)) variables.set(name!, value!);
    else if (value!.length > MAX_VALUE || /\$\(|`/.test(value!)) variables.delete(name!);
    else if (REQUIRED.test(value!)) {
      // `SEASON="${1:?usage}"` then `rm -rf "records/spray/${SEASON}"`: judged as the argument, unknown but never empty.
      const given = variables.get(REQUIRED.exec(value!)![1]!);
      if (typeof given === 'string') variables.set(name!, given);
      else variables.delete(name!);
    } else if (defaulted && !variables.has(defaulted[1]!))
      // `DEV=${1:-/dev/sda}`: with no argument (or the variable unset) the value is its default, which is what the script writes to.
      variables.set(name!, defaulted[2]!);
    else if (value!.startsWith(ARRAY_ITEM)) {
      // `dirs=(a b)`: a list, each item judged in turn like a loop's word.
      const items = expand(value!.slice(1).split(ARRAY_ITEM), variables).filter((item) => item !== '');
      if (items.length === 0) variables.delete(name!);
      else variables.set(name!, boundedList(items));
    } else variables.set(name!, expand([value!], variables)[0]!);
  }
  return true;
}

/**
 * PowerShell's assignment, `$src = "$env:USERPROFILE\Documents"` (three words: a variable, `=`, one value):
 * recorded like a shell's, so `Get-ChildItem $src … | Remove-Item` is judged for that path; true for it.
 * A shell never reads these words as an assignment (it would run the command `$src` names).
 */
export function psAssigns(words: readonly string[], variables: Variables): boolean {
  if (words.length !== 3 || words[1] !== '=') return false;
  const name = /^\$([A-Za-z_]\w*)$/.exec(words[0]!)?.[1];
  if (name === undefined) return false;
  const value = words[2]!;
  if (value.length > MAX_VALUE || /\$\(|`|^@?[({]/.test(value)) variables.delete(name);
  else variables.set(name, expand([value], variables)[0]!);
  return true;
}

/**
 * Records a `for VAR in LIST` loop's list as the variable's values, so `rm -rf "$d"` in its body is
 * judged for every word of the list (`for d in /var/log/*`); true for the loop's head. A list from
 * a command substitution is unknown, and forgets any earlier value.
 */
export function loops(words: readonly string[], variables: Variables): boolean {
  if (words[0] !== 'for' || !/^[A-Za-z_]\w*$/.test(words[1] ?? '')) return false;
  const name = words[1]!;
  // A list word naming another loop's variable is unknown; `"${dirs[@]}"` is the array's items.
  const list = words[2] === 'in' ? expand(words.slice(3), variables).flatMap((word) => arrayItems(word, variables) ?? [word]) : [];
  if (list.length === 0 || list.some((word) => word.length > MAX_VALUE || /\$\(|`/.test(word) || loopNamed([word], variables)))
    variables.delete(name);
  else variables.set(name, boundedList(list));
  return true;
}

/**
 * `while read -r f; do rm -rf "$f"; done`: the variables `read` sets hold what the pipeline (or
 * stdin) supplies, which the line does not show; true for the `read` command.
 */
export function reads(words: readonly string[], variables: Variables): boolean {
  const command = commandWords(words);
  if (command[0] !== 'read' && command[0] !== 'mapfile' && command[0] !== 'readarray') return false;
  for (let i = 1; i < command.length; i++) {
    const word = command[i]!;
    // `-d ''`, `-p prompt`, `-u fd`, `-n 1`, `-t 5` take a value.
    if (/^-[dpuntN]$/.test(word)) i++;
    else if (/^[A-Za-z_]\w*$/.test(word)) variables.set(word, PIPED);
  }
  if (command.length === 1 || command.every((word, i) => i === 0 || word.startsWith('-'))) variables.set('REPLY', PIPED);
  return true;
}

/** `$X`, `${X}`, an array's `${X[@]}` or `${X[0]}`, and the arguments `$@`, `$*`. */
const REFERENCE = /\$(?:\{(\w+|[@*])(?:\[(?:[@*]|\d+)\])?\}|(\w+|[@*]))/g;
const WHOLE_REFERENCE = /^\$(?:\{(\w+|[@*])(?:\[[@*]\])?\}|([@*]))$/;

/** The items of the array a word is exactly (`${dirs[@]}`, `$@`), else undefined. */
function arrayItems(word: string, variables: Variables): readonly string[] | undefined {
  const match = WHOLE_REFERENCE.exec(word);
  const value = match ? variables.get(match[1] ?? match[2]!) : undefined;
  return typeof value === 'object' ? value : undefined;
}

/** The first loop variable the command names, with its list; undefined when it names none. */
export function loopNamed(words: readonly string[], variables: Variables): { name: string; list: readonly string[] } | undefined {
  for (const word of words) {
    if (!word.includes('$') || word.length > MAX_VALUE) continue;
    for (const [, braced, bare] of word.matchAll(REFERENCE)) {
      const list = variables.get(braced ?? bare!);
      if (typeof list === 'object') return { name: braced ?? bare!, list };
    }
  }
  return undefined;
}

/**
 * The words with the line's known variables (`$CMD`, `${CMD}`) replaced by their values, and loop
 * variable `looped` by `item` (any other stays as written); the same array when none is named. A
 * word that would grow past MAX_VALUE (`$A$A$A…`) is left as written.
 */
export function expand(words: string[], variables: Variables, looped?: string, item?: string): string[] {
  if (variables.size === 0) return words;
  let changed = false;
  const result = words.map((word) => {
    if (!word.includes('$') || word.length > MAX_VALUE) return word;
    let length = word.length;
    const replaced = word.replace(REFERENCE, (whole, braced: string | undefined, bare: string | undefined) => {
      const name = braced ?? bare!;
      const value = name === looped ? item : variables.get(name);
      if (typeof value !== 'string' || (length += value.length) > MAX_VALUE) return whole;
      return value;
    });
    if (replaced !== word) changed = true;
    return replaced;
  });
  return changed ? result : words;
}
