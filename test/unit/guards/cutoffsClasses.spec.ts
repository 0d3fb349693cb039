import { describe, expect, test } from 'vitest';
import { commandIds, editSpeaks, writeSpeaks } from '../../support/destructiveIds.js';

// Held-out round 157: a delete of people records by an age cutoff that also takes every record never seen (`OR
// last_attended_at IS NULL`, in a script that binds the cutoff), a booking table named `*_jobs` deleted by a domain column
// (`pilot_jobs WHERE boarding_time < now()`), and a retention period written as a duration object cut (`{ years: 7 }` →
// `{ days: 30 }`). One line per call: the call, and whether the guard speaks.

const script = (statement: string) =>
  'import os\nfrom datetime import datetime, timedelta\n\nimport psycopg\n\n' +
  'CUTOFF = datetime.utcnow() - timedelta(days=730)\n\n\ndef main() -> None:\n' +
  '    with psycopg.connect(os.environ["DATABASE_URL"]) as conn:\n        with conn.cursor() as cur:\n' +
  `            cur.execute(\n                """\n                ${statement}\n                """,\n                (CUTOFF,),\n            )\n` +
  '        conn.commit()\n';

describe('a delete by an age cutoff ORed with the rows never seen', () => {
  test.each([
    ['DELETE FROM donors\n                WHERE last_attended_at < %s OR last_attended_at IS NULL', true],
    ['DELETE FROM donors WHERE last_attended_at IS NULL OR last_attended_at < %s', true],
    ['DELETE FROM donors WHERE (last_attended_at < %s OR last_attended_at IS NULL)', true],
    ['DELETE FROM members WHERE last_visit_at < %(cutoff)s OR last_visit_at IS NULL', true],
    ['DELETE FROM donors WHERE last_attended_at < %s AND last_attended_at IS NOT NULL', true],
    // Near-misses: a housekeeping table's rolling window, a read, one row by its key.
    ['DELETE FROM sessions WHERE last_seen_at < %s OR last_seen_at IS NULL', false],
    ['DELETE FROM jobs WHERE finished_at < %s OR finished_at IS NULL', false],
    ['SELECT id FROM donors WHERE last_attended_at < %s OR last_attended_at IS NULL', false],
    ['DELETE FROM donors WHERE id = %s OR merged_into IS NULL AND id = %s', false],
  ])('%s → %s', (statement, speaks) => expect(writeSpeaks('scripts/purge_lapsed_donors.py', script(statement))).toBe(speaks));

  test.each([
    [
      'scripts/purge.rb',
      'cutoff = Time.now - 2 * 365 * 86400\ndb.execute("DELETE FROM members WHERE last_visit_at < ? OR last_visit_at IS NULL", [cutoff])\n',
      true,
    ],
    [
      'scripts/purge.js',
      'const cutoff = new Date(Date.now() - 730 * 86400000);\n' +
        'await pool.query("DELETE FROM members WHERE last_visit_at < $1 OR last_visit_at IS NULL", [cutoff]);\n',
      true,
    ],
    [
      'scripts/purge.py',
      'session.execute(text("DELETE FROM members WHERE last_visit_at < :cutoff OR last_visit_at IS NULL"), {"cutoff": cutoff})\nsession.commit()\n',
      true,
    ],
    ['scripts/purge.js', 'await pool.query("DELETE FROM sessions WHERE seen_at < $1 OR seen_at IS NULL", [cutoff]);\n', false],
  ])('%s: %s → %s', (path, content, speaks) => expect(writeSpeaks(path, content)).toBe(speaks));

  test.each([
    [`psql "$DATABASE_URL" -c "DELETE FROM donors WHERE last_attended_at < now() - interval '2 years' OR last_attended_at IS NULL;"`, true],
    [`sqlite3 data/club.db "DELETE FROM members WHERE last_login < date('now','-2 years') OR last_login IS NULL;"`, true],
    [`psql -c "DELETE FROM sessions WHERE expires_at < now() OR expires_at IS NULL;"`, false],
    [`psql -c "DELETE FROM password_resets WHERE used_at < now() - interval '1 day' OR used_at IS NULL;"`, false],
  ])('%s → %s', (command, speaks) => expect(commandIds(command) !== 'none').toBe(speaks));
});

