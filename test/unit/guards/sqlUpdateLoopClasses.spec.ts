import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Held-out round 139 review: the UPDATE forms of round 141's category WHEREs (every row of a category or period gets one
// value, the old ones gone), a NULL filled with the database's clock as SQLite spells it, and ORM loops that delete one
// object per iteration, which delete what the loop's query finds as the bulk form does. One line per case that speaks and
// per near-miss that stays silent.

const CATEGORY = 'destructive/sql/update-by-category';
const FILL = 'destructive/sql/update-fill-null-rows';

describe('an UPDATE over a category or period column overwrites the whole category (destructive/sql/update-by-category)', () => {
  test.each([
    [`psql -d studio -c "UPDATE kiln_schedules SET hold_minutes = 30 WHERE glass_coe = 96;"`, CATEGORY],
    [`psql -d log -c "UPDATE qsos SET qsl_sent = 'Y', power_w = 100 WHERE band = '20m';"`, CATEGORY],
    [`psql -d log -c "UPDATE qsos SET power_w = 100 WHERE band IN ('20m', '40m');"`, CATEGORY],
    [`psql -d league -c "UPDATE fixtures SET kickoff = '10:30' WHERE division = 2;"`, CATEGORY],
    [`mysql shop -e "UPDATE tyres SET price = 89.99 WHERE size = '205/55R16'"`, CATEGORY],
    [`sqlite3 school.db "UPDATE pupils SET teacher = 'Ms Reid' WHERE grade = 7 AND stream = 'North'"`, CATEGORY],
    [`mysql wire -e "UPDATE spools SET price_per_m = 0.42 WHERE awg_gauge = 14"`, CATEGORY],
    // One row by its key, a key ANDed beside, the category's own table, a flag or soft-delete mark, a test value, a read.
    [`psql -d studio -c "UPDATE kiln_schedules SET hold_minutes = 30 WHERE glass_coe = 96 AND id = 7;"`, 'none'],
    [`psql -d studio -c "UPDATE kiln_schedules SET hold_minutes = 30 WHERE id = 7;"`, 'none'],
    [`psql -d studio -c "UPDATE kiln_schedules SET hold_minutes = 30 WHERE id IN (7, 8, 9);"`, 'none'],
    [`psql -d log -c "UPDATE bands SET label = '20 metres' WHERE band = '20m';"`, 'none'],
    [`psql -d charters -c "UPDATE bookings SET archived = 1 WHERE season = '2023';"`, 'none'],
    [`psql -d log -c "UPDATE qsos SET archived = 1 WHERE band = '20m';"`, 'none'],
    // A period column is the period rules' (update-status-end-by-group and the others): a workflow status over a season stays silent.
    [`psql -d rvpark -c "UPDATE site_reservations SET status = 'confirmed' WHERE season = '2025-summer';"`, 'none'],
    [`psql -d log -c "UPDATE qsos SET deleted_at = now() WHERE band = '20m';"`, 'none'],
    [`psql -d log -c "UPDATE qsos SET power_w = 100 WHERE band = 'test20m';"`, 'none'],
    [`psql -d log -c "UPDATE qsos SET band = '20m' WHERE id = 4411;"`, 'none'],
    [`psql -d studio -c "UPDATE orders SET status = 'shipped' WHERE order_no = 96;"`, 'none'],
    [`psql -d log -c "SELECT * FROM qsos WHERE band = '20m';"`, 'none'],
    [`psql -d log -c "BEGIN; UPDATE qsos SET power_w = 100 WHERE band = '20m'; ROLLBACK;"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    ['scripts/fix_power.py', `cur.execute("UPDATE qsos SET power_w = 100 WHERE band = '20m'")\n`, CATEGORY],
    ['sql/fix_power.sql', `UPDATE qsos SET power_w = 100 WHERE band = '20m';\n`, CATEGORY],
    // A backfill of a column the same file adds overwrites nothing: a migration's new column set over a category.
    ['sql/add_power.sql', `ALTER TABLE qsos ADD COLUMN power_w integer;\nUPDATE qsos SET power_w = 100 WHERE band = '20m';\n`, 'none'],
    [
      'db/migrate/20250101_add_power.rb',
      `class AddPower < ActiveRecord::Migration[7.1]\n  def up\n    add_column :qsos, :power_w, :integer\n` +
        `    execute "UPDATE qsos SET power_w = 100 WHERE band = '20m'"\n  end\nend\n`,
      'none',
    ],
    [
      'alembic/versions/0042_power.py',
      `def upgrade():\n    op.add_column("qsos", sa.Column("power_w", sa.Integer()))\n    op.execute("UPDATE qsos SET power_w = 100 WHERE band = '20m'")\n`,
      'none',
    ],
    [
      'db/migrate/20250102_fix_power.rb',
      `class FixPower < ActiveRecord::Migration[7.1]\n  def up\n    execute "UPDATE qsos SET power_w = 100 WHERE band = '20m'"\n  end\nend\n`,
      CATEGORY,
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe("a NULL filled with the database's clock on every empty row (destructive/sql/update-fill-null-rows)", () => {
  test.each([
    [`sqlite3 data/side.db "UPDATE kit_loans SET returned_on = date('now') WHERE returned_on IS NULL;"`, FILL],
    [`sqlite3 data/side.db "UPDATE kit_loans SET returned_on = datetime('now', 'localtime') WHERE returned_on IS NULL"`, FILL],
    [`sqlcmd -Q "UPDATE loans SET returned_on = GETDATE() WHERE returned_on IS NULL"`, FILL],
    [`sqlplus app@prod "UPDATE loans SET returned_on = SYSDATE WHERE returned_on IS NULL;"`, FILL],
    [`sqlite3 data/side.db "UPDATE kit_loans SET returned_on = date('now') WHERE id = 12;"`, 'none'],
    [`sqlite3 data/side.db "UPDATE sessions SET expires_at = datetime('now') WHERE expires_at IS NULL"`, 'none'],
    [`sqlite3 data/side.db "UPDATE kit_loans SET updated_at = datetime('now') WHERE updated_at IS NULL"`, 'none'],
    [`sqlite3 data/side.db "SELECT * FROM kit_loans WHERE returned_on IS NULL"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    [
      'sql/returned.sql',
      `ALTER TABLE kit_loans ADD COLUMN returned_on date;\nUPDATE kit_loans SET returned_on = date('now') WHERE returned_on IS NULL;\n`,
      'none',
    ],
    [
      'db/migrate/20250101_add_tax_class.rb',
      `class AddTaxClass < ActiveRecord::Migration[7.1]\n  def up\n    add_column :products, :tax_class, :string\n` +
        `    execute "UPDATE products SET tax_class = 'standard' WHERE tax_class IS NULL"\n  end\nend\n`,
      'none',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('an ORM loop deleting one object per iteration deletes what its query finds', () => {
  const speaks = (path: string, content: string) => written(path, content) !== 'none';
  test.each([
    ['log/cleanup.py', `from log.models import Qso\n\nfor q in Qso.objects.filter(band="20m"):\n    q.delete()\n`, true],
    ['log/cleanup.py', `from log.models import Qso\n\nfor q in Qso.objects.all():\n    Qso.objects.filter(id=q.id).delete()\n`, true],
    [
      'log/cleanup.py',
      `from log.models import Qso\n\nfor q in Qso.objects.all().iterator():\n    if q.band == "20m":\n        q.delete()\n`,
      true,
    ],
    ['lib/tasks/cleanup.rake', `task cleanup: :environment do\n  Qso.where(band: "20m").each(&:destroy)\nend\n`, true],
    ['lib/tasks/cleanup.rake', `task cleanup: :environment do\n  Qso.all.each { |q| q.destroy if q.band == "20m" }\nend\n`, true],
    [
      'lib/tasks/cleanup.rake',
      `task cleanup: :environment do\n  Qso.where(band: "20m").find_each do |q|\n    q.destroy!\n  end\nend\n`,
      true,
    ],
    [
      'scripts/cleanup.py',
      `from app.db import session\nfrom app.models import Qso\nfor q in session.query(Qso):\n    session.delete(q)\nsession.commit()\n`,
      true,
    ],
    [
      'scripts/cleanup.py',
      `for q in db.session.query(Qso).filter_by(band="20m").all():\n    db.session.delete(q)\ndb.session.commit()\n`,
      true,
    ],
    // One fetched object, an explicit list of keys, a condition the code chooses, a key filter, a test's own rows.
    ['log/one.py', `from log.models import Qso\n\nq = Qso.objects.get(id=42)\nq.delete()\n`, false],
    ['log/fix.py', `from log.models import Qso\n\nfor pk in [12, 15, 19]:\n    Qso.objects.get(pk=pk).delete()\n`, false],
    [
      'log/dedupe.py',
      `from log.models import Qso\n\nfor q in Qso.objects.filter(band="20m"):\n    if q.is_duplicate():\n        q.delete()\n`,
      false,
    ],
    [
      'log/dedupe.py',
      `from log.models import Qso\n\nfor q in Qso.objects.filter(band="20m"):\n    if q.id in doomed:\n        q.delete()\n`,
      false,
    ],
    ['log/one.py', `from log.models import Qso\n\nfor q in Qso.objects.filter(pk=42):\n    q.delete()\n`, false],
    [
      'log/tests/test_cleanup.py',
      `from log.models import Qso\n\ndef test_x():\n    for q in Qso.objects.filter(call="TEST1"):\n        q.delete()\n`,
      false,
    ],
    ['log/report.py', `from log.models import Qso\n\nfor q in Qso.objects.filter(band="20m"):\n    print(q.call)\n`, false],
    ['lib/tasks/one.rake', `task one: :environment do\n  Qso.where(id: 42).each(&:destroy)\nend\n`, false],
    ['lib/tasks/one.rake', `task one: :environment do\n  Qso.where(band: "20m").each { |q| q.destroy if q.duplicate? }\nend\n`, false],
  ])('%s %#', (path, content, expected) => expect(speaks(path, content)).toBe(expected));
});
