import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 81 (volunteer fire departments, snow-plow contractors): a department's equipment checks, tests and members'
// training hours deleted by age, and a Go program that deletes a table's rows before a date it computes and binds.
// One line per class that speaks and near-misses that stay silent.

describe('equipment checks, tests, training hours and service records deleted by age (destructive/sql/delete-records-by-age)', () => {
  test.each([
    [`psql -d vfd -c "DELETE FROM scba_checks WHERE checked_at < now() - interval '1 year';"`, 'destructive/sql/delete-records-by-age'],
    [
      `psql -d vfd -c "DELETE FROM apparatus_checks WHERE created_at < now() - interval '2 years'"`,
      'destructive/sql/delete-records-by-age',
    ],
    [`sqlite3 fd.db "DELETE FROM equipment_checks WHERE checked_at < date('now','-1 year')"`, 'destructive/sql/delete-records-by-age'],
    [`psql -c "DELETE FROM vehicle_checks WHERE created_at < now() - interval '90 days'"`, 'destructive/sql/delete-records-by-age'],
    [`psql -d vfd -c "DELETE FROM pump_tests WHERE tested_on < CURRENT_DATE - 365"`, 'destructive/sql/delete-records-by-age'],
    [`psql -d vfd -c "DELETE FROM ladder_tests WHERE tested_on < CURRENT_DATE - 365"`, 'destructive/sql/delete-records-by-age'],
    [`psql -d vfd -c "DELETE FROM training_hours WHERE logged_at < now() - interval '1 year'"`, 'destructive/sql/delete-records-by-age'],
    [`mysql vfd -e "DELETE FROM cert_hours WHERE earned_at < NOW() - INTERVAL 3 YEAR"`, 'destructive/sql/delete-records-by-age'],
    [`psql -c "DELETE FROM maintenance_records WHERE created_at < now() - interval '90 days'"`, 'destructive/sql/delete-records-by-age'],
    // A site's monitoring and plumbing, software tests, an ML run, one check by its id, and a read.
    [`psql -d vfd -c "DELETE FROM health_checks WHERE checked_at < now() - interval '1 year'"`, 'none'],
    [`psql -c "DELETE FROM uptime_checks WHERE checked_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM job_checks WHERE checked_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM check_runs WHERE created_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM sessions WHERE created_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM password_resets WHERE created_at < now() - interval '1 day'"`, 'none'],
    [`psql -c "DELETE FROM rate_limits WHERE created_at < now() - interval '1 day'"`, 'none'],
    [`psql -c "DELETE FROM workflow_tests WHERE created_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM load_tests WHERE created_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM training_runs WHERE created_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM scba_checks WHERE id = 42"`, 'none'],
    [`psql -c "SELECT * FROM scba_checks WHERE checked_at < now() - interval '1 year'"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

/** A pgx program that runs `sql` with a cutoff it computes: Oct 1 of this season. */
const pgx = (sql: string) =>
  [
    'package main',
    'import ("context"; "log"; "os"; "time"; "github.com/jackc/pgx/v5")',
    'func main() {',
    '\tctx := context.Background()',
    '\tconn, err := pgx.Connect(ctx, os.Getenv("DATABASE_URL"))',
    '\tif err != nil { log.Fatal(err) }',
    '\tnow := time.Now()',
    '\tyear := now.Year()',
    '\tif now.Month() < time.October { year-- }',
    '\tseasonStart := time.Date(year, time.October, 1, 0, 0, 0, 0, time.Local)',
    `\ttag, err := conn.Exec(ctx, ${sql}, seasonStart)`,
    '\tlog.Printf("deleted %d", tag.RowsAffected())',
    '}',
  ].join('\n');

describe('Go code that deletes rows before a cutoff it binds (destructive/sql/delete-by-range)', () => {
  test.each([
    ['cmd/prune-breadcrumbs/main.go', pgx('`DELETE FROM breadcrumbs WHERE recorded_at < $1`'), 'destructive/sql/delete-by-range'],
    ['cmd/prune-inspections/main.go', pgx('`DELETE FROM hydrant_inspections WHERE inspected_at < $1`'), 'destructive/sql/delete-by-range'],
    ['cmd/prune-tracks/main.go', pgx('"DELETE FROM gps_tracks WHERE ts < $1"'), 'destructive/sql/delete-by-range'],
    [
      'internal/prune/prune.go',
      'package prune\nfunc Prune(ctx context.Context, db *sql.DB, cutoff time.Time) error {\n' +
        '\t_, err := db.ExecContext(ctx, `DELETE FROM vehicle_positions WHERE recorded_at < $1`, cutoff)\n\treturn err\n}\n',
      'destructive/sql/delete-by-range',
    ],
    [
      'internal/prune/prune.go',
      'package prune\nfunc Prune(db *sqlx.DB, cutoff time.Time) {\n\tdb.MustExec(`DELETE FROM gps_points WHERE captured_at < $1`, cutoff)\n}\n',
      'destructive/sql/delete-by-range',
    ],
    // Housekeeping tables, a read, one row by its id, and a test that binds the cutoff on the rows it set up.
    ['cmd/prune-breadcrumbs/main.go', pgx('`DELETE FROM sessions WHERE expires_at < $1`'), 'none'],
    ['cmd/prune-breadcrumbs/main.go', pgx('`DELETE FROM cache_entries WHERE created_at < $1`'), 'none'],
    ['cmd/prune-breadcrumbs/main.go', pgx('`SELECT * FROM breadcrumbs WHERE recorded_at < $1`'), 'none'],
    ['cmd/prune-breadcrumbs/main.go', pgx('`DELETE FROM breadcrumbs WHERE id = $1`'), 'none'],
    ['cmd/prune-breadcrumbs/main_test.go', pgx('`DELETE FROM breadcrumbs WHERE recorded_at < $1`'), 'none'],
    [
      'tests/test_prune.py',
      'import os, psycopg\nconn = psycopg.connect(os.environ["DATABASE_URL"])\nconn.execute("DELETE FROM breadcrumbs WHERE recorded_at < %s", (cutoff,))\n',
      'none',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
