import { describe, expect, test } from 'vitest';
import { editSpeaks, writeSpeaks } from '../../support/destructiveIds.js';

// Whole-table wipes written in code through ORMs the table-wipe reader did not know (engine/tableWipes.ts reads each as
// the SQL it sends): Sequelize's `sequelize.truncate()`, Active Record's `connection.truncate(:members)`, Entity Framework's
// `ExecuteDelete()` and `RemoveRange(context.Members)`, Doctrine's query builder, Spring Data's `deleteAllInBatch()`, jOOQ,
// Diesel, bun, TypeORM's query builder, MikroORM and Objection. The ORMs that already spoke (Rails' `delete_all`, Ecto's
// `Repo.delete_all(Member)`, Django's `all().delete()`, Prisma's and Mongoose's `deleteMany({})`, Peewee) keep speaking.
// The near-misses stay silent: a delete with a filter or by its key, a scratch, staging or test table, a test file, a cache.

describe('code that empties a whole table through an ORM speaks', () => {
  test.each([
    ['src/jobs/reset.ts', 'await sequelize.truncate();'], // sequelize instance
    ['src/jobs/reset.ts', 'await db.sequelize.truncate({ cascade: true, restartIdentity: true });'], // sequelize cascade
    ['src/jobs/reset.ts', 'await Member.truncate({ cascade: true });'], // sequelize model
    ['app/jobs/reset.rb', 'ActiveRecord::Base.connection.truncate(:members)'], // rails truncate symbol
    ['app/jobs/reset.rb', 'ActiveRecord::Base.connection.truncate("members")'], // rails truncate string
    ['app/jobs/reset.rb', 'Member.connection.truncate(Member.table_name)'], // rails table_name
    ['app/jobs/reset.rb', 'ActiveRecord::Base.connection.truncate :members'], // rails no parentheses
    ['app/jobs/reset.rb', 'ActiveRecord::Base.connection.truncate_tables(:members, :bookings)'], // rails truncate_tables
    ['app/jobs/reset.rb', 'Member.delete_all'], // rails delete_all
    ['app/jobs/reset.rb', 'Member.destroy_all'], // rails destroy_all
    ['lib/my_app/reset.ex', 'Repo.delete_all(Member)'], // ecto
    ['lib/my_app/reset.ex', 'MyApp.Repo.delete_all(from m in Member)'], // ecto query without filter
    ['app/tasks.py', 'Member.objects.all().delete()'], // django
    ['src/jobs.ts', 'await prisma.member.deleteMany();'], // prisma
    ['src/jobs.ts', 'await this.prisma.member.deleteMany({});'], // prisma {}
    ['src/jobs.ts', 'await Member.deleteMany({});'], // mongoose
    ['app/jobs.py', 'Member.delete().execute()'], // peewee
    ['Services/Reset.cs', 'context.Members.ExecuteDelete();'], // ef ExecuteDelete
    ['Services/Reset.cs', 'await _db.Members.ExecuteDeleteAsync();'], // ef async
    ['Services/Reset.cs', 'await _context.Set<Member>().ExecuteDeleteAsync(ct);'], // ef Set<T>
    ['Services/Reset.cs', 'await db.Members\n    .IgnoreQueryFilters()\n    .ExecuteDeleteAsync();'], // ef across lines
    ['Services/Reset.cs', 'context.Members.RemoveRange(context.Members);\ncontext.SaveChanges();'], // ef RemoveRange
    ['Services/Reset.cs', 'db.Members.RemoveRange(db.Members.ToList());\ndb.SaveChanges();'], // ef RemoveRange ToList
    ['Services/Reset.cs', '_db.RemoveRange(await _db.Members.ToListAsync());\nawait _db.SaveChangesAsync();'], // ef ToListAsync
    ['src/Command/Reset.php', "$em->createQueryBuilder()->delete(Member::class, 'm')->getQuery()->execute();"], // doctrine
    ['src/Command/Reset.php', "$this->em->createQueryBuilder()\n    ->delete(Member::class, 'm')\n    ->getQuery()\n    ->execute();"], // doctrine lines
    ['src/Command/Reset.php', "$this->memberRepository->createQueryBuilder('m')->delete()->getQuery()->execute();"], // doctrine repo
    ['src/Command/Reset.php', "$em->getRepository(Member::class)->createQueryBuilder('m')->delete()->getQuery()->execute();"], // getRepository
    ['src/Command/Reset.php', "$conn->executeStatement($conn->getDatabasePlatform()->getTruncateTableSQL('members'));"], // dbal truncate
    ['src/main/java/Reset.java', 'memberRepository.deleteAllInBatch();'], // spring data
    ['src/main/kotlin/Reset.kt', 'memberRepository.deleteAllInBatch()'], // spring data kotlin
    ['src/main/java/Reset.java', 'dsl.deleteFrom(MEMBERS).execute();'], // jooq delete
    ['src/main/java/Reset.java', 'dsl.truncate(Tables.MEMBERS).execute();'], // jooq truncate
    ['src/reset.rs', 'diesel::delete(members::table).execute(conn)?;'], // diesel table
    ['src/reset.rs', 'diesel::delete(schema::members::table).execute(&mut conn)?;'], // diesel schema path
    ['src/reset.rs', 'diesel::delete(members).execute(conn)?;'], // diesel dsl
    ['internal/reset.go', 'db.NewTruncateTable().Model((*Member)(nil)).Exec(ctx)'], // bun model
    ['internal/reset.go', 'db.NewTruncateTable().Table("members").Exec(ctx)'], // bun table
    ['src/jobs.ts', 'await dataSource.createQueryBuilder().delete().from(Member).execute();'], // typeorm builder
    ['src/jobs.ts', 'await this.memberRepo.createQueryBuilder().delete().execute();'], // typeorm repo builder
    ['src/jobs.ts', 'await em.nativeDelete(Member, {});'], // mikro-orm
    ['src/jobs.ts', 'await Member.query().delete();'], // objection
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
