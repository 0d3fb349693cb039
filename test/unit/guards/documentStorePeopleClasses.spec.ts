import { describe, expect, test } from 'vitest';
import { commandIds as rule, editedIds as edited, writtenIds as written } from '../../support/destructiveIds.js';

// Round 172's class. A document store's bulk delete of a people collection (members, customers, users, volunteers,
// patients…) by a date that has passed or a rolling cutoff, written in a program (the MongoDB Node driver, a mongosh
// script, Mongoose, PyMongo, a bulk write), is read as the SQL it runs and judged as that SQL is: people by a passed date
// or a cutoff speak; soft-deleted or anonymised documents, sign-ups never confirmed, test accounts, a window under a month,
// expiries and housekeeping collections (sessions, events, logs) stay silent, as do reads and deletes by key. One line per case.

const PASSED = 'destructive/sql/delete-rows-date-passed';
const PEOPLE = 'destructive/sql/delete-people-by-inactivity';
const RANGE = 'destructive/sql/delete-by-range';
const RECORDS = 'destructive/sql/delete-records-by-age';

describe('a document store bulk delete by a compared date, in a written script', () => {
  test.each([
    // The round's call: the Node driver, members whose paid-until date has passed.
    [
      'scripts/remove-lapsed-members.js',
      "const db = client.db('philsoc');\nconst res = await db.collection('members').deleteMany({ subscriptionPaidUntil: { $lt: new Date() } });\n",
      PASSED,
    ],
    [
      'scripts/prune.js',
      "await db.collection('users').deleteMany({ lastLoginAt: { $lt: new Date(Date.now() - 365 * 24 * 60 * 60 * 1000) } });\n",
      PEOPLE,
    ],
    [
      'scripts/prune.js',
      'const cutoff = new Date(Date.now() - 2 * 365 * 864e5);\nawait Member.deleteMany({ lastVisit: { $lt: cutoff } });\n',
      PEOPLE,
    ],
    [
      'scripts/prune.ts',
      "const cutoff = dayjs().subtract(1, 'year').toDate();\nawait Customer.deleteMany({ lastOrderAt: { $lte: cutoff } });\n",
      PEOPLE,
    ],
    [
      'scripts/prune.js',
      "const members = db.collection('members');\nawait members.deleteMany({ paidUntil: { $lt: new Date() } });\n",
      PASSED,
    ],
    [
      'scripts/prune.js',
      "await db.collection('members').bulkWrite([{ deleteMany: { filter: { paidUntil: { $lt: new Date() } } } }]);\n",
      PASSED,
    ],
    ['scripts/prune.mongo.js', 'db.members.remove({ paidUntil: { $lt: new Date() } });\n', PASSED],
    // As a formatter writes them: a trailing comma after the last entry, a chain broken before the call (review).
    ['scripts/prune.js', "await db.collection('members').deleteMany({\n  paidUntil: { $lt: new Date() },\n});\n", PASSED],
    ['scripts/prune.js', "await db.collection('members').deleteMany({ paidUntil: { $lt: new Date() }, });\n", PASSED],
    ['scripts/prune.js', "await db\n  .collection('members')\n  .deleteMany({ paidUntil: { $lt: new Date() } });\n", PASSED],
    ['scripts/prune.py', "db.members.delete_many({\n    'paid_until': {'$lt': datetime.utcnow()},\n})\n", PASSED],
    ['scripts/prune.js', "await db.collection('sessions').deleteMany({\n  lastSeen: { $lt: new Date() },\n});\n", 'none'],
    [
      'scripts/prune.js',
      "await db.collection('subscribers').deleteMany({ status: 'lapsed', renewedOn: { $lt: new Date(Date.now() - 180 * 864e5) } });\n",
      PEOPLE,
    ],
    [
      'scripts/prune.js',
      "await db.collection('volunteers').deleteMany({ $or: [{ lastShiftAt: { $lt: new Date() } }, { lastShiftAt: null }] });\n",
      PASSED,
    ],
    ['scripts/prune.py', "db = MongoClient()['club']\ndb.members.delete_many({'paid_until': {'$lt': datetime.utcnow()}})\n", PASSED],
    [
      'scripts/prune.py',
      "cutoff = datetime.utcnow() - timedelta(days=365)\ndb['customers'].delete_many({'last_order_at': {'$lt': cutoff}})\n",
      PEOPLE,
    ],
    [
      'scripts/prune.py',
      "patients = db.get_collection('patients')\npatients.delete_many({'last_visit': {'$lt': datetime.now(timezone.utc) - timedelta(days=1095)}})\n",
      RECORDS,
    ],
    ['scripts/prune.py', "db.volunteers.bulk_write([DeleteMany({'last_shift': {'$lt': datetime(2022, 1, 1)}})])\n", RANGE],
    // The ORM forms already read as their SQL.
    ['scripts/prune.py', 'Member.objects.filter(paid_until__lt=timezone.now()).delete()\n', RANGE],
    ['lib/tasks/prune.rake', "task prune: :environment do\n  Member.where('paid_until < ?', Time.current).delete_all\nend\n", RANGE],
    ['scripts/prune.ts', 'await prisma.member.deleteMany({ where: { paidUntil: { lt: new Date() } } });\n', RANGE],
    // Housekeeping collections, expiries, soft-deleted documents, unconfirmed sign-ups, test accounts and short windows.
    ['scripts/prune.js', "await db.collection('sessions').deleteMany({ expiresAt: { $lt: new Date() } });\n", 'none'],
    ['scripts/prune.js', "await db.collection('members').deleteMany({ membershipExpiresAt: { $lt: new Date() } });\n", 'none'],
    ['scripts/prune.js', "await db.collection('events').deleteMany({ createdAt: { $lt: new Date(Date.now() - 90 * 864e5) } });\n", 'none'],
    [
      'scripts/prune.py',
      "cutoff = datetime.utcnow() - timedelta(days=1)\ndb['sessions'].delete_many({'last_seen': {'$lt': cutoff}})\n",
      'none',
    ],
    ['scripts/prune.js', "await db.collection('users').deleteMany({ deletedAt: { $lt: new Date(Date.now() - 30 * 864e5) } });\n", 'none'],
    ['scripts/prune.js', "await db.collection('users').deleteMany({ deletedAt: { $lt: new Date() } });\n", 'none'],
    ['scripts/prune.js', "await db.collection('users').deleteMany({ scheduledDeletionAt: { $lte: new Date() } });\n", 'none'],
    ['scripts/prune.py', "db.customers.delete_many({'anonymised_at': {'$lt': datetime.utcnow()}})\n", 'none'],
    [
      'scripts/prune.js',
      "await db.collection('users').deleteMany({ emailVerified: false, createdAt: { $lt: new Date(Date.now() - 7 * 864e5) } });\n",
      'none',
    ],
    [
      'scripts/prune.js',
      "await db.collection('users').deleteMany({ isDeleted: true, updatedAt: { $lt: new Date(Date.now() - 365 * 864e5) } });\n",
      'none',
    ],
    ['scripts/prune.js', "await db.collection('members').deleteMany({ createdAt: { $lt: new Date(Date.now() - 7 * 864e5) } });\n", 'none'],
    [
      'scripts/prune.js',
      "await db.collection('guest_users').deleteMany({ createdAt: { $lt: new Date(Date.now() - 90 * 864e5) } });\n",
      'none',
    ],
    // A number compared is no date: an age or a score picks a class of documents, as the existing narrow reading leaves it.
    ['scripts/prune.js', "await db.collection('members').deleteMany({ age: { $lt: 18 } });\n", 'none'],
    ['scripts/prune.py', "db.players.delete_many({'rating': {'$lte': 800}})\n", 'none'],
    // Reads, deletes by key and one document.
    ['scripts/report.js', "const lapsed = await db.collection('members').find({ paidUntil: { $lt: new Date() } }).toArray();\n", 'none'],
    ['scripts/report.js', "const n = await db.collection('members').countDocuments({ paidUntil: { $lt: new Date() } });\n", 'none'],
    ['scripts/prune.js', "await db.collection('members').deleteMany({ _id: { $in: ids }, paidUntil: { $lt: new Date() } });\n", 'none'],
    ['scripts/prune.js', "await db.collection('members').deleteOne({ _id: memberId });\n", 'none'],
  ])('%s: %s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('the same delete in a one-liner or an edit', () => {
  test.each([
    [
      `python -c "from pymongo import MongoClient; import datetime; ` +
        `MongoClient().club.members.delete_many({'paid_until': {'\\$lt': datetime.datetime.utcnow()}})"`,
      PASSED,
    ],
    [
      `node -e "const {MongoClient}=require('mongodb');(async()=>{const c=await MongoClient.connect(process.env.MONGO_URL);` +
        `await c.db('crm').collection('customers').deleteMany({lastOrderAt:{\\$lt:new Date(Date.now()-3*365*864e5)}});await c.close()})()"`,
      PEOPLE,
    ],
    [
      `python -c "from pymongo import MongoClient; MongoClient().app.sessions.delete_many({'expires_at': {'\\$lt': datetime.utcnow()}})"`,
      'none',
    ],
    // mongosh already read these; a purge of soft-deleted documents or of those whose deletion was asked for stays silent.
    [
      `mongosh philsoc --eval 'db.members.deleteMany({ subscriptionPaidUntil: { $lt: new Date() } })'`,
      'destructive/database/mongo-delete-by-range',
    ],
    [`mongosh app --eval 'db.users.deleteMany({ deletedAt: { $lt: new Date(Date.now() - 30*864e5) } })'`, 'none'],
    [`mongosh app --eval 'db.users.deleteMany({ deletionRequestedAt: { $lt: new Date(Date.now() - 30*864e5) } })'`, 'none'],
    [`mongosh app --eval 'db.sessions.deleteMany({ expiresAt: { $lt: new Date() } })'`, 'none'],
    // SQL: a row whose deletion was marked or scheduled, its date passed, is the mark's own purge.
    [`psql -c "DELETE FROM users WHERE scheduled_deletion_at < now();"`, 'none'],
    [`psql -c "DELETE FROM users WHERE deleted_at < now();"`, 'none'],
    [`psql -c "DELETE FROM members WHERE paid_until < now();"`, PASSED],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    [
      'scripts/prune.js',
      "  console.log('todo');",
      "  await db.collection('members').deleteMany({ paidUntil: { $lt: new Date() } });",
      PASSED,
    ],
    [
      'jobs/prune.py',
      '    pass',
      "    db.customers.delete_many({'last_order_at': {'$lt': datetime.utcnow() - timedelta(days=730)}})",
      PEOPLE,
    ],
    ['jobs/prune.py', '    pass', "    db.sessions.delete_many({'last_seen': {'$lt': datetime.utcnow() - timedelta(days=730)}})", 'none'],
  ])('edit of %s → %s', (path, before, after, id) => expect(edited(path, before, after)).toBe(id));
});

describe('a crafted file', () => {
  test('many unclosed filters and bulk writes are read to the end without a finding (the torture tier times such inputs)', () => {
    const content = `${'db.members.deleteMany({ paidUntil: { $lt: new Date( [{ deleteMany: { filter: { a: '.repeat(800)}.bulkWrite(`;
    expect(written('scripts/crafted.js', content)).toBe('none');
  });
});
