import { describe, expect, test } from 'vitest';
import { commandIds, writeSpeaks } from '../../support/destructiveIds.js';

// Held-out round 163: a logbook's entries deleted past an age (`DELETE FROM logbook_entries WHERE visited_on < now() -
// interval '2 years'`). The rule for record tables by age named logbooks in its text, but its pattern only read them
// after a prefix (`vehicle_logbook`); a table named for the logbook itself, or its entries, is records too.

const psql = (statement: string) => `psql "$DATABASE_URL" -c "${statement}"`;

describe('a logbook table deleted past an age', () => {
  test.each([
    ["DELETE FROM logbooks WHERE created_at < now() - interval '2 years'", 'destructive/sql/delete-records-by-age'],
    ["DELETE FROM logbook_entries WHERE visited_on < now() - interval '2 years'", 'destructive/sql/delete-records-by-age'],
    ["DELETE FROM logbook_records WHERE logged_at < now() - interval '90 days'", 'destructive/sql/delete-records-by-age'],
    ["DELETE FROM vehicle_logbooks WHERE created_at < now() - interval '2 years'", 'destructive/sql/delete-records-by-age'],
    // Near-misses: a logbook's drafts or cache, one entry by its key, a read.
    ["DELETE FROM logbook_drafts WHERE created_at < now() - interval '2 days'", 'none'],
    ["DELETE FROM logbook_cache WHERE created_at < now() - interval '2 days'", 'none'],
    ['DELETE FROM logbook_entries WHERE id = 5', 'none'],
    ["SELECT * FROM logbook_entries WHERE visited_on < now() - interval '2 years'", 'none'],
  ])('%s → %s', (statement, expected) => expect(commandIds(psql(statement))).toBe(expected));

  test('in a script the agent writes', () => {
    const script =
      'import os\nimport psycopg2\n\nconn = psycopg2.connect(os.environ["DATABASE_URL"])\nwith conn, conn.cursor() as cur:\n' +
      `    cur.execute("DELETE FROM logbook_entries WHERE visited_on < now() - interval '2 years'")\n`;
    expect(writeSpeaks('scripts/prune_logbook.py', script)).toBe(true);
  });
});
