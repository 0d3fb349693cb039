import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 114: a DELETE that joins another table (Postgres `DELETE FROM t USING o WHERE t.fk = o.id AND …`, MySQL and SQL
// Server `DELETE t FROM t JOIN o ON …`) narrowed only by a state, status or date of the joined table deletes every child
// row of a class of parents, as the subquery form `DELETE FROM t WHERE fk IN (SELECT id FROM o WHERE …)` does. One line
// per case: the class speaks as delete-by-subquery does, near-misses stay silent.

const PURGE = `"""Remove entrant records for events that have finished."""
import os
import psycopg

def main() -> None:
    with psycopg.connect(os.environ["DATABASE_URL"]) as conn:
        with conn.cursor() as cur:
            cur.execute(
                "DELETE FROM entrants USING events "
                "WHERE entrants.event_id = events.id AND events.finished_at IS NOT NULL"
            )
            print(f"deleted {cur.rowcount} entrants")
        conn.commit()
`;
const script = (sql: string): string => PURGE.replace(/"DELETE FROM entrants USING events "\n\s+"WHERE[^\n]+"/, JSON.stringify(sql));

describe('a DELETE joined to a class of parents (destructive/sql/delete-by-subquery)', () => {
  test.each([
    ['scripts/purge_past_entrants.py', PURGE],
    ['scripts/purge.py', script("DELETE FROM entrants USING events WHERE entrants.event_id = events.id AND events.status = 'closed'")],
    [
      'scripts/purge.py',
      script('DELETE FROM public.entrants AS e USING public.events AS ev WHERE ev.id = e.event_id AND ev.season = 2024'),
    ],
    ['scripts/purge.py', script("DELETE e FROM entrants AS e INNER JOIN events AS ev ON e.event_id = ev.id AND ev.status = 'closed'")],
    ['scripts/purge.py', script('DELETE e FROM entrants e JOIN events ev ON e.event_id = ev.id WHERE ev.season = 2024')],
    ['scripts/purge.py', script("DELETE e FROM entrants e INNER JOIN events ev ON ev.id = e.event_id WHERE ev.status = 'closed'")],
    ['db/purge.sql', 'DELETE FROM entrants USING events WHERE entrants.event_id = events.id AND events.finished_at IS NOT NULL;\n'],
  ])('%s speaks', (path, content) => expect(written(path, content)).toContain('delete-by-subquery'));

  test.each([
    [`psql "$DATABASE_URL" -c "DELETE FROM entrants USING events WHERE entrants.event_id = events.id AND events.finished_at IS NOT NULL"`],
    [`mysql shop -e "DELETE e FROM entrants e JOIN events ev ON e.event_id = ev.id WHERE ev.status = 'closed'"`],
  ])('%s speaks', (command) => expect(rule(command)).toContain('delete-by-subquery'));

  // A date of the joined table reads as the subquery form does: every child row of the parents already past.
  test.each([
    ['scripts/purge.py', script('DELETE FROM entrants e USING events ev WHERE e.event_id = ev.id AND ev.ends_at < now()')],
    ['db/purge.sql', 'DELETE e FROM entrants e JOIN events ev ON e.event_id = ev.id WHERE ev.ends_at < now();\n'],
  ])('%s speaks', (path, content) => expect(written(path, content)).not.toBe('none'));

  // One parent, a housekeeping child, rows already archived, a SELECT with the same join, a test file.
  test.each([
    ['scripts/purge.py', script('DELETE FROM entrants USING events WHERE entrants.event_id = events.id AND events.id = %s')],
    ['scripts/purge.py', script("DELETE FROM entrants USING events WHERE entrants.event_id = events.id AND events.slug = 'x'")],
    ['scripts/purge.py', script('DELETE FROM sessions USING users WHERE sessions.user_id = users.id AND users.disabled_at IS NOT NULL')],
    ['scripts/purge.py', script("DELETE t FROM tokens t JOIN users u ON t.user_id = u.id WHERE u.status = 'closed'")],
    ['scripts/purge.py', script("DELETE FROM entrants USING events WHERE entrants.event_id = events.id AND entrants.status = 'withdrawn'")],
    [
      'scripts/purge.py',
      script(
        'DELETE FROM entrants USING events WHERE entrants.event_id = events.id AND events.finished_at IS NOT NULL ' +
          'AND entrants.id IN (SELECT id FROM entrants_archive)',
      ),
    ],
    [
      'scripts/report.py',
      script('SELECT entrants.* FROM entrants JOIN events ON entrants.event_id = events.id WHERE events.finished_at IS NOT NULL'),
    ],
    ['tests/test_purge.py', PURGE],
  ])('%s stays silent', (path, content) => expect(written(path, content)).toBe('none'));

  test.each([
    [`psql "$DATABASE_URL" -c "DELETE FROM entrants USING events WHERE entrants.event_id = events.id AND events.id = 42"`],
    // A match on a value (a blocklist) and a parent picked by a range of its key.
    [`psql app -c "DELETE FROM entrants e USING banned_emails b WHERE e.email = b.email AND b.added_at < now()"`],
    [`psql app -c "DELETE FROM entrants e USING events ev WHERE e.event_id = ev.id AND ev.id > 5"`],
    [
      `psql "$DATABASE_URL" -c "SELECT count(*) FROM entrants JOIN events ON entrants.event_id = events.id WHERE events.finished_at IS NOT NULL"`,
    ],
  ])('%s stays silent', (command) => expect(rule(command)).toBe('none'));
});

describe('the subquery form is judged the same (reference)', () => {
  test.each([
    ['DELETE FROM entrants WHERE event_id IN (SELECT id FROM events WHERE finished_at IS NOT NULL)', 'speaks'],
    ['DELETE FROM entrants WHERE event_id IN (SELECT id FROM events WHERE id = %s)', 'none'],
    ["DELETE FROM entrants WHERE event_id IN (SELECT id FROM events WHERE slug = 'x')", 'none'],
  ])('%s → %s', (sql, want) => {
    const ids = written('scripts/purge.py', script(sql));
    if (want === 'none') expect(ids).toBe('none');
    else expect(ids).toContain('delete-by-subquery');
  });
});
