import { describe, expect, test } from 'vitest';
import { editSpeaks as edit } from '../../support/destructiveIds.js';

// Round 153: an Edit that takes the field scoping a bulk delete to one owner out of a filter written as an object or
// keyword list (Mongo's `deleteMany({ unitId, recordedAt: { $lt: cutoff } })` → `deleteMany({ recordedAt: … })`). The
// delete reached one unit's rows; it now reaches every unit's. One line per case: old, new, whether it speaks.

const js = 'jobs/expire_readings.js';
const py = 'jobs/expire_readings.py';
const rb = 'app/jobs/expire_readings_job.rb';

describe('a scoping field taken out of a bulk delete filter written as an object or keywords speaks', () => {
  test.each([
    // Mongo (Node driver), shorthand and keyed, and remove().
    [
      js,
      "  const res = await db.collection('readings').deleteMany({ unitId, recordedAt: { $lt: cutoff } });",
      "  const res = await db.collection('readings').deleteMany({ recordedAt: { $lt: cutoff } });",
      true,
    ],
    [
      js,
      "await db.collection('readings').deleteMany({ unitId: unit._id, recordedAt: { $lt: cutoff } });",
      "await db.collection('readings').deleteMany({ recordedAt: { $lt: cutoff } });",
      true,
    ],
    [js, 'await db.readings.remove({ tenantId, status: "archived" });', 'await db.readings.remove({ status: "archived" });', true],
    [
      js,
      "await db.collection('readings').deleteMany({\n    unitId,\n    recordedAt: { $lt: cutoff },\n  });",
      "await db.collection('readings').deleteMany({\n    recordedAt: { $lt: cutoff },\n  });",
      true,
    ],
    // pymongo.
    [
      py,
      'db.readings.delete_many({"unit_id": unit_id, "recorded_at": {"$lt": cutoff}})',
      'db.readings.delete_many({"recorded_at": {"$lt": cutoff}})',
      true,
    ],
    // Mongoose.
    [
      js,
      'await Reading.deleteMany({ unit: unitId, recordedAt: { $lt: cutoff } });',
      'await Reading.deleteMany({ recordedAt: { $lt: cutoff } });',
      true,
    ],
    // Prisma, Sequelize, TypeORM.
    [
      'src/jobs/expire.ts',
      'await prisma.reading.deleteMany({ where: { tenantId, recordedAt: { lt: cutoff } } });',
      'await prisma.reading.deleteMany({ where: { recordedAt: { lt: cutoff } } });',
      true,
    ],
    [
      js,
      'await Reading.destroy({ where: { accountId: account.id, recordedAt: { [Op.lt]: cutoff } } });',
      'await Reading.destroy({ where: { recordedAt: { [Op.lt]: cutoff } } });',
      true,
    ],
    [
      'src/jobs/expire.ts',
      "await dataSource.manager.delete(Reading, { projectId, status: 'stale' });",
      "await dataSource.manager.delete(Reading, { status: 'stale' });",
      true,
    ],
    // Django, Rails.
    [
      py,
      'Reading.objects.filter(unit=unit, recorded_at__lt=cutoff).delete()',
      'Reading.objects.filter(recorded_at__lt=cutoff).delete()',
      true,
    ],
    [rb, 'Reading.where(customer_id: customer.id, status: "stale").delete_all', 'Reading.where(status: "stale").delete_all', true],
    [rb, 'Reading.where(unit:, status: "stale").delete_all', 'Reading.where(status: "stale").delete_all', true],
    [
      'src/jobs/expire.ts',
      "await this.readings.delete({ orgId, status: 'stale' });",
      "await this.readings.delete({ status: 'stale' });",
      true,
    ],
    [js, "await Reading.remove({ user: userId, kind: 'raw' });", "await Reading.remove({ kind: 'raw' });", true],
    // The cutoff taken out and the scoping key kept: every row of that unit goes, not only its old ones.
    [
      js,
      "await db.collection('readings').deleteMany({ unitId, recordedAt: { $lt: cutoff } });",
      "await db.collection('readings').deleteMany({ unitId });",
      true,
    ],
  ])('%s: %s → %s: %s', (path, old, next, speaks) => expect(edit(path, old, next)).toBe(speaks));
});

describe('near-misses stay silent', () => {
  test.each([
    // A field renamed.
    [
      js,
      "await db.collection('readings').deleteMany({ unitId, recordedAt: { $lt: cutoff } });",
      "await db.collection('readings').deleteMany({ unit_id: unitId, recordedAt: { $lt: cutoff } });",
    ],
    // A field added (narrowing).
    [
      js,
      "await db.collection('readings').deleteMany({ recordedAt: { $lt: cutoff } });",
      "await db.collection('readings').deleteMany({ unitId, recordedAt: { $lt: cutoff } });",
    ],
    // A value changed, the key kept.
    [
      js,
      "await db.collection('readings').deleteMany({ unitId, recordedAt: { $lt: cutoff } });",
      "await db.collection('readings').deleteMany({ unitId: unit.id, recordedAt: { $lt: oldCutoff } });",
    ],
    // A read, not a delete.
    [
      js,
      "const rows = await db.collection('readings').find({ unitId, recordedAt: { $lt: cutoff } }).toArray();",
      "const rows = await db.collection('readings').find({ recordedAt: { $lt: cutoff } }).toArray();",
    ],
    [
      'src/jobs/expire.ts',
      'const rows = await prisma.reading.findMany({ where: { tenantId, recordedAt: { lt: cutoff } } });',
      'const rows = await prisma.reading.findMany({ where: { recordedAt: { lt: cutoff } } });',
    ],
    // Sessions, tokens, caches.
    [
      js,
      "await db.collection('sessions').deleteMany({ userId, expiresAt: { $lt: now } });",
      "await db.collection('sessions').deleteMany({ expiresAt: { $lt: now } });",
    ],
    [
      js,
      'await RefreshToken.deleteMany({ userId, expiresAt: { $lt: now } });',
      'await RefreshToken.deleteMany({ expiresAt: { $lt: now } });',
    ],
    // A test.
    [
      'test/readings.spec.js',
      "await db.collection('readings').deleteMany({ unitId, recordedAt: { $lt: cutoff } });",
      "await db.collection('readings').deleteMany({ recordedAt: { $lt: cutoff } });",
    ],
    // A spread kept and a shorthand call argument (not an object): nothing taken out.
    [
      js,
      "await db.collection('readings').deleteMany({ ...scope, recordedAt: { $lt: cutoff } });",
      "await db.collection('readings').deleteMany({ ...scope, recordedAt: { $lt: cutoff } });",
    ],
    [js, 'await purge(db, unitId, cutoff);', 'await purge(db, cutoff);'],
    // SQL in a template: its `${…}` placeholders are no columns (the value changed, the column kept).
    [
      js,
      "await db.query(`DELETE FROM readings WHERE unit_id = ${unitId} AND status = 'stale'`);",
      "await db.query(`DELETE FROM readings WHERE unit_id = ${unit.id} AND status = 'stale'`);",
    ],
    // One document's delete, and a DOM element's or a list's remove() (no collection or model before it).
    [js, 'await Reading.deleteOne({ _id: id, unitId });', 'await Reading.deleteOne({ _id: id });'],
    [js, 'el.remove({ unitId, animate: true });', 'el.remove({ animate: true });'],
    [js, "this.items.remove({ unitId, kind: 'raw' });", "this.items.remove({ kind: 'raw' });"],
  ])('%s: %s → %s', (path, old, next) => expect(edit(path, old, next)).toBe(false));
});
