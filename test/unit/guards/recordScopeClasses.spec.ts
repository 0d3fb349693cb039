import { describe, expect, test } from 'vitest';
import { editSpeaks, writeSpeaks } from '../../support/destructiveIds.js';

// The unknown-CLI verb line's reading of code (`destructive/unlisted/any-cli`, engine/recordScope.ts) judged an ORM delete
// by its resource word alone, so one record's delete (`@member.destroy`, Peewee's `member.delete_instance()`), rows named
// by their keys (`Member.destroy(params[:id])`, Spring Data's `deleteAllById(ids)`, `Member.delete().where(Member.id ==
// mid)`), a scratch model's wipe (`prisma.tmpImport.deleteMany()`) and a test's own teardown spoke as a whole model's
// wipe. Now it judges scope as tableWipes.ts does; a whole model's wipe in application code keeps speaking. One line per
// class that speaks and near-misses that stay silent.

describe("one record's delete by its object or by its key stays silent", () => {
  test.each([
    ['app/controllers/members_controller.rb', 'member.destroy'], // rails object
    ['app/controllers/members_controller.rb', '@member.destroy\nredirect_to members_path'], // rails ivar
    ['app/controllers/members_controller.rb', '@member.destroy!'], // rails bang
    ['app/controllers/members_controller.rb', 'record.destroy!'], // rails record
    ['app/controllers/members_controller.rb', 'current_user.destroy'], // rails current user
    ['app/controllers/members_controller.rb', 'Member.find(params[:id]).destroy'], // rails find by param
    ['app/controllers/members_controller.rb', 'Member.destroy(params[:id])'], // rails class by id
    ['app/controllers/members_controller.rb', 'Member.delete(params[:id])'], // rails delete by id
    ['app/controllers/members_controller.rb', 'Member.destroy_by(id: params[:id])'], // rails destroy_by id
    ['app/services/members.py', 'member.delete_instance()'], // peewee instance
    ['app/services/members.py', 'Member.get_by_id(mid).delete_instance()'], // peewee fetched
    ['app/services/members.py', 'Member.delete_by_id(mid)'], // peewee by id
    ['app/services/members.py', 'Member.delete().where(Member.id == mid).execute()'], // peewee keyed where
    ['app/services/members.py', 'Member.delete().where(Member.id.in_(ids)).execute()'], // peewee keyed in_
    ['app/services/members.py', 'conn.execute(members.delete().where(members.c.id == mid))'], // sqlalchemy core keyed
    ['members/views.py', 'user.delete()'], // django object
    ['members/views.py', 'request.user.delete()'], // django own account
    ['src/routes/members.ts', 'await member.destroy();'], // sequelize instance
    ['src/routes/members.ts', 'await req.user.destroy();'], // sequelize own account
    ['src/routes/members.ts', 'await Member.delete(id);'], // typeorm static by id
    ['src/routes/members.ts', 'await Member.delete({ id: memberId });'], // typeorm static by key object
    ['app/Http/Controllers/MemberController.php', '$member->delete();'], // eloquent object
    ['app/Http/Controllers/MemberController.php', 'Member::destroy($id);'], // eloquent by id
    ['app/Http/Controllers/MemberController.php', 'Member::find($id)->delete();'], // eloquent find
    ['src/main/java/MemberService.java', 'memberRepository.deleteById(id);'], // spring by id
    ['src/main/java/MemberService.java', 'memberRepository.deleteAllById(ids);'], // spring by ids
    ['src/main/kotlin/MemberService.kt', 'memberRepository.deleteAllById(ids)'], // spring kotlin
    ['src/main/java/MemberService.java', 'memberRepository.delete(member);'], // spring entity
    ['src/main/java/MemberService.java', 'memberRepository.deleteAll(members);'], // spring entities
    ['lib/club/members.ex', 'Repo.delete(member)'], // ecto struct
    ['scripts/billing.py', 'customer = stripe.Customer.retrieve(cid)\ncustomer.delete()'], // one fetched object
  ])('%s %s', (path, line) => expect(editSpeaks(path, 'x = 1', line)).toBe(false));
});

describe("a scratch or staging model's wipe stays silent", () => {
  test.each([
    ['src/jobs/import.ts', 'await prisma.tmpImport.deleteMany();'], // prisma tmp
    ['src/jobs/import.ts', 'await prisma.importStaging.deleteMany({});'], // prisma staging
    ['src/jobs/import.ts', 'await TmpImport.deleteMany({});'], // mongoose tmp
    ['app/jobs/import.rb', 'TmpImport.delete_all'], // rails tmp
    ['app/jobs/import.rb', 'StagingMember.delete_all'], // rails staging
    ['app/jobs/import.rb', 'ImportStaging.destroy_all'], // rails destroy_all
    ['app/jobs/import.rb', 'CachedQuote.delete_all'], // rails cache
    ['app/jobs/import.py', 'TmpImport.objects.all().delete()'], // django tmp
    ['app/jobs/import.py', 'StagingRow.delete().execute()'], // peewee staging
    ['app/jobs/import.py', 'db.session.query(TmpImport).delete()'], // sqlalchemy tmp
  ])('%s %s', (path, line) => expect(editSpeaks(path, 'x = 1', line)).toBe(false));
});

