import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import { commandIds as rule } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Held-out round 142 (destructive false alarms): a draft renamed to a new, more specific name of its work (a season, a
// descriptive title) overwrites nothing, while a draft moved onto its work's year file or its kept final copy lands on it;
// and a reset of a local test database the line names by URL rebuilds the suite's own. One line per case, with near-misses.

const COPY = 'destructive/filesystem/copy-over-untracked';

describe('a draft filed under a new name of its work, or onto the kept file (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    // A season or a descriptive title: a new file beside the others.
    ['mv data/menu_draft.csv data/menu_2024_autumn.csv', 'none'],
    ['mv data/timetable_draft.csv data/timetable_2025_spring.csv', 'none'],
    ['mv data/fixtures_draft.csv data/fixtures_winter_2025.csv', 'none'],
    ['cp data/menu_wip.csv data/menu_summer.csv', 'none'],
    ['mv tunes/bampton/highland-mary-draft.abc tunes/bampton/highland-mary-sidmouth-setting.abc', 'none'],
    ['mv data/route_draft.csv data/route_tuesday_north.csv', 'none'],
    ['mv data/kiln_schedule_draft.csv data/kiln_schedule_2024-07.csv', 'none'],
    ['mv -n data/rates/hire_rates_draft.json data/rates/hire_rates_2024.json', 'none'],
    // The work's year alone is the year's kept file; a bare name, a kept state or one word that may be the kept copy's name.
    ['mv data/rates/hire_rates_draft.json data/rates/hire_rates_2024.json', COPY],
    ['mv data/rates/hire_rates_draft.csv data/rates/hire_rates_2024.csv', COPY],
    ['mv data/roster_wip.csv data/roster_fy2025.csv', COPY],
    ['mv exports/harbour_dues_draft.xlsx records/harbour_dues_2024.xlsx', COPY],
    ['mv -f exports/afcars_fy2024_draft.xml exports/afcars_fy2024_final.xml', COPY],
    ['mv data/results_draft.json data/results_signed.json', COPY],
    ['mv tunes/bampton/highland-mary-draft.abc tunes/bampton/highland-mary.abc', COPY],
    ['mv data/kiln_schedule_draft.csv data/kiln_schedule_final.csv', COPY],
    ['mv data/menu_draft.csv data/menu_master.csv', COPY],
    ['mv data/menu_draft.csv data/menu_final_version.csv', COPY],
    ['mv data/menu_draft_2024.csv data/menu_2024_autumn.csv', COPY],
    // Settings keep their judgement: a config file's draft over its final name is git's.
    ['mv config/app_draft.json config/app.json', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  // On disk: a destination that is there is overwritten whatever the names; a name not there yet is a new file.
  const home = mkdtempSync(join(tmpdir(), 'wm-renames-'));
  const put = (relative: string) => {
    const path = join(home, 'proj', relative);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, 'rows\n');
  };
  put('data/menu_draft.csv');
  put('data/menu_2024_autumn.csv');
  put('data/rates/hire_rates_draft.json');
  afterAll(() => rmSync(home, { recursive: true, force: true }));
  const ids = (command: string) =>
    findDestructive(command, guardContext(home, { config: {} }))
      .map((hit) => hit.rule)
      .join(' ') || 'none';

  test.each([
    ['mv data/menu_draft.csv data/menu_2024_autumn.csv', COPY],
    ['mv data/menu_draft.csv data/menu_2025_spring.csv', 'none'],
    ['mv data/rates/hire_rates_draft.json data/rates/hire_rates_2024.json', 'none'],
  ])('on disk: %s → %s', (command, id) => expect(ids(command)).toBe(id));
});

const PRISMA = 'destructive/database/prisma-reset';

describe('a reset of a local test database named in the line (destructive/database/*)', () => {
  test.each([
    ['DATABASE_URL=postgresql://localhost/nursery_test npx prisma migrate reset --force --skip-generate', 'none'],
    ['DATABASE_URL=postgresql://127.0.0.1:5432/nursery_dev npx prisma migrate reset --force', 'none'],
    ['DATABASE_URL="postgres://postgres:postgres@db:5432/app_test?schema=public" npx prisma migrate reset --force', 'none'],
    ['export DATABASE_URL=postgresql://localhost/test_nursery && npx prisma migrate reset --force', 'none'],
    ['DATABASE_URL=postgresql://localhost/app_test pnpm prisma db push --force-reset', 'none'],
    ['DATABASE_URL=file:./dev.db npx prisma migrate reset --force', 'none'],
    ['DATABASE_URL=mysql://root@localhost:3306/shop_test mix ecto.reset', 'none'],
    ['DATABASE_URL=postgresql://localhost/shop_dev bin/rails db:reset', 'none'],
    // No URL in the line, a remote or prod-like host, a kept database's name, a variable, an environment's name alone (Prisma
    // picks its database by URL only), a host set apart, and a production environment beside the URL still speak.
    ['npx prisma migrate reset --force', PRISMA],
    ['DATABASE_URL=postgresql://db.prod.internal/nursery_test npx prisma migrate reset --force', PRISMA],
    ['DATABASE_URL=postgresql://prod:5432/nursery_test npx prisma migrate reset --force', PRISMA],
    ['DATABASE_URL=postgresql://localhost/nursery npx prisma migrate reset --force', PRISMA],
    ['DATABASE_URL=postgresql://localhost/nursery_prod npx prisma migrate reset --force', PRISMA],
    ['DATABASE_URL=$TEST_DATABASE_URL npx prisma migrate reset --force', PRISMA],
    ['NODE_ENV=test npx prisma migrate reset --force', PRISMA],
    ['DATABASE_URL=postgresql://localhost/nursery_test PGHOST=db.internal npx prisma migrate reset --force', PRISMA],
    ['DATABASE_URL=file:./prod.db npx prisma migrate reset --force', PRISMA],
    ['RAILS_ENV=production DATABASE_URL=postgresql://localhost/shop_test bin/rails db:reset', 'destructive/database/rails-reset'],
    ['MIX_ENV=test DATABASE_URL=postgresql://db.example.com/shop mix ecto.reset', 'destructive/database/ecto-drop'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a database URL the hook cannot read as local stays unjudged (review of this stop's diff)", () => {
  test.each([
    // A malformed escape in the name: no exception, and the rest of the line is still judged.
    ['DATABASE_URL=postgresql://localhost/app_%ZZ npx prisma migrate reset --force && rm -rf ~/Documents', true],
    ['MIX_ENV=test DATABASE_URL=postgres://localhost/%ZZ mix ecto.reset', true],
    // libpq's ?host= overrides the URL's host.
    ['DATABASE_URL="postgresql://localhost/app_test?host=prod-db.internal" npx prisma migrate reset --force', true],
    ['DATABASE_URL=postgresql://localhost/app_test npx prisma migrate reset --force', false],
  ])('%s → speaks %s', (command, speaks) => expect(rule(command) !== 'none').toBe(speaks));
});
