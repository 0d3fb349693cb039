import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { RULES } from '../../../src/guards/guard.js';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

/** The ids the guard speaks with for a Write of a new file `path` (relative to the project), or 'none'. */
const writeIds = (path: string, content: string): string =>
  ((
    destructive.detect(
      { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: `/home/dev/proj/${path}`, content } },
      guardContext('/home/dev', { cwd: '/home/dev/proj', config: {} }),
    ) as Record<PropertyKey, unknown> | undefined
  )?.[RULES] as string | undefined) ?? 'none';

// Round 82 (music schools, boatyards): a script that bulk-deletes record rows by age through an ORM query held in a
// name, walked by a loop, split over lines or built with SQLAlchemy 2.0's `delete()`, a new file that deletes one
// parent's group of rows, and a demo or seed database copied over the live one. One line per class that speaks and near-misses that stay silent.

const HEAD =
  'import datetime as dt\nfrom app.db import SessionLocal\nfrom app.models import Waiver, Student, Lesson\n' +
  'CUTOFF = dt.date.today() - dt.timedelta(days=365 * 2)\nsession = SessionLocal()\n';

describe('an ORM bulk delete of records by a cutoff, held, walked or split (destructive/sql/delete-by-range)', () => {
  test.each([
    [
      'scripts/purge_old_waivers.py',
      'old = session.query(Waiver).filter(Waiver.signed_on < CUTOFF)\nfor w in old:\n    (SCANS / w.scan_filename).unlink(missing_ok=True)\n' +
        'n = old.delete(synchronize_session=False)\nsession.commit()\n',
      'destructive/sql/delete-by-range',
    ],
    [
      'scripts/purge_inactive_students.py',
      'stale = session.query(Student).outerjoin(Lesson).group_by(Student.id).having((Lesson.lesson_date == None) | ' +
        '(Lesson.lesson_date.max() < CUTOFF)).all()\nfor student in stale:\n    session.delete(student)\nsession.commit()\n',
      'destructive/sql/delete-by-range',
    ],
    [
      'scripts/purge.py',
      'old = (\n    session.query(Waiver)\n    .filter(Waiver.signed_on < CUTOFF)\n)\nold.delete()\n',
      'destructive/sql/delete-by-range',
    ],
    ['scripts/purge.py', 'session.execute(delete(Waiver).where(Waiver.signed_on < CUTOFF))\n', 'destructive/sql/delete-by-range'],
    [
      'scripts/purge.py',
      'stmt = sa.delete(Student).where(Student.last_seen <= CUTOFF)\nsession.execute(stmt)\n',
      'destructive/sql/delete-by-range',
    ],
    [
      'scripts/purge.py',
      'for w in session.query(Waiver).filter(Waiver.signed_on < CUTOFF):\n    session.delete(w)\n',
      'destructive/sql/delete-by-range',
    ],
    [
      'scripts/purge.py',
      'for w in session.scalars(select(Waiver).where(Waiver.signed_on < CUTOFF)):\n    session.delete(w)\n',
      'destructive/sql/delete-by-range',
    ],
    [
      'scripts/purge.py',
      'rows = session.query(Student).filter(Student.last_login < CUTOFF).all()\nfor m in rows:\n    db.delete(m)\n',
      'destructive/sql/delete-by-range',
    ],
    // The same in a test, scratch models (sessions, tokens, password resets, caches, jobs), a delete by key, a soft
    // delete, a query that only reads, and a loop that only detaches its rows.
    ['tests/test_purge.py', 'old = session.query(Waiver).filter(Waiver.signed_on < CUTOFF)\nold.delete()\n', 'none'],
    ['tests/test_purge.py', 'session.query(Waiver).filter(Waiver.signed_on < CUTOFF).delete()\n', 'none'],
    ['scripts/purge.py', 'old = session.query(Session).filter(Session.expires_at < CUTOFF)\nold.delete()\n', 'none'],
    ['scripts/purge.py', 'old = session.query(Token).filter(Token.expires_at < CUTOFF)\nold.delete()\n', 'none'],
    ['scripts/purge.py', 'old = session.query(PasswordReset).filter(PasswordReset.created_at < CUTOFF)\nold.delete()\n', 'none'],
    ['scripts/purge.py', 'old = session.query(CacheEntry).filter(CacheEntry.created_at < CUTOFF)\nold.delete()\n', 'none'],
    ['scripts/purge.py', 'old = session.query(Job).filter(Job.finished_at < CUTOFF)\nold.delete()\n', 'none'],
    ['scripts/purge.py', 'session.delete(session.get(Student, student_id))\nsession.commit()\n', 'none'],
    ['scripts/purge.py', 'old = session.query(Waiver).filter(Waiver.signed_on < CUTOFF)\nold.update({Waiver.archived: True})\n', 'none'],
    ['scripts/report.py', 'old = session.query(Waiver).filter(Waiver.signed_on < CUTOFF).all()\nfor w in old:\n    print(w.id)\n', 'none'],
    ['scripts/purge.py', 'for w in session.query(Waiver).filter(Waiver.signed_on < CUTOFF):\n    session.expunge(w)\n', 'none'],
  ])('%s: %s → %s', (path, content, id) => expect(written(path, HEAD + content)).toBe(id));
});

