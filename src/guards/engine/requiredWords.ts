/**
 * The words a rule's pattern cannot match without (`DELETE`, `FROM`, `WHERE`, one of `ACCOUNT`/`CUSTOMER`/…): a text
 * that lacks them cannot match it, so the pattern need not be compiled for it. The SQL packs' patterns are the largest
 * the guards hold, and compiling them is most of what a call with SQL in it costs; a call that reads `DELETE … WHERE
 * starts_at > now()` skips every pattern that needs `UPDATE`, `SELECT`, `GROUP BY` or a people table's name.
 *
 * Read at build time (scripts/build.js ships each script rule's filter in its pack as `scriptWords`); from source the
 * destructive guard reads it on first use. The filter is a tree: any one of its conjunctions, each all of its items, an
 * item a word or a filter of its own. `[['DELETE', 'FROM', [['ACCOUNT'], ['CUSTOMER']]], ['TRUNCATE']]` reads "DELETE
 * and FROM and (ACCOUNT or CUSTOMER), or TRUNCATE".
 *
 * Conservative by construction: only letters the pattern must match literally count, in order, two or more in a row
 * (`sessions?` needs `SESSION`; `session_slots` needs `SESSION` and `SLOTS`). A group counts when it must match (no
 * `?`, `*`, `{0,…}` after it): one alternative's words as the alternative's own, several as "one of". Nothing inside a
 * class, a lookaround or a group this reading does not know counts, nor an escape's letters. What it cannot read
 * exactly (an unbalanced group, an escape whose length it does not know, `[]`) makes the whole pattern require nothing.
 * Words are compared upper-cased, as the patterns are case-insensitive; a longer word holding one (`JOIN` holds `IN`)
 * only lets more through.
 */
export type Prefilter = readonly (readonly (string | Prefilter)[])[];

/** The filter that lets every text through. */
const ANY: Prefilter = [[]];

/** Thrown where the reading gives up: the pattern then requires nothing. */
class Unsure extends Error {}

/** A pattern's filter (see above): no text it lets through cannot match `source`. */
export function requiredWords(source: string): Prefilter {
  try {
    const reader = new Reader(source);
    const filter = reader.alternatives();
    // A `)` with no `(` before it: not a pattern this reading knows.
    if (reader.at < source.length) return ANY;
    return filter;
  } catch (error) {
    if (error instanceof Unsure) return ANY;
    throw error;
  }
}

/** Whether `upper` (a text, upper-cased) holds what one of the filter's conjunctions needs. */
export function mayMatch(filter: Prefilter, upper: string): boolean {
  return filter.some((items) => items.every((item) => (typeof item === 'string' ? upper.includes(item) : mayMatch(item, upper))));
}

/**
 * A character that stands for itself, unescaped or escaped: printable ASCII but the syntax characters. `{`, `}` and `]`
 * stand for themselves where they do not make a quantifier or close a class, but are left out: they are rare in text.
 * Escaped, every printable ASCII sign stands for itself (`\.`, `\(`, `\$`).
 */
