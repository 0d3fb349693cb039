import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 23: folders under a source root, find's -path, monorepo runners, data CLIs by verb, written
// migrations that drop, records picked by age, web archives. One line per class that speaks and a
// benign near-miss that stays silent.

const RM = 'destructive/filesystem/rm-recursive';

describe('a folder under a source root is the project’s work; what a build writes there is not', () => {
  test.each([
    ['rm -rf src/components/class-based/ src/containers/', RM],
    ['rm -rf src/main/java/com/acme/legacy', RM],
    ['Remove-Item -Recurse -Force .\\src\\Legacy.WebForms\\', 'destructive/windows/remove-item-recurse'],
    ['rm -rf src/Api/bin src/Api/obj', 'none'],
    ['rm -rf app/assets/builds', 'none'],
    ['rm -rf src/mypkg.egg-info', 'none'],
    ['rm -rf src/api && openapi-generator-cli generate -i api.yaml -g typescript -o src/api', 'none'],
    ['bazel clean --expunge && rm -rf third_party/', RM],
    ['rm -rf bazel-out/third_party', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("find's -path confines its walk: JavaScript under a source root is source", () => {
  test.each([
    ["find . -name '*.js' -path './src/*' -not -path '*/node_modules/*' -delete", 'destructive/filesystem/find-delete'],
    ["find . -name '*.js' -path './dist/*' -delete", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a monorepo runner carries its command into every package', () => {
  test.each([
    ['lerna exec --parallel -- rm -rf src', RM],
    ['pnpm -r exec rm -rf src', RM],
    ['yarn workspaces foreach -A exec rm -rf src', RM],
    ['lerna exec --parallel -- rm -rf dist', 'none'],
    ['pnpm -r exec rm -rf node_modules', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('data portals and Nx by their verbs', () => {
  test.each([
    ['ckanapi action package_purge id=city-budget-2019 -r https://data.example.gov', 'destructive/publishing/ckan-purge'],
    ['ckanapi action package_delete id=city-budget-2019 -r https://data.example.gov', 'none'],
    ['ia delete nyc-council-minutes-2021 --all', 'destructive/publishing/internet-archive-delete'],
    ['ia delete nyc-council-minutes-2021 --all --dry-run', 'none'],
    ['nx g @nx/workspace:remove legacy-admin --forceRemove', 'destructive/filesystem/nx-remove-project'],
    ['nx g @nx/workspace:remove legacy-admin --dry-run', 'none'],
    ['nx reset', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a written migration that drops when applied; its down part and comments do not count', () => {
  const MIGRATION = 'destructive/database/migration-drop';
  test.each([
    [
      'db/migrate/20240611_drop_legacy_columns.rb',
      'class DropLegacyColumns < ActiveRecord::Migration[7.1]\n  def up\n    remove_column :users, :old_json\n    drop_table :user_settings_v1\n  end\nend\n',
      MIGRATION,
    ],
    [
      'db/migrate/20240611_create_users.rb',
      'class CreateUsers < ActiveRecord::Migration[7.1]\n  def up\n    create_table :users\n  end\n\n  def down\n    drop_table :users\n  end\nend\n',
      'none',
    ],
    ['migrations/V42__collapse_tenants.sql', '-- Flyway\nDROP SCHEMA tenant_acme CASCADE;\n', MIGRATION],
    ['migrations/V43__add_col.sql', '-- DROP TABLE later\nALTER TABLE t ADD COLUMN x int;\nDROP INDEX idx_old;\n', 'none'],
    [
      'prisma/migrations/20240101_x/migration.sql',
      'CREATE TABLE "new_User" (id INTEGER);\nINSERT INTO "new_User" SELECT id FROM "User";\nDROP TABLE "User";\nALTER TABLE "new_User" RENAME TO "User";\n',
      'none',
    ],
    ['notes/drop.sql', 'DROP TABLE x;', 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('records picked by age are still records; old backups and sources are a retention clean', () => {
  test.each([
    ["find data/kobo_exports -name '*.xlsx' -mtime +7 -delete", 'destructive/filesystem/find-delete'],
    ["find backups -name '*.sql.gz' -mtime +30 -delete", 'destructive/filesystem/find-delete'],
    ['wget --mirror -P archive/ https://example.org && rm -rf archive_old/ warcs/', RM],
    ['rm crawl/*.warc.gz', 'destructive/filesystem/rm-source-files'],
    ['rm -rf archive_old/', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
