import { describe, expect, test } from 'vitest';
import { commandIds, editSpeaks, writeSpeaks } from '../../support/destructiveIds.js';

// Held-out rounds 177 and 179: a data-layer call that replaces or empties a whole table, written in code
// (engine/tableWipes.ts reads each as the SQL it sends). pandas' `to_sql(…, if_exists="replace")` drops the table and
// makes it again from the frame; polars, Spark's overwrite mode and R's `dbWriteTable(…, overwrite = TRUE)` do the same;
// Drizzle, Kysely, Knex, TypeORM, Sequelize, SQLAlchemy, Laravel and GORM deletes with no filter take every row.
// The near-misses stay silent: an append or a fail, a scratch, staging or test table, a delete with a filter or by its
// key, a `clear()` or `delete(key)` of anything that is no table. One line per case: the call, speak or silent.

describe('an edit that makes code replace or empty a whole table speaks', () => {
  test.each([
    [
      'importer/load.py',
      '    df.to_sql("sightings", con, if_exists="append", index=False)',
      '    df.to_sql("sightings", con, if_exists="replace", index=False)',
    ], // brief1
    [
      'src/retention.ts',
      'const cutoff = subMonths(new Date(), 24);\n  await db.delete(shifts).where(lt(shifts.endedAt, cutoff));',
      'await db.delete(shifts);',
    ], // brief2
    ['etl/load.py', "df.to_sql('orders', engine, if_exists='append')", "df.to_sql('orders', engine, if_exists='replace')"], // pandas single quotes
    ['src/db/wipe.ts', 'x=1', "export const todo = pgTable('todo', {});\nawait db.delete(todo);"], // declared table, singular
    ['src/db/wipe.ts', 'x=1', 'await db.delete(schema.person);'], // schema-qualified, singular
    [
      'etl/load.py',
      "frame.to_sql(name='customers', con=engine, if_exists='append', index=False)",
      "frame.to_sql(name='customers', con=engine, if_exists='replace', index=False)",
    ], // kw name
    ['etl/load.py', '    df.to_sql("members", conn, index=False)', '    df.to_sql("members", conn, index=False, if_exists="replace")'], // added replace
    [
      'etl/load.py',
      "pd.DataFrame(rows).to_sql('readings', con, if_exists='fail')",
      "pd.DataFrame(rows).to_sql('readings', con, if_exists='replace')",
    ], // fail->replace
    [
      'etl/load.py',
      "df.to_sql(TABLE, engine, if_exists='append', chunksize=500)",
      "df.to_sql(TABLE, engine, if_exists='replace', chunksize=500)",
    ], // const table name
    [
      'etl/load.py',
      "pl_df.write_database('orders', uri, if_table_exists='append')",
      "pl_df.write_database('orders', uri, if_table_exists='replace')",
    ], // polars
    ['etl/job.py', "df.write.mode('append').saveAsTable('sales.orders')", "df.write.mode('overwrite').saveAsTable('sales.orders')"], // spark saveAsTable
    [
      'etl/job.py',
      'df.write.mode("append").jdbc(url, "customers", properties=props)',
      'df.write.mode("overwrite").jdbc(url, "customers", properties=props)',
    ], // spark jdbc
    [
      'etl/job.py',
      'df.write.format("jdbc").option("dbtable", "customers").mode("append").save()',
      'df.write.format("jdbc").option("dbtable", "customers").mode("overwrite").save()',
    ], // spark jdbc format
    [
      'src/jobs/purge.ts',
      'await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));\nawait db.delete(bookings).where(eq(bookings.id, id));',
      'await db.delete(bookings);',
    ], // drizzle bookings
    ['src/jobs/reset.ts', '  await tx.delete(members).where(eq(members.clubId, clubId));', '  await tx.delete(members);'], // drizzle tx
    [
      'src/jobs/retention.ts',
      "await db.deleteFrom('visits').where('createdAt', '<', cutoff).execute();",
      "await db.deleteFrom('visits').execute();",
    ], // kysely
    [
      'src/jobs/retention.ts',
      "await db.deleteFrom('patients').where('id', '=', id).executeTakeFirst();",
      "await db.deleteFrom('patients').executeTakeFirst();",
    ], // kysely takefirst
    ['src/jobs/reset.js', "await knex('players').where({ season }).del();", "await knex('players').del();"], // knex del
    ['src/jobs/reset.js', "await knex('players').where({ season }).del();", "await knex('players').truncate();"], // knex truncate
    ['src/jobs/reset.js', "await trx('invoices').where('id', id).delete();", "await trx('invoices').delete();"], // knex delete
    ['src/jobs/reset.js', "await this.knex('invoices').where('id', id).del();", "await this.knex('invoices').del();"], // this.knex
    ['src/jobs/reset.js', "await knex.table('invoices').where('id', id).del();", "await knex.table('invoices').del();"], // knex.table
    ['src/jobs/reset.js', "await knex.from('invoices').where('id', id).del();", "await knex.from('invoices').del();"], // knex.from
    ['src/services/reset.ts', 'await this.orderRepo.delete({ customerId });', 'await this.orderRepo.clear();'], // typeorm clear
    ['src/services/reset.ts', 'await this.orderRepo.delete({ customerId });', 'await this.orderRepo.delete({});'], // typeorm delete {}
    ['src/services/reset.ts', 'await repo.delete({ id });', 'await dataSource.getRepository(Order).clear();'], // typeorm getRepository clear
    ['src/services/reset.ts', 'await manager.delete(Order, { id });', 'await manager.clear(Order);'], // typeorm manager.clear
    ['src/jobs/reset.js', 'await Booking.destroy({ where: { id } });', 'await Booking.destroy({ truncate: true });'], // sequelize truncate
    ['src/jobs/reset.js', 'await Booking.destroy({ where: { boatId } });', 'await Booking.destroy({ where: {} });'], // sequelize where {}
    ['src/jobs/reset.js', 'await Booking.destroy({ where: { boatId } });', 'await Booking.truncate();'], // sequelize Model.truncate
    ['app/jobs.py', 'session.query(Booking).filter(Booking.id == bid).delete()', 'session.query(Booking).delete()'], // sqla
    ['app/jobs.py', 'db.session.query(Member).filter_by(club_id=cid).delete()', 'db.session.query(Member).delete()'], // sqla flask
    ['app/jobs.py', 'session.execute(delete(Member).where(Member.club_id == cid))', 'session.execute(delete(Member))'], // sqla 2.0 delete
    ['app/jobs.py', 'Member.query.filter_by(club_id=cid).delete()', 'Member.query.delete()'], // flask-sqla Model.query.delete
    ['app/tasks.py', 'Member.objects.filter(last_seen__lt=cutoff).delete()', 'Member.objects.all().delete()'], // django all
    ['app/tasks.py', 'Member.objects.filter(last_seen__lt=cutoff).delete()', 'Member.objects.filter().delete()'], // django empty filter
    ['src/jobs.ts', 'await prisma.booking.deleteMany({ where: { boatId } });', 'await prisma.booking.deleteMany();'], // prisma deleteMany
    ['src/jobs.ts', 'await prisma.booking.deleteMany({ where: { boatId } });', 'await prisma.booking.deleteMany({});'], // prisma deleteMany {}
    ['app/jobs/reset.rb', 'Booking.where(boat_id: id).delete_all', 'Booking.delete_all'], // rails delete_all
    ['app/jobs/reset.rb', 'Booking.where(boat_id: id).destroy_all', 'Booking.destroy_all'], // rails destroy_all
    ['app/Jobs/Reset.php', "Booking::where('boat_id', $id)->delete();", 'Booking::truncate();'], // laravel truncate
    ['app/Jobs/Reset.php', "DB::table('bookings')->where('boat_id', $id)->delete();", "DB::table('bookings')->delete();"], // laravel db table delete
    ['app/Jobs/Reset.php', "DB::table('bookings')->where('boat_id', $id)->delete();", "DB::table('bookings')->truncate();"], // laravel db table truncate
    [
      'internal/jobs/reset.go',
      'db.Where("boat_id = ?", id).Delete(&Booking{})',
      'db.Session(&gorm.Session{AllowGlobalUpdate: true}).Delete(&Booking{})',
    ], // gorm global
    ['internal/jobs/reset.go', 'db.Where("boat_id = ?", id).Delete(&Booking{})', 'db.Where("1 = 1").Delete(&Booking{})'], // gorm 1=1
    [
      'etl/job.scala',
      'df.write.mode(SaveMode.Append).saveAsTable("sales.orders")',
      'df.write.mode(SaveMode.Overwrite).saveAsTable("sales.orders")',
    ], // scala spark
    ['etl/job.py', "df.writeTo('sales.orders').append()", "df.writeTo('sales.orders').createOrReplace()"], // spark v2
    [
      'etl/job.py',
      "(df.write\n   .mode('append')\n   .saveAsTable('sales.orders'))",
      "(df.write\n   .mode('overwrite')\n   .saveAsTable('sales.orders'))",
    ], // spark multiline
    ['etl/job.py', "df.write.insertInto('sales.orders')", "df.write.insertInto('sales.orders', overwrite=True)"], // spark insertInto overwrite
    ['etl/load.R', 'dbWriteTable(con, "members", df, append = TRUE)', 'dbWriteTable(con, "members", df, overwrite = TRUE)'], // R dbi
    [
      'etl/load.py',
      "TABLE = 'orders'\n\ndef load(df, eng):\n    df.to_sql(TABLE, eng, if_exists='append')",
      "TABLE = 'orders'\n\ndef load(df, eng):\n    df.to_sql(TABLE, eng, if_exists='replace')",
    ], // bound const
    ['app/jobs.py', 'conn.execute(members.delete().where(members.c.club_id == cid))', 'conn.execute(members.delete())'], // sqla core
    ['src/jobs/reset.ts', 'await db.delete(schema.scores).where(eq(schema.scores.season, s));', 'await db.delete(schema.scores);'], // drizzle schema.x
    ['src/jobs/reset.js', 'await Booking.destroy({ where: { boatId } });', 'await Booking.destroy({ where: {}, truncate: true });'], // seq truncate where
    ['app/Jobs/Reset.php', "Booking::where('boat_id', $id)->delete();", 'Booking::query()->delete();'], // laravel query delete
    [
      'internal/jobs/reset.go',
      'db.Where("boat_id = ?", id).Delete(&Booking{})',
      'db.Session(&gorm.Session{AllowGlobalUpdate: true}).Delete(&Booking{})',
    ], // gorm global
    ['internal/jobs/reset.go', 'db.Where("boat_id = ?", id).Delete(&Booking{})', 'db.Where("1 = 1").Delete(&Booking{})'], // gorm 1=1
    // A repository's delete by an owner's key is a group, not one row: it still speaks.
    ['src/services/orders.ts', 'x=1', 'await this.orderRepo.delete({ customerId });'],
  ])('%s', (path, old, now) => expect(editSpeaks(path, old, now)).toBe(true));
});

