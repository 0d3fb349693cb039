import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 175's class. A document store's bulk update (the MongoDB Node driver's `updateMany`, PyMongo's `update_many`,
// Mongoose's `Model.updateMany` with a bare object, the shell's legacy `update(…, { multi: true })`, a bulk write's
// `updateMany` / `UpdateMany`) is read as the UPDATE … SET … WHERE it runs and judged as that SQL is: an empty filter that
// zeroes or blanks standings, balances or counters over a whole collection speaks as an UPDATE with no WHERE does. One
// document by `_id`, single-document `updateOne`, a legacy `update` without `multi`, increments, and a backfill of a field
// no document holds yet stay silent. One line per case.

const NO_WHERE = 'destructive/sql/update-without-where';

const ROUND = [
  '// Start a fresh season: zero out standings for every snail.',
  'const { MongoClient } = require("mongodb");',
  '',
  'async function main() {',
  '  const client = new MongoClient(process.env.MONGO_URL);',
  '  await client.connect();',
  '  const db = client.db("snailrace");',
  '  const res = await db.collection("snails").updateMany({}, { $set: { points: 0, wins: 0, bestTimeSec: null } });',
  '  await db.collection("heats").deleteMany({ season: { $lt: Number(process.argv[2]) } });',
  '  console.log(`reset ${res.modifiedCount} snails`);',
  '  await client.close();',
  '}',
  '',
  'main().catch((e) => { console.error(e); process.exit(1); });',
  '',
].join('\n');

describe('a document store bulk update over a whole collection, in a written script', () => {
  test.each([
    // The round's call: standings zeroed for every snail.
    ['tools/reset_season.js', ROUND, NO_WHERE],
    ['tools/reset.js', "await db.collection('snails').updateMany({}, { $set: { points: 0 } });\n", NO_WHERE],
    ['tools/reset.js', "const accounts = db.collection('accounts');\nawait accounts.updateMany({}, { $set: { balance: 0 } });\n", NO_WHERE],
    ['tools/reset.ts', 'await Player.updateMany({}, { rating: 1500, wins: 0 });\n', NO_WHERE],
    ['tools/reset.py', "db = MongoClient()['league']\ndb.teams.update_many({}, {'$set': {'points': 0, 'goal_diff': 0}})\n", NO_WHERE],
    ['tools/reset.mongo.js', 'db.snails.update({}, { $set: { points: 0 } }, { multi: true });\n', NO_WHERE],
    [
      'tools/reset.js',
      "await db.collection('wallets').bulkWrite([{ updateMany: { filter: {}, update: { $set: { credits: 0 } } } }]);\n",
      NO_WHERE,
    ],
    ['tools/reset.py', "db.wallets.bulk_write([UpdateMany({}, {'$set': {'credits': 0}})])\n", NO_WHERE],
    ['tools/reset.js', "await db.collection('snails').updateMany({}, { $unset: { bestTimeSec: '' } });\n", NO_WHERE],
    ['tools/reset.js', "await db.collection('players').updateMany({}, { $set: { stats: {}, badges: [] } });\n", NO_WHERE],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));

  test.each([
    // One document, by its key or by updateOne.
    ['tools/one.js', "await db.collection('snails').updateMany({ _id: id }, { $set: { points: 0 } });\n", 'none'],
    ['tools/one.js', "await db.collection('snails').updateMany({ _id: { $in: ids } }, { $set: { points: 0 } });\n", 'none'],
    ['tools/one.js', "await db.collection('snails').updateOne({}, { $set: { points: 0 } });\n", 'none'],
    ['tools/one.js', "await db.collection('orders').updateOne({ orderNo }, { $set: { status: 'shipped' } });\n", 'none'],
    ['tools/one.mongo.js', 'db.snails.update({ name: "Gary" }, { $set: { points: 0 } });\n', 'none'],
    // Adds, never overwrites.
    ['tools/count.js', "await db.collection('posts').updateMany({}, { $inc: { views: 1 } });\n", 'none'],
    // One reader for the filter and the update together: an increment over a class of documents loses nothing (review).
    ['tools/credit.js', "await db.collection('users').updateMany({ plan: 'trial' }, { $inc: { credits: 5 } });\n", 'none'],
    ['tools/credit.py', "db.users.update_many({'plan': 'trial'}, {'$inc': {'credits': 5}})\n", 'none'],
    ['tools/count.js', "await db.collection('posts').updateMany({}, { $push: { tags: 'archived' } });\n", 'none'],
    // A backfill of a field no document holds yet.
    [
      'migrations/20240101-theme.js',
      "await db.collection('users').updateMany({ theme: { $exists: false } }, { $set: { theme: 'light' } });\n",
      'none',
    ],
    ['migrations/add_theme.py', "db.users.update_many({'theme': {'$exists': False}}, {'$set': {'theme': 'light'}})\n", 'none'],
    // Not a document store: a dict's update, Prisma's scoped updateMany.
    ['tools/conf.py', "settings = {}\nsettings.update({'points': 0})\n", 'none'],
    ['tools/one.ts', 'await prisma.snail.updateMany({ where: { id: snailId }, data: { points: 0 } });\n', 'none'],
  ])('%s stays %s', (path, content, id) => expect(written(path, content)).toBe(id));

  // The SQL each is read as, judged by the same rule.
  test.each([[`psql -c "UPDATE snails SET points = 0, wins = 0, best_time_sec = NULL"`, NO_WHERE]])('%s → %s', (command, id) =>
    expect(rule(command)).toBe(id),
  );
});

describe('a crafted file', () => {
  test('many unclosed updates and bulk writes are read to the end without a finding (the torture tier times such inputs)', () => {
    const content = `${'db.snails.updateMany({}, { $set: { a: [{ updateMany: { filter: {}, update: '.repeat(800)}.bulkWrite(`;
    expect(written('tools/crafted.js', content)).toBe('none');
  });
});
