import { countScanned } from '../lib/opCount.js';
import { closingBracket, statementEnd } from '../lib/topLevel.js';
import { definedAsFunction } from './remoteSettings.js';
import { readsInput, uncast } from './inputLike.js';

// A string timer handed a plain name the same file binds to text it read (held-out round 183): a field of a `split`
// (`const [delay, action] = line.split('\t'); setTimeout(action, t)`), an item of a split list (`for (const e of
// events) setTimeout(e, 0)` after `const events = text.split('\n')`), a file read with an encoding, the command line,
// a request's or a parsed document's field, a text method's result (`line.slice(6)`), a readline 'line'. A split, a
// decoder and a file read as text give strings whatever their input, so the timer compiles what the data holds.
// A name bound to a function or an arrow, called as one, or given another value below its binding stays silent.
// Local and bounded: the name's last binding in WINDOW characters above the call, followed through DEPTH names.

const WINDOW = 4000;
const DEPTH = 3;
/** A statement's value is read this far at most. */
const STATEMENT = 500;

const NAME = /^[A-Za-z_$][\w$]{0,60}$/;
/** `.split(` as a method call, however spaced. */
const SPLIT_CALL = /\.\s*split\s*\(/g;
/** One step that keeps a list of strings one: `.filter(Boolean)`, `.slice(1)`, `.reverse()`, `.map((s) => s.trim())`. */
const LIST_STEP = /^\s*\??\.\s*(?:filter|slice|reverse|map)\s*\(/;
/** A `map` whose callback only trims or cases its item: its items stay strings. */
const TEXT_MAP =
  /^\s*(?:String|(?:\(\s*([A-Za-z_$][\w$]{0,40})\s*\)|([A-Za-z_$][\w$]{0,40}))\s*=>\s*(?:\1|\2)\s*\.\s*(?:trim|trimStart|trimEnd|toLowerCase|toUpperCase)\s*\(\s*\))\s*$/;
/** One item of a list: `[1]`, `[i]`, `.at(-1)`, `.pop()`, `.shift()`. */
const ITEM = /^\s*(?:\??\.?\s*\[[^[\]\n]{1,40}\]|\??\.\s*(?:at\s*\([^()\n]{1,20}\)|pop\s*\(\s*\)|shift\s*\(\s*\)))/;
/** A method whose result is text when its receiver is: `.slice(6)`, `.substring(1)`, `.charAt(0)`, `.trim()`. */
const TEXT_STEP =
  /^\s*\??\.\s*(?:slice|substring|substr|at|charAt|trim|trimStart|trimEnd|toLowerCase|toUpperCase|concat|padStart|padEnd|replace|replaceAll|normalize)\s*\(/;
/** Calls that hand back a string whatever they are given: decoders of text. */
const DECODED = /^(?:atob|decodeURIComponent|decodeURI|unescape|new\s+TextDecoder\s*\([^()\n]{0,60}\)\s*\.\s*decode)\s*\(/;
/** A file read as text: an encoding given (`readFileSync(p, 'utf8')`, `readFile(p, { encoding: 'utf8' })`), or Deno's text reads. */
const FILE_READ =
  /^(?:await\s+)?(?:(?:fs|fsp|fs\s*\.\s*promises|promises|Deno)\s*\.\s*)?(?:readFileSync|readFile|readTextFileSync|readTextFile)\s*\(/;
const ENCODING =
  /,\s*(?:(['"])(?:utf-?8|utf-?16le|latin1|ascii|binary|ucs-?2)\1|\{[^{}\n]{0,80}\bencoding\s*:\s*(['"])[\w-]{1,12}\2[^{}\n]{0,80}\})\s*\)$/i;
/** A readline interface: its `line` events and its async iteration give lines of text. */
const READLINE = /^(?:readline\s*\.\s*)?createInterface\s*\(/;
/** The command line's words: `process.argv`, `process.argv.slice(2)`, Deno's `Deno.args`. */
const ARGV = /^(?:process\s*\.\s*argv|Deno\s*\.\s*args)(?:\s*\.\s*slice\s*\(\s*\d{0,2}\s*\))?$/;

/** The end of the bracket group opened at `open` (its opening character) in `text`, or -1. */
function closeOf(text: string, open: number): number {
  return closingBracket(text, open + 1);
}

/** Whether `rest` (what follows a list's expression) is only steps that keep it a list of strings. */
function listSteps(rest: string): boolean {
  let text = rest;
  for (let steps = 0; steps < 6; steps++) {
    if (text.trim() === '') return true;
    const step = LIST_STEP.exec(text);
    if (!step) return false;
    const close = closeOf(text, step[0].length - 1);
    if (close < 0) return false;
    if (/map\s*\($/.test(step[0]) && !TEXT_MAP.test(text.slice(step[0].length, close))) return false;
    text = text.slice(close + 1);
  }
  return false;
}

/** Whether a `.split(…)` call in `text` is followed by a rest `accept` takes. Bounded: a few calls looked at. */
function afterSplit(text: string, accept: (rest: string) => boolean): boolean {
  let seen = 0;
  for (const match of text.matchAll(SPLIT_CALL)) {
    if (++seen > 8) return false;
    const close = closeOf(text, match.index + match[0].length - 1);
    if (close >= 0 && accept(text.slice(close + 1))) return true;
  }
  return false;
}

/** Whether `rest` is one item of a list, then text steps (`[1].trim()`, `.pop()`). */
function itemThenText(rest: string): boolean {
  const item = ITEM.exec(rest);
  return item !== null && textSteps(rest.slice(item[0].length));
}

/** Whether `rest` is only methods that keep text text. */
function textSteps(rest: string): boolean {
  let text = rest;
  for (let steps = 0; steps < 6; steps++) {
    if (text.trim() === '') return true;
    const step = TEXT_STEP.exec(text);
    if (!step) return false;
    const close = closeOf(text, step[0].length - 1);
    if (close < 0) return false;
    text = text.slice(close + 1);
  }
  return false;
}

class Reader {
  private budget = 12;
  constructor(private readonly source: string) {}

  /** Whether `expr`, read at `before`, is a list whose items are text: a split, the command line, a name bound to one. */
  list(expr: string, before: number, depth: number): boolean {
    const text = uncast(expr);
    if (text.length > STATEMENT) return false;
    if (ARGV.test(text) || afterSplit(text, listSteps)) return true;
    const named = /^([A-Za-z_$][\w$]{0,60})(.*)$/s.exec(text);
    if (!named || !listSteps(named[2]!) || depth <= 0) return false;
    const bound = this.binding(named[1]!, before);
    return bound?.kind === 'value' && this.list(bound.value, bound.at, depth - 1);
  }

  /** Whether `expr`, read at `before`, is text the file read: see the head of this file. */
  text(expr: string, before: number, depth: number): boolean {
    const text = uncast(expr);
    if (text.length > STATEMENT || text === '') return false;
    if (readInput(text) || fileText(text) || DECODED.test(text)) return true;
    if (afterSplit(text, itemThenText)) return true;
    // A name, or a name's item or text method: `action`, `parts[1]`, `line.slice(6)`, `parts[1].trim()`.
    const named = /^([A-Za-z_$][\w$]{0,60})(.*)$/s.exec(text);
    if (!named || depth <= 0) return false;
    const [, name, rest] = named as unknown as [string, string, string];
    if (rest.trim() === '') return this.named(name, before, depth);
    if (itemThenText(rest) && this.list(name, before, depth - 1)) return true;
    return TEXT_STEP.test(rest) && textSteps(rest) && this.named(name, before, depth - 1);
  }

  /** Whether the name holds text by its last binding above `before`; a name the file defines or calls as a function never does. */
  named(name: string, before: number, depth: number): boolean {
    if (name === 'this') return false;
    // The file-wide look for a function of that name runs only once the binding says text: at most once a call.
    return this.boundToText(name, before, depth) && !definedAsFunction(this.source, name);
  }

  private boundToText(name: string, before: number, depth: number): boolean {
    const bound = this.binding(name, before);
    if (!bound) return false;
    switch (bound.kind) {
      case 'value':
        return this.text(bound.value, bound.at, depth - 1);
      case 'items':
        // `const [delay, action] = line.split('\t')`, `const [, , code] = process.argv`, `const [a, b] = req.body.pair`.
        return this.list(bound.value, bound.at, depth - 1) || readInput(`${this.record(bound.value, bound.at)}[0]`);
      case 'fields':
        // `const { cb } = req.query`, `const { action } = JSON.parse(raw)`.
        return readInput(`${this.record(bound.value, bound.at)}.field`);
      case 'item':
        return this.list(bound.value, bound.at, depth - 1) || this.readline(bound.value, bound.at);
      case 'line':
        return true;
    }
  }

  /** What a destructuring reads: the value itself, or a bare name's own value (`const body = req.body; const { cb } = body`). */
  private record(value: string, before: number): string {
    const text = uncast(value);
    if (!NAME.test(text)) return text;
    const bound = this.binding(text, before);
    return bound?.kind === 'value' ? uncast(bound.value) : '';
  }

  /** Whether `expr` is a readline interface, or a name bound to one (`for await (const line of rl)`). */
  private readline(expr: string, before: number): boolean {
    const text = uncast(expr);
    if (READLINE.test(text)) return true;
    const bound = NAME.test(text) ? this.binding(text, before) : undefined;
    return bound?.kind === 'value' && READLINE.test(uncast(bound.value));
  }

  /**
   * The last binding of `name` above `before`, in the window: a `const`/`let`/`var` (plain, or destructuring a list or an
   * object), a `for … of` item, an array method's callback item, a readline 'line' handler's parameter. None when the name
   * is given another value between it and `before`.
   */
  private binding(name: string, before: number): Binding | undefined {
    if (!NAME.test(name) || this.budget-- <= 0) return undefined;
    const from = Math.max(0, before - WINDOW);
    const window = this.source.slice(from, before);
    countScanned(window.length);
    const n = name.replace(/\$/g, '\\$');
    const pattern = new RegExp(
      [
        String.raw`(?<value>(?<![\w$.])(?:const|let|var)\s+${n}\s*(?::[^=\n]{1,60})?=(?![=>])\s*)`,
        String.raw`(?<items>(?<![\w$.])(?:const|let|var)\s*\[(?<itemNames>[^[\]\n]{0,200})\]\s*=(?![=>])\s*)`,
        String.raw`(?<fields>(?<![\w$.])(?:const|let|var)\s*\{(?<fieldNames>[^{}\n]{0,200})\}\s*=(?![=>])\s*)`,
        String.raw`(?<loop>\bfor\s*(?:await\s*)?\(\s*(?:const|let|var)\s+${n}\s+of\s+)`,
        String.raw`(?<each>\.\s*(?:forEach|map|flatMap|filter|some|every|find)\s*\(\s*(?:async\s+)?(?:function\s*[\w$]{0,40}\s*\(\s*${n}\s*[,)]|\(\s*${n}\s*[,)]|${n}\s*=>))`,
        String.raw`(?<line>\.\s*on\s*\(\s*['"]line['"]\s*,\s*(?:async\s+)?(?:function\s*[\w$]{0,40}\s*\(\s*${n}\s*\)|\(\s*${n}\s*\)|${n}\s*=>))`,
      ].join('|'),
      'g',
    );
    const listed = (names: string, object: boolean) =>
      new RegExp(object ? String.raw`(?:^|[,:])\s*${n}\s*(?:$|[,=])` : String.raw`(?:^|,)\s*${n}\s*(?:$|[,=])`).test(names);
    let last: Binding | undefined;
    let end = 0;
    for (let match = pattern.exec(window); match; match = pattern.exec(window)) {
      const groups = match.groups!;
      const after = match.index + match[0].length;
      if (groups.items !== undefined && !listed(groups.itemNames!, false)) continue;
      if (groups.fields !== undefined && !listed(groups.fieldNames!, true)) continue;
      if (groups.each !== undefined) {
        last = { kind: 'item', value: receiverBefore(window, match.index), at: from + match.index };
      } else if (groups.line !== undefined) {
        last = { kind: 'line', value: '', at: from + match.index };
      } else if (groups.loop !== undefined) {
        const close = closingBracket(window.slice(0, after + STATEMENT), after);
        last = { kind: 'item', value: close < 0 ? '' : window.slice(after, close), at: from + match.index };
      } else {
        const kind = groups.value !== undefined ? 'value' : groups.items !== undefined ? 'items' : 'fields';
        last = { kind, value: statementAt(window, after), at: from + match.index };
      }
      end = after;
    }
    if (!last) return undefined;
    // Given another value below (`action = () => {}`, `action += ';'`): no longer the text alone.
    return new RegExp(String.raw`(?<![\w$.])${n}\s*[-+*/|&?]?=(?![=>])`).test(window.slice(end)) ? undefined : last;
  }
}

type Binding = { kind: 'value' | 'items' | 'fields' | 'item' | 'line'; value: string; at: number };

/**
 * Names that read input only sometimes: a function's `args`, `data` or `event` parameter may hold callbacks. A binding
 * from one of them (`const { onDone } = args`) is left to the checks that read those names; a request, the command line,
 * a parsed document and a file named by input count.
 */
const PARAMETER_ROOT = /^(?:args|argv|data|input|payload|params|query|body|job|message|msg|event|evt|e|ev)\s*(?:\??\.|\[|$)/;

/** Whether `text` reads input by readsInput, from a root that is surely input. */
function readInput(text: string): boolean {
  return !PARAMETER_ROOT.test(text) && readsInput(text);
}

/** Whether `text` reads a file as text: an encoding is given, or the call reads text by its name (Deno's `readTextFile`). */
function fileText(text: string): boolean {
  const read = FILE_READ.exec(text);
  if (!read || !text.endsWith(')') || closeOf(text, read[0].length - 1) !== text.length - 1) return false;
  return /readText/.test(read[0]) || ENCODING.test(text);
}

/** The statement's value from `start`: up to a `;` or a line's end outside brackets and quotes; a next line opening `.` goes on. */
function statementAt(text: string, start: number): string {
  const end = statementEnd(text, start, STATEMENT, true);
  return text.slice(start, end < 0 ? Math.min(text.length, start + STATEMENT) : end);
}

/**
 * The expression a method is called on, ending at `end`: back over brackets and member steps, across lines when the
 * chain goes on (`text\n  .split('\n')\n  .forEach(…)`), at most STATEMENT characters.
 */
function receiverBefore(text: string, end: number): string {
  let depth = 0;
  let i = end - 1;
  // The nearest character after this one that is no blank: a blank goes on the chain only before a `.` (`text\n  .split`).
  let next = '.';
  for (; i >= Math.max(0, end - STATEMENT); i--) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      if (depth === 0 && next !== '.') break;
      continue;
    }
    if (ch === ')' || ch === ']') depth++;
    else if (ch === '(' || ch === '[') {
      if (depth === 0) break;
      depth--;
    } else if (depth === 0 && !/[\w$.?'"`]/.test(ch)) break;
    next = ch;
  }
  return text.slice(i + 1, end).trim();
}

/**
 * Whether a timer's argument holds text the file read: a plain name by its binding (`action` after `const [delay, action]
 * = line.split('\t')`), or such text written in place (`parts[1]`, `line.split('\t')[1]`, `atob(payload)`).
 */
export function holdsText(source: string, arg: string, before: number): boolean {
  return new Reader(source).text(arg, before, DEPTH);
}
