/**
 * SQL's "made earlier" (rules/README.md, "SQL is judged by its shape"): a statement that drops,
 * truncates or empties only objects an earlier statement of the same script created loses nothing
 * the script did not make (`CREATE TEMP TABLE t AS …; …; DROP TABLE t`; SurrealQL's `DEFINE TABLE t; … REMOVE TABLE t`). The shell's judgement
 * (`madeEarlier` in destructive.ts) applied to SQL: narrow and literal, the same kind and name.
 */

// Bounded repeats only: statements come from repository text and model output.
const CREATED =
  /\b(?:CREATE|DEFINE)\s+(?:OR\s+REPLACE\s+)?(?:(?:LOCAL|GLOBAL)\s+)?(?:TEMP(?:ORARY)?\s+|TRANSIENT\s+|UNLOGGED\s+)?(TABLE|VIEW|SCHEMA|DATABASE)\s+(?:IF\s+NOT\s+EXISTS\s+)?([\w."`[\]]{1,200})/i;
const TAKEN =
  /\b(?:(?:DROP|REMOVE)\s+(?:TEMP(?:ORARY)?\s+)?(TABLE|VIEW|SCHEMA|DATABASE)\s+(?:IF\s+EXISTS\s+)?|TRUNCATE\s+(?:TABLE\s+)?()|DELETE\s+FROM\s+())([\w."`[\]]{1,200}(?:\s{0,8},\s{0,8}[\w."`[\]]{1,200}){0,31})/i;

/** A name as compared: quotes and brackets gone, lower case. */
function bare(name: string): string {
  return name.replace(/["`[\]]/g, '').toLowerCase();
}

/**
 * The objects a script's statements created so far, fed in order: `add` each statement after judging
 * it, `holds` whether every object a statement drops or empties is among them.
 */
export class MadeInScript {
  private readonly made = new Set<string>();

  add(statement: string): void {
    const created = CREATED.exec(statement);
    if (created) this.made.add(`${created[1]!.toLowerCase()} ${bare(created[2]!)}`);
  }

  holds(statement: string): boolean {
    if (this.made.size === 0) return false;
    const taken = TAKEN.exec(statement);
    if (!taken) return false;
    // TRUNCATE and DELETE FROM act on tables.
    const kind = (taken[1] ?? 'table').toLowerCase();
    return taken[4]!.split(',').every((name) => this.made.has(`${kind} ${bare(name.trim())}`));
  }
}
