import { describe, expect, test } from 'vitest';
import { editedIds, editSpeaks, writeSpeaks } from '../../support/destructiveIds.js';

// Whole-table wipes written in code through ORMs the table-wipe reader did not know (engine/tableWipes.ts reads each as
// the SQL it sends): Sequelize's `sequelize.truncate()`, Active Record's `connection.truncate(:members)`, Entity Framework's
// `ExecuteDelete()` and `RemoveRange(context.Members)`, Doctrine's query builder, Spring Data's `deleteAllInBatch()`, jOOQ,
// Diesel, bun, TypeORM's query builder, MikroORM and Objection. The ORMs that already spoke (Rails' `delete_all`, Ecto's
// `Repo.delete_all(Member)`, Django's `all().delete()`, Prisma's and Mongoose's `deleteMany({})`, Peewee) keep speaking.
// The near-misses stay silent: a delete with a filter or by its key, a scratch, staging or test table, a test file, a cache,
// a call named in a comment or a string, a request's context, a Diesel name bound to one parent's rows.

const TRUNCATE = 'destructive/sql/truncate';
const DELETE = 'destructive/sql/delete-without-where';
const DROP = 'destructive/sql/drop';

// Each case names the SQL rule its reader feeds: some of these calls other rules also speak on, so only the rule's id
// shows the reader read it.
describe('code that empties a whole table through an ORM speaks as the SQL it sends', () => {
  test.each([
    ['src/jobs/reset.ts', 'await sequelize.truncate();', TRUNCATE], // sequelize instance
    ['src/jobs/reset.ts', 'await db.sequelize.truncate({ cascade: true, restartIdentity: true });', TRUNCATE], // sequelize cascade
    ['src/jobs/reset.ts', 'await sequelize.drop();', DROP], // sequelize drops every model's table
    ['src/jobs/reset.ts', 'await Member.truncate({ cascade: true });', TRUNCATE], // sequelize model
    ['app/jobs/reset.rb', 'ActiveRecord::Base.connection.truncate(:members)', TRUNCATE], // rails truncate symbol
    ['app/jobs/reset.rb', 'ActiveRecord::Base.connection.truncate("members")', TRUNCATE], // rails truncate string
    ['app/jobs/reset.rb', 'Member.connection.truncate(Member.table_name)', TRUNCATE], // rails table_name
    ['app/jobs/reset.rb', 'ActiveRecord::Base.connection.truncate :members', TRUNCATE], // rails no parentheses
    ['app/jobs/reset.rb', 'ActiveRecord::Base.connection.truncate :members if Rails.env.development?', TRUNCATE], // rails modifier
    ['app/jobs/reset.rb', 'ActiveRecord::Base.connection.truncate_tables(:members, :bookings)', TRUNCATE], // rails truncate_tables
    ['app/jobs/reset.rb', 'ActiveRecord::Base.connection.truncate_tables :members, :bookings', TRUNCATE], // truncate_tables bare
    ['Services/Reset.cs', 'context.Members.ExecuteDelete();', DELETE], // ef ExecuteDelete
    ['Services/Reset.cs', 'await _db.Members.ExecuteDeleteAsync();', DELETE], // ef async
    ['Services/Reset.cs', 'await _context.Set<Member>().ExecuteDeleteAsync(ct);', DELETE], // ef Set<T>
    ['Services/Reset.cs', 'await db.Members\n    .IgnoreQueryFilters()\n    .ExecuteDeleteAsync();', DELETE], // ef across lines
    ['Services/Reset.cs', 'context.Members.RemoveRange(context.Members);\ncontext.SaveChanges();', DELETE], // ef RemoveRange
    ['Services/Reset.cs', 'db.Members.RemoveRange(db.Members.ToList());\ndb.SaveChanges();', DELETE], // ef RemoveRange ToList
    ['Services/Reset.cs', '_db.RemoveRange(await _db.Members.ToListAsync());\nawait _db.SaveChangesAsync();', DELETE], // ef ToListAsync
    ['src/Command/Reset.php', "$em->createQueryBuilder()->delete(Member::class, 'm')->getQuery()->execute();", DELETE], // doctrine
    [
      'src/Command/Reset.php',
      "$this->em->createQueryBuilder()\n    ->delete(Member::class, 'm')\n    ->getQuery()\n    ->execute();",
      DELETE,
    ], // lines
    ['src/Command/Reset.php', "$this->memberRepository->createQueryBuilder('m')->delete()->getQuery()->execute();", DELETE], // doctrine repo
    ['src/Command/Reset.php', "$em->getRepository(Member::class)->createQueryBuilder('m')->delete()->getQuery()->execute();", DELETE], // repository
    ['src/Command/Reset.php', "$conn->createQueryBuilder()->delete('members')->executeStatement();", DELETE], // dbal builder
    ['src/Command/Reset.php', "$conn->executeStatement($conn->getDatabasePlatform()->getTruncateTableSQL('members'));", TRUNCATE], // dbal truncate
    ['src/main/java/Reset.java', 'memberRepository.deleteAllInBatch();', DELETE], // spring data
    ['src/main/kotlin/Reset.kt', 'memberRepository.deleteAllInBatch()', DELETE], // spring data kotlin
    ['src/main/java/Reset.java', 'dsl.deleteFrom(MEMBERS).execute();', DELETE], // jooq delete
    ['src/main/java/Reset.java', 'DSL.using(configuration).deleteFrom(MEMBERS).execute();', DELETE], // jooq context made in place
    ['src/main/java/Reset.java', 'dsl.truncate(Tables.MEMBERS).execute();', TRUNCATE], // jooq truncate
    ['src/main/java/Reset.java', 'dsl.truncate(MEMBERS).restartIdentity().execute();', TRUNCATE], // jooq restart identity
    ['src/reset.rs', 'diesel::delete(members::table).execute(conn)?;', DELETE], // diesel table
    ['src/reset.rs', 'diesel::delete(schema::members::table).execute(&mut conn)?;', DELETE], // diesel schema path
    ['src/reset.rs', 'use crate::schema::members::dsl::*;\n\ndiesel::delete(members).execute(conn)?;', DELETE], // diesel dsl
    ['internal/reset.go', 'db.NewTruncateTable().Model((*Member)(nil)).Exec(ctx)', TRUNCATE], // bun model
    ['internal/reset.go', 'db.NewTruncateTable().Table("members").Exec(ctx)', TRUNCATE], // bun table
    ['internal/reset.go', 'db.NewDropTable().Model((*Member)(nil)).IfExists().Exec(ctx)', DROP], // bun drop
    ['src/jobs.ts', 'await dataSource.createQueryBuilder().delete().from(Member).execute();', DELETE], // typeorm builder
    ['src/jobs.ts', 'await this.memberRepo.createQueryBuilder().delete().execute();', DELETE], // typeorm repo builder
    ['src/jobs.ts', 'const qb = dataSource.createQueryBuilder();\nawait qb.delete().from(Member).execute();', DELETE], // typeorm held
    ['src/jobs.ts', "const qb = this.memberRepo.createQueryBuilder('m');\nawait qb.delete().execute();", DELETE], // held repo builder
    ['src/jobs.ts', 'await em.nativeDelete(Member, {});', DELETE], // mikro-orm
    ['src/jobs.ts', 'await Member.query().delete();', DELETE], // objection
  ])('%s %s', (path, line, rule) => expect(editedIds(path, 'x = 1', line).split(' ')).toContain(rule));
});