describe('an append, a scratch table, a filter, a key or a no-table clear stays silent', () => {
  test.each([
    [
      'etl/load.py',
      '    df.to_sql("sightings", con, if_exists="replace", index=False)',
      '    df.to_sql("sightings", con, if_exists="append", index=False)',
    ], // replace->append
    ['etl/load.py', "df.to_sql('orders_staging', engine, if_exists='append')", "df.to_sql('orders_staging', engine, if_exists='replace')"], // staging
    ['etl/load.py', "df.to_sql('tmp_orders', engine, if_exists='append')", "df.to_sql('tmp_orders', engine, if_exists='replace')"], // tmp
    ['etl/load.py', "df.to_sql('orders', engine)", "df.to_sql('orders', engine, if_exists='fail')"], // fail
    ['tests/test_load.py', "df.to_sql('orders', con, if_exists='append')", "df.to_sql('orders', con, if_exists='replace')"], // in a test
    ['etl/load.py', "df.to_sql('orders', engine, index=False)", "df.to_sql('orders', engine, index=False, chunksize=1000)"], // other kw
    ['etl/job.py', "df.write.mode('append').parquet(path)", "df.write.mode('overwrite').parquet('/tmp/out')"], // spark tmp parquet
    ['etl/job.py', "df.write.mode('append').saveAsTable('scratch_orders')", "df.write.mode('append').saveAsTable('orders')"], // spark append
    [
      'src/jobs/purge.ts',
      'await db.delete(shifts);',
      'const cutoff = subMonths(new Date(), 24);\nawait db.delete(shifts).where(lt(shifts.endedAt, cutoff));',
    ], // drizzle adds where
    [
      'src/api/shift.ts',
      'await db.delete(shifts).where(eq(shifts.id, shiftId));',
      'await db.delete(shifts).where(and(eq(shifts.id, shiftId), eq(shifts.ownerId, userId)));',
    ], // drizzle by id
    ['src/api/shift.ts', 'const x = 1;', 'await db.delete(shifts).where(eq(shifts.id, id));'], // drizzle by id new
    ['tests/setup.ts', 'const x = 1;', 'await db.delete(shifts);'], // drizzle in test
    ['src/cache.ts', 'cache.set(key, v);', 'cache.delete(key);'], // map delete
    ['src/cache.ts', 'const x=1;', "headers.delete('x-token');"], // headers delete
    [
      'src/jobs/retention.ts',
      "await db.deleteFrom('patients').execute();",
      "await db.deleteFrom('patients').where('id', '=', id).execute();",
    ], // kysely where
    ['src/jobs/reset.js', "await knex('players').del();", "await knex('players').where({ season }).del();"], // knex where
    ['src/services/reset.ts', 'await this.orderRepo.delete({ customerId });', 'await this.orderRepo.delete({ id: orderId });'], // typeorm by id
    ['src/services/reset.ts', 'const m = new Map();', 'm.clear();'], // map clear
    ['src/ui/form.ts', 'this.items = [];', 'this.items.clear();\nthis.form.reset();'], // items clear
    ['src/jobs/reset.js', 'await Booking.destroy({ where: {} });', 'await Booking.destroy({ where: { id: bookingId } });'], // sequelize by id
    ['app/jobs.py', 'session.query(Booking).delete()', 'session.query(Booking).filter(Booking.id == bid).delete()'], // sqla filter
    ['app/tasks.py', 'Member.objects.all().delete()', 'Member.objects.filter(pk=pk).delete()'], // django pk
    ['app/tasks.py', 'x=1', 'Session.objects.filter(expire_date__lt=timezone.now()).delete()'], // django sessions
    ['etl/load.py', "df.to_sql('x', con, if_exists=mode)", "df.to_sql('x', con, if_exists=mode, index=False)"], // if_exists var
    ['etl/load.py', 'x = 1', "name = name.replace('a', 'b')\ndf.to_sql(name, con, if_exists='append')"], // replace elsewhere append
    ['etl/job.py', "df.write.mode('append').saveAsTable('tmp_orders')", "df.write.mode('overwrite').saveAsTable('tmp_orders')"], // spark tmp table
    ['etl/job.py', "df.writeTo('sales.orders').create()", "df.writeTo('sales.orders').append()"], // spark v2 append
    [
      'etl/job.py',
      "df.write.mode('overwrite').parquet(out)\nother.write.mode('append').saveAsTable('sales.orders')",
      "df.write.mode('overwrite').parquet(out_path)\nother.write.mode('append').saveAsTable('sales.orders')",
    ], // spark two statements
    ['etl/load.R', 'x <- 1', 'dbWriteTable(con, "members", df, append = TRUE)'], // R append
    ['app/jobs.py', 'x=1', 'session.execute(delete(Member).where(Member.id == member_id))'], // sqla delete where
    ['app/jobs.py', 'x=1', 'session.delete(member)\nsession.commit()'], // sqla instance
    ['src/store.ts', 'x=1', 'await db.delete(userId);'], // db.delete id
    ['src/store.ts', 'x=1', 'await db.delete(cacheKey);'], // db.delete key
    ['src/store.ts', 'x=1', 'this.cache.clear();\nthis.listeners.clear();'], // cache clear
    ['src/store.ts', 'x=1', 'em.clear();'], // mikro em clear
    ['src/store.ts', 'x=1', 'await Booking.destroy({ where: { id } });'], // seq by id
    ['src/ui/text.ts', 'x=1', 'const s = Text.truncate(title, 40);'], // Text.truncate
    ['src/jobs/reset.ts', 'x=1', "await db.deleteFrom('tmp_import').execute();"], // kysely tmp
    ['src/jobs/reset.ts', 'x=1', "await knex('staging_rows').truncate();"], // knex staging
    ['src/services/orders.ts', 'x=1', 'await this.orderRepository.delete(orderId);'], // typeorm repo by id
    ['src/services/orders.ts', 'x=1', 'await repo.delete({ id });'], // typeorm repo by id 2
    ['app/Jobs/Reset.php', 'x=1', "Booking::where('id', $id)->delete();"], // laravel by id
    ['tests/test_etl.py', 'x=1', "df.to_sql('orders', con, if_exists='replace')"], // test file
    ['internal/jobs/reset.go', 'x := 1', 'db.Delete(&Booking{}, id)'], // gorm by id
    ['internal/jobs/reset.go', 'x := 1', 'db.Where("id = ?", id).Delete(&Booking{})'], // gorm where
    // Review of this stop: an HTTP client's delete, one row's object, a loop's table variable, a derived table rebuilt.
    ['src/api.ts', 'x=1', 'const res = await this.client.delete(uri);'], // http client
    ['src/api.ts', 'x=1', 'await client.delete(endpoint);'], // http client 2
    ['src/store.ts', 'x=1', 'await db.delete(user);'], // one row's object
    ['src/store.ts', 'x=1', 'await db.delete(session);'], // one row's object 2
    ['etl/build_mart.py', 'x=1', 'for name, frame in marts.items():\n    frame.to_sql(name, engine, if_exists="replace")'], // loop variable
    ['etl/build_mart.py', 'x=1', 'df.to_sql("report_daily_sales", engine, if_exists="replace")'], // derived report
    ['etl/build_mart.py', 'x=1', 'df.to_sql("sales_summary", engine, if_exists="replace")'], // derived summary
  ])('%s', (path, old, now) => expect(editSpeaks(path, old, now)).toBe(false));
});