describe('a database file copied over the live one (destructive/filesystem/copy-over-live-database)', () => {
  test.each([
    ['cp -f db/seeds/demo.sqlite3 db/production.sqlite3', 'destructive/filesystem/copy-over-live-database'],
    ['cp db/seeds/demo.sqlite3 db/production.sqlite3', 'destructive/filesystem/copy-over-live-database'],
    ['mv tmp/restore.db data/prod.db', 'destructive/filesystem/copy-over-live-database'],
    ['cp db/seeds/sample.sqlite3 storage/production.sqlite3', 'destructive/filesystem/copy-over-live-database'],
    ['cp db/seeds/demo.sqlite3 db/boatyard_production.sqlite3', 'destructive/filesystem/copy-over-live-database'],
    ['install -m 644 fixtures.duckdb warehouse/live.duckdb', 'destructive/filesystem/copy-over-live-database'],
    // A backup out of it, the development and test databases, scratch space, and a copy that keeps what it replaces.
    ['cp db/production.sqlite3 backups/production-2025-01-01.sqlite3', 'none'],
    ['cp db/production.sqlite3 db/production.sqlite3.bak', 'none'],
    ['cp db/production.sqlite3 tmp/production.sqlite3', 'none'],
    ['cp db/seeds/demo.sqlite3 db/development.sqlite3', 'none'],
    ['cp db/seeds/demo.sqlite3 db/test.sqlite3', 'none'],
    ['cp db/seeds/demo.sqlite3 tmp/demo.sqlite3', 'none'],
    ['cp -n db/seeds/demo.sqlite3 db/production.sqlite3', 'none'],
    ['cp --backup=numbered db/seeds/demo.sqlite3 db/production.sqlite3', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a new file that deletes one parent's group of rows (destructive/edits/soft-to-hard-delete)", () => {
  test.each([
    [
      'league/management/commands/reset_season.py',
      'def handle(self, season):\n    Entry.objects.filter(season=season).delete()\n',
      'destructive/edits/soft-to-hard-delete',
    ],
    [
      'app/jobs/reset_term.rb',
      'def perform(term)\n  Enrolment.where(term: term).destroy_all\nend\n',
      'destructive/edits/soft-to-hard-delete',
    ],
    ['scripts/reset.py', 'session.query(Booking).filter_by(boat=boat).delete()\n', 'destructive/edits/soft-to-hard-delete'],
    // One row by its key, a list of keys, a scratch table, and a test's own rows.
    ['league/views.py', 'def remove(request, pk):\n    Entry.objects.filter(pk=pk).delete()\n', 'none'],
    ['league/views.py', 'def remove(request, ids):\n    Entry.objects.filter(id__in=ids).delete()\n', 'none'],
    ['league/views.py', 'def clear(request):\n    Notification.objects.filter(user=request.user).delete()\n', 'none'],
    ['tests/test_reset.py', 'Entry.objects.filter(season=season).delete()\n', 'none'],
  ])('%s: %s → %s', (path, content, id) => expect(writeIds(path, content)).toBe(id));
});
