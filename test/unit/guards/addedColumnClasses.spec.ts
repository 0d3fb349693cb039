import { describe, expect, test } from 'vitest';
import { addedColumns, backfillsAdded } from '../../../src/guards/engine/addedColumns.js';
import { writtenIds as written } from '../../support/destructiveIds.js';

// Review of held-out round 139's backfill fix (engine/addedColumns.ts): a column counts as added only with its table and
// only from schema code (ALTER TABLE, Rails' add_column, Alembic's op.add_column), never from a comment or docstring that
// says "Add"; and the UPDATE is read in linear time however many blanks a crafted file holds. One line per case.

const BY_ATTRIBUTE = 'destructive/sql/update-by-attribute';
const CATEGORY = 'destructive/sql/update-by-category';
const VOID = `UPDATE orders SET status = 'void' WHERE region = 'EU'`;

describe('an UPDATE is a backfill only of a column added to its own table', () => {
  test.each([
    // Speaks: the word "add" in free text, or a column added to another table.
    ['scripts/void_eu.py', `cur.execute("${VOID}")\n`, BY_ATTRIBUTE],
    ['scripts/void_eu.py', `# Add status to the export\ncur.execute("${VOID}")\n`, BY_ATTRIBUTE],
    ['scripts/void_eu.py', `"""Add status flags to the EU orders."""\ncur.execute("${VOID}")\n`, BY_ATTRIBUTE],
    ['scripts/void_eu.py', `# add column status to orders later\ncur.execute("${VOID}")\n`, BY_ATTRIBUTE],
    ['sql/void_eu.sql', `-- Add status to the export\n${VOID};\n`, BY_ATTRIBUTE],
    ['sql/void_eu.sql', `ALTER TABLE audit_log ADD COLUMN status text;\n${VOID};\n`, BY_ATTRIBUTE],
    ['sql/void_eu.sql', `ALTER TABLE audit_log ADD status text;\nUPDATE orders SET status='void' WHERE region='EU';\n`, BY_ATTRIBUTE],
    ['sql/power.sql', `ALTER TABLE contacts ADD COLUMN power_w integer;\nUPDATE qsos SET power_w = 100 WHERE band = '20m';\n`, CATEGORY],
    [
      'db/migrate/20250103_void.rb',
      `class Void < ActiveRecord::Migration[7.1]\n  def up\n    add_column :audit_log, :status, :string\n    execute "${VOID}"\n  end\nend\n`,
      BY_ATTRIBUTE,
    ],
    [
      'alembic/versions/0043_void.py',
      `def upgrade():\n    op.add_column("audit_log", sa.Column("status", sa.Text()))\n    op.execute("${VOID}")\n`,
      BY_ATTRIBUTE,
    ],
    // Silent: the backfill of a column the same text adds to the same table, however the table is spelt.
    [
      'sql/tax.sql',
      `ALTER TABLE products ADD COLUMN tax_class text; UPDATE products SET tax_class = 'standard' WHERE tax_class IS NULL`,
      'none',
    ],
    [
      'sql/tax.sql',
      `ALTER TABLE public.products ADD COLUMN IF NOT EXISTS tax_class text;\nUPDATE "products" SET tax_class = 'standard' WHERE tax_class IS NULL;\n`,
      'none',
    ],
    ['sql/void.sql', `ALTER TABLE orders ADD COLUMN region_code text, ADD COLUMN status text;\n${VOID};\n`, 'none'],
    ['sql/void.sql', `ALTER TABLE orders\n    ADD status text;\n${VOID};\n`, 'none'],
    [
      'db/migrate/20250104_status.rb',
      `class AddStatus < ActiveRecord::Migration[7.1]\n  def up\n    add_column :orders, :status, :string\n    execute "${VOID}"\n  end\nend\n`,
      'none',
    ],
    [
      'alembic/versions/0044_status.py',
      `def upgrade():\n    op.add_column('orders', sa.Column('status', sa.Text()))\n    op.execute("${VOID}")\n`,
      'none',
    ],
    [
      'sql/fill.sql',
      `ALTER TABLE kit_loans ADD COLUMN returned_on date;\nUPDATE kit_loans SET returned_on = date('now') WHERE returned_on IS NULL;\n`,
      'none',
    ],
  ])('%s: %j → %s', (path, content, id) => expect(written(path, content)).toBe(id));

  test.each([
    // What is read as added: table and column, never a sentence.
    [`# Add status to the export`, []],
    [`"""Add status flags to the EU orders."""`, []],
    [`ALTER TABLE audit_log ADD COLUMN status text;`, ['audit_log.status']],
    [`ALTER TABLE [dbo].[Orders] ADD [Status] nvarchar(20);`, ['orders.status']],
    [`ALTER TABLE orders ADD CONSTRAINT orders_pk PRIMARY KEY (id);`, []],
    [`add_column :orders, :status, :string`, ['orders.status']],
    [`op.add_column("orders", sa.Column("status", sa.Text()))`, ['orders.status']],
  ])('%s adds %j', (text, columns) => expect([...addedColumns(text)]).toEqual(columns));
});

describe('the UPDATE is read in linear time', () => {
  // Crafted blanks between SET and a stray word: the test's timeout is the bound (no timed assertion).
  test.each([64 * 1024, 256 * 1024])('%i blanks in a .sql file finish', (size) => {
    const content = `ALTER TABLE t ADD COLUMN c int;\nUPDATE t SET a = 1${' '.repeat(size)}x`;
    expect(backfillsAdded(`UPDATE t SET a = 1${' '.repeat(size)}x`, addedColumns(content))).toBe(false);
    expect(backfillsAdded(`UPDATE t SET c = 1${'\t \n'.repeat(size / 4)};${' '.repeat(size)}`, addedColumns(content))).toBe(true);
    // Column a is not the one added: every row's a is overwritten, as without the ALTER.
    expect(written('db/fix.sql', content)).toBe('destructive/sql/update-without-where');
  });
  test.each([64 * 1024, 256 * 1024])('%i blanks inside an ALTER TABLE finish', (size) => {
    const content = `ALTER TABLE t${' '.repeat(size)}ADD COLUMN c int, ${' '.repeat(size)}x;\nUPDATE t SET c = 1`;
    expect(addedColumns(content).size).toBeLessThanOrEqual(1);
  });
});
