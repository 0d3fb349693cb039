import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { guardContext } from '../../support/guardContext.js';

// Round 155: an Edit that cuts a kept period of records (a constant or setting named for retention or keep-for) to under a
// quarter of what it was: the purge job that reads it deletes everything between the two ages on its next run. One line
// per case: the file, the old and new text, and whether the destructive guard speaks. Near-misses stay silent: a longer
// period, a trim (365 → 300) or a halving, a cache's, session's, log's, token's, artifact's or backup rotation's period,
// a constant only added, a value read from the environment, and a test file.

const context = guardContext('/home/dev', { cwd: '/home/dev/proj' });
const speaks = (file: string, old_string: string, new_string: string): boolean =>
  destructive.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path: `/home/dev/proj/${file}`, old_string, new_string } },
    context,
  ) !== undefined;

describe('a kept period of records cut to under a quarter', () => {
  test.each([
    // Python: products, timedelta, typed defaults, Django settings.
    ['app/jobs/retention_job.py', 'KEEP_DAYS = 365 * 5  # customs record retention', 'KEEP_DAYS = 30', true],
    ['app/jobs/purge.py', 'RETAIN_MONTHS = 84', 'RETAIN_MONTHS = 6', true],
    ['app/settings.py', 'RECORD_RETENTION = timedelta(days=365 * 7)', 'RECORD_RETENTION = timedelta(days=30)', true],
    ['app/settings.py', 'PATIENT_RECORD_RETENTION = timedelta(days=3650)', 'PATIENT_RECORD_RETENTION = timedelta(weeks=4)', true],
    ['app/settings.py', 'KEEP_YEARS = 7', 'KEEP_YEARS = 1', true],
    [
      'app/archive.py',
      'def rotate(root: Path, keep_months: int = 24) -> None:',
      'def rotate(root: Path, keep_months: int = 1) -> None:',
      true,
    ],
    ['app/models.py', 'MAX_AGE_DAYS = 2555', 'MAX_AGE_DAYS = 90', true],
    ['app/models.py', 'INVOICE_TTL_DAYS = 2_555', 'INVOICE_TTL_DAYS = 30', true],
    // JS/TS: objects, camelCase, milliseconds.
    ['src/jobs/purge.ts', 'export const RETENTION_DAYS = 365 * 7;', 'export const RETENTION_DAYS = 14;', true],
    ['src/config.ts', '  retentionInDays: 2555,', '  retentionInDays: 30,', true],
    ['src/config.js', 'const KEEP_FOR_MS = 365 * 24 * 60 * 60 * 1000;', 'const KEEP_FOR_MS = 7 * 24 * 60 * 60 * 1000;', true],
    // Ruby and Rails.
    ['config/application.rb', '    config.x.retention_period = 7.years', '    config.x.retention_period = 30.days', true],
    ['app/jobs/purge_job.rb', '  KEEP_FOR = 6.years', '  KEEP_FOR = 3.months', true],
    // Go.
    ['internal/purge/purge.go', 'const retentionPeriod = 5 * 365 * 24 * time.Hour', 'const retentionPeriod = 30 * 24 * time.Hour', true],
    ['internal/purge/purge.go', '\tRetainDays = 3650', '\tRetainDays = 30', true],
    // YAML, TOML, JSON, .env.
    ['config/purge.yml', 'retention: 7y', 'retention: 30d', true],
    ['config/records.toml', 'keep_for = "P7Y"', 'keep_for = "P30D"', true],
    ['config/records.json', '  "retentionPeriod": "2555d",', '  "retentionPeriod": "30d",', true],
    ['.env', 'RECORD_RETENTION_DAYS=2555', 'RECORD_RETENTION_DAYS=30', true],
    ['config/records.yml', '  max_age_days: 3650  # audit log, kept by law', '  max_age_days: 30  # audit log, kept by law', true],
  ])('%s: %j → %j speaks %s', (file, old, now, expected) => expect(speaks(file, old, now)).toBe(expected));
});

describe('near-misses stay silent', () => {
  test.each([
    ['app/jobs/retention_job.py', 'KEEP_DAYS = 30', 'KEEP_DAYS = 365 * 5', false],
    ['app/jobs/retention_job.py', 'KEEP_DAYS = 365', 'KEEP_DAYS = 300', false],
    ['app/jobs/retention_job.py', 'KEEP_DAYS = 365 * 7', 'KEEP_DAYS = 365 * 5', false],
    ['app/jobs/retention_job.py', 'RETAIN_MONTHS = 84', 'RETAIN_MONTHS = 36', false],
    ['config/application.rb', '    config.x.retention_period = 7.years', '    config.x.retention_period = 5.years', false],
    // A cache, session, log, token, temp, artifact or backup rotation's period.
    ['app/settings.py', 'CACHE_KEEP_DAYS = 30', 'CACHE_KEEP_DAYS = 1', false],
    ['app/settings.py', 'SESSION_MAX_AGE_DAYS = 90', 'SESSION_MAX_AGE_DAYS = 1', false],
    ['app/settings.py', 'LOG_KEEP_DAYS = 365', 'LOG_KEEP_DAYS = 14', false],
    ['app/settings.py', 'TOKEN_TTL_DAYS = 90', 'TOKEN_TTL_DAYS = 7', false],
    ['app/settings.py', 'TMP_KEEP_DAYS = 30', 'TMP_KEEP_DAYS = 1', false],
    ['.github/settings.yml', 'artifact_retention_days: 90', 'artifact_retention_days: 7', false],
    ['scripts/backup.py', 'BACKUP_KEEP_DAYS = 60', 'BACKUP_KEEP_DAYS = 7', false],
    ['scripts/backup.py', 'KEEP_DAYS = 90  # nightly backup rotation', 'KEEP_DAYS = 14  # nightly backup rotation', false],
    // A constant only added, a value read elsewhere, a test's.
    ['app/jobs/retention_job.py', 'import os', 'import os\nKEEP_DAYS = 30', false],
    ['app/jobs/retention_job.py', 'KEEP_DAYS = 365 * 5', 'KEEP_DAYS = int(os.environ.get("KEEP_DAYS", "30"))', false],
    ['tests/test_retention_job.py', 'KEEP_DAYS = 365 * 5', 'KEEP_DAYS = 30', false],
    ['src/jobs/purge.test.ts', 'const RETENTION_DAYS = 2555;', 'const RETENTION_DAYS = 1;', false],
    // Not a kept period: a keep-alive, a count kept.
    ['src/server.ts', 'const keepAliveTimeout = 65000;', 'const keepAliveTimeout = 5000;', false],
  ])('%s: %j → %j speaks %s', (file, old, now, expected) => expect(speaks(file, old, now)).toBe(expected));
});
