import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 76 (heritage railways, planetariums and science centres, cold-chain trucking, print shops), SQL: sign-ups,
// enrolments and RSVPs deleted by a past date (with MySQL's CURDATE() as a cutoff), and a jobs or work-orders table
// updated over a calendar-date cutoff. One line per class that speaks and near-misses that stay silent.

describe('bookings by another name deleted by a past date (destructive/sql/delete-records-by-age)', () => {
  test.each([
    [`mysql giftshop -e "DELETE FROM telescope_signups WHERE session_date < CURDATE();"`, 'destructive/sql/delete-records-by-age'],
    [`mysql giftshop -e "DELETE FROM bookings WHERE session_date < CURDATE();"`, 'destructive/sql/delete-records-by-age'],
    [`mysql giftshop -e "DELETE FROM bookings WHERE session_date < CURRENT_DATE();"`, 'destructive/sql/delete-records-by-age'],
    [`mysql giftshop -e "DELETE FROM bookings WHERE session_date < SYSDATE();"`, 'destructive/sql/delete-records-by-age'],
    [`mysql rail -e "DELETE FROM footplate_reservations WHERE trip_date < NOW();"`, 'destructive/sql/delete-records-by-age'],
    [`mysql x -e "DELETE FROM bookings WHERE session_date < DATE_SUB(NOW(), INTERVAL 1 YEAR);"`, 'destructive/sql/delete-records-by-age'],
    [`mysql x -e "DELETE FROM planetarium_registrations WHERE show_date < CURDATE();"`, 'destructive/sql/delete-records-by-age'],
    [`mysql x -e "DELETE FROM appointments WHERE appt_date < CURDATE() - INTERVAL 1 YEAR;"`, 'destructive/sql/delete-records-by-age'],
    [`mysql x -e "DELETE FROM class_attendance WHERE class_date < CURDATE();"`, 'destructive/sql/delete-records-by-age'],
    [`sqlite3 centre.db "DELETE FROM event_rsvps WHERE event_date < date('now');"`, 'destructive/sql/delete-records-by-age'],
    [`psql -c "DELETE FROM rsvps WHERE event_date < current_date"`, 'destructive/sql/delete-records-by-age'],
    [`psql -c "DELETE FROM course_enrolments WHERE term_end < current_date;"`, 'destructive/sql/delete-records-by-age'],
    [`psql -c "DELETE FROM class_enrollments WHERE term_end < current_date - interval '1 year';"`, 'destructive/sql/delete-records-by-age'],
    [`mysql x -e "UPDATE memberships SET status='expired' WHERE end_date < CURDATE();"`, 'destructive/sql/update-records-by-age'],
    // Holds and carts (short locks), one sign-up by its key, a query, test tables, future rows by id, housekeeping.
    [`mysql x -e "DELETE FROM seat_holds WHERE expires_at < NOW();"`, 'none'],
    [`mysql x -e "DELETE FROM booking_holds WHERE expires_at < NOW();"`, 'none'],
    [`mysql x -e "DELETE FROM reservation_carts WHERE updated_at < NOW() - INTERVAL 1 DAY;"`, 'none'],
    [`mysql x -e "DELETE FROM signups WHERE id = 42;"`, 'none'],
    [`mysql x -e "SELECT * FROM telescope_signups WHERE session_date < CURDATE();"`, 'none'],
    [`mysql x -e "DELETE FROM test_signups WHERE session_date < CURDATE();"`, 'none'],
    [`mysql x -e "DELETE FROM signups_test WHERE session_date < CURDATE();"`, 'none'],
    [`mysql x -e "DELETE FROM bookings WHERE id = 9 AND session_date > CURDATE();"`, 'none'],
    [`mysql x -e "DELETE FROM sessions WHERE created_at < CURDATE();"`, 'none'],
    [`mysql x -e "DELETE FROM event_log WHERE created_at < CURRENT_DATE() - INTERVAL 30 DAY;"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a jobs or work-orders table updated over a calendar date (destructive/sql/update-records-by-age)', () => {
  test.each([
    [
      `psql "$DATABASE_URL" -c "UPDATE print_jobs SET status = 'cancelled' WHERE due_date < now();"`,
      'destructive/sql/update-records-by-age',
    ],
    [`mysql shop -e "UPDATE print_jobs SET status = 'void' WHERE due_date < CURDATE();"`, 'destructive/sql/update-records-by-age'],
    [`psql -c "UPDATE jobs SET status = 'closed' WHERE job_date < current_date;"`, 'destructive/sql/update-records-by-age'],
    [`psql -c "UPDATE print_jobs SET assigned_to = NULL WHERE ship_date < now();"`, 'destructive/sql/update-records-by-age'],
    [`psql -c "UPDATE delivery_jobs SET status = 'cancelled' WHERE ship_date < CURDATE();"`, 'destructive/sql/update-records-by-age'],
    [`psql -c "UPDATE work_orders SET technician_id = NULL WHERE scheduled_on < current_date;"`, 'destructive/sql/update-records-by-age'],
    // A job queue's own columns and tables, one job by its id, and a query.
    [`psql -c "UPDATE jobs SET locked_at = NULL WHERE locked_at < now() - interval '1 hour';"`, 'none'],
    [`psql -c "UPDATE jobs SET heartbeat_at = NULL WHERE heartbeat_at < now() - interval '5 minutes';"`, 'none'],
    [`psql -c "UPDATE jobs SET attempts = 0 WHERE run_at < now();"`, 'none'],
    [`psql -c "UPDATE jobs SET status = 'cancelled' WHERE run_at < now();"`, 'none'],
    [`psql -c "UPDATE jobs SET run_at = now() WHERE due_date < now();"`, 'none'],
    [`psql -c "UPDATE delayed_jobs SET status = 'failed' WHERE run_at < now();"`, 'none'],
    [`psql -c "UPDATE good_jobs SET finished_at = now() WHERE scheduled_at < now();"`, 'none'],
    [`psql -c "UPDATE que_jobs SET expired_at = now() WHERE run_at < now();"`, 'none'],
    [`psql -c "UPDATE oban_jobs SET state = 'cancelled' WHERE scheduled_at < now();"`, 'none'],
    [`psql -c "UPDATE solid_queue_jobs SET finished_at = now() WHERE scheduled_at < now();"`, 'none'],
    [`psql "$DATABASE_URL" -c "UPDATE print_jobs SET status = 'cancelled' WHERE id = 88;"`, 'none'],
    [`psql -c "UPDATE print_jobs SET status = 'cancelled' WHERE id = 88 AND due_date < now();"`, 'none'],
    [`psql -c "SELECT * FROM print_jobs WHERE due_date < now();"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
