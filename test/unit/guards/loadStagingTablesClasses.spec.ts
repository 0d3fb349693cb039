import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 185: `psql -d weir -c "DROP TABLE IF EXISTS staging_gauge_import_20240603;"` spoke. A table named as a load step's
// transient copy (`staging_*`, `*_staging`, `stg_*`, `landing_*`, `*_import_<date or number>`, `import_batch_*`,
// `load_*_<date>`) is what the job makes and fills again on its next run, as a `tmp_` or `scratch_` table is: dropping or
// emptying it, alone or in a list of such tables, from any client, a written script or a migration, stays silent. A table
// kept as a record though it says import or landing, a table in a staging schema and a whole staging schema still speak.

const DROP = 'destructive/sql/drop';
const TRUNCATE = 'destructive/sql/truncate';
const MIGRATION = 'destructive/database/migration-drop';
const BQ = 'destructive/cloud/bq-rm';

describe("a load step's staging, landing or dated import table is made again by its next run (destructive/sql/drop, truncate)", () => {
  test.each([
    // The class: each spelling of a transient load table, through each client.
    [`psql -d weir -c "DROP TABLE IF EXISTS staging_gauge_import_20240603;"`, 'none'],
    [`psql -d weir -c "DROP TABLE IF EXISTS gauge_readings_staging CASCADE"`, 'none'],
    [`mysql shop -e "DROP TABLE IF EXISTS stg_orders"`, 'none'],
    [`mysql shop -e "DROP TABLE landing_orders_raw"`, 'none'],
    [`sqlite3 app.db "DROP TABLE members_import_20240603"`, 'none'],
    [`sqlite3 app.db "DROP TABLE members_import_42"`, 'none'],
    [`duckdb warehouse.duckdb "DROP TABLE load_orders_20240603"`, 'none'],
    [`duckdb warehouse.duckdb "DROP TABLE orders_load_2024_06_03"`, 'none'],
    [`psql -c "DROP TABLE IF EXISTS import_batch_0612"`, 'none'],
    [`snowsql -q "DROP TABLE IF EXISTS raw.stg_orders"`, 'none'],
    [`bq query --nouse_legacy_sql 'DROP TABLE \`acme-prod.raw.stg_orders_20240603\`'`, 'none'],
    [`psql -d weir -c "TRUNCATE staging_orders;"`, 'none'],
    [`psql -c "TRUNCATE TABLE ONLY stg_orders, stg_customers RESTART IDENTITY"`, 'none'],
    [`psql -c "DROP TABLE IF EXISTS stg_orders, \\"stg_customers\\", tmp_lines"`, 'none'],
    [`psql -c "BEGIN; DROP TABLE staging_x; COMMIT"`, 'none'],
    // Records that say import or landing, a four-digit year kept, a schema named staging, the whole schema.
    [`psql -c "DROP TABLE imported_members"`, DROP],
    [`psql -c "DROP TABLE import_log"`, DROP],
    [`psql -c "DROP TABLE imports"`, DROP],
    [`psql -c "DROP TABLE import_batches"`, DROP],
    [`psql -c "DROP TABLE import_batch_log"`, DROP],
    [`psql -c "DROP TABLE rating_import_2019"`, DROP],
    [`psql -c "DROP TABLE landing_pages"`, DROP],
    [`psql -c "TRUNCATE TABLE landings RESTART IDENTITY"`, TRUNCATE],
    [`psql -c "TRUNCATE TABLE load_tenders CASCADE"`, TRUNCATE],
    [`psql -c "DROP TABLE payload_20240603"`, DROP],
    [`psql -c "DROP TABLE staging.orders"`, DROP],
    [`psql -c "TRUNCATE staging.sessions"`, TRUNCATE],
    [`psql -c "DROP SCHEMA staging CASCADE"`, DROP],
    // A kept table beside a staging one, in the same list, the next statement or another -c.
    [`psql -c "TRUNCATE TABLE attendance_staging, attendance_history CASCADE"`, TRUNCATE],
    [`psql -c "DROP TABLE IF EXISTS stg_orders, orders"`, DROP],
    [`psql -c "DROP TABLE staging_x; DROP TABLE orders"`, DROP],
    [`psql -c "DROP TABLE staging_orders" -c "DROP TABLE orders"`, DROP],
    [`psql -c "DROP TABLE orders"`, DROP],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('bq rm of one load table is the same drop; a dataset or a kept table still speaks (destructive/cloud/bq-rm)', () => {
  test.each([
    ['bq rm -f -t acme-prod:raw.stg_orders_20240603', 'none'],
    ['bq rm -f --table raw.orders_staging', 'none'],
    ['bq --project_id=acme rm -f raw.landing_orders', 'none'],
    ['bq rm -f -t raw.orders', BQ],
    ['bq rm -r -f -d staging', BQ],
    ['bq rm -f -t raw.stg_orders && bq rm -f -t raw.orders', BQ],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('the same in a written script, code and a migration (destructive/sql/drop, destructive/database/migration-drop)', () => {
  test.each([
    ['scripts/cleanup_load.sql', 'DROP TABLE IF EXISTS staging_gauge_import_20240603;\nTRUNCATE stg_orders;\n', 'none'],
    ['etl/load.py', 'cur.execute("TRUNCATE TABLE stg_orders")\n', 'none'],
    ['etl/load.py', 'spark.sql("DROP TABLE IF EXISTS landing_orders_20240603")\n', 'none'],
    ['etl/load.sh', 'psql -c "DROP TABLE IF EXISTS staging_orders"\n', 'none'],
    ['db/migrations/20240603_drop_staging.sql', 'DROP TABLE IF EXISTS staging_gauge_import_20240603;\n', 'none'],
    ['db/migrations/20240603_drop_tmp.sql', 'DROP TABLE IF EXISTS tmp_gauge, stg_gauge;\n', 'none'],
    ['scripts/cleanup_load.sql', 'DROP TABLE IF EXISTS imported_members;\n', DROP],
    ['etl/load.py', 'cur.execute("DROP TABLE IF EXISTS orders")\n', DROP],
    ['db/migrations/20240603_drop.sql', 'DROP TABLE IF EXISTS stg_a;\nALTER TABLE gauges DROP COLUMN legacy;\n', MIGRATION],
    ['db/migrations/20240603_drop.sql', 'DROP TABLE IF EXISTS orders;\n', MIGRATION],
    ['db/migrate/20240603_drop.rb', 'class X < ActiveRecord::Migration[7.1]\n  def up\n    drop_table :orders\n  end\nend\n', MIGRATION],
  ])('%s %#', (path, content, id) => expect(written(path, content)).toBe(id));
});
