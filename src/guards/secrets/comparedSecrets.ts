import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { namesPassword, secretName } from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import { looksGenerated, looksLikePassword } from './valueShape.js';
import { countScanned } from '../lib/opCount.js';

// A literal the code compares a credential with is that credential, written into the source as surely as an assignment
// writes it: a hard-coded admin check (`pass == "…"`, `"…".equals(password)`, Clojure's `(= pass "…")`), or a login pair
// compared whole (`(= [user pass] ["admin" "…"])`, Python's `(user, pw) == ("admin", "…")`, Elixir's `{user, pass} ==
// {"admin", "…"}`), https://cwe.mitre.org/data/definitions/798.html (held-out round 186). The name says credential
// (secretName); a password's name takes a password's shape, any other (`token`, `api_key`) a generated value's. A hash
// compared (`sha256(pw) == "…"`, `password_hash == "…"`) is none: a call's result or a digest's name stands before the operator.
// Each pattern is a few bounded runs without nested unbounded quantifiers: linear on any text.

// `pass == "…"`, `$pw eq '…'`, `params[:password] == "…"`, `req.body["password"] === "…"`.
const NAME_FIRST =
  /(?:\[[ \t]{0,3}["':]([A-Za-z_][\w-]{0,60})["']?[ \t]{0,3}\]|(?<![\w$-])([A-Za-z_$][\w$-]{0,60}))[ \t]{0,3}(?:===?|!==?|\beq\b|\bne\b)[ \t]{0,3}(["'])([^"'\\\n]{1,200})\3/dg;
// `"…" == password`, `'…' !== this.pass`.
const LITERAL_FIRST =
  /(["'])([^"'\\\n]{1,200})\1[ \t]{0,3}(?:===?|!==?)[ \t]{0,3}(?:[A-Za-z_$][\w$]{0,40}(?:\.|->|::)){0,3}([A-Za-z_$][\w$]{0,60})(?![\w$([.])/dg;
// Java's, Kotlin's, C#'s and Ruby's equality methods, either way round: `password.equals("…")`, `"…".equals(pass)`.
const EQUALS = String.raw`[ \t]{0,3}\.[ \t]{0,3}(?:equals|equalsIgnoreCase|contentEquals|Equals|eql\?|equal\?)[ \t]{0,3}\([ \t]{0,3}`;
const NAME_EQUALS = new RegExp(String.raw`(?<![\w$-])([A-Za-z_$][\w$]{0,60})${EQUALS}(["'])([^"'\\\n]{1,200})\2[ \t]{0,3}\)`, 'dg');
const LITERAL_EQUALS = new RegExp(
  String.raw`(["'])([^"'\\\n]{1,200})\1${EQUALS}(?:[A-Za-z_$][\w$]{0,40}(?:\.|->|::)){0,3}([A-Za-z_$][\w$]{0,60})[ \t]{0,3}\)`,
  'dg',
);
// A Lisp's equality call with a name and a string, either way round: Clojure's `(= pass "…")`, `(not= "…" password)`,
// Common Lisp's `(string= pw "…")`.
const LISP_NAME = String.raw`([A-Za-z_*][\w*?!-]{0,60})`;
const LISP_EQUAL = new RegExp(
  String.raw`\((?:=|not=|eq|equal|equals?|string=|string-equal)[ \t\r\n]{1,8}(?:${LISP_NAME}[ \t\r\n]{1,8}"([^"\\\n]{1,200})"|"([^"\\\n]{1,200})"[ \t\r\n]{1,8}${LISP_NAME})[ \t\r\n]{0,8}\)`,
  'dg',
);
// Two sequences compared, names on one side and literals on the other: Clojure's vectors (`(= [user pass] ["admin" "…"])`),
// and the tuples, lists and Elixir tuples an infix `==` compares.
const LISP_SEQUENCES = /\((?:=|not=)[ \t\r\n]{1,8}\[([^[\]()\n]{1,400})\][ \t\r\n]{1,8}\[([^[\]()\n]{1,400})\][ \t\r\n]{0,8}\)/dg;
const INFIX_SEQUENCES = /[[({]([^[\](){}\n]{1,400})[\])}][ \t]{0,3}(?:===?|!==?)[ \t]{0,3}[[({]([^[\](){}\n]{1,400})[\])}]/dg;
const ITEM = /"([^"\\\n]*)"|'([^'\\\n]*)'|([^\s,"']+)/g;
const IDENTIFIER = /^[:$*]?[A-Za-z_][\w$*?!.-]{0,60}$/;
// A bare `pass` is a password beside a user: a login pair (`user == "admin" and pass == "…"`), not a compiler's or a test
// runner's pass. The user is looked for on the comparison's line or the sequence compared.
const BARE_PASS = /^pass$/i;
const USER_NEAR = /\b(?:user(?:_?name)?|usr|login|account)\b/i;
const MAX_FOUND = 8;

/** `samplesOnly`: a test's, a template's or a fixture's file, where a compared password is its own sample: only a generated value speaks. */
/** What a check that turns a weak password away says next (`raise WeakPassword`, `"too common"`, `warnWeak()`). */
const WEAK_REJECTED =
  /\b(?:[Ww]eak|[Cc]ommon|[Bb]anned|[Bb]reached|[Pp]wned|[Gg]uessable)|[a-z](?:Weak|Common|Banned)|\btoo[ _](?:common|simple|easy|short|weak)/;

export function comparedSecrets(source: string, rule: Compiled | undefined, found: Secret[], note?: Note, samplesOnly = false): void {
  if (!rule || !COMPARE_HINT.test(source)) return;
  for (const match of source.matchAll(NAME_FIRST)) judge(match[1] ?? match[2]!, match[4]!, match.indices![4]![0]);
  for (const match of source.matchAll(LITERAL_FIRST)) judge(match[3]!, match[2]!, match.indices![2]![0]);
  if (/\.(?:equals|equalsIgnoreCase|contentEquals|Equals|eql\?|equal\?)\b/.test(source)) {
    for (const match of source.matchAll(NAME_EQUALS)) judge(match[1]!, match[3]!, match.indices![3]![0]);
    for (const match of source.matchAll(LITERAL_EQUALS)) judge(match[3]!, match[2]!, match.indices![2]![0]);
  }
  if (source.includes('(')) {
    for (const match of source.matchAll(LISP_EQUAL)) {
      const first = match[1] !== undefined;
      judge(first ? match[1]! : match[4]!, first ? match[2]! : match[3]!, match.indices![first ? 2 : 3]![0]);
    }
    for (const match of source.matchAll(LISP_SEQUENCES)) sequences(match);
  }
  for (const match of source.matchAll(INFIX_SEQUENCES)) sequences(match);

  /** The two sides' items paired by position: a name on one side, a literal at the same place on the other. */
  function sequences(match: RegExpExecArray | RegExpMatchArray): void {
    const left = items(match[1]!, match.indices![1]![0]);
    const right = items(match[2]!, match.indices![2]![0]);
    if (left.length < 2 || left.length !== right.length) return;
    const [names, literals] = left.every((item) => !item.quoted) ? [left, right] : [right, left];
    if (!names.every((item) => !item.quoted && IDENTIFIER.test(item.text))) return;
    const user = names.some((item) => USER_NEAR.test(item.text));
    for (const [i, name] of names.entries()) {
      const literal = literals[i]!;
      if (literal.quoted) judge(name.text, literal.text, literal.at, user);
    }
  }

  function judge(written: string, value: string, start: number, user?: boolean): void {
    if (found.length >= MAX_FOUND) return;
    // `$pw`, `:password`, `*admin-pass*`, `self.pw`, `config/password`: the name is its last part.
    const name = written.replace(/^[:$*]+|\*$/g, '').replace(/^.*[./]/, '');
    if (!name) return;
    const bare = BARE_PASS.test(name);
    if (bare && !(user ?? userOnLine(start))) return;
    const strength = bare ? 'strong' : secretName(name);
    if (!strength) return;
    // `if password == "P@ssw0rd!": raise WeakPassword()`: a known-weak password turned away, not a login kept in code.
    if (WEAK_REJECTED.test(source.slice(start, start + 200))) return;
    const reason = placeholderReason(value);
    if (reason) {
      note?.(text.why.placeholder(name, reason));
      return;
    }
    const password = !samplesOnly && strength === 'strong' && (bare || namesPassword(name));
    // A compared word is as often a state's or an enum's value (`passwordStrength === "Strong"`): a password's needs a digit
    // or a symbol in it.
    if (!(password ? looksLikePassword(value) && /\d|[^\w\s]/.test(value) && !/\s/.test(value) : looksGenerated(value))) return;
    if (found.some((other) => other.start === start)) return;
    found.push({ kind: text.findings.comparedWith(name), rule: rule!.fullId, start, end: start + value.length });
  }

  // Within 300 characters either side, cut at the line's ends: searching the whole source for them would make a crafted
  // one-line file quadratic (review of this stop).
  function userOnLine(at: number): boolean {
    const from = Math.max(0, at - 300);
    const window = source.slice(from, at + 300);
    countScanned(window.length);
    const before = window.lastIndexOf('\n', at - from - 1) + 1;
    const after = window.indexOf('\n', at - from);
    return USER_NEAR.test(window.slice(before, after < 0 ? window.length : after));
  }
}

/** The items of a sequence's text (`user pass`, `"admin", "…"`), each with where its text starts in the source. */
function items(list: string, offset: number): { text: string; quoted: boolean; at: number }[] {
  const out: { text: string; quoted: boolean; at: number }[] = [];
  for (const item of list.matchAll(ITEM)) {
    if (out.length > 16) return [];
    const quoted = item[3] === undefined;
    out.push({ text: item[1] ?? item[2] ?? item[3]!, quoted, at: offset + item.index + (quoted ? 1 : 0) });
  }
  return out;
}

// What a comparison needs before any pattern runs: an equality operator, method or call.
const COMPARE_HINT =
  /[=!]==?|\beq\b|\bne\b|\.(?:equals|equalsIgnoreCase|contentEquals|Equals|eql\?|equal\?)\b|\((?:not=|=|string=|string-equal|equals?|eq)\s/;
