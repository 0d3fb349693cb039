import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 58 (apiaries and honey packers, ice rinks and curling clubs, court-reporting and transcription agencies, dog
// kennels and groomers): a DELETE or UPDATE that keeps one value and takes the rest, a business's booked jobs cancelled
// from a date on, a draft moved over the certified copy, in-place edits of a certified document, and a blank copied over
// finished label artwork. One line per class that speaks and near-misses that stay silent.

describe('round 58 rink and kennel classes', () => {
  test.each([
    ['psql -d curling -c "DELETE FROM draws WHERE season <> \'2025-26\';"', true],
    ['mysql -e "DELETE FROM bookings WHERE rink != \'Sheet A\';"', true],
    ["sqlite3 kennel.db \"DELETE FROM stays WHERE kennel_block NOT IN ('North', 'South');\"", true],
    ['psql -c "UPDATE members SET dues = 0 WHERE NOT club = \'Granite\';"', true],
    // `=` one season is itself a whole season's rows (held-out round 68: `WHERE season = '2024-spring'`).
    ['psql -c "DELETE FROM draws WHERE season = \'2025-26\';"', true],
    ['psql -c "DELETE FROM draws WHERE season <> \'test-2025\';"', false],
    ['psql -c "SELECT * FROM draws WHERE season <> \'2025-26\';"', false],
    ['psql -c "DELETE FROM sessions WHERE user_id <> 5;"', false],
    ["psql -c \"UPDATE calendar_jobs SET status = 'cancelled' WHERE job_date >= '2025-06-01';\"", true],
    ["psql -c \"UPDATE service_jobs SET status = 'void' WHERE scheduled_on BETWEEN '2025-01-01' AND '2025-03-31';\"", true],
    ["psql -c \"UPDATE jobs SET status = 'failed' WHERE locked_at < '2025-06-01';\"", false],
    ["psql -c \"UPDATE delayed_jobs SET status = 'failed' WHERE run_at < '2025-06-01';\"", false],
    ['psql -c "UPDATE calendar_jobs SET status = \'billed\' WHERE id = 7781;"', false],
    ['mv -f transcripts/draft/2025-03-14_ortega_v_lindqvist.pdf transcripts/certified/2025-03-14_ortega_v_lindqvist.pdf', true],
    ['cp contracts/pending/lease_unit4.docx contracts/signed/lease_unit4.docx', true],
    ['cp -f docs/review/policy.md docs/published/policy.md', true],
    ['mv transcripts/draft/a.pdf transcripts/certified/b.pdf', false],
    ['mv src/draft/app.ts src/final/app.ts', false],
    ['cp transcripts/certified/a.pdf transcripts/draft/a.pdf', false],
    ['mv build/draft/a.pdf build/final/a.pdf', false],
    ["sed -i '/^MR\\. HALVORSEN:/d' transcripts/certified/2025-02-07_halvorsen_depo.txt", true],
    ["sed -i 's/Halvorsen/Halverson/g' contracts/signed/lease_unit4.txt", true],
    ["perl -ni -e 'print unless /^MR\\./' transcripts/certified/a.txt", true],
    ["perl -pi -e 's/foo/bar/' filings/filed/return.txt", true],
    ["sed -i.bak '/^MR/d' transcripts/certified/a.txt", false],
    ["sed -i '/debug/d' final/config.yml", false],
    ["sed -i '/x/d' tmp/final/a.txt", false],
    ["sed -n '/MR/p' transcripts/certified/a.txt", false],
    ["sed -i '/^MR/d' transcripts/draft/a.txt", false],
    ['cp labels/templates/blank_500g.svg labels/wildflower_500g.svg', true],
    ['cp artwork/blank.svg artwork/clover_1kg.svg', true],
    ['cp signs/templates/empty_a3.eps signs/rink_closed_a3.eps', true],
    ['cp labels/templates/blank_500g.svg src/icons/jar.svg', false],
    ['cp assets/icons/blank.svg assets/icons/home.svg', false],
    ['cp public/blank.svg public/logo.svg', false],
  ])('%s speaks: %s', (command, speaks) => expect(rule(command) !== 'none').toBe(speaks));
});
