import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 38 (school IT, law firms, veterinary and dental practices): one line per class that speaks and a
// near-miss that stays silent.

describe('GAM: a delete over a collection of users or units; ChromeOS devices deprovisioned or wiped', () => {
  test.each([
    ['gam all users_ou /Students/Class2024 delete', 'destructive/infrastructure/gam'],
    ['gam ou_and_children /Staff/Leavers delete', 'destructive/infrastructure/gam'],
    ['gam all users delete', 'destructive/infrastructure/gam'],
    ['gam calendar ops@district.org wipe', 'destructive/infrastructure/gam'],
    ['gam all users_ou /Students/Class2024 print', 'none'],
    ['gam all users_ou /Students/Class2024 suspend', 'none'],
    ['gam ou /Students/Class2024 print users', 'none'],
    [
      'gam update cros query "status:ACTIVE ou:/Students/Grade8" action deprovision_retiring_device acknowledge_device_touch_requirement',
      'destructive/infrastructure/gam-cros-deprovision',
    ],
    ['gam cros_ou /Students/Grade8 update action deprovision_same_model_replace', 'destructive/infrastructure/gam-cros-deprovision'],
    ['gam issuecommand cros query "ou:/Students/Grade8" command remote_powerwash doit', 'destructive/infrastructure/gam-cros-wipe'],
    ['gam issuecommand cros query "ou:/Students/Grade8" command remote_powerwash', 'none'],
    ['gam issuecommand cros 5CD1234 command reboot doit', 'none'],
    ['gam update cros 5CD1234 action disable', 'none'],
    ['gam update cros 5CD1234 ou /Students/Grade9', 'none'],
    ['gam print cros query "status:ACTIVE ou:/Students/Grade8" fields serialNumber,lastSync', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("Moodle's moosh by its verb", () => {
  test.each([
    ['moosh course-delete 210 211 212 213', 'destructive/infrastructure/moosh'],
    ['moosh -p /var/www/moodle category-delete 4', 'destructive/infrastructure/moosh'],
    ['moosh course-reset 12', 'destructive/infrastructure/moosh'],
    ['moosh activity-delete 55', 'destructive/infrastructure/moosh'],
    ["moosh course-list -c 'Archive'", 'none'],
    ['moosh course-backup 210', 'none'],
    ['moosh user-list', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('record files found and deleted (medical images, mailboxes, company files)', () => {
  test.each([
    ["find /home/dev/proj/imaging/dicom -name '*.dcm' -mtime +365 -delete", 'destructive/workfiles/delete-records-found'],
    ["find . -name '*.dcm' -delete", 'destructive/workfiles/delete-records-found'],
    ["find . -name '*.eml' -mtime +700 -exec rm {} +", 'destructive/workfiles/delete-records-found'],
    ["find . -name '*.pst' -delete", 'destructive/workfiles/delete-records-found'],
    ["find imaging/dicom -name '*.dcm' -mtime +365 | wc -l", 'none'],
    ["find . -name '*.log' -delete", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("HTTP DELETE of a patient's record on a records server on this machine", () => {
  test.each([
    [
      'curl -X DELETE http://localhost:8042/patients/7c1e2f0a-93d1bd5c-0ab44e71-2c9a1f33-88e0d4b1',
      'destructive/cloud/http-delete-local-records',
    ],
    ['curl -X DELETE http://localhost:8042/studies/9a1b2c3d', 'destructive/cloud/http-delete-local-records'],
    ['curl -X DELETE http://127.0.0.1:8042/dicom-web/studies/1.2.840.113619', 'destructive/cloud/http-delete-local-records'],
    ['curl -X DELETE http://localhost:8080/fhir/Patient/123', 'destructive/cloud/http-delete-local-records'],
    ['http DELETE localhost:8080/fhir/Observation/9', 'destructive/cloud/http-delete-local-records'],
    ['curl -X DELETE http://localhost:8080/fhir/Observation/test-obs-123', 'none'],
    ['curl -s http://localhost:8042/patients', 'none'],
    ['curl -s http://localhost:8042/studies/9a1b2c3d', 'none'],
    ['curl -X DELETE http://localhost:3000/api/studies/3', 'none'],
    ['curl -X DELETE http://localhost:3000/todos/4', 'none'],
    [
      "for s in $(curl -s 'http://localhost:8042/studies?since=20240101' | jq -r '.[]'); do curl -X DELETE http://localhost:8042/studies/$s; done",
      'none',
    ],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a script's own option that names a delete", () => {
  test.each([
    ['python scripts/clio_cleanup.py --delete-closed-matters --older-than 2015 --yes', 'destructive/unlisted/delete-named-script'],
    ['./tools/export.sh --purge-inactive-users --force', 'destructive/unlisted/delete-named-script'],
    ['./tools/export.sh --purge-inactive-users', 'none'],
    ['python report.py --delete-bucket prod', 'none'],
    ['node tools/migrate.js --drop-tables --yes', 'destructive/unlisted/delete-named-script'],
    ['python scripts/clio_cleanup.py --delete-closed-matters --older-than 2015 --dry-run', 'none'],
    ['python scripts/sync.py --delete-old --yes', 'none'],
    ['python scripts/sync.py --delete --yes', 'none'],
    ['python manage.py cleanup --delete-temp-files', 'none'],
    ['./sync.sh --delete-after', 'none'],
    ['python scripts/admin.py --reset-password jdoe', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('SQL: a DELETE of every row whose lifecycle mark is unset; a database file kept with the tests', () => {
  const pg = (query: string) =>
    "const { Client } = require('pg');\n(async () => {\n  const c = new Client({ connectionString: process.env.DATABASE_URL });\n" +
    `  await c.connect();\n  await c.query("${query}");\n  await c.end();\n})();\n`;
  test.each([
    ['scripts/prune_holds.js', pg('DELETE FROM legal_holds WHERE released_at IS NULL'), 'destructive/sql/delete-by-category'],
    [
      'scripts/prune.py',
      'import psycopg2\nconn = psycopg2.connect(DSN)\nconn.cursor().execute("DELETE FROM matters WHERE closed_on IS NOT NULL")\n',
      'destructive/sql/delete-by-category',
    ],
    ['scripts/prune_holds.js', pg('DELETE FROM legal_holds WHERE id = $1'), 'none'],
    ['scripts/prune_holds.js', pg("DELETE FROM legal_holds WHERE released_at < now() - interval '7 years'"), 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
  test.each([
    ["psql -d firm -c 'DELETE FROM holds WHERE released_at IS NULL'", 'destructive/sql/delete-by-category'],
    ['sqlite3 rdkit_cache/molecules.db "DELETE FROM mols WHERE smiles IS NULL;"', 'none'],
    ["sqlite3 test/fixtures/test_roster.db 'DELETE FROM enrollments;'", 'none'],
    ["sqlite3 tests/data/app.sqlite3 'DROP TABLE users'", 'none'],
    ["sqlite3 data/roster.db 'DELETE FROM enrollments;'", 'destructive/sql/delete-without-where'],
    ["sqlite3 data/test.db 'DELETE FROM enrollments;'", 'destructive/sql/delete-without-where'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
