import { describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import { commandIds as rule, editedIds as edited } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Round 83 (trampoline parks, sign makers, among others): a file's stock copy seeded over live settings whose values are
// tuned (limits, thresholds, quotas, setpoints) with no no-clobber guard, and an Edit that cuts a retention job's cutoff to
// a small part of what it was. One line per class that speaks and near-misses that stay silent.

describe('a stock copy over the tuned limits or thresholds of the same name, unguarded (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['cp config/capacity_limits.example.yml config/capacity_limits.yml', 'destructive/filesystem/copy-over-untracked'],
    ['cp config/alarm_thresholds.yaml.dist config/alarm_thresholds.yaml', 'destructive/filesystem/copy-over-untracked'],
    ['cp -f config/api_quotas.sample.json config/api_quotas.json', 'destructive/filesystem/copy-over-untracked'],
    ['cp settings/oven_setpoints.template.toml settings/oven_setpoints.toml', 'destructive/filesystem/copy-over-untracked'],
    ['install -m 644 config/capacity_limits.example.yml config/capacity_limits.yml', 'destructive/filesystem/copy-over-untracked'],
    ['cd config && cp capacity_limits.default.ini capacity_limits.ini', 'destructive/filesystem/copy-over-untracked'],
    // No-clobber and interactive copies, a guard in the line, a new local name, build output, a test's copy, an example to
    // another example, a copy into the folder (the example's own name), and settings wired to an environment stay silent.
    ['cp -n config/capacity_limits.example.yml config/capacity_limits.yml', 'none'],
    ['cp --no-clobber config/capacity_limits.example.yml config/capacity_limits.yml', 'none'],
    ['cp --update=none config/capacity_limits.example.yml config/capacity_limits.yml', 'none'],
    ['cp -i config/capacity_limits.example.yml config/capacity_limits.yml', 'none'],
    ['[ -f config/capacity_limits.yml ] || cp config/capacity_limits.example.yml config/capacity_limits.yml', 'none'],
    ['test -e config/capacity_limits.yml || cp config/capacity_limits.example.yml config/capacity_limits.yml', 'none'],
    ['[ ! -f config/capacity_limits.yml ] && cp config/capacity_limits.example.yml config/capacity_limits.yml', 'none'],
    ['cp config/capacity_limits.example.yml config/capacity_limits.local.yml', 'none'],
    ['cp config/capacity_limits.example.yml build/capacity_limits.yml', 'none'],
    ['cp tests/fixtures/capacity_limits.example.yml tests/fixtures/capacity_limits.yml', 'none'],
    ['cp config/capacity_limits.example.yml config/capacity_limits.sample.yml', 'none'],
    ['cp config/capacity_limits.example.yml config/', 'none'],
    ['cp config/settings.example.yml config/settings.yml', 'none'],
    ['cp .env.example .env', 'none'],
    ['cp .env.example .env.test', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test('the advisory says `cp -n` keeps an existing file', () => {
    const [hit] = findDestructive(
      'cp config/capacity_limits.example.yml config/capacity_limits.yml',
      guardContext('/home/dev', { cwd: '/home/dev/proj', config: {} }),
    );
    expect(hit?.risk).toContain('`cp -n` keeps an existing file');
  });
});

const keep = (cutoff: string) => `  const cutoff = "now() - interval '${cutoff}'";`;

describe("an Edit that cuts a retention job's cutoff to under a quarter, from 90 days or more (destructive/edits/retention-cut)", () => {
  test.each([
    ['src/jobs/retention.ts', keep('7 years'), keep('30 days'), 'destructive/edits/retention-cut'],
    ['src/jobs/retention.ts', keep('365 days'), keep('7 days'), 'destructive/edits/retention-cut'],
    ['jobs/purge_photos.py', 'CUTOFF = timedelta(days=365)', 'CUTOFF = timedelta(days=7)', 'destructive/edits/retention-cut'],
    [
      'src/PruneInspections.java',
      'Duration keep = Duration.ofDays(2555);',
      'Duration keep = Duration.ofDays(30);',
      'destructive/edits/retention-cut',
    ],
    [
      'src/Cleanup.cs',
      'var cutoff = DateTime.UtcNow.AddYears(-7);',
      'var cutoff = DateTime.UtcNow.AddDays(-30);',
      'destructive/edits/retention-cut',
    ],
    [
      'src/jobs/nightly.ts',
      `const retentionCutoff = "interval '1 year'";`,
      `const retentionCutoff = "interval '14 days'";`,
      'destructive/edits/retention-cut',
    ],
    // Lengthened, a small change, from a short age, a cache's, session's or lock's time, a poll, log rotation, a test file,
    // and a file that deletes nothing stay silent.
    ['src/jobs/retention.ts', keep('30 days'), keep('7 years'), 'none'],
    ['src/jobs/retention.ts', keep('90 days'), keep('60 days'), 'none'],
    ['src/jobs/retention.ts', keep('60 days'), keep('7 days'), 'none'],
    ['src/jobs/retention.ts', `  const sessionTtl = "interval '365 days'";`, `  const sessionTtl = "interval '1 day'";`, 'none'],
    ['src/jobs/cleanup.py', 'CACHE_TTL = timedelta(days=365)', 'CACHE_TTL = timedelta(days=1)', 'none'],
    ['src/jobs/cleanup.ts', 'const lockTimeout = 365 * 86400;', 'const lockTimeout = 30 * 86400;', 'none'],
    ['src/jobs/cleanup.py', 'POLL_EVERY = timedelta(days=365)', 'POLL_EVERY = timedelta(days=1)', 'none'],
    ['src/jobs/retention.py', 'LOG_ROTATE_AFTER = timedelta(days=365)', 'LOG_ROTATE_AFTER = timedelta(days=7)', 'none'],
    ['src/jobs/retention.test.ts', keep('7 years'), keep('30 days'), 'none'],
    ['test/jobs/retention.ts', keep('7 years'), keep('30 days'), 'none'],
    ['src/reports/summary.ts', `  const since = "now() - interval '7 years'";`, `  const since = "now() - interval '30 days'";`, 'none'],
  ])('%s: %s → %s', (path, old, next, id) => expect(edited(path, old, next)).toBe(id));
});
