import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds } from '../../support/destructiveIds.js';

// Round 51 (bakeries and food manufacturing, swimming pools, nursing homes, tattoo studios): a test database named for an
// xdist worker or CI, a test fixture's teardown of its own test database, thumbnails deleted and made again, a written
// script that deletes tables logged under `logs/<subject>/` from its own folder, and an archive created under another
// period's name. One line per class that speaks and near-misses that stay silent.

describe('a database named as a test one is the suite’s own (destructive/database/dropdb)', () => {
  test.each([
    ['dropdb bakery', 'destructive/database/dropdb'],
    ['dropdb --if-exists bakery_prod', 'destructive/database/dropdb'],
    ['dropdb --if-exists bakery_testimonials', 'destructive/database/dropdb'],
    // Test, xdist worker and CI databases.
    ['dropdb --if-exists bakery_test_gw0', 'none'],
    ['dropdb bakery_test_gw12', 'none'],
    ['dropdb --if-exists bakery_ci', 'none'],
    ['dropdb test_bakery', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

const fixture = (url: string, variable: string) =>
  [
    'import os',
    'import pytest',
    'from sqlalchemy import create_engine, text',
    'from app.models import Base',
    '',
    `TEST_DB_URL = os.environ.get("${variable}", "${url}")`,
    '',
    '@pytest.fixture(scope="session")',
    'def engine():',
    '    eng = create_engine(TEST_DB_URL)',
    '    Base.metadata.create_all(eng)',
    '    yield eng',
    '    Base.metadata.drop_all(eng)',
    '',
    '@pytest.fixture(autouse=True)',
    'def clean_tables(engine):',
    '    yield',
    '    with engine.begin() as conn:',
    '        conn.execute(text("TRUNCATE mar_administrations, care_plans, incidents RESTART IDENTITY CASCADE"))',
    '',
  ].join('\n');

describe('a test fixture’s teardown of a test database is silent (destructive/sql/truncate, destructive/unlisted/any-cli)', () => {
  const test_url = 'postgresql://postgres:postgres@localhost:5433/emar_test';
  const prod_url = 'postgresql://postgres:postgres@db.internal:5432/emar';
  test.each([
    ['tests/conftest.py', fixture(prod_url, 'DATABASE_URL'), 'destructive/unlisted/any-cli destructive/sql/truncate'],
    ['tests/conftest.py', fixture(prod_url, 'TEST_DATABASE_URL'), 'destructive/unlisted/any-cli destructive/sql/truncate'],
    ['tests/conftest.py', fixture(test_url, 'DATABASE_URL'), 'destructive/unlisted/any-cli destructive/sql/truncate'],
    ['scripts/reset_db.py', fixture(test_url, 'TEST_DATABASE_URL'), 'destructive/unlisted/any-cli destructive/sql/truncate'],
    // Every URL and variable names a test database, in a test file.
    ['tests/conftest.py', fixture(test_url, 'TEST_DATABASE_URL'), 'none'],
    ['tests/integration/test_mar.py', fixture('postgresql://localhost/emar_test_gw0', 'TEST_DB_URL'), 'none'],
  ])('%s → %s', (path, content, id) => expect(writtenIds(path, content)).toBe(id));
});

describe('a script’s own folder and the tables logged under logs/<subject>/ (destructive/filesystem/find-delete, rm-found)', () => {
  const script = (line: string) => `#!/usr/bin/env bash\nset -euo pipefail\n${line}\n`;
  test.each([
    [
      script(`find "$(dirname "$0")/../logs/pool_chem" -type f -name '*.csv' -mtime +30 -exec rm -f {} +`),
      'destructive/filesystem/rm-found',
    ],
    [script(`find "\${BASH_SOURCE%/*}/../logs/pool_chem" -name '*.csv' -mtime +30 -delete`), 'destructive/filesystem/find-delete'],
    [
      script('DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"\nrm -f "$DIR"/../logs/pool_chem/*.csv'),
      'destructive/filesystem/rm-source-files',
    ],
    // A program's own logs rotate, and logs of a log type are scratch; output folders beside the script are the build's.
    [script(`find "$(dirname "$0")/../logs/pool_chem" -name '*.log' -mtime +30 -delete`), 'none'],
    [script(`find "$(dirname "$0")/../logs/app" -name '*.csv' -mtime +30 -delete`), 'none'],
    [script('rm -rf "$(dirname "$0")/../build"'), 'none'],
  ])('%s → %s', (content, id) => expect(writtenIds('scripts/rotate_chem_logs.sh', content)).toBe(id));
  test.each([
    ["find logs/pool_chem -type f -name '*.csv' -mtime +30 -delete", 'destructive/filesystem/find-delete'],
    ['rm logs/temperatures/*.xlsx', 'destructive/filesystem/rm-source-files'],
    ["find logs/pool_chem -type f -name '*.log' -mtime +30 -delete", 'none'],
    ['rm logs/*.csv', 'none'],
    ['rm logs/test_runs/*.csv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an archive created under a name of another period (destructive/filesystem/tar-create-over-other-period)', () => {
  test.each([
    ['tar -czf backups/haccp_2023.tar.gz data/haccp/2024', 'destructive/filesystem/tar-create-over-other-period'],
    ['tar -cz -f backups/haccp_2023.tar.gz data/haccp/2024', 'destructive/filesystem/tar-create-over-other-period'],
    ['tar --create --gzip --file=archive/logs-2022.tgz logs/2024-01', 'destructive/filesystem/tar-create-over-other-period'],
    // A name of the same period, a dated name, no period in the inputs, an extract, a listing, an append.
    ['tar czf backups/recordings-2023.tgz data/recordings/2023', 'none'],
    ['tar -czf backups/haccp_$(date +%F).tar.gz data/haccp/2024', 'none'],
    ['tar -czf backups/haccp_2023.tar.gz data/haccp', 'none'],
    ['tar -xzf backups/haccp_2023.tar.gz -C data/haccp/2024', 'none'],
    ['tar -tzf backups/haccp_2023.tar.gz', 'none'],
    ['tar -rf backups/haccp_2023.tar data/haccp/2024', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
