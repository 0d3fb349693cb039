import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Rounds 110 and 112: a session of a service delivered to a person (a laser clinic's treatment sessions, therapy,
// coaching, class sessions) deleted over a date range or a rolling window, where only a web or login session table
// is housekeeping; and a records table's status set to an ending value (cancelled, void, refunded, rejected,
// expired, deleted) over a whole period. One line per class that speaks and near-misses that stay silent.

describe('a service session table deleted over a period (destructive/sql/delete-by-range, delete-records-by-age)', () => {
  test.each([
    [`psql "$DATABASE_URL" -c "DELETE FROM treatment_sessions WHERE session_date < '2023-01-01';"`, 'destructive/sql/delete-by-range'],
    [`psql -c "DELETE FROM therapy_sessions WHERE session_date < '2023-01-01';"`, 'destructive/sql/delete-by-range'],
    [`psql -c "DELETE FROM counselling_sessions WHERE held_on < '2022-06-30';"`, 'destructive/sql/delete-by-range'],
    [`psql -c "DELETE FROM class_sessions WHERE session_date BETWEEN '2022-01-01' AND '2022-12-31';"`, 'destructive/sql/delete-by-range'],
    [`sqlite3 app.db "DELETE FROM clinic_sessions WHERE date < '2023-01-01';"`, 'destructive/sql/delete-by-range'],
    [`psql -c "DELETE FROM public.treatment_sessions WHERE session_date < '2023-01-01';"`, 'destructive/sql/delete-by-range'],
    // The rolling form.
    [
      `psql "$DATABASE_URL" -c "DELETE FROM treatment_sessions WHERE session_date < now() - interval '1 year';"`,
      'destructive/sql/delete-records-by-age',
    ],
    [`psql -c "DELETE FROM therapy_sessions WHERE started_at < now() - interval '2 years';"`, 'destructive/sql/delete-records-by-age'],
    [`psql -c "DELETE FROM training_sessions WHERE created_at < now() - interval '1 year';"`, 'destructive/sql/delete-records-by-age'],
    [`psql -c "DELETE FROM tutoring_sessions WHERE created_at < date('now','-1 year');"`, 'destructive/sql/delete-records-by-age'],
    [`psql -c "DELETE FROM coaching_sessions WHERE created_at < CURRENT_DATE - 365;"`, 'destructive/sql/delete-records-by-age'],
    [`mysql -e "DELETE FROM physio_sessions WHERE session_date < CURDATE() - INTERVAL 1 YEAR;"`, 'destructive/sql/delete-records-by-age'],
    // Web and login sessions stay housekeeping, with any date filter, and one session by its key.
    [`psql -c "DELETE FROM treatment_sessions WHERE id = 42;"`, 'none'],
    [`psql -c "DELETE FROM sessions WHERE created_at < '2023-01-01';"`, 'none'],
    [`psql -c "DELETE FROM public.sessions WHERE created_at < '2023-01-01';"`, 'none'],
    [`psql -c "DELETE FROM sessions WHERE expires_at < now();"`, 'none'],
    [`psql -c "DELETE FROM session WHERE expire < now() - interval '1 day';"`, 'none'],
    [`psql -c "DELETE FROM user_sessions WHERE last_seen < '2023-01-01';"`, 'none'],
    [`psql -c "DELETE FROM django_session WHERE expire_date < '2023-01-01';"`, 'none'],
    [`psql -c "DELETE FROM django_session WHERE expire_date < now();"`, 'none'],
    [`psql -c "DELETE FROM login_sessions WHERE created_at < now() - interval '30 days';"`, 'none'],
    [`psql -c "DELETE FROM auth_sessions WHERE created_at < '2024-01-01';"`, 'none'],
    [`psql -c "DELETE FROM http_sessions WHERE created_at < '2024-01-01';"`, 'none'],
    [`psql -c "DELETE FROM web_sessions WHERE created_at < now() - interval '7 days';"`, 'none'],
    [`psql -c "DELETE FROM browser_sessions WHERE created_at < '2024-01-01';"`, 'none'],
    [`psql -c "DELETE FROM active_sessions WHERE last_seen < '2024-01-01';"`, 'none'],
    [`psql -c "DELETE FROM session_data WHERE updated_at < '2024-01-01';"`, 'none'],
    [`psql -c "DELETE FROM express_session_store WHERE expires < '2024-01-01';"`, 'none'],
    [`psql -c "DELETE FROM app_session_store WHERE expires < now();"`, 'none'],
    [`mysql -e "DELETE FROM ci_sessions WHERE timestamp < 1700000000;"`, 'none'],
    // An app's sessions named for a feature are still web sessions.
    [`psql -c "DELETE FROM patient_portal_sessions WHERE expires_at < '2024-01-01';"`, 'none'],
    [`psql -c "DELETE FROM game_sessions WHERE created_at < '2024-01-01';"`, 'none'],
    [`psql -c "DELETE FROM chat_sessions WHERE updated_at < now() - interval '30 days';"`, 'none'],
    [`psql -c "SELECT * FROM treatment_sessions WHERE session_date < '2023-01-01';"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a records table set to an ending status over a period (destructive/sql/update-quantity-zero-by-group)', () => {
  test.each([
    [
      `psql "$DATABASE_URL" -c "UPDATE curtain_orders SET status = 'cancelled' WHERE created_at > now() - interval '1 year';"`,
      'destructive/sql/update-quantity-zero-by-group',
    ],
    [
      `psql -c "UPDATE curtain_orders SET status = 'cancelled' WHERE created_at >= now() - interval '1 year';"`,
      'destructive/sql/update-quantity-zero-by-group',
    ],
    [
      `psql -c "UPDATE curtain_orders SET status = 'cancelled', updated_at = now() WHERE created_at > now() - interval '1 year';"`,
      'destructive/sql/update-quantity-zero-by-group',
    ],
    [
      `psql -c "UPDATE bookings SET status = 'void' WHERE created_at > now() - interval '30 days';"`,
      'destructive/sql/update-quantity-zero-by-group',
    ],
    [
      `psql -c "UPDATE orders SET status = 'expired' WHERE created_at > now() - interval '6 months';"`,
      'destructive/sql/update-quantity-zero-by-group',
    ],
    [
      `mysql -e "UPDATE shop_orders SET status = 'deleted' WHERE created_at >= DATE_SUB(NOW(), INTERVAL 1 YEAR);"`,
      'destructive/sql/update-quantity-zero-by-group',
    ],
    [
      `sqlite3 shop.db "UPDATE orders SET state = 'cancelled' WHERE created_at > date('now','-1 year');"`,
      'destructive/sql/update-quantity-zero-by-group',
    ],
    // A whole period or category by its value.
    [`psql -c "UPDATE curtain_orders SET status = 'canceled' WHERE year = 2024;"`, 'destructive/sql/update-quantity-zero-by-group'],
    [`psql -c "UPDATE orders SET status = 'refunded' WHERE year = 2024;"`, 'destructive/sql/update-quantity-zero-by-group'],
    [`psql -c "UPDATE invoices SET status = 'voided' WHERE fiscal_year = 2024;"`, 'destructive/sql/update-quantity-zero-by-group'],
    [`psql -c "UPDATE reservations SET status = 'cancelled' WHERE season = 2025;"`, 'destructive/sql/update-quantity-zero-by-group'],
    // One row by its key, housekeeping tables, a stale checkout's expiry, a status that ends nothing, archiving,
    // a table that is not records, and a SELECT stay silent.
    [`psql -c "UPDATE curtain_orders SET status = 'cancelled' WHERE id = 4;"`, 'none'],
    [`psql -c "UPDATE curtain_orders SET status = 'cancelled' WHERE order_no IN ('A1','A2');"`, 'none'],
    [`psql -c "UPDATE curtain_orders SET status = 'cancelled' WHERE order_id = 4 AND created_at > now() - interval '1 year';"`, 'none'],
    [`psql -c "UPDATE jobs SET status = 'cancelled' WHERE created_at > now() - interval '1 year';"`, 'none'],
    [`psql -c "UPDATE outbox SET status = 'cancelled' WHERE created_at > now() - interval '1 year';"`, 'none'],
    [`psql -c "UPDATE sessions SET status = 'expired' WHERE created_at > now() - interval '1 year';"`, 'none'],
    [
      `psql -c "UPDATE curtain_orders SET status = 'cancelled' WHERE status = 'pending' AND created_at < now() - interval '1 hour';"`,
      'none',
    ],
    [`psql -c "UPDATE orders SET status = 'expired' WHERE status = 'pending' AND created_at < now() - interval '30 minutes';"`, 'none'],
    [
      `mysql -e "UPDATE orders SET status = 'cancelled' WHERE status = 'pending_payment' AND created_at < DATE_SUB(NOW(), INTERVAL 2 HOUR);"`,
      'none',
    ],
    [`psql -c "UPDATE curtain_orders SET status = 'shipped' WHERE created_at > now() - interval '1 year';"`, 'none'],
    [`psql -c "UPDATE curtain_orders SET status = 'archived' WHERE year = 2022;"`, 'none'],
    [`psql -c "UPDATE products SET status = 'cancelled' WHERE year = 2024;"`, 'none'],
    [`psql -c "SELECT * FROM curtain_orders WHERE created_at > now() - interval '1 year';"`, 'none'],
    // A pending order kept for a year is no stale checkout: that still speaks.
    [
      `psql -c "UPDATE orders SET status = 'cancelled' WHERE status = 'pending' AND created_at < now() - interval '1 year';"`,
      'destructive/sql/update-status-end-by-date',
    ],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
