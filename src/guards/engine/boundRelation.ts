// A delete reached through a name that holds the rows (held-out round 104): Django's `stale = Appointment.objects.filter(
// status=…, starts_at__lt=cutoff)` … `stale.delete()`, Active Record's `scope = Booking.where(…)` … `scope.delete_all`,
// SQLAlchemy's `q = session.query(M).filter(…)` … `q.delete()`, Laravel's `$q = Visit::where(…)` … `$q->delete()`. The
// delete's own chain names no filter; the name's binding does. `inlineBound` writes the chain as if the binding were inlined
// (`Appointment.objects.filter(…).delete()`), so the filter readers judge it as they judge the one-line form. A name bound
// to anything that picks no rows (`site = Site.find(id)`, an object) is left as it is.
// Linear: one bounded pattern per name, a bounded character scan per binding, and MAX_HOPS names followed.

/** How far back a name's binding is looked for, how far its value is read, and how many names are followed. */
const MAX_BACK = 4000;
const MAX_VALUE = 800;
const MAX_HOPS = 3;

/** The name a chain starts from (`stale.`, `$q->`), not a model or a receiver of the method's own. */
const HEAD = /^(\$?[a-z_]\w{0,63})(?=\s{0,8}(?:\.|->)|$)/;
const NOT_HELD = /^(?:self|this|cls|super|objects|session|db|query)$/;
/** A value that picks rows: a filter or a query (`.filter(`, `.where(`, `.exclude(`, `session.query(`, Laravel's `::where(`). */
const PICKS_ROWS = /\.(?:where|filter|filter_by|exclude|query)\b|::where|->where/;
/** A value that ends by taking one row or a figure (`.first()`, `.get(…)`, `.find_by(…)`, `.count`): the name holds no rows. */
const ONE_ROW =
  /\.(?:first|last|get|find|find_by|one|one_or_none|scalar|scalars|sole|take|count|exists|pluck|values_list|ids|to_a)!?(?:\([^()]{0,200}\))?$/;
/** A value that deletes itself: the name then holds a count, not rows. */
const DELETES = /\.(?:delete_all|destroy_all|deleteMany|delete_many|delete|destroy)\b|->(?:delete|forceDelete)\(/;

/** The value bound at `from`: names, dots, `::`, `->`, bracketed arguments, and a `.` link opening the next line. */
function valueAt(text: string, from: number): string {
  const end = Math.min(text.length, from + MAX_VALUE);
  let i = from;
  while (i < end) {
    const c = text[i]!;
    if (/[\w.:$]/.test(c)) i++;
    else if (c === '-' && text[i + 1] === '>') i += 2;
    else if (c === '(' || c === '[') {
      let depth = 0;
      let j = i;
      for (; j < end; j++) {
        const d = text[j]!;
        if (d === '(' || d === '[') depth++;
        else if (d === ')' || d === ']') depth--;
        if (depth === 0) break;
      }
      if (j >= end) return '';
      i = j + 1;
    } else {
      const next = /^\s{1,80}(?=\.[A-Za-z_])/.exec(text.slice(i, i + 81));
      if (next === null) break;
      i += next[0].length;
    }
  }
  const value = text.slice(from, i).trim();
  // A value wrapped in brackets to lay it out over lines (`stale = (\n    M.objects.filter(…)\n)`).
  return /^\(.*\)$/s.test(value) && !/^\(.*\)\s{0,8}[.[(]/s.test(value) ? value.slice(1, -1).trim() : value;
}

/** The last binding of `name` before `at` (`name = …`, not `==`, `=>`, `=~`): where it starts and its value, or undefined. */
function boundBefore(text: string, name: string, at: number): { at: number; value: string } | undefined {
  const floor = Math.max(0, at - MAX_BACK);
  const escaped = name.replace('$', '\\$');
  const binding = new RegExp(`(?<![\\w.$>])${escaped}[ \\t]{0,8}=(?![=>~])[ \\t]{0,8}`, 'g');
  let last: RegExpExecArray | undefined;
  for (const match of text.slice(floor, at).matchAll(binding)) last = match;
  return last === undefined ? undefined : { at: floor + last.index, value: valueAt(text, floor + last.index + last[0].length) };
}

/**
 * The chain starting at `start` in `text` with the name it starts from replaced by the rows that name was bound to
 * (`stale.delete()` → `Appointment.objects.filter(…).delete()`), or the chain as it was.
 */
export function inlineBound(text: string, start: number, chain: string): string {
  let out = chain;
  let at = start;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const name = HEAD.exec(out)?.[1];
    if (name === undefined || NOT_HELD.test(name.replace('$', ''))) break;
    const bound = boundBefore(text, name, at);
    if (bound === undefined || !PICKS_ROWS.test(bound.value) || ONE_ROW.test(bound.value) || DELETES.test(bound.value)) break;
    out = bound.value + out.slice(name.length);
    // A name bound from itself (`qs = qs.exclude(…)`) is followed back past this binding.
    at = bound.at;
  }
  return out;
}

/** A bulk delete called on a bare name (`stale.delete()`, `scope.delete_all`, `$q->delete()`), not on a model or a chain. */
const NAMED_DELETE =
  /(?<![\w.$>:])(\$?[a-z_]\w{0,63})[ \t]{0,8}(?:\.(?:delete|delete_all|destroy_all)\b(?:\([ \t]{0,8}\))?|->(?:delete|forceDelete)\(\))/g;
const MAX_SITES = 32;

/**
 * The bulk deletes of `text` reached through a name bound to filtered rows, each written as its one-line form on a line of
 * its own (`stale = Family.objects.filter(last_booking_at__lt=cutoff)` … `stale.delete()` → `Family.objects.filter(
 * last_booking_at__lt=cutoff).delete()`), for the Write path's ORM range readers to judge as they judge that form (held-out
 * round 113). A name bound to one row, a count or nothing that filters is left out, as is a delete on no bound name.
 */
export function boundDeleteChains(text: string): string[] {
  const found: string[] = [];
  NAMED_DELETE.lastIndex = 0;
  let sites = 0;
  for (let match = NAMED_DELETE.exec(text); match && sites++ < MAX_SITES; match = NAMED_DELETE.exec(text)) {
    const inlined = inlineBound(text, match.index, match[0]);
    if (inlined === match[0]) continue;
    const line = inlined.replace(/\s+/g, ' ');
    if (!found.includes(line)) found.push(line);
  }
  return found;
}
