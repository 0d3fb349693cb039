import { describe, expect, test } from 'vitest';
import { rebuiltInStore } from '../../../src/guards/engine/storePaths.js';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 84 (a racing stable's CI): a prefix of CI or build output deleted from an object store is what the next CI run
// writes again, as a local `build/` is. The bucket or a key folder says so; records, backups, uploads, live assets,
// released or versioned copies and the bucket's own removal still speak. One line per case.

describe('CI and build output deleted from an object store stays silent (destructive/cloud, destructive/infrastructure)', () => {
  test.each([
    ['aws s3 rm s3://paddock-ci-artifacts/builds/pr-412/ --recursive', 'none'],
    ['aws s3 rm s3://paddock-ci-artifacts/ --recursive', 'none'],
    ['aws s3 rm s3://acme-data/tmp/ --recursive', 'none'],
    ['aws s3 rm s3://acme-data/cache/ --recursive --profile prod', 'none'],
    ['aws s3 rm s3://acme-site/preview/pr-88/ --recursive', 'none'],
    ['aws s3 rm "s3://$BUCKET/builds/$PR/" --recursive', 'none'],
    ['gsutil -m rm -r gs://acme-build-artifacts/pipelines/1234/', 'none'],
    ['gcloud storage rm -r gs://acme-data/ci/run-88/', 'none'],
    ['gcloud storage rm --recursive gs://acme-build-cache/', 'none'],
    ["gsutil rm 'gs://acme-ci-artifacts/builds/**'", 'none'],
    ["az storage blob delete-batch --account-name acme --source ci-artifacts --pattern 'builds/pr-412/*'", 'none'],
    ['rclone purge s3remote:acme-ci-artifacts/builds/pr-412', 'none'],
    ['rclone delete gcs:acme-ci-artifacts/pipelines/1234', 'none'],
    ['mc rm --recursive --force minio/acme-build-artifacts/preview/pr-88/', 'none'],
    ['s3cmd del --recursive s3://acme-ci-artifacts/builds/pr-412/', 'none'],
    ["azcopy remove 'https://acme.blob.core.windows.net/ci-artifacts/builds/pr-412?sv=x' --recursive", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('kept objects and whole buckets still speak', () => {
  test.each([
    ['aws s3 rm s3://paddock-records/ --recursive', 'destructive/cloud/aws-s3-recursive'],
    ['aws s3 rm s3://acme-backups/db/ --recursive', 'destructive/cloud/aws-s3-recursive'],
    ['aws s3 rm s3://acme-backups/tmp/ --recursive', 'destructive/cloud/aws-s3-recursive'],
    ['aws s3 rm s3://acme-uploads/photos/ --recursive', 'destructive/cloud/aws-s3-recursive'],
    ['aws s3 rm s3://acme-prod-assets/ --recursive', 'destructive/cloud/aws-s3-recursive'],
    ['aws s3 rm s3://x/artifacts-registry/releases/ --recursive', 'destructive/cloud/aws-s3-recursive'],
    ['aws s3 rm s3://acme-ci-artifacts/releases/v1.2.3/ --recursive', 'destructive/cloud/aws-s3-recursive'],
    ['aws s3 rm s3://acme-ci-artifacts/dist/v1.2.3/ --recursive', 'destructive/cloud/aws-s3-recursive'],
    ['aws s3 rm s3://acme-ci-artifacts/release-1.4/ --recursive', 'destructive/cloud/aws-s3-recursive'],
    ['aws s3 rm s3://acme-ci-artifacts/builds/latest/ --recursive', 'destructive/cloud/aws-s3-recursive'],
    ['aws s3 rm s3://acme-ml/mlflow/artifacts/ --recursive', 'destructive/cloud/aws-s3-recursive'],
    ['aws s3 rm s3://acme-ci-artifacts/builds/pr-412/ s3://acme-uploads/x --recursive', 'destructive/cloud/aws-s3-recursive'],
    ['aws s3 rb s3://paddock-ci-artifacts --force', 'destructive/cloud/aws-s3-bucket'],
    ['gsutil rb gs://acme-ci-artifacts', 'destructive/cloud/gcloud-storage-rm'],
    ['gcloud storage buckets delete gs://acme-build-cache', 'destructive/cloud/gcloud-delete'],
    ['mc rb --force minio/acme-ci-artifacts', 'destructive/cloud/other-cloud-delete'],
    ["gsutil rm 'gs://acme-records/**'", 'destructive/cloud/gcloud-storage-rm-wildcard'],
    ["az storage blob delete-batch --account-name acme --source uploads --pattern 'photos/*'", 'destructive/cloud/az-delete'],
    ['rclone purge s3remote:acme-uploads/photos', 'destructive/cloud/rclone-purge'],
    ['mc rm --recursive --force minio/acme-uploads/photos/', 'destructive/cloud/other-cloud-delete'],
    ['s3cmd del --recursive s3://acme-uploads/photos/', 'destructive/infrastructure/s3cmd'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a store path judged as build output (rebuiltInStore)', () => {
  const never = () => false;
  test.each([
    ['s3://paddock-ci-artifacts/builds/pr-412/', true],
    ['gs://acme-data/pipelines/1234/', true],
    ['remote:acme-build-cache', true],
    ['s3://acme-data/', false],
    ['s3://acme-ci-artifacts/v2/', false],
    ['s3://acme-ci-artifacts/1.4.0/', false],
  ])('%s → %s', (path, built) => expect(rebuiltInStore(path, never)).toBe(built));
  test('a long crafted key is judged in linear time', () => expect(rebuiltInStore(`s3://b/${'v1.'.repeat(50000)}-x`, never)).toBe(false));
});