const LITERAL = /^[ !"#%&',\-/:;<=>@\w`~]$/;

/** A quantifier after an atom: `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}`, each maybe lazy. */
const QUANTIFIER = /^(?:[?*+]|\{(\d+)(?:,\d*)?\})\??/;

class Reader {
  at = 0;
  constructor(private readonly source: string) {}

  /** Alternatives up to a `)` or the end: any one of them. */
  alternatives(): Prefilter {
    const branches: (string | Prefilter)[][] = [this.sequence()];
    while (this.source[this.at] === '|') {
      this.at++;
      branches.push(this.sequence());
    }
    // One alternative that needs nothing lets every text through.
    if (branches.some((items) => items.length === 0)) return ANY;
    // An alternative that is only "one of" (`(?:<|>)|BETWEEN`) adds its alternatives to these.
    const flat = branches.flatMap((items) => (items.length === 1 && typeof items[0] !== 'string' ? items[0]! : [items]));
    const seen = new Set<string>();
    return flat.filter((items) => !seen.has(JSON.stringify(items)) && seen.add(JSON.stringify(items)));
  }

  /** One alternative: all of what its atoms need, letters in a row read as one word. */
  private sequence(): (string | Prefilter)[] {
    const items: (string | Prefilter)[] = [];
    let run = '';
    const flush = () => {
      // One letter or digit is in too many texts to filter anything; one sign (`,`, `=`) is not.
      const word = run.toUpperCase();
      if ((run.length >= 2 || /\W/.test(run)) && !items.includes(word)) items.push(word);
      run = '';
    };
    const source = this.source;
    while (this.at < source.length && source[this.at] !== '|' && source[this.at] !== ')') {
      const c = source[this.at]!;
      let group: Prefilter | undefined;
      // The character the atom stands for when it is one the text must hold as written: a letter, a digit, a sign, an
      // escaped sign (`\.`, `\(`).
      let literal: string | undefined;
      if (c === '\\') {
        const escaped = source[this.at + 1] ?? '';
        if (/^[ -/:-@[-`{-~]$/.test(escaped)) {
          literal = escaped;
          this.at += 2;
        } else this.escape();
      } else if (c === '[') this.characterClass();
      else if (c === '(') group = this.group();
      else {
        if (LITERAL.test(c)) literal = c;
        this.at++;
      }
      const quantifier = QUANTIFIER.exec(source.slice(this.at, this.at + 24));
      if (quantifier) this.at += quantifier[0].length;
      // `?`, `*` and `{0,…}` let the atom be absent; `(?:x)+` and `{2}` keep it.
      const optional = quantifier !== null && (/^[?*]/.test(quantifier[0]) || Number(quantifier[1]) === 0);
      if (literal !== undefined && !optional) {
        run += literal;
        // A repeated character still stands once where it is; what follows it may be another copy.
        if (quantifier) flush();
        continue;
      }
      flush();
      if (!group || optional) continue;
      // A group of one alternative needs all its items, as the sequence's own; several go in as "one of".
      if (group.length === 1) {
        for (const item of group[0]!) if (typeof item !== 'string' || !items.includes(item)) items.push(item);
      } else items.push(group);
    }
    flush();
    return items;
  }

  /** Steps over an escape: its letters are not the text's (`\s`, `\x41`, `\u0041`, `\cJ`, `\k<name>`). */
  private escape(): void {
    const source = this.source;
    const escaped = source[this.at + 1];
    const after = source.slice(this.at + 2, this.at + 6);
    // One this reading does not know exactly (`\x` without two hex digits, `\u{…}`, `\c` before a non-letter, `\p{…}`, a
    // trailing `\`) gives up.
    if (escaped === undefined || escaped === 'p' || escaped === 'P') throw new Unsure();
    if (escaped === 'k' && after.startsWith('<')) {
      const end = source.indexOf('>', this.at);
      if (end < 0) throw new Unsure();
      this.at = end + 1;
    } else if (escaped === 'x') {
      if (!/^[\dA-Fa-f]{2}/.test(after)) throw new Unsure();
      this.at += 4;
    } else if (escaped === 'u') {
      if (!/^[\dA-Fa-f]{4}/.test(after)) throw new Unsure();
      this.at += 6;
    } else if (escaped === 'c') {
      if (!/^[A-Za-z]/.test(after)) throw new Unsure();
      this.at += 3;
    } else if (/\d/.test(escaped)) {
      // A back-reference, or (past the groups there are) an octal escape: `\10` is one escape, not `\1` and a `0`.
      for (this.at += 2; /\d/.test(source[this.at] ?? ''); this.at++);
    } else this.at += 2;
  }

  /** Steps over a class: `[]` (nothing) and `[^]` (anything) are rare enough to give up on. */
  private characterClass(): void {
    const source = this.source;
    this.at += source[this.at + 1] === '^' ? 2 : 1;
    if (source[this.at] === ']') throw new Unsure();
    for (; this.at < source.length && source[this.at] !== ']'; this.at++) if (source[this.at] === '\\') this.at++;
    if (this.at >= source.length) throw new Unsure();
    this.at++;
  }

  /**
   * Reads a group: a plain, non-capturing or named one needs what its alternatives need; a lookaround needs nothing
   * here, though its inside is read to find its end. Any other `(?…` form (a modifier, `(?i:…)`) gives up.
   */
  private group(): Prefilter {
    const source = this.source;
    const head = /^\((?:\?:|\?<[A-Za-z_$][\w$]*>|(\?(?:=|!|<=|<!))|(\?))?/.exec(source.slice(this.at, this.at + 72))!;
    if (head[2] !== undefined) throw new Unsure();
    this.at += head[0].length;
    const inner = this.alternatives();
    if (source[this.at] !== ')') throw new Unsure();
    this.at++;
    return head[1] === undefined ? inner : ANY;
  }
}
