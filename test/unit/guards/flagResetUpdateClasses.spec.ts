import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 103: a record-keeping flag (paid, settled, signed, approved, verified, attended, delivered) or an unpaid status
// reset over a whole period or category of a records table. A year or a season names a group, not a row, and every
// payment, approval or attendance of that period is erased with nothing saying what it was. One line per case.

const id = 'destructive/sql/update-quantity-zero-by-group';

describe('a record-keeping flag reset over a period of a records table (destructive/sql/update-quantity-zero-by-group)', () => {
  test.each([
    [`psql -d harbour -c "UPDATE harbour_dues SET paid = false WHERE year = 2024;"`, id],
    [`psql -d shop -c "UPDATE invoices SET paid = false WHERE year = 2024"`, id],
    [`mysql club -e "UPDATE member_payments SET settled = 0 WHERE season = '2024-25'"`, id],
    [`sqlite3 club.db "UPDATE agreements SET signed = NULL WHERE season = 2025"`, id],
    // A word value was already a group for update-by-attribute; a depot code with digits is one here.
    [`psql -c "UPDATE expense_claims SET approved = false WHERE depot = 'LEEDS'"`, 'destructive/sql/update-by-attribute'],
    [`psql -c "UPDATE expense_claims SET approved = false WHERE depot = 'D12'"`, id],
    [`psql -c "UPDATE timesheets SET verified = false WHERE period = '2024-Q3'"`, id],
    [`psql -c "UPDATE class_attendance SET attended = false WHERE term = 2"`, id],
    [`psql -c "UPDATE orders SET delivered = false WHERE route = 'R12'"`, id],
    [`psql -c "UPDATE harbour_dues SET status = 'unpaid' WHERE year = 2024"`, id],
    [`psql -c "UPDATE club_levies SET is_paid = false, paid_at = NULL WHERE year = 2024 AND berth_class = 'B'"`, id],
    // One row by its key, a housekeeping flag, a flag set to true on named rows, a queue table, and a read.
    [`psql -c "UPDATE harbour_dues SET paid = false WHERE id = 4"`, 'none'],
    [`psql -c "UPDATE invoices SET paid = false WHERE invoice_no = 2024"`, 'none'],
    [`psql -c "UPDATE invoices SET notified = false WHERE year = 2024"`, 'none'],
    [`psql -c "UPDATE payments SET synced = false WHERE year = 2024"`, 'none'],
    [`psql -c "UPDATE import_rows SET processed = false WHERE batch = 7"`, 'none'],
    [`psql -c "UPDATE payment_outbox SET paid = false WHERE year = 2024"`, 'none'],
    [`psql -c "UPDATE harbour_dues SET paid = true WHERE id IN (4, 5, 6)"`, 'none'],
    [`psql -c "UPDATE harbour_dues SET paid = true WHERE year = 2024"`, 'none'],
    [`psql -c "UPDATE feature_flags SET approved = false WHERE year = 2024"`, 'none'],
    [`psql -c "SELECT * FROM harbour_dues WHERE paid = false AND year = 2024"`, 'none'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});
