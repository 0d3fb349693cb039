import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Rounds 129 and 132 (bulk deletes through an ORM or a cloud SDK): an Active Record relation narrowed by a chain of `where`
// links and ended by `destroy_all`/`delete_all` deletes every row all the links select, as one `where` with those
// conditions does; boto3's `bucket.objects.filter(Prefix=…).delete()` deletes every object under the prefix, as
// `delete_objects` over a listing does. One line per call; the near-misses (one row by its key, a scratch prefix, a dry run
// that only prints) stay silent.

const SOLD_LISTINGS = [
  'import datetime as dt',
  'import boto3',
  '',
  'from app.db import session',
  'from app.models import Listing',
  '',
  '',
  'def main():',
  '    cutoff = dt.date.today() - dt.timedelta(days=365)',
  '    bucket = boto3.resource("s3").Bucket("estate-photos")',
  '    for listing in session.query(Listing).filter(Listing.sold_on < cutoff):',
  '        bucket.objects.filter(Prefix=f"listings/{listing.ref}/").delete()',
  '',
].join('\n');

const S3_PURGE = (prefix: string) =>
  `import boto3\n\nbucket = boto3.resource("s3").Bucket("media-archive")\n\n\ndef main():\n    bucket.objects.filter(Prefix=${prefix}).delete()\n`;

describe('a chain of where links ended by destroy_all or delete_all deletes a class of rows', () => {
  test.each([
    [
      `bin/rails runner 'Donor.where(anonymised: false).where("last_donation_on < ?", 6.years.ago).destroy_all'`,
      'destructive/sql/delete-by-range',
    ],
    [`rails runner 'Invoice.where(status: "void").where("issued_on < ?", 3.years.ago).delete_all'`, 'destructive/sql/delete-by-range'],
    [
      `bundle exec rails runner "Patient.where(\\"discharged_at < ?\\", 7.years.ago).where(consented: false).destroy_all"`,
      'destructive/sql/delete-by-range',
    ],
    [
      `bin/rails runner 'Billing::Charge.where(refunded: true).where(kind: "card").where(created_at: ..5.years.ago).destroy_all'`,
      'destructive/sql/delete-by-range',
    ],
    [`bin/rails runner 'Member.where(plan: "basic").where(region: "north").destroy_all'`, 'destructive/sql/delete-by-attribute'],
    // One row by its key, alone or inside its parent: the caller named it.
    [`bin/rails runner 'Donor.where(id: 42).destroy_all'`, 'none'],
    [`bin/rails runner 'Donor.where(account_id: 7).where(id: 42).destroy_all'`, 'none'],
    [`bin/rails runner 'Donor.find_by(id: 42).destroy'`, 'none'],
    [`bin/rails runner 'Donor.find(42).destroy'`, 'none'],
    // Housekeeping rows (sessions) by age, and a link that is not a literal (a variable's scope) stay as before.
    [`bin/rails runner 'Session.where("updated_at < ?", 30.days.ago).where(user_id: nil).delete_all'`, 'none'],
    [`bin/rails runner 'Donor.where(anonymised: false).where(params[:filter]).count'`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    [
      'lib/tasks/purge.rake',
      'task purge: :environment do\n  Lead.where(source: "webinar").where("created_at < ?", 2.years.ago).destroy_all\nend\n',
      'destructive/sql/delete-by-range',
    ],
    ['scripts/prune.rb', 'Donor.where(id: 42).where(account_id: 7).destroy_all\n', 'none'],
  ])('%s: %s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('a key prefix batch-deleted from a bucket deletes every object under it', () => {
  test.each([
    ['scripts/purge_old_photos.py', SOLD_LISTINGS, 'destructive/unlisted/any-cli'],
    ['scripts/wipe_exports.py', S3_PURGE('"exports/2023/"'), 'destructive/unlisted/any-cli'],
    ['scripts/wipe_tenant.py', S3_PURGE('f"tenants/{tenant_id}/"'), 'destructive/unlisted/any-cli'],
    [
      'tools/clear.py',
      'import boto3\ns3 = boto3.resource("s3")\ns3.Bucket(BUCKET).object_versions.filter(Prefix=PREFIX).delete()\n',
      'destructive/unlisted/any-cli',
    ],
    // A scratch prefix is the code's own throwaway; a dry run prints only; one object by its key.
    ['scripts/clean_tmp.py', S3_PURGE('"tmp/"'), 'none'],
    ['scripts/clean_cache.py', S3_PURGE('f"cache/{run_id}/"'), 'none'],
    ['scripts/clean_tests.py', S3_PURGE('"ci/test-fixtures/"'), 'none'],
    [
      'scripts/preview.py',
      'import boto3\nbucket = boto3.resource("s3").Bucket("estate-photos")\n' +
        'for obj in bucket.objects.filter(Prefix="listings/"):\n    print("would delete", obj.key)\n',
      'none',
    ],
    ['scripts/one.py', 'import boto3\nboto3.resource("s3").Object("estate-photos", key).delete()\n', 'none'],
    [
      'scripts/count.py',
      'import boto3\nb = boto3.resource("s3").Bucket("p")\nprint(sum(1 for _ in b.objects.filter(Prefix="listings/")))\n',
      'none',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