describe("a test's own wipe of a model stays silent", () => {
  test.each([
    ['spec/models/member_spec.rb', 'before { Member.delete_all }'], // rspec before
    ['spec/models/member_spec.rb', 'after(:each) { Member.destroy_all }'], // rspec after
    ['spec/support/database_cleaner.rb', 'RSpec.configure do |config|\n  config.before(:each) { Member.delete_all }\nend'], // support
    ['test/support/db.rb', 'Member.delete_all'], // test support
    ['test/models/member_test.rb', 'setup do\n  Member.delete_all\nend'], // minitest setup
    ['test/setup.ts', 'beforeEach(async () => {\n  await prisma.member.deleteMany();\n});'], // vitest setup
    ['__tests__/members.test.ts', 'beforeEach(async () => {\n  await Member.deleteMany({});\n});'], // jest mongoose
    ['src/members.spec.ts', 'afterAll(async () => {\n  await prisma.member.deleteMany();\n  await prisma.$disconnect();\n});'], // afterAll
    ['conftest.py', 'Member.objects.all().delete()'], // root conftest
    ['tests/conftest.py', '@pytest.fixture(autouse=True)\ndef clean():\n    yield\n    Member.delete().execute()'], // fixture
    ['tests/test_members.py', 'def setUp(self):\n    Member.objects.all().delete()'], // unittest setUp
    ['src/test/java/MemberServiceTest.java', '@AfterEach\nvoid clean() { memberRepository.deleteAll(); }'], // junit
    ['src/test/kotlin/MemberTest.kt', '@BeforeEach\nfun clean() { memberRepository.deleteAll() }'], // kotlin
  ])('%s %s', (path, line) => expect(editSpeaks(path, 'x = 1', line)).toBe(false));
});

describe("a whole model's wipe, a broad filter, a loop over every row or a kept resource still speaks", () => {
  test.each([
    ['app/jobs/reset.rb', 'Member.delete_all'], // rails delete_all
    ['app/jobs/reset.rb', 'Member.destroy_all'], // rails destroy_all
    ['app/jobs/reset.py', 'Member.delete().execute()'], // peewee whole model
    ['app/jobs/reset.py', 'Member.objects.all().delete()'], // django all
    ['app/jobs/reset.py', 'db.session.query(Member).delete()'], // sqlalchemy query
    ['src/jobs/reset.ts', 'await prisma.member.deleteMany();'], // prisma
    ['src/jobs/reset.ts', 'await prisma.member.deleteMany({});'], // prisma {}
    ['src/jobs/reset.ts', 'await this.prisma.user.deleteMany();'], // prisma this
    ['src/jobs/reset.ts', 'await prisma.importRow.deleteMany();'], // import rows are kept
    ['src/main/java/Reset.java', 'memberRepository.deleteAll();'], // spring every row
    ['src/main/java/Reset.java', 'memberRepository.deleteAll(memberRepository.findAll());'], // spring every entity
    ['lib/club/reset.ex', 'Repo.delete_all(Member)'], // ecto
    ['app/services/purge.py', 'Member.delete().where(Member.joined < cutoff).execute()'], // peewee range
    ['app/services/purge.py', "Member.delete().where(Member.status == 'lapsed').execute()"], // peewee category
    ['app/services/purge.py', 'member.delete_instance(recursive=True)'], // peewee with dependants
    ['app/jobs/purge.rb', 'Member.delete_by(status: "lapsed")'], // rails delete_by category
    ['app/jobs/purge.rb', 'Member.all.each(&:destroy)'], // rails each
    ['app/jobs/purge.rb', 'Member.all.each do |member|\n  member.destroy\nend'], // rails block
    ['app/services/purge.py', 'for member in Member.objects.all():\n    member.delete()'], // django loop
    ['src/services/purge.ts', 'for (const member of await Member.findAll()) {\n  await member.destroy();\n}'], // sequelize loop
    ['app/services/purge.py', 'for mid in Member.select(Member.id):\n    Member.delete_by_id(mid)'], // peewee loop by id
    ['app/models/club.rb', '@project.destroy'], // a holder
    ['app/controllers/accounts_controller.rb', 'Account.find(params[:id]).destroy'], // a holder found
    ['scripts/gl.py', 'project = gl.projects.get(42)\nproject.delete()'], // gitlab project
    ['scripts/gcs.py', 'bucket = storage_client.bucket(name)\nbucket.delete()'], // a bucket
    ['app/jobs/x.rb', 'Build.delete_all'], // a build record is kept
    ['spec/support/db.rb', 'ActiveRecord::Base.establish_connection("postgres://db.prod.internal/club")\nMember.delete_all'], // prod db
    ['tests/conftest.py', 'engine = create_engine(os.environ["PROD_DATABASE_URL"])\nMember.delete().execute()'], // prod variable
    ['scripts/reset.rb', 'Member.delete_all'], // a script
  ])('%s %s', (path, line) => expect(editSpeaks(path, 'x = 1', line)).toBe(true));
});

describe('a script written that wipes a model speaks, a suite file that wipes its own does not', () => {
  test.each([
    ['scripts/reset_members.rb', 'require_relative "../config/environment"\nMember.delete_all\nputs "done"\n', true],
    ['scripts/reset.ts', "import { prisma } from '../src/db';\nawait prisma.member.deleteMany();\n", true],
    ['spec/rails_helper.rb', 'RSpec.configure do |config|\n  config.before(:each) { Member.delete_all }\nend\n', false],
    ['test/setup.ts', "import { prisma } from '../src/db';\nbeforeEach(async () => {\n  await prisma.member.deleteMany();\n});\n", false],
  ])('%s', (path, content, speaks) => expect(writeSpeaks(path, content)).toBe(speaks));
});
