import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 95: loyalty cards and points, stamp and punch cards, gift cards and store credit are balances a business owes its
// customers, so a delete of them by age speaks like one of a ledger; a promotion's expired coupons, sessions and a delete
// by id stay silent. One line per class that speaks and near-misses that stay silent.

describe('customer balances deleted by age (destructive/sql/delete-records-by-age)', () => {
  test.each([
    [
      `psql "$DATABASE_URL" -c "DELETE FROM loyalty_cards WHERE last_visit < now() - interval '1 year';"`,
      'destructive/sql/delete-records-by-age',
    ],
    [`psql -c "DELETE FROM customer_gift_cards WHERE issued_at < now() - interval '5 years'"`, 'destructive/sql/delete-records-by-age'],
    [`mysql shop -e "DELETE FROM store_credits WHERE created_at < CURDATE() - INTERVAL 2 YEAR"`, 'destructive/sql/delete-records-by-age'],
    [
      `sqlite3 data/parlour.db "DELETE FROM stamp_cards WHERE updated_at < date('now','-18 months')"`,
      'destructive/sql/delete-records-by-age',
    ],
    [`psql -c "DELETE FROM loyalty_points WHERE earned_at < now() - interval '2 years'"`, 'destructive/sql/delete-records-by-age'],
    // Expired promotions, sessions and one card by id stay silent.
    [`psql -c "DELETE FROM coupons WHERE expires_at < now()"`, 'none'],
    [`psql -c "DELETE FROM loyalty_sessions WHERE created_at < now()"`, 'none'],
    [`psql -c "DELETE FROM loyalty_cards WHERE id = 4"`, 'none'],
  ])('%s', (command, expected) => expect(rule(command)).toBe(expected));
});
