import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 67 (farmers' markets and CSA farms, model-railroad and hobby shops, municipal court clerks, travel agencies and tour
// operators): a draft moved over the published sibling it was drafted for, and a test fixture or sample copied over the real
// records in a data folder. One line per class that speaks and near-misses that stay silent.

describe('a draft moved or copied over its published sibling (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['mv -f stall_maps/draft_layout.svg stall_maps/saturday_layout.svg', 'destructive/filesystem/copy-over-untracked'],
    ['cp itineraries/wip_lisbon_7day.pdf itineraries/lisbon_7day_final.pdf', 'destructive/filesystem/copy-over-untracked'],
    ['mv layouts/yard_plan-proof.png layouts/yard_plan.png', 'destructive/filesystem/copy-over-untracked'],
    ['mv notices/hearing_notice_draft.docx notices/hearing_notice_2025-03-12.docx', 'destructive/filesystem/copy-over-untracked'],
    // A bare draft renamed, a draft filed as another draft, scratch and code folders, a no-clobber move, settings.
    ['mv reports/draft.md reports/insurance_estimate_notes.md', 'none'],
    ['mv stall_maps/draft_layout.svg stall_maps/layout_draft_2.svg', 'none'],
    ['mv scratch/draft_route.geojson scratch/route_tuesday_north.geojson', 'none'],
    ['mv src/icons/draft_logo.svg src/icons/logo.svg', 'none'],
    ['mv -n stall_maps/draft_layout.svg stall_maps/saturday_layout.svg', 'none'],
    ['cp config/draft_settings.yml config/settings.yml', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a test fixture or sample copied over real records (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['cp tests/fixtures/jury_pool_sample.csv data/jury/jury_pool_2024.csv', 'destructive/filesystem/copy-over-untracked'],
    ['mv -f samples/bookings.json data/bookings.json', 'destructive/filesystem/copy-over-untracked'],
    ['cp spec/fixtures/citations.csv records/citations_2025.csv', 'destructive/filesystem/copy-over-untracked'],
    ['cp exports/csa_members_dummy.csv data/csa_members.csv', 'destructive/filesystem/copy-over-untracked'],
    // The reverse, copies into test or scratch folders, and settings seeded from an example.
    ['cp data/jury/jury_pool_2024.csv tests/fixtures/jury_pool_sample.csv', 'none'],
    ['cp tests/fixtures/jury_pool_sample.csv tmp/jury_pool.csv', 'none'],
    ['cp fixtures/bookings.json test/data/bookings.json', 'none'],
    ['cp .env.example .env', 'none'],
    ['cp config/sample.yml config/local.yml', 'none'],
    ['cp -n tests/fixtures/jury_pool_sample.csv data/jury/jury_pool_2024.csv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a column rescaled from itself over a whole group (destructive/sql/update-rescale-by-group)', () => {
  test.each([
    [
      'psql -d market -c "UPDATE market_fees SET amount_cents = amount_cents * 100 WHERE season = 2025;"',
      'destructive/sql/update-rescale-by-group',
    ],
    ['mysql shop -e "UPDATE kits SET price = price * 1.05 WHERE catalog_year = 2025;"', 'destructive/sql/update-rescale-by-group'],
    [
      'sqlite3 tours.db "UPDATE packages SET fare = fare / 100 WHERE year = 2024 AND region = \'alps\';"',
      'destructive/sql/update-rescale-by-group',
    ],
    // One row by its key, a counter bumped, a value from another column, a dry run of the plan.
    ['psql -d market -c "UPDATE market_fees SET amount_cents = amount_cents * 100 WHERE id = 42;"', 'none'],
    ['mysql shop -e "UPDATE kits SET price = price * 1.05 WHERE sku = \'HO-114\';"', 'none'],
    ['psql -d market -c "UPDATE pages SET hits = hits + 1 WHERE slug = \'home\';"', 'none'],
    ['psql -d market -c "UPDATE market_fees SET amount_cents = base_cents * 100 WHERE season = 2025;"', 'none'],
    ['psql -d market -c "EXPLAIN UPDATE market_fees SET amount_cents = amount_cents * 100 WHERE season = 2025;"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
