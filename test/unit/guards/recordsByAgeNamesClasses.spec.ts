import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 109 (a fish farm's stock deaths): delete-records-by-age knew a records table only by a list of words, so a
// rolling-window delete of `mortality_events`, `treatment_records` or `incidents` stayed silent. A table whose name says
// it keeps records (`*_records`, `*_register`, `*_registry`, `*_history`, `*_logbook`) is a records table whatever its
// first word, and the regulated events about living things and safety (deaths, births, treatments, medications and
// withdrawals, welfare and health checks, incidents, accidents, injuries, near misses, spills, escapes, catches,
// landings, harvests) join the list. One line per case that speaks and near-misses that stay silent.

const AGE = 'destructive/sql/delete-records-by-age';

describe('a rolling-window delete of a table named as records (destructive/sql/delete-records-by-age)', () => {
  test.each([
    [`psql -c "DELETE FROM treatment_records WHERE treated_at < now() - interval '1 year'"`, AGE],
    [`psql -c "DELETE FROM vaccination_register WHERE given_on < now() - interval '2 years'"`, AGE],
    [`mysql -e "DELETE FROM catch_history WHERE landed_at < NOW() - INTERVAL 1 YEAR"`, AGE],
    [`sqlite3 farm.db "DELETE FROM pen_registry WHERE created_at < date('now','-1 year')"`, AGE],
    [`psql -c "DELETE FROM vessel_logbook WHERE entry_date < CURRENT_DATE - 365"`, AGE],
    [`psql -c "DELETE FROM stud_book_registers WHERE registered_at < now() - interval '5 years'"`, AGE],
    // Housekeeping histories (logins, syncs, webhooks, jobs, sessions, searches), a table called just `records`, one row, a SELECT.
    [`psql -c "DELETE FROM login_history WHERE created_at < now() - interval '1 year'"`, 'none'],
    [`psql -c "DELETE FROM user_login_history WHERE created_at < now() - interval '90 days'"`, 'none'],
    [`psql -c "DELETE FROM sync_history WHERE synced_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM webhook_history WHERE created_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM job_history WHERE finished_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM session_history WHERE ended_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM search_history WHERE searched_at < now() - interval '90 days'"`, 'none'],
    [`psql -c "DELETE FROM dns_records WHERE updated_at < now() - interval '1 year'"`, 'none'],
    [`psql -c "DELETE FROM location_history WHERE recorded_at < now() - interval '90 days'"`, 'none'],
    [`psql -c "DELETE FROM password_history WHERE created_at < now() - interval '1 year'"`, 'none'],
    [`psql -c "DELETE FROM treatment_records WHERE id = 42"`, 'none'],
    [`psql -c "SELECT count(*) FROM treatment_records WHERE treated_at < now() - interval '1 year'"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a rolling-window delete of regulated events about living things or safety (destructive/sql/delete-records-by-age)', () => {
  test.each([
    [`psql "$DATABASE_URL" -c "DELETE FROM mortality_events WHERE recorded_at < now() - interval '1 year';"`, AGE],
    [`mysql -e "DELETE FROM mortality_events WHERE recorded_at < NOW() - INTERVAL 1 YEAR"`, AGE],
    [`sqlite3 farm.db "DELETE FROM mortality_events WHERE recorded_at < date('now','-1 year')"`, AGE],
    [`psql -c "DELETE FROM public.mortality_events WHERE recorded_at < now() - interval '1 year'"`, AGE],
    [`psql -c "DELETE FROM incidents WHERE occurred_at < now() - interval '1 year'"`, AGE],
    [`psql -c "DELETE FROM incident_events WHERE created_at < now() - interval '1 year'"`, AGE],
    [`psql -c "DELETE FROM calf_births WHERE born_on < CURRENT_DATE - 365"`, AGE],
    [`psql -c "DELETE FROM deaths WHERE died_on < now() - interval '3 years'"`, AGE],
    [`psql -c "DELETE FROM lice_treatments WHERE treated_at < now() - interval '1 year'"`, AGE],
    [`psql -c "DELETE FROM medication_withdrawals WHERE ends_on < now()"`, AGE],
    [`psql -c "DELETE FROM welfare_checks WHERE checked_at < now() - interval '1 year'"`, AGE],
    [`psql -c "DELETE FROM flock_health_checks WHERE checked_at < now() - interval '1 year'"`, AGE],
    [`psql -c "DELETE FROM accident_reports WHERE reported_at < now() - interval '2 years'"`, AGE],
    [`psql -c "DELETE FROM injuries WHERE occurred_at < now() - interval '2 years'"`, AGE],
    [`psql -c "DELETE FROM near_misses WHERE reported_at < now() - interval '1 year'"`, AGE],
    [`psql -c "DELETE FROM fuel_spills WHERE spilled_at < now() - interval '1 year'"`, AGE],
    [`psql -c "DELETE FROM fish_escapes WHERE escaped_at < now() - interval '1 year'"`, AGE],
    [`psql -c "DELETE FROM catches WHERE caught_at < now() - interval '1 year'"`, AGE],
    [`psql -c "DELETE FROM landings WHERE landed_at < now() - interval '1 year'"`, AGE],
    [`psql -c "DELETE FROM harvests WHERE harvested_on < now() - interval '1 year'"`, AGE],
    // Telemetry events, a site's health checks and landing pages, birthdays, an A/B test's treatments, one row,
    // rows already archived, and a SELECT.
    [`psql -c "DELETE FROM events WHERE created_at < now() - interval '1 year'"`, 'none'],
    [`psql -c "DELETE FROM page_events WHERE created_at < now() - interval '90 days'"`, 'none'],
    [`psql -c "DELETE FROM analytics_events WHERE created_at < now() - interval '90 days'"`, 'none'],
    [`psql -c "DELETE FROM click_events WHERE created_at < now() - interval '90 days'"`, 'none'],
    [`psql -c "DELETE FROM webhook_events WHERE received_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM health_checks WHERE checked_at < now() - interval '7 days'"`, 'none'],
    [`psql -c "DELETE FROM landing_page_stats WHERE day < now() - interval '1 year'"`, 'none'],
    [`psql -c "DELETE FROM birthday_reminders WHERE sent_at < now() - interval '1 year'"`, 'none'],
    [`psql -c "DELETE FROM escape_sequences WHERE created_at < now() - interval '1 year'"`, 'none'],
    [`psql -c "DELETE FROM experiment_treatments WHERE ended_at < now() - interval '1 year'"`, 'none'],
    [`psql -c "DELETE FROM mortality_events WHERE id = 42"`, 'none'],
    [
      `psql -c "DELETE FROM mortality_events WHERE recorded_at < now() - interval '1 year' AND id IN (SELECT id FROM mortality_events_archive)"`,
      'none',
    ],
    [`psql -c "SELECT * FROM mortality_events WHERE recorded_at < now() - interval '1 year'"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    [
      'scripts/purge_mortality.py',
      "import psycopg2, os\nconn = psycopg2.connect(os.environ['DATABASE_URL'])\nwith conn, conn.cursor() as cur:\n" +
        '    cur.execute("DELETE FROM mortality_events WHERE recorded_at < now() - interval \'1 year\'")\n',
      AGE,
    ],
    ['sql/purge_treatments.sql', "DELETE FROM treatment_records WHERE treated_at < now() - interval '1 year';\n", AGE],
    [
      'scripts/purge_events.py',
      "import psycopg2, os\nconn = psycopg2.connect(os.environ['DATABASE_URL'])\nwith conn, conn.cursor() as cur:\n" +
        '    cur.execute("DELETE FROM analytics_events WHERE created_at < now() - interval \'90 days\'")\n',
      'none',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
