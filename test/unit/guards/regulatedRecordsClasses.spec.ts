import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { softToHard } from '../../../src/guards/engine/softDeletes.js';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Round 40 (travel booking, payments and PCI, construction project management, pharmacy systems): records kept by
// law or audit (dispensing records, ledgers, audit and controlled-substance logs), a soft delete turned into a hard
// one, a module's constant path handed to a tree delete, and a test's in-memory database. One line per class that
// speaks and a near-miss that stays silent.

describe('a rolling-window delete of regulated records (destructive/sql/delete-records-by-age)', () => {
  test.each([
    ['psql -c "DELETE FROM dispensing_records WHERE dispensed_at < now() - interval \'2 years\'"', 'destructive/sql/delete-records-by-age'],
    ['psql -c "DELETE FROM audit_log WHERE created_at < NOW() - INTERVAL \'90 days\'"', 'destructive/sql/delete-records-by-age'],
    [
      "mysql -e 'DELETE FROM card_transactions WHERE created_at < DATE_SUB(NOW(), INTERVAL 7 YEAR)'",
      'destructive/sql/delete-records-by-age',
    ],
    ["sqlite3 app.db \"DELETE FROM invoices WHERE issued_on < date('now','-7 years')\"", 'destructive/sql/delete-records-by-age'],
    // Housekeeping of sessions and webhook events, rows already copied to an archive, and a count.
    ['psql -c "DELETE FROM sessions WHERE expires_at < now() - interval \'30 days\'"', 'none'],
    ['psql -c "DELETE FROM payment_webhook_events WHERE received_at < now() - interval \'30 days\'"', 'none'],
    ['psql -c "DELETE FROM patient_portal_sessions WHERE expires_at < now() - interval \'1 day\'"', 'none'],
    [
      'psql -c "DELETE FROM audit_log WHERE created_at < now() - interval \'2 years\' AND id IN (SELECT id FROM audit_log_archive)"',
      'none',
    ],
    ['psql -c "SELECT count(*) FROM audit_log WHERE created_at < now() - interval \'2 years\'"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    [
      'scripts/purge_old_dispensing.py',
      "import psycopg2, os\nconn = psycopg2.connect(os.environ['PHARM_DB_URL'])\nwith conn, conn.cursor() as cur:\n" +
        '    cur.execute("DELETE FROM dispensing_records WHERE dispensed_at < now() - interval \'2 years\'")\n',
      'destructive/sql/delete-records-by-age',
    ],
    [
      'scripts/purge_sessions.py',
      "import psycopg2, os\nconn = psycopg2.connect(os.environ['DB_URL'])\nwith conn, conn.cursor() as cur:\n" +
        '    cur.execute("DELETE FROM sessions WHERE expires_at < now() - interval \'30 days\'")\n',
      'none',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('logs kept as records deleted or emptied (destructive/filesystem/rm-record-logs)', () => {
  test.each([
    ['rm -f logs/controlled_substances/*.log', 'destructive/filesystem/rm-record-logs'],
    ['rm logs/audit.log', 'destructive/filesystem/rm-record-logs'],
    ['rm -f logs/audit/access.log.1', 'destructive/filesystem/rm-record-logs'],
    ['truncate -s 0 var/log/compliance/2024-06.log', 'destructive/filesystem/rm-record-logs'],
    ['rm -f logs/*.log', 'none'],
    ['rm logs/app.log', 'none'],
    ['truncate -s 0 logs/dev-server.log', 'none'],
    ['ls -la logs/controlled_substances/', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a SQLite database file (`.db`) emptied by truncate, a redirect or a copy of /dev/null', () => {
  test.each([
    ['truncate -s 0 reconciliation/ledger.db', 'destructive/filesystem/truncate-database-file'],
    ['truncate --size=0 var/orders.db', 'destructive/filesystem/truncate-database-file'],
    [': > data/app.db', 'destructive/filesystem/empty-database-file'],
    ['cp /dev/null var/orders.db', 'destructive/filesystem/cp-null-database-file'],
    ['truncate -s 0 Thumbs.db', 'none'],
    ['truncate -s 0 tests/fixtures/roster.db', 'none'],
    ['truncate -s 0 /tmp/scratch.db', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a tree delete of a name the code binds once to a literal path', () => {
  test.each([
    [
      'tools/reset_drawings.py',
      "import shutil\nfrom pathlib import Path\n\nDRAWINGS = Path('/home/dev/proj/drawings')\n# start fresh\nshutil.rmtree(DRAWINGS)\nDRAWINGS.mkdir()\n",
      'destructive/filesystem/rm-recursive',
    ],
    ['tools/reset.py', "import shutil\nDRAWINGS = 'drawings'\nshutil.rmtree(DRAWINGS)\n", 'destructive/filesystem/rm-recursive'],
    [
      'scripts/clear.js',
      'const fs = require("fs");\nconst OUT = "uploads/submittals";\nfs.rmSync(OUT, { recursive: true, force: true });\n',
      'destructive/filesystem/rm-recursive',
    ],
    // Build output, a temporary folder, a path made from a variable, and a function's parameter.
    [
      'tools/clean.py',
      "import shutil\nfrom pathlib import Path\nBUILD = Path('build')\nshutil.rmtree(BUILD, ignore_errors=True)\n",
      'none',
    ],
    ['tools/zip.py', 'import shutil, tempfile\ntmp = tempfile.mkdtemp()\nshutil.rmtree(tmp)\n', 'none'],
    ['tools/r.py', "import shutil\nD = '/home/dev/proj/' + name\nshutil.rmtree(D)\n", 'none'],
    ['tools/r.py', 'import shutil\ndef clean(d):\n    shutil.rmtree(d)\n', 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe("SQL run only on a test's in-memory database", () => {
  test.each([
    [
      'tests/conftest.py',
      "import sqlite3, pytest\n\n@pytest.fixture\ndef db():\n    conn = sqlite3.connect(':memory:')\n" +
        "    conn.execute('CREATE TABLE formulary (ndc TEXT, name TEXT)')\n    yield conn\n    conn.execute('DROP TABLE formulary')\n    conn.close()\n",
      'none',
    ],
    [
      'test/db.test.js',
      'const Database = require("better-sqlite3");\nconst db = new Database(":memory:");\ndb.exec("DROP TABLE users");\n',
      'none',
    ],
    ['tests/t.py', 'import duckdb\ncon = duckdb.connect()\ncon.execute("DROP TABLE users")\n', 'none'],
    [
      'tests/t.py',
      'from sqlalchemy import create_engine, text\neng = create_engine("sqlite://")\nwith eng.connect() as c:\n    c.execute(text("DROP TABLE users"))\n',
      'none',
    ],
    // A database file, a second connection to one, and an engine from the environment.
    [
      'tests/conftest.py',
      "import sqlite3\nconn = sqlite3.connect('pharmacy.db')\nconn.execute('DROP TABLE formulary')\n",
      'destructive/sql/drop',
    ],
    [
      'tests/conftest.py',
      "import sqlite3\nmem = sqlite3.connect(':memory:')\nprod = sqlite3.connect(path)\nprod.execute('DROP TABLE formulary')\n",
      'destructive/sql/drop',
    ],
    [
      'scripts/t.py',
      'from sqlalchemy import create_engine, text\neng = create_engine(os.environ["URL"])\nwith eng.connect() as c:\n    c.execute(text("DROP TABLE users"))\n',
      'destructive/sql/drop',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('an edit that turns a soft delete into a hard one (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    [
      'cur.execute("UPDATE prescriptions SET archived = true WHERE filled_at < %s", (cutoff,))',
      'cur.execute("DELETE FROM prescriptions WHERE filled_at < %s", (cutoff,))',
      ['prescriptions'],
    ],
    ['Order.objects.filter(created__lt=cutoff).update(archived=True)', 'Order.objects.filter(created__lt=cutoff).delete()', ['.delete']],
    [
      'Order.where("created_at < ?", cutoff).update_all(deleted_at: Time.current)',
      'Order.where("created_at < ?", cutoff).delete_all',
      ['.delete_all'],
    ],
    [
      'await prisma.order.updateMany({ where: { createdAt: { lt: cutoff } }, data: { archived: true } })',
      'await prisma.order.deleteMany({ where: { createdAt: { lt: cutoff } } })',
      ['.deleteMany'],
    ],
    // One row by its key, an update of no soft-delete mark, the reverse edit, and a purge kept beside the mark.
    [
      'cur.execute("UPDATE prescriptions SET archived = true WHERE id = %s", (rid,))',
      'cur.execute("DELETE FROM prescriptions WHERE id = %s", (rid,))',
      [],
    ],
    [
      'cur.execute("UPDATE prescriptions SET note = %s WHERE filled_at < %s", (n, c))',
      'cur.execute("DELETE FROM prescriptions WHERE filled_at < %s", (c,))',
      [],
    ],
    [
      'cur.execute("DELETE FROM prescriptions WHERE filled_at < %s", (c,))',
      'cur.execute("UPDATE prescriptions SET archived = true WHERE filled_at < %s", (c,))',
      [],
    ],
    ['Order.objects.filter(created__lt=cutoff).update(status="closed")', 'Order.objects.filter(created__lt=cutoff).delete()', []],
    [
      'UPDATE sessions SET deleted = true WHERE expires_at < now();',
      "UPDATE sessions SET deleted = true WHERE expires_at < now();\nDELETE FROM sessions WHERE deleted AND expires_at < now() - interval '90 days';",
      [],
    ],
  ])('%s → %s', (old, next, found) => expect(softToHard([{ old, new: next }])).toEqual(found));

  test('the guard speaks on the Edit, naming the table', () => {
    const finding = destructive.detect(
      {
        hook_event_name: 'PreToolUse',
        tool_name: 'Edit',
        tool_input: {
          file_path: '/home/dev/proj/app/services/rx_archiver.py',
          old_string: 'cur.execute("UPDATE prescriptions SET archived = true WHERE filled_at < %s", (cutoff,))',
          new_string: 'cur.execute("DELETE FROM prescriptions WHERE filled_at < %s", (cutoff,))',
        },
      },
      guardContext('/home/dev', { cwd: '/home/dev/proj' }),
    ) as { items: string } | undefined;
    expect(finding?.items).toContain('turns a soft delete into a hard one on `prescriptions`');
  });
});
