import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 94: a service, repair or support ticket is the record of a job done for a customer, so a delete of tickets by
// age speaks like one of work orders; auth, login, SSO and CAS tickets are short-lived credentials, and `jobs` is a
// queue table. One line per class that speaks and near-misses that stay silent.

const PURGE = `import sqlite3
con = sqlite3.connect("data/tickets.db")
con.execute("DELETE FROM tickets WHERE created_at < date('now','-1 year')")
con.commit()
`;

describe('tickets deleted by age (destructive/sql/delete-records-by-age)', () => {
  test('a written purge speaks', () =>
    expect(written('scripts/purge_tickets.py', PURGE)).toContain('destructive/sql/delete-records-by-age'));
  test.each([
    [`sqlite3 data/tickets.db "DELETE FROM tickets WHERE created_at < date('now','-1 year');"`, 'destructive/sql/delete-records-by-age'],
    [`psql -c "DELETE FROM support_tickets WHERE closed_at < now() - interval '2 years'"`, 'destructive/sql/delete-records-by-age'],
    [`mysql shop -e "DELETE FROM ticket WHERE opened_on < CURDATE() - INTERVAL 1 YEAR"`, 'destructive/sql/delete-records-by-age'],
    [`psql -c "DELETE FROM service_tickets WHERE visit_date <= current_date - 730"`, 'destructive/sql/delete-records-by-age'],
    // Short-lived credentials, queue tables, holds, and deletes by id stay silent.
    [`psql -c "DELETE FROM auth_tickets WHERE created_at < now() - interval '1 day'"`, 'none'],
    [`psql -c "DELETE FROM sso_tickets WHERE expires_at < now()"`, 'none'],
    [`psql -c "DELETE FROM session_tickets WHERE created_at < now()"`, 'none'],
    [`psql -c "DELETE FROM ticket_holds WHERE expires_at < now()"`, 'none'],
    [`psql -c "DELETE FROM jobs WHERE created_at < now() - interval '7 days'"`, 'none'],
    [`sqlite3 data/tickets.db "DELETE FROM tickets WHERE id = 4"`, 'none'],
  ])('%s', (command, expected) => expect(rule(command)).toBe(expected));
});
