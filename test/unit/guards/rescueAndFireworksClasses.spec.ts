import { describe, expect, test } from 'vitest';
import { commandIds as rule, editedIds, writtenIds as written } from '../../support/destructiveIds.js';

// Round 122 (mountain rescue callouts, fireworks and event ticketing): rows chosen by a whole period (a year's function
// compared with a year), a data migration deleting rows of a records table, and a database file that only holds a
// regenerable lookup cache, removed. One line per class that speaks and near-misses that stay silent.

describe('rows chosen by a whole period, read as its date range (destructive/sql/delete-by-range, delete-by-subquery)', () => {
  test.each([
    [
      'mysql hire -e "DELETE FROM tickets WHERE event_id IN (SELECT id FROM events WHERE YEAR(starts_at) = 2024);"',
      'destructive/sql/delete-by-subquery',
    ],
    [
      `psql -c "DELETE FROM tickets WHERE event_id IN (SELECT id FROM events WHERE EXTRACT(YEAR FROM starts_at) = 2024)"`,
      'destructive/sql/delete-by-subquery',
    ],
    ['mysql hire -e "DELETE FROM tickets WHERE YEAR(starts_at) = 2024"', 'destructive/sql/delete-by-range'],
    ['mysql hire -e "DELETE FROM tickets WHERE YEAR(starts_at) < 2024"', 'destructive/sql/delete-by-range'],
    [`psql -c "DELETE FROM tickets WHERE EXTRACT(YEAR FROM starts_at) = 2024"`, 'destructive/sql/delete-by-range'],
    [`sqlite3 app.db "DELETE FROM tickets WHERE strftime('%Y', starts_at) = '2024'"`, 'destructive/sql/delete-by-range'],
    [`psql -c "DELETE FROM tickets WHERE date_trunc('year', starts_at) = '2024-01-01'"`, 'destructive/sql/delete-by-range'],
    [`psql -c "DELETE FROM tickets WHERE starts_at BETWEEN '2024-01-01' AND '2024-12-31'"`, 'destructive/sql/delete-by-range'],
    // Housekeeping tables keep the cutoff's exemptions; a read, and one row by its key, stay silent.
    [`psql -c "DELETE FROM sessions WHERE EXTRACT(YEAR FROM created_at) = 2024"`, 'none'],
    ['mysql hire -e "DELETE FROM api_tokens WHERE YEAR(expires_at) < 2025"', 'none'],
    ['mysql hire -e "DELETE FROM cache_entries WHERE YEAR(created_at) = 2024"', 'none'],
    ['mysql hire -e "DELETE FROM tmp_import WHERE YEAR(created_at) = 2024"', 'none'],
    ['mysql hire -e "SELECT * FROM tickets WHERE YEAR(starts_at) = 2024"', 'none'],
    ['mysql hire -e "DELETE FROM tickets WHERE YEAR(starts_at) = 2024 AND id = 3"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a database file holding a regenerable cache (destructive/filesystem/rm-database-file)', () => {
  test.each([
    // Under a cache folder, or named as a cache: rebuilt on the next lookup.
    ['rm -f data/cache/what3words.sqlite', 'none'],
    ['rm -f cache/geo.sqlite', 'none'],
    ['rm .cache/tiles.db', 'none'],
    ['rm -f tmp/geocoder.sqlite3', 'none'],
    ['rm -f data/cache.sqlite', 'none'],
    ['rm -f data/geocode_cache.db', 'none'],
    ['rm -f var/tiles-cache.sqlite3', 'none'],
    ['rm -f http_cache.sqlite', 'none'],
    // The application's own data still speaks, Strapi's `.tmp/data.db` included.
    ['rm -f data/what3words.sqlite', 'destructive/filesystem/rm-database-file'],
    ['rm db/production.sqlite3', 'destructive/filesystem/rm-database-file'],
    ['rm -f instance/app.db', 'destructive/filesystem/rm-database-file'],
    ['rm -f .tmp/data.db', 'destructive/filesystem/rm-database-file'],
    ['rm -f data/cachet.sqlite', 'destructive/filesystem/rm-database-file'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

const OPERATIONS = '    operations = [\n        migrations.AddField(';
const runSql = (sql: string) => `    operations = [\n        migrations.RunSQL("${sql}"),\n        migrations.AddField(`;
const NOTES = 'callouts/migrations/0031_tidy_notes.py';

describe('a data migration deleting rows of a records table (destructive/database/migration-delete-rows)', () => {
  test.each([
    [NOTES, runSql("DELETE FROM callouts_casualtynote WHERE body = '' OR author_id IS NULL"), 'destructive/database/migration-delete-rows'],
    // A housekeeping table, one row by its key (a seeding fix-up), and the same SQL outside a migration.
    [NOTES, runSql('DELETE FROM callouts_casualtynote WHERE id = 3'), 'none'],
    [NOTES, runSql("DELETE FROM callouts_category WHERE slug IN ('old', 'older')"), 'none'],
    [NOTES, runSql('DELETE FROM django_session WHERE expire_date < now()'), 'none'],
    [NOTES, runSql("DELETE FROM callouts_jobs WHERE state = 'done'"), 'none'],
    [NOTES, runSql("DELETE FROM telemetry_packets WHERE received_at < now() - interval '90 days'"), 'none'],
    ['callouts/tidy.py', runSql("DELETE FROM callouts_casualtynote WHERE body = '' OR author_id IS NULL"), 'none'],
  ])('%s: %s → %s', (path, edited, id) => expect(editedIds(path, OPERATIONS, edited)).toBe(id));

  test.each([
    [
      'alembic/versions/3a1_tidy.py',
      `def upgrade():\n    op.execute("DELETE FROM casualty_notes WHERE body = ''")\n`,
      'destructive/database/migration-delete-rows',
    ],
    [
      'db/migrate/20240101_tidy.rb',
      `  def up\n    execute "DELETE FROM casualty_notes WHERE author_id IS NULL"\n  end\n`,
      'destructive/database/migration-delete-rows',
    ],
    // Deleting in the down part undoes the migration's own rows.
    [
      'alembic/versions/3a1_tidy.py',
      `def upgrade():\n    op.add_column('t', sa.Column('x'))\n\ndef downgrade():\n    op.execute("DELETE FROM casualty_notes WHERE body = ''")\n`,
      'none',
    ],
  ])('%s: %s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
