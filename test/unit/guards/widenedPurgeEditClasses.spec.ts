import { describe, expect, test } from 'vitest';
import { conditionDropped } from '../../../src/guards/engine/keyDropped.js';
import { editedIds as edited } from '../../support/destructiveIds.js';

// Round 95: an edit of code that deletes records takes out a condition that narrowed the delete (a `.where(…)` link, an
// `AND` clause, a `variant:` key, a scope) and keeps the rest, so the same delete now reaches more of the records each run.
// One line per case that speaks and near-misses that stay silent.

const SPEAKS = 'destructive/edits/soft-to-hard-delete';
const JOB = 'app/jobs/cleanup_site_photos_job.rb';
const THUMBS = '    SitePhoto.where(variant: "thumbnail").where("created_at < ?", 30.days.ago).find_each(&:purge)';

describe('an edit that drops a narrowing condition from a delete of records (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    [JOB, THUMBS, '    SitePhoto.where("created_at < ?", 30.days.ago).find_each(&:purge)', SPEAKS],
    [JOB, THUMBS, '    SitePhoto.where("created_at < ?", 30.days.ago).find_each(&:purge_later)', SPEAKS],
    [
      'app/jobs/a.rb',
      '    Photo.where(album_id: album.id, hidden: true).each(&:destroy)',
      '    Photo.where(album_id: album.id).each(&:destroy)',
      SPEAKS,
    ],
    [
      'app/jobs/a.rb',
      '    ActiveStorage::Blob.unattached.where("created_at < ?", 2.days.ago).find_each(&:purge_later)',
      '    ActiveStorage::Blob.where("created_at < ?", 2.days.ago).find_each(&:purge_later)',
      // The new line alone purges stored blobs over a relation too (round 151, storageDirectories.ts).
      `destructive/unlisted/any-cli ${SPEAKS}`,
    ],
    [
      'src/purge.js',
      `  await db.query("DELETE FROM documents WHERE status = 'void' AND created_at < now() - interval '30 days'");`,
      `  await db.query("DELETE FROM documents WHERE created_at < now() - interval '30 days'");`,
      // `documents` names an app's own content since round 172, so the rolling-window delete itself speaks as well.
      `destructive/sql/delete-records-by-age ${SPEAKS}`,
    ],
    [
      'db/purge.sql',
      "DELETE FROM customer_records\nWHERE archived = true\n  AND updated_at < now() - interval '7 years';",
      "DELETE FROM customer_records\nWHERE updated_at < now() - interval '7 years';",
      // `*_records` names a records table since round 109, so the rolling-window delete itself speaks as well.
      `destructive/sql/delete-records-by-age ${SPEAKS}`,
    ],
    // A condition added, the same ones laid out over lines, a longer cutoff, one swapped for another.
    [JOB, '    SitePhoto.where("created_at < ?", 30.days.ago).find_each(&:purge)', THUMBS, 'none'],
    [
      JOB,
      THUMBS,
      '    SitePhoto\n      .where(variant: "thumbnail")\n      .where("created_at < ?", 30.days.ago)\n      .find_each(&:purge)',
      'none',
    ],
    [JOB, THUMBS, '    SitePhoto.where(variant: "thumbnail").where("created_at < ?", 90.days.ago).find_each(&:purge)', 'none'],
    [JOB, THUMBS, '    SitePhoto.where(variant: "preview").where("created_at < ?", 30.days.ago).find_each(&:purge)', 'none'],
    // Housekeeping widened: sessions, thumbnails themselves, a model of made copies; a read, not a delete; a test's own rows.
    [
      'app/jobs/a.rb',
      '    Session.where(user_id: nil).where("updated_at < ?", 30.days.ago).find_each(&:destroy)',
      '    Session.where("updated_at < ?", 30.days.ago).find_each(&:destroy)',
      'none',
    ],
    [JOB, '    SitePhoto.where(variant: "thumbnail", stale: true).where("created_at < ?", 30.days.ago).find_each(&:purge)', THUMBS, 'none'],
    [
      'app/jobs/a.rb',
      '    SiteThumbnail.where(stale: true).where("created_at < ?", 30.days.ago).find_each(&:purge)',
      '    SiteThumbnail.where("created_at < ?", 30.days.ago).find_each(&:purge)',
      'none',
    ],
    [JOB, THUMBS.replace('find_each(&:purge)', 'pluck(:id)'), '    SitePhoto.where("created_at < ?", 30.days.ago).pluck(:id)', 'none'],
    ['spec/support/cleanup.rb', THUMBS, '    SitePhoto.where("created_at < ?", 30.days.ago).find_each(&:purge)', 'none'],
  ])('%s: %j → %j is %s', (file, old, now, id) => expect(edited(file, old, now)).toBe(id));
});

