import { describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import { guardContext } from '../../support/guardContext.js';

// Content stores (round 19): CMS imports and schema applies that replace what a store holds, bucket syncs
// that delete, `delete_all_<x>` compounds, spreadsheet SDK calls, and a bulk endpoint's body action.
// One line per class and a benign near-miss.

const rule = (command: string) =>
  findDestructive(command, guardContext('/home/dev', { cwd: '/home/dev/proj', config: {} }))
    .map((hit) => hit.rule)
    .join(' ') || 'none';

const ANY = 'destructive/unlisted/any-cli';

describe('an import or schema apply that replaces the store, confirmed', () => {
  test.each([
    ['npx strapi import -f backups/old.tar.gz --force', 'destructive/restore/strapi-import-force'],
    ['npx strapi export --no-encrypt -f backups/strapi', 'none'],
    ['npx directus schema apply --yes ./snapshots/minimal.yaml', 'destructive/restore/directus-schema-apply'],
    ['npx directus schema apply --dry-run ./snapshots/minimal.yaml', 'none'],
    ['pg_restore --clean -d app dump.pgc', 'destructive/database/pg-restore-clean'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe("a bucket sync's delete: a data store speaks, a website's bucket is a deploy", () => {
  test.each([
    ['aws s3 sync ./dist s3://acme-podcast-audio --delete', 'destructive/cloud/bucket-sync-delete'],
    ['aws s3 sync ./public s3://acme-blog-site --delete', 'none'],
    ['aws s3 sync ./dist s3://www.example.com --delete', 'none'],
    ['aws s3 sync /tmp/empty s3://www.example.com --delete', 'destructive/cloud/bucket-sync-delete'],
    ['aws s3 sync ./dist s3://acme-podcast-audio --delete --dryrun', 'none'],
    ['gsutil -m rsync -r -d ./export gs://acme-media', 'destructive/cloud/gsutil-rsync-delete'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe('a CLI compound that takes every item, and documents a pipeline lists', () => {
  test.each([
    ['cld admin delete_all_resources', ANY],
    ['cld admin resources max_results=50', 'none'],
    ['xyz delete-all', 'none'],
    [`npx sanity documents query '*[_type=="post"]._id' | jq -r '.[]' | xargs npx sanity documents delete`, ANY],
    [`npx sanity documents query '*[_type=="post"]._id'`, 'none'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe('spreadsheet SDK calls that empty or delete a whole document', () => {
  test.each([
    ["python - <<'EOF'\nimport gspread\nsh = gspread.service_account().open('Budget')\nsh.worksheet('2024').clear()\nEOF", ANY],
    [`python -c "import gspread; gspread.service_account().del_spreadsheet('1hQ3vR0x8yN2')"`, ANY],
    [`node -e "require('googleapis').google.sheets('v4').spreadsheets.values.clear({spreadsheetId: id, range: 'A2:Z'})"`, ANY],
    [`node -e "require('googleapis').google.drive('v3').files.emptyTrash()"`, ANY],
    [`python -c "import gspread; print(gspread.service_account().open('Budget').worksheet('2024').get_all_records())"`, 'none'],
    [`python -c "values = [1, 2]; values.clear()"`, 'none'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe("a bulk endpoint's body action", () => {
  test.each([
    [
      `curl -X POST -H "X-API-TOKEN: $T" -d '{"action":"delete","ids":["Vo","Wp"]}' https://invoicing.co/api/v1/invoices/bulk`,
      'destructive/http/http-delete-operation',
    ],
    [`curl -X POST -H "X-API-TOKEN: $T" -d '{"action":"archive","ids":["Vo"]}' https://invoicing.co/api/v1/invoices/bulk`, 'none'],
    [`curl -X POST -d '{"action":"delete","ids":[3]}' http://localhost:8000/api/items/bulk`, 'none'],
    [`curl -X POST -u "root:$P" https://gitlab.example.com/api/v4/projects/asteria/repository -d 'action=delete'`, 'none'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});