describe('a script written or run that replaces or empties a whole table speaks', () => {
  test.each([
    [
      'scripts/import_birds.py',
      "import pandas as pd\nimport sqlite3\n\ncon = sqlite3.connect('birds.db')\ndf = pd.read_csv('export.csv')\n" +
        "df.to_sql('sightings', con, if_exists='replace', index=False)\n",
      true,
    ], // write script replace
    [
      'scripts/reset-scores.ts',
      "import { db } from '../src/db';\nimport { scores } from '../src/schema';\n\nawait db.delete(scores);\nconsole.log('done');\n",
      true,
    ], // drizzle write
  ])('%s', (path, content, speaks) => expect(writeSpeaks(path, content)).toBe(speaks));
  test.each([
    [
      "python -c \"import pandas as pd, sqlite3; pd.read_csv('m.csv').to_sql('members', sqlite3.connect('app.db'), if_exists='replace')\"",
      true,
    ], // python -c replace
    [
      "python3 - <<'EOF'\nimport pandas as pd, sqlalchemy as sa\neng = sa.create_engine('postgresql://localhost/club')\n" +
        "pd.read_csv('members.csv').to_sql('members', eng, if_exists='replace', index=False)\nEOF",
      true,
    ], // heredoc to_sql
  ])('%s', (command, speaks) => expect(commandIds(command) !== 'none').toBe(speaks));
});