describe('the conditions an edit takes out of a delete, in each ORM and in SQL (engine/keyDropped conditionDropped)', () => {
  test.each([
    [JOB, THUMBS, '    SitePhoto.where("created_at < ?", 30.days.ago).find_each(&:purge)', ['variant']],
    [
      'app/jobs/a.rb',
      '    Document.where(kind: "scan").where("created_at < ?", 90.days.ago).destroy_all',
      '    Document.where("created_at < ?", 90.days.ago).destroy_all',
      ['kind'],
    ],
    [
      'app/jobs/a.rb',
      '    Upload.where(status: "failed", created_at: ..7.days.ago).delete_all',
      '    Upload.where(created_at: ..7.days.ago).delete_all',
      ['status'],
    ],
    [
      'shop/tasks.py',
      '    Invoice.objects.filter(status="void", created__lt=cutoff).delete()',
      '    Invoice.objects.filter(created__lt=cutoff).delete()',
      ['status'],
    ],
    [
      'shop/tasks.py',
      '    Customer.objects.exclude(is_active=True).filter(last_login__lt=cutoff).delete()',
      '    Customer.objects.filter(last_login__lt=cutoff).delete()',
      ['is_active'],
    ],
    [
      'shop/db.py',
      '    s.query(Upload).filter(Upload.kind == "partial", Upload.created < cutoff).delete()',
      '    s.query(Upload).filter(Upload.created < cutoff).delete()',
      ['kind'],
    ],
    [
      'app/jobs/a.rb',
      '    Photo.where(kind: "x").where("created_at < ?", 30.days.ago).destroy_all',
      '    Photo.where("created_at < ?", 30.days.ago).destroy_all',
      ['kind'],
    ],
    // A value swapped, a filter joined by OR (dropping a term narrows), a filter handed in whole, a reorder kept.
    [
      'app/jobs/a.rb',
      '    Photo.where(kind: "x").where("created_at < ?", 30.days.ago).destroy_all',
      '    Photo.where(status: "y").where("created_at < ?", 30.days.ago).destroy_all',
      [],
    ],
    [
      'src/purge.js',
      `  await db.query("DELETE FROM documents WHERE status = 'void' OR created_at < now() - interval '30 days'");`,
      `  await db.query("DELETE FROM documents WHERE status = 'void'");`,
      [],
    ],
    [
      'shop/tasks.py',
      '    Invoice.objects.filter(status="void", created__lt=cutoff).delete()',
      '    Invoice.objects.filter(**conditions).delete()',
      [],
    ],
    [
      'app/jobs/a.rb',
      '    Photo.where(kind: "x").where("created_at < ?", 30.days.ago).destroy_all',
      '    Photo.where(kind: "x").where("created_at < ?", 30.days.ago).order(:id).destroy_all',
      [],
    ],
    // Housekeeping: a cache, a job table, a request log, Active Storage's variant records; a row key dropped is keyDropped's.
    [
      'app/jobs/a.rb',
      '    ExportCache.where(kind: "x").where("created_at < ?", 30.days.ago).destroy_all',
      '    ExportCache.where("created_at < ?", 30.days.ago).destroy_all',
      [],
    ],
    [
      'app/jobs/a.rb',
      '    GoodJob::Execution.where(finished: true).where("created_at < ?", 7.days.ago).delete_all',
      '    GoodJob::Execution.where("created_at < ?", 7.days.ago).delete_all',
      [],
    ],
    [
      'app/jobs/a.rb',
      '    RequestLog.where(level: "debug").where("created_at < ?", 30.days.ago).delete_all',
      '    RequestLog.where("created_at < ?", 30.days.ago).delete_all',
      [],
    ],
    [
      'app/jobs/a.rb',
      '    ActiveStorage::VariantRecord.where(stale: true).where("created_at < ?", 30.days.ago).delete_all',
      '    ActiveStorage::VariantRecord.where("created_at < ?", 30.days.ago).delete_all',
      [],
    ],
    ['app/jobs/a.rb', '    Cask.where(id: ids, warehouse_id: w.id).delete_all', '    Cask.where(warehouse_id: w.id).delete_all', []],
  ])('%s: %j → %j drops %j', (file, old, now, dropped) =>
    expect(conditionDropped(file, [{ old, new: now }]).flatMap((each) => each.dropped)).toEqual(dropped),
  );
});
