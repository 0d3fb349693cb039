import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 92: a delete that keeps only the rows with recent (or otherwise selected) activity, through `NOT IN
// (SELECT …)` or `NOT EXISTS (SELECT 1 …)`, takes every other record of the table. One line per class that speaks and
// near-misses that stay silent.

const GDPR = `const { rowCount } = await pool.query(
  \`DELETE FROM customers
    WHERE id NOT IN (SELECT customer_id FROM orders WHERE placed_at > now() - interval '3 years')\`
);`;

describe('every record with no recent activity deleted (destructive/sql/delete-by-subquery)', () => {
  test('the written purge script speaks', () => expect(written('scripts/gdpr-purge.js', GDPR)).toBe('destructive/sql/delete-by-subquery'));
  test.each([
    [
      `psql "$DATABASE_URL" -c "DELETE FROM customers WHERE id NOT IN (SELECT customer_id FROM orders WHERE placed_at > now() - interval '3 years')"`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      `mysql -e "DELETE FROM members WHERE id NOT IN (SELECT member_id FROM visits WHERE visited_at >= DATE_SUB(NOW(), INTERVAL 2 YEAR))"`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      `sqlite3 app.db "DELETE FROM patients WHERE id NOT IN (SELECT patient_id FROM appointments WHERE starts_at > date('now', '-5 years'))"`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      `psql -c "DELETE FROM members m WHERE NOT EXISTS (SELECT 1 FROM visits v WHERE v.member_id = m.id AND v.visited_at >= now() - interval '2 years')"`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      `psql -c "DELETE FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id AND o.placed_at > '2023-01-01')"`,
      'destructive/sql/delete-by-subquery',
    ],
    // Housekeeping tables, an orphan check with no cutoff, a SELECT and a delete by id.
    [`psql -c "DELETE FROM sessions WHERE user_id NOT IN (SELECT id FROM users WHERE last_login > now() - interval '30 days')"`, 'none'],
    [`psql -c "DELETE FROM api_tokens WHERE user_id NOT IN (SELECT user_id FROM logins WHERE at > now() - interval '90 days')"`, 'none'],
    [`psql -c "DELETE FROM tag_links tl WHERE NOT EXISTS (SELECT 1 FROM posts p WHERE p.id = tl.post_id)"`, 'none'],
    [
      `psql -c "SELECT * FROM customers WHERE id NOT IN (SELECT customer_id FROM orders WHERE placed_at > now() - interval '3 years')"`,
      'none',
    ],
    [`psql -c "DELETE FROM customers WHERE id = 42"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