describe('a `*_jobs` table of bookings, judged by its columns, not its name', () => {
  test.each([
    [`psql "$DATABASE_URL" -c "DELETE FROM pilot_jobs WHERE boarding_time < now();"`, true],
    [`psql -c "DELETE FROM pilot_jobs WHERE boarding_time < now() - interval '30 days';"`, true],
    [`mysql ops -e "DELETE FROM crane_jobs WHERE lift_date < CURDATE();"`, true],
    [`sqlite3 data/towing.db "DELETE FROM tow_jobs WHERE towed_at < date('now','-1 year');"`, true],
    // Near-misses: a queue's own rows by its bookkeeping columns, with or without a prefix.
    [`psql -c "DELETE FROM jobs WHERE finished_at < now() - interval '7 days';"`, false],
    [`psql -c "DELETE FROM failed_jobs WHERE failed_at < now() - interval '7 days';"`, false],
    [`psql -c "DELETE FROM oban_jobs WHERE state = 'completed' AND completed_at < now() - interval '7 days';"`, false],
    [`psql -c "DELETE FROM import_jobs WHERE created_at < now() - interval '7 days';"`, false],
    [`psql -c "DELETE FROM cron_jobs WHERE last_run_at < now() - interval '30 days';"`, false],
    [`psql -c "DELETE FROM export_jobs WHERE status = 'done' AND completed_at < now() - interval '1 day';"`, false],
  ])('%s → %s', (command, speaks) => expect(commandIds(command) !== 'none').toBe(speaks));
});

describe('a retention period written as a duration, cut', () => {
  test.each([
    ['src/jobs/complaintRetention.ts', 'const RETENTION = { years: 7 };', 'const RETENTION = { days: 30 };', true],
    ['src/config/records.ts', 'export const CASE_RETENTION = { years: 7 };', 'export const CASE_RETENTION = { months: 1 };', true],
    ['src/config/records.ts', 'const RETENTION = {\n  years: 7,\n};', 'const RETENTION = {\n  days: 30,\n};', true],
    ['src/config/records.ts', 'const RETENTION = { years: 1, months: 6 };', 'const RETENTION = { weeks: 2 };', true],
    [
      'src/config/records.ts',
      'const retentionPeriod = Duration.fromObject({ years: 6 });',
      'const retentionPeriod = Duration.fromObject({ days: 14 });',
      true,
    ],
    ['src/config/records.ts', "const keepFor = moment.duration(7, 'years');", "const keepFor = moment.duration(30, 'days');", true],
    [
      'src/main/java/Retention.java',
      'private static final Period RETENTION_PERIOD = Period.ofYears(7);',
      'private static final Period RETENTION_PERIOD = Period.ofDays(30);',
      true,
    ],
    [
      'src/jobs/nightly.ts',
      'const cutoff = DateTime.now().minus({ years: 7 }).toJSDate();\nawait db.complaints.deleteMany({ closedAt: { $lt: cutoff } });',
      'const cutoff = DateTime.now().minus({ days: 30 }).toJSDate();\nawait db.complaints.deleteMany({ closedAt: { $lt: cutoff } });',
      true,
    ],
    [
      'src/jobs/nightly.ts',
      'const cutoff = sub(new Date(), { months: 6 });\nawait prisma.visit.deleteMany({ where: { visitedAt: { lt: cutoff } } });',
      'const cutoff = sub(new Date(), { weeks: 1 });\nawait prisma.visit.deleteMany({ where: { visitedAt: { lt: cutoff } } });',
      true,
    ],
    // Near-misses: lengthened, trimmed, in a test, a cache's TTL, a timeout, sessions' and logs' retention, a cache purge.
    ['src/jobs/complaintRetention.ts', 'const RETENTION = { days: 30 };', 'const RETENTION = { years: 7 };', false],
    ['src/jobs/complaintRetention.ts', 'const RETENTION = { years: 7 };', 'const RETENTION = { years: 5 };', false],
    ['src/jobs/complaintRetention.test.ts', 'const RETENTION = { years: 7 };', 'const RETENTION = { days: 30 };', false],
    ['src/cache/config.ts', 'const CACHE_TTL = { hours: 24 };', 'const CACHE_TTL = { minutes: 5 };', false],
    ['src/http/client.ts', 'const REQUEST_TIMEOUT = { seconds: 30 };', 'const REQUEST_TIMEOUT = { seconds: 5 };', false],
    ['src/auth/sessions.ts', 'const SESSION_RETENTION = { days: 30 };', 'const SESSION_RETENTION = { days: 1 };', false],
    ['src/logs/config.ts', 'const LOG_RETENTION = { days: 90 };', 'const LOG_RETENTION = { days: 7 };', false],
    [
      'src/cache/purge.ts',
      'await cache.deleteMany({ storedAt: { $lt: sub(now, { days: 7 }) } });',
      'await cache.deleteMany({ storedAt: { $lt: sub(now, { hours: 1 }) } });',
      false,
    ],
  ])('%s: %s → %s: %s', (path, old, now, speaks) => expect(editSpeaks(path, old, now)).toBe(speaks));
});
