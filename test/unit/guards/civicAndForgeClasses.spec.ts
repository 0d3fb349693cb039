import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 35 (edge and CDN platforms, self-hosted Git forges and storage, civic software): SQL that deletes a range of
// rows by date, by pattern or by a named code; a remote D1, Turso or PlanetScale database reached through its CLI;
// GitLab's admin tasks, a Rails runner's destroy and runners unregistered all at once; CKAN and DKAN purges; and
// what deletes nothing stored: a preview deployment named so, a CDN cache purge. One line per class that speaks and
// a near-miss that stays silent.

describe('SQL that deletes a whole range of rows: by date, by pattern, by a named code', () => {
  test.each([
    [`psql -d utility_billing -c "DELETE FROM meter_readings WHERE read_date < '2024-01-01';"`, 'destructive/sql/delete-by-range'],
    [`mysql -e "DELETE FROM permits WHERE issued_on BETWEEN '2019-01-01' AND '2019-12-31'"`, 'destructive/sql/delete-by-range'],
    [`sqlite3 ledger.db "DELETE FROM entries WHERE posted_at <= date('2022-06-30')"`, 'destructive/sql/delete-by-range'],
    [`psql -c "DELETE FROM budgets WHERE fiscal_year < 2020"`, 'destructive/sql/delete-by-range'],
    [`psql -d vectors -c "DELETE FROM chunks WHERE source LIKE 'confluence%';"`, 'destructive/sql/delete-by-range'],
    [`sqlite3 app.db "DELETE FROM users WHERE email LIKE '%@acme.com'"`, 'destructive/sql/delete-by-range'],
    [`psql -c "DELETE FROM documents WHERE path GLOB 'archive/*'"`, 'destructive/sql/delete-by-range'],
    [`psql -c "DELETE FROM orders WHERE status = 'cancelled' AND created_at < '2023-01-01'"`, 'destructive/sql/delete-by-range'],
    [`psql -c "DELETE FROM requests WHERE status NOT IN ('open', 'pending')"`, 'destructive/sql/delete-by-range'],
    // A rolling window is a retention job's; a key beside the range narrows it to one entity's rows.
    [`psql -c "DELETE FROM telemetry WHERE received_at < now() - interval '90 days'"`, 'none'],
    [`mysql fleet -e "DELETE FROM vehicle_positions WHERE vehicle_id=812 AND ts < '2024-01-01'"`, 'none'],
    [`sqlite3 data/weather.db "DELETE FROM observations WHERE station_id='WS-07' AND ts < '2020-01-01';"`, 'none'],
    // Test data by its value, one row by a key or a name, housekeeping tables, a read.
    [`sqlite3 instance/app.db "DELETE FROM users WHERE email LIKE '%@example.test'"`, 'none'],
    [`psql -c "DELETE FROM memberships WHERE source = 'pytest-fixture'"`, 'none'],
    [`psql -c "DELETE FROM users WHERE email = 'jane@acme.com'"`, 'none'],
    [`psql -c "DELETE FROM feature_flags WHERE name = 'use_legacy_router'"`, 'none'],
    [`psql -c "DELETE FROM sessions WHERE created_at < '2024-01-01'"`, 'none'],
    [`psql -c "SELECT count(*) FROM chunks WHERE source LIKE 'confluence%'"`, 'none'],
    [`bq query --dry_run 'DELETE FROM t WHERE event_date < "2020-01-01"'`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a remote edge database through its platform's CLI", () => {
  test.each([
    [
      `npx wrangler d1 execute voter-roll-db --remote --command "DELETE FROM registrations WHERE county_code = 'ALB'"`,
      'destructive/sql/delete-by-range',
    ],
    [`turso db shell voter-roll "DELETE FROM registrations WHERE precinct_code IN ('P1', 'P2')"`, 'destructive/sql/delete-by-range'],
    [`pscale shell civic main <<< "DELETE FROM permits WHERE region = 'north'"`, 'destructive/sql/delete-by-range'],
    [`npx wrangler d1 execute court-efiling --remote --command "DELETE FROM filings WHERE id = 4412"`, 'none'],
    [`npx wrangler d1 execute court-efiling --local --command 'SELECT count(*) FROM filings'`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
  test.each([
    [
      'scripts/purge_county.py',
      "import sqlite3\nconn = sqlite3.connect('voters.db')\nconn.execute(\"DELETE FROM registrations WHERE county_code = 'ALB'\")\nconn.commit()\n",
      'destructive/sql/delete-by-range',
    ],
    [
      'scripts/count_county.py',
      "import sqlite3\nconn = sqlite3.connect('voters.db')\nprint(conn.execute(\"SELECT count(*) FROM registrations WHERE county_code = 'ALB'\").fetchone())\n",
      'none',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('self-hosted Git forges and their runners (rules/destructive/gitlab.json)', () => {
  test.each([
    ['sudo gitlab-rake gitlab:cleanup:orphan_job_artifact_files DRY_RUN=false', 'destructive/gitlab/gitlab-cleanup-run'],
    [
      'sudo -u git -H bundle exec rake gitlab:cleanup:project_uploads RAILS_ENV=production DRY_RUN=false',
      'destructive/gitlab/gitlab-cleanup-run',
    ],
    ['sudo gitlab-rake gitlab:cleanup:orphan_job_artifact_files', 'none'],
    ['sudo gitlab-rake gitlab:check SANITIZE=true', 'none'],
    ['sudo gitlab-ctl cleanse', 'destructive/gitlab/gitlab-ctl-cleanse'],
    ['sudo gitlab-ctl reconfigure', 'none'],
    ['sudo gitlab-backup restore BACKUP=1700000000_2024_01_01_16.8.0', 'destructive/gitlab/gitlab-backup-restore'],
    ['sudo gitlab-backup create SKIP=artifacts,registry', 'none'],
    ['sudo gitlab-runner unregister --all-runners', 'destructive/gitlab/runner-unregister-all'],
    ['sudo gitlab-runner verify --delete', 'none'],
    ['gitlab-runner unregister --name old-shell-runner', 'none'],
    ['gitea admin user delete --username bob --purge', 'destructive/gitlab/forge-user-delete'],
    ['forgejo admin user list', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a Rails app's runner: its Ruby is read as code (gitlab-rails, rails r)", () => {
  test.each([
    [`sudo gitlab-rails runner 'Project.find_by_full_path("civic/311-intake").destroy!'`, 'destructive/unlisted/any-cli'],
    [`gitlab-rails runner -e production 'Group.find_by_full_path("civic").destroy'`, 'destructive/unlisted/any-cli'],
    [`bin/rails r 'Project.find(42).destroy'`, 'destructive/unlisted/any-cli'],
    [`sudo gitlab-rails runner 'puts Project.find_by_full_path("civic/311-intake").statistics.inspect'`, 'none'],
    [`sudo gitlab-rails runner 'puts Project.count'`, 'none'],
    // Active Record's `where(…).destroy_all` is a DELETE with that WHERE, judged by the SQL rules.
    [`RAILS_ENV=production bundle exec rails runner 'Status.where(local: true).destroy_all'`, 'destructive/sql/delete-by-category'],
    [`sudo gitlab-rails runner 'Ci::Runner.where(runner_type: :project_type).destroy_all'`, 'destructive/sql/delete-by-range'],
    [`rails runner 'Chunk.where("source LIKE %s", "confluence%").delete_all'`, 'none'],
    [`ruby -e "Chunk.where(source: 'confluence').delete_all"`, 'destructive/sql/delete-by-range'],
    [`bin/rails runner 'User.where(id: 5).destroy_all'`, 'none'],
    [`bin/rails runner 'User.where(email: "jane@acme.com").destroy_all'`, 'none'],
    [`bin/rails runner 'puts Status.where(local: true).count'`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('open-data portals (rules/destructive/civic.json)', () => {
  test.each([
    ['ckan -c /etc/ckan/default/ckan.ini db clean --yes', 'destructive/civic/ckan-db-clean'],
    ['paster --plugin=ckan db clean -c /etc/ckan/default/production.ini', 'destructive/civic/ckan-db-clean'],
    ['ckan -c ckan.ini dataset purge transit-ridership-2019', 'destructive/civic/ckan-purge'],
    ['ckan --config=ckan.ini organization purge city-parks', 'destructive/civic/ckan-purge'],
    ['drush dkan:harvest:revert city_data_json', 'destructive/civic/dkan-harvest-revert'],
    // A delete only marks a dataset deleted: an admin restores it from the trash.
    ['ckan -c ckan.ini dataset delete transit-ridership-2019', 'none'],
    ['ckan -c ckan.ini dataset show transit-ridership-2019', 'none'],
    ['ckan -c ckan.ini search-index rebuild', 'none'],
    ['ckan -c ckan.ini db upgrade', 'none'],
    ['drush dkan:harvest:run city_data_json', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('what deletes nothing stored: a preview named so, a CDN cache purge', () => {
  test.each([
    ['vercel rm permit-portal-git-fix-typo-dev123.vercel.app --yes', 'none'],
    ['fly apps destroy pr-123-permit-portal -y', 'none'],
    ['vercel remove permit-portal --yes', 'destructive/cloud/iac-destroy'],
    // The default branch's URL may serve production; a hash URL may be the production deployment.
    ['vercel rm permit-portal-git-main-dev123.vercel.app --yes', 'destructive/cloud/iac-destroy'],
    ['vercel rm permit-portal-8f3k2l1m-dev123.vercel.app --yes', 'destructive/cloud/iac-destroy'],
    ['vercel rm permit-portal-git-fix-typo-dev123.vercel.app permit-portal --yes', 'destructive/cloud/iac-destroy'],
    [
      `curl -X POST "https://api.cloudflare.com/client/v4/zones/$CF_ZONE_ID/purge_cache" -H "Authorization: Bearer $CF_API_TOKEN" ` +
        `--data '{"purge_everything":true}'`,
      'none',
    ],
    ['curl -X POST -H "Fastly-Key: $FASTLY_API_TOKEN" https://api.fastly.com/service/4xKqZ9vR2mTn7bLp/purge_all', 'none'],
    ['curl -X POST https://api.bunny.net/pullzone/12345/purgeCache -H "AccessKey: $BUNNY_KEY"', 'none'],
    ['fastly purge --all --service-id 4xKqZ9vR2mTn7bLp', 'none'],
    ["az cdn endpoint purge -g web -n permits --profile-name city --content-paths '/*'", 'none'],
    ['az afd endpoint purge -g web --profile-name city --endpoint-name permits --content-paths "/*"', 'none'],
    ['az cdn endpoint delete -g web -n permits --profile-name city', 'destructive/infrastructure/az'],
    [`curl -X POST 'http://loki:3100/loki/api/v1/delete?query={app="efiling"}&start=0'`, 'destructive/http/http-delete-operation'],
    ['curl -X POST https://api.example.com/v1/projects/42/purge', 'destructive/http/http-delete-operation'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