describe('the ORMs that spoke before keep speaking', () => {
  test.each([
    ['app/jobs/reset.rb', 'Member.delete_all'], // rails delete_all
    ['app/jobs/reset.rb', 'Member.destroy_all'], // rails destroy_all
    ['lib/my_app/reset.ex', 'Repo.delete_all(Member)'], // ecto
    ['lib/my_app/reset.ex', 'MyApp.Repo.delete_all(from m in Member)'], // ecto query without filter
    ['app/tasks.py', 'Member.objects.all().delete()'], // django
    ['src/jobs.ts', 'await prisma.member.deleteMany();'], // prisma
    ['src/jobs.ts', 'await this.prisma.member.deleteMany({});'], // prisma {}
    ['src/jobs.ts', 'await Member.deleteMany({});'], // mongoose
    ['app/jobs.py', 'Member.delete().execute()'], // peewee
  ])('%s %s', (path, line) => expect(editSpeaks(path, 'x = 1', line)).toBe(true));
});

describe('a filtered or keyed delete, a scratch table, a test file or a cache stays silent', () => {
  test.each([
    ['src/jobs/reset.ts', 'await sequelize.close();'], // no truncate
    ['test/setup.ts', 'await sequelize.truncate({ cascade: true });'], // test file
    ['tests/helpers/db.js', 'afterEach(async () => {\n  await sequelize.truncate({ cascade: true });\n});'], // test teardown
    ['src/ui/title.ts', 'const s = _.truncate(title, { length: 40 });'], // text truncate
    ['app/jobs/reset.rb', 'ActiveRecord::Base.connection.truncate(:tmp_imports)'], // scratch table
    ['app/jobs/reset.rb', 'ActiveRecord::Base.connection.truncate(:member_staging)'], // staging table
    ['app/jobs/reset.rb', 'ActiveRecord::Base.connection.truncate_tables :tmp_imports, :member_staging'], // bare scratch tables
    ['spec/support/db.rb', 'ActiveRecord::Base.connection.truncate(:members)'], // spec support
    ['app/jobs/reset.rb', 'Member.where(club_id: id).delete_all'], // rails scoped
    ['app/jobs/reset.rb', 'Rails.cache.clear'], // cache
    ['lib/my_app/reset.ex', 'Repo.delete_all(from(m in Member, where: m.id == ^id))'], // ecto by id
    ['app/tasks.py', 'Member.objects.filter(pk=pk).delete()'], // django pk
    ['app/tasks.py', 'cache.clear()'], // django cache
    ['src/jobs.ts', 'await prisma.member.deleteMany({ where: { id: { in: ids } } });'], // prisma ids
    ['src/jobs.ts', 'await Member.deleteMany({ clubId });'], // mongoose filter
    ['Services/Reset.cs', 'context.Members.Where(m => m.ClubId == clubId).ExecuteDelete();'], // ef where
    ['Services/Reset.cs', 'await db.Members.Where(m => m.Id == id).ExecuteDeleteAsync();'], // ef by id
    ['Services/Reset.cs', 'context.Members.RemoveRange(stale);\ncontext.SaveChanges();'], // ef list
    ['Services/Reset.cs', 'context.Members.RemoveRange(context.Members.Where(m => m.Expired));'], // ef where in range
    ['Services/Reset.cs', 'context.Lines.RemoveRange(order.Lines);'], // ef one parent's rows
    ['Services/Reset.cs', 'await db.TmpImports.ExecuteDeleteAsync();'], // ef scratch
    ['Services/Reset.cs', '_cache.Remove(key);\n_memoryCache.Clear();'], // ef cache
    ['Tests/ResetTests.cs', 'context.Members.ExecuteDelete();'], // ef test
    [
      'src/Command/Reset.php',
      "$em->createQueryBuilder()->delete(Member::class, 'm')->where('m.id = :id')->setParameter('id', $id)->getQuery()->execute();",
    ], // doctrine by id
    [
      'src/Command/Reset.php',
      "$this->em->createQueryBuilder()\n    ->delete(Member::class, 'm')\n    ->andWhere('m.lastSeen < :cutoff')\n    ->getQuery()\n    ->execute();",
    ], // doctrine andWhere
    ['src/Command/Reset.php', "$em->createQueryBuilder()->delete(ImportStaging::class, 's')->getQuery()->execute();"], // doctrine staging
    ['src/Command/Reset.php', '$cache->clear();'], // php cache
    ['tests/ResetTest.php', "$em->createQueryBuilder()->delete(Member::class, 'm')->getQuery()->execute();"], // doctrine test
    ['src/main/java/Reset.java', 'memberRepository.deleteAllInBatch(stale);'], // spring entities
    ['src/main/java/Reset.java', 'dsl.deleteFrom(MEMBERS).where(MEMBERS.ID.eq(id)).execute();'], // jooq by id
    ['src/main/java/Reset.java', 'cacheManager.getCache("members").clear();'], // spring cache
    ['src/test/java/ResetTest.java', 'memberRepository.deleteAllInBatch();'], // spring test
    ['src/reset.rs', 'diesel::delete(members.filter(id.eq(member_id))).execute(conn)?;'], // diesel filter
    ['src/reset.rs', 'diesel::delete(members::table.filter(members::club_id.eq(club))).execute(conn)?;'], // diesel table filter
    ['src/reset.rs', 'diesel::delete(&member).execute(conn)?;'], // diesel one row
    ['src/reset.rs', 'diesel::delete(tmp_imports::table).execute(conn)?;'], // diesel scratch
    ['internal/reset.go', 'db.NewTruncateTable().Model((*TmpImport)(nil)).Exec(ctx)'], // bun scratch
    ['src/jobs.ts', 'await dataSource.createQueryBuilder().delete().from(Member).where("id = :id", { id }).execute();'], // typeorm where
    ['src/jobs.ts', 'await em.nativeDelete(Member, { id });'], // mikro by id
    ['src/jobs.ts', 'await Member.query().delete().where("clubId", id);'], // objection where
    ['src/jobs.ts', 'await Member.query().deleteById(id);'], // objection by id
    ['src/jobs.ts', 'await Member.query().delete().findById(id);'], // objection findById after
    ['src/jobs.ts', 'await dataSource.createQueryBuilder().delete().from(Member).andWhere("id = :id", { id }).execute();'], // typeorm andWhere
    ['src/jobs.ts', 'const qb = dataSource.createQueryBuilder();\nawait qb.delete().from(Member).where("id = :id", { id }).execute();'], // held where
    ['src/jobs.ts', 'const qb = dataSource.createQueryBuilder().where("1 = 0");\nawait qb.delete().execute();'], // held builder narrowed
    ['src/jobs/reset.ts', '// never call sequelize.truncate() here\nconst x = 1;'], // comment mention
    ['src/jobs/reset.ts', 'logger.warn("skipping sequelize.truncate()");'], // string mention
    ['src/jobs/reset.ts', '// await sequelize.drop();'], // commented-out drop
    ['src/jobs/reset.ts', '// never call knex("members").del()'], // knex comment
    ['app/jobs/reset.rb', '# never ActiveRecord::Base.connection.truncate(:members)'], // ruby comment
    ['app/jobs/reset.rb', 'puts "run ActiveRecord::Base.connection.truncate(:members) by hand"'], // ruby string
    ['Services/Reset.cs', '// do not: context.Members.ExecuteDelete();'], // c# comment
    ['src/main/java/Reset.java', '/* dsl.deleteFrom(MEMBERS).execute(); */'], // java block comment
    ['src/Command/Reset.php', "// $conn->createQueryBuilder()->delete('members')->executeStatement();"], // php comment
    ['src/Command/Reset.php', "$conn->createQueryBuilder()->delete('members')->where('id = :id')->executeStatement();"], // dbal where
    ['src/main/java/Reset.java', 'DSL.using(configuration).deleteFrom(MEMBERS).where(MEMBERS.ID.eq(id)).execute();'], // jooq using where
    ['src/reset.rs', 'diesel::delete(users).filter(name.eq("Sean")).execute(conn)?;'], // diesel filter after
    ['src/reset.rs', 'diesel::delete(members::table).filter(members::id.eq(id)).execute(conn)?;'], // diesel table filter after
    ['src/reset.rs', 'diesel::delete(members::table).or_filter(members::id.eq(id)).execute(conn)?;'], // diesel or_filter
    ['src/reset.rs', 'diesel::delete(members).execute(conn)?;'], // diesel bare name, no dsl import
    [
      'src/reset.rs',
      'use crate::schema::comments::dsl::*;\nlet comments = Comment::belonging_to(&post);\ndiesel::delete(comments).execute(conn)?;',
    ], // rebound
    ['src/reset.rs', '// diesel::delete(members::table).execute(conn)?;'], // rust comment
    ['internal/reset.go', 'db.NewDropTable().Model((*TmpImport)(nil)).IfExists().Exec(ctx)'], // bun drop scratch
    ['Services/Reset.cs', 'selection.RemoveRange(httpContext.Items);\n_db.SaveChanges();'], // asp.net request context
    ['Services/Reset.cs', 'cart.RemoveRange(cartDb.Items);'], // RemoveRange never saved
    ['Services/Reset.cs', 'context.Members.RemoveRange(context.Members);'], // ef RemoveRange never saved
  ])('%s %s', (path, line) => expect(editSpeaks(path, 'x = 1', line)).toBe(false));
});

describe("a script written that empties a whole table speaks, a test suite's own does not", () => {
  test.each([
    [
      'scripts/reset-db.js',
      "const { sequelize } = require('../models');\n\n(async () => {\n  await sequelize.truncate({ cascade: true });\n})();\n",
      true,
    ],
    ['scripts/ResetMembers.cs', 'using var db = new ClubContext();\nawait db.Members.ExecuteDeleteAsync();\n', true],
    ['lib/tasks/reset.rake', 'task reset: :environment do\n  ActiveRecord::Base.connection.truncate(:members)\nend\n', true],
    ['test/setup.js', "const { sequelize } = require('../models');\n\nafterEach(() => sequelize.truncate({ cascade: true }));\n", false],
    ['spec/support/truncate.rb', 'RSpec.configure do |c|\n  c.after { ActiveRecord::Base.connection.truncate(:members) }\nend\n', false],
  ])('%s', (path, content, speaks) => expect(writeSpeaks(path, content)).toBe(speaks));
});
