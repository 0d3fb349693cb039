import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 73 (ferries and water taxis, pest control, court reporting, upholstery and sign shops): approval and sign-off records
// deleted by age, a mass UPDATE of every row whose status is in a list, and rendered previews under a folder whose name
// below would mark records. One line per class that speaks and near-misses that stay silent.

describe('approvals, sign-offs, agreements and waivers are records kept (destructive/sql/delete-records-by-age)', () => {
  test.each([
    [
      `sqlite3 pest.db "DELETE FROM treatment_signoffs WHERE signed_off_at < date('now','-1 year')"`,
      'destructive/sql/delete-records-by-age',
    ],
    [`psql -c "DELETE FROM charter_agreements WHERE created_at < now() - interval '2 years'"`, 'destructive/sql/delete-records-by-age'],
    [`mysql ferry -e "DELETE FROM passenger_waivers WHERE signed_at < NOW() - INTERVAL 90 DAY"`, 'destructive/sql/delete-records-by-age'],
    // One row by its key, a rolling window of an approval's sessions, and a read stay silent.
    ['psql -c "DELETE FROM transcript_approvals WHERE id = 7"', 'none'],
    [`psql -c "DELETE FROM approval_sessions WHERE created_at < now() - interval '2 days'"`, 'none'],
    [`psql -c "SELECT * FROM transcript_approvals WHERE approved_at < now() - interval '90 days'"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an UPDATE whose WHERE is a status IN a list of words picks several groups (destructive/sql/update-by-attribute)', () => {
  test.each([
    [
      `psql -c "UPDATE pest_visits SET status = 'cancelled' WHERE status IN ('scheduled', 'en_route')"`,
      'destructive/sql/update-by-attribute',
    ],
    [
      `mysql shop -e "UPDATE reupholstery_orders SET state = 'done' WHERE state IN ('new','waiting')"`,
      'destructive/sql/update-by-attribute',
    ],
    // A key or identifying column, a queue table, test values and numbers stay silent.
    [`psql -c "UPDATE pest_visits SET status = 'cancelled' WHERE email IN ('a@x.io', 'b@x.io')"`, 'none'],
    [`psql -c "UPDATE email_queue SET status = 'pending' WHERE status IN ('failed', 'retrying')"`, 'none'],
    [`psql -c "UPDATE pest_visits SET status = 'cancelled' WHERE status IN ('test', 'scheduled')"`, 'none'],
    [`psql -c "UPDATE pest_visits SET status = 'cancelled' WHERE id IN (4, 5)"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('files under a folder of renders or previews are output made again (destructive/filesystem/rm-source-files)', () => {
  test.each([
    // The records folder on its own and a signed or approved copy under the renders still speak.
    ['rm -f jobs/*.pdf', 'destructive/filesystem/rm-source-files'],
    ['rm -f rendered/proofs/approved/*.pdf', 'destructive/filesystem/rm-source-files'],
    // Renders, previews and thumbnails of customers' work stay silent.
    ['rm -f rendered/proofs/*.png', 'none'],
    ['rm -f previews/jobs/*.jpg', 'none'],
    ['rm -f thumbnails/clients/*.jpg', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
