import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 85 (court reporting and transcripts, summer camps and touring seasons): child rows deleted for every parent
// older than a date or a window, a backup copied back over the live file of records, and a lease push to a branch
// named for a season, a tour or a term. One line per class that speaks and near-misses that stay silent.

const SUBQUERY = 'destructive/sql/delete-by-subquery';
const RESTORED = 'destructive/filesystem/copy-over-untracked';
const LEASE = 'destructive/git/lease-push';

describe('child rows of every parent picked by age or a date range (destructive/sql/delete-by-subquery)', () => {
  test.each([
    [
      `mysql transcripts -e "DELETE FROM errata WHERE transcript_id IN (SELECT id FROM transcripts WHERE YEAR(taken_on) < 2023);"`,
      SUBQUERY,
    ],
    [
      `psql -c "DELETE FROM errata WHERE transcript_id IN (SELECT id FROM transcripts WHERE created_at < now() - interval '1 year')"`,
      SUBQUERY,
    ],
    [`psql -c "DELETE FROM errata WHERE transcript_id IN (SELECT id FROM transcripts WHERE closed_on < '2023-01-01')"`, SUBQUERY],
    [
      `psql -c "DELETE FROM exhibits WHERE case_id IN (SELECT id FROM cases WHERE status = 'closed' AND closed_at < now() - interval '2 years')"`,
      SUBQUERY,
    ],
    [
      `psql -c "DELETE FROM exhibits WHERE case_id IN (SELECT id FROM cases WHERE status = 'closed' AND closed_at < '2023-01-01')"`,
      SUBQUERY,
    ],
    [`psql -c "DELETE FROM errata WHERE transcript_id IN (SELECT id FROM transcripts WHERE EXTRACT(YEAR FROM taken_on) < 2023)"`, SUBQUERY],
    [
      `sqlite3 camp.db "DELETE FROM medical_forms WHERE camper_id IN (SELECT id FROM campers WHERE enrolled_on < date('now','-1 year'))"`,
      SUBQUERY,
    ],
    [
      `mysql camp -e "DELETE FROM payments WHERE camper_id IN (SELECT id FROM campers WHERE enrolled_on < DATE_SUB(NOW(), INTERVAL 1 YEAR))"`,
      SUBQUERY,
    ],
    [
      `psql -c "DELETE FROM errata WHERE transcript_id IN (SELECT t.id FROM transcripts t WHERE t.taken_on BETWEEN '2020-01-01' AND '2022-12-31')"`,
      SUBQUERY,
    ],
    // A parent by its own id, a SELECT of the same rows, a housekeeping parent, a scratch child, one child row, recent parents.
    [`mysql transcripts -e "DELETE FROM errata WHERE transcript_id IN (SELECT id FROM transcripts WHERE id = 44);"`, 'none'],
    [`psql -c "DELETE FROM errata WHERE transcript_id IN (SELECT id FROM transcripts WHERE id = 44 AND YEAR(taken_on) < 2023)"`, 'none'],
    [
      `mysql transcripts -e "SELECT * FROM errata WHERE transcript_id IN (SELECT id FROM transcripts WHERE YEAR(taken_on) < 2023);"`,
      'none',
    ],
    [`psql -c "DELETE FROM page_snapshots WHERE cache_id IN (SELECT id FROM caches WHERE created_at < now() - interval '1 day')"`, 'none'],
    [`psql -c "DELETE FROM step_outputs WHERE job_id IN (SELECT id FROM jobs WHERE finished_at < now() - interval '30 days')"`, 'none'],
    [
      `psql -c "DELETE FROM session_events WHERE session_id IN (SELECT id FROM sessions WHERE created_at < now() - interval '1 year')"`,
      'none',
    ],
    [`psql -c "DELETE FROM tmp_errata WHERE transcript_id IN (SELECT id FROM transcripts WHERE YEAR(taken_on) < 2023)"`, 'none'],
    [`psql -c "DELETE FROM errata WHERE transcript_id IN (SELECT id FROM transcripts WHERE YEAR(taken_on) < 2023) AND id = 5"`, 'none'],
    [`psql -c "DELETE FROM errata WHERE transcript_id IN (SELECT id FROM transcripts WHERE taken_on > now() - interval '1 year')"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a backup or older copy over its live file (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['cp -f reporters/certifications.json.bak reporters/certifications.json', RESTORED],
    ['cp reporters/certifications.json.orig reporters/certifications.json', RESTORED],
    ['cp reporters/certifications.json.old reporters/certifications.json', RESTORED],
    ['cp reporters/certifications.json~ reporters/certifications.json', RESTORED],
    ['cp reporters/certifications.json.backup reporters/certifications.json', RESTORED],
    ['cp reporters/certifications.json.2024-01-01 reporters/certifications.json', RESTORED],
    ['cp reporters/backup_certifications.json reporters/certifications.json', RESTORED],
    ['cp reporters/certifications.json.prev reporters/certifications.json', RESTORED],
    ['mv reporters/certifications.json.bak reporters/certifications.json', RESTORED],
    ['mv -f camps/roster.yaml.bak camps/roster.yaml', RESTORED],
    ['cp data/rates.xml.old data/rates.xml', RESTORED],
    // Making the backup, no-clobber, a new name, output, scratch and test folders, code and settings git holds.
    ['cp reporters/certifications.json reporters/certifications.json.bak', 'none'],
    ['cp -n reporters/certifications.json.bak reporters/certifications.json', 'none'],
    ['cp reporters/certifications.json.bak reporters/certifications.json.restored', 'none'],
    ['cp build/certifications.json.bak build/certifications.json', 'none'],
    ['cp tmp/certifications.json.bak tmp/certifications.json', 'none'],
    ['cp test/certifications.json.bak test/certifications.json', 'none'],
    ['cp src/app.ts.orig src/app.ts', 'none'],
    ['cp scripts/deploy.sh.bak scripts/deploy.sh', 'none'],
    ['cp config/app.yaml.bak config/app.yaml', 'none'],
    ['cp package.json.bak package.json', 'none'],
    ['cp .env.bak .env', 'none'],
    ['cp settings.ini.bak settings.ini', 'none'],
    // A text page of the docs is git's to give back; a record filed under docs/ still speaks.
    ['cp docs/handbook.md.bak docs/handbook.md', 'none'],
    ['cp docs/minutes/2024-03.md.bak docs/minutes/2024-03.md', RESTORED],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a lease push to a branch named for a period or an edition (destructive/git/lease-push)', () => {
  test.each([
    ['git push --force-with-lease origin season-2025', LEASE],
    ['git push --force-with-lease origin tour-2025', LEASE],
    ['git push --force-with-lease origin spring-2026', LEASE],
    ['git push --force-with-lease origin 2025-q3', LEASE],
    ['git push --force-with-lease origin term-2', LEASE],
    ['git push --force-with-lease origin fy2025', LEASE],
    ['git push --force-with-lease origin edition-7', LEASE],
    ['git push --force-with-lease origin HEAD:season-2025', LEASE],
    // Personal branches, a tag, a pinned lease and a plain push.
    ['git push --force-with-lease origin boaz/2025-cleanup', 'none'],
    ['git push --force-with-lease origin my-2025-notes', 'none'],
    ['git push --force-with-lease origin wip-2025', 'none'],
    ['git push --force-with-lease origin my-feature-branch', 'none'],
    ['git push --force-with-lease origin refs/tags/season-2025', 'none'],
    ['git push --force-with-lease=season-2025:abc123 origin season-2025', 'none'],
    ['git push origin season-2025', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
