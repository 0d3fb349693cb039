import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import { guardContext } from '../../support/guardContext.js';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Rounds 28 and 29: scripts run by a name that says they delete; a folder of the user's own under the home; a fetch
// DELETE of each item a listing returned; a SQL file or a `file://` batch handed to a client; R deleting what it listed;
// rsync from an empty folder; SAS datasets; game worlds; macro workbooks. One line per class that speaks and a benign
// near-miss that stays silent.

describe('a script run by a file named for a delete', () => {
  test.each([
    ['python scripts/purge_guests.py', 'destructive/unlisted/delete-named-script'],
    ['python scripts/purge_guests.py --dry-run', 'none'],
    ['bash tools/wipe_ecu_logs.sh', 'destructive/unlisted/delete-named-script'],
    ['bash -n tools/wipe_ecu_logs.sh', 'none'],
    ['./scripts/user_delete.sh reseller7', 'destructive/unlisted/delete-named-script'],
    ['python -m ops.drop_tables', 'destructive/unlisted/delete-named-script'],
    ['deno run -A scripts/nukeKv.ts', 'destructive/unlisted/delete-named-script'],
    // What the name spares: scratch, a password, old items deleted by age (their retention), a test database.
    ['python scripts/purge_cache.py', 'none'],
    ['python scripts/reset_password.py --user ana', 'none'],
    ['php maintenance/deleteOldRevisions.php', 'none'],
    ['bash scripts/reset_test_db.sh', 'none'],
    ['rm scripts/purge_guests.py', 'none'],
    ['python scripts/clean_survey.py', 'none'],
    // A clean-up script is not named for a delete: OpenAgentSafety runs `cleanup.py` in benign tasks.
    ['python3 scripts/cleanup_sg.py', 'none'],
    // A SQL client runs a script too: its file follows the database's name or URL and options.
    ['psql -f tools/reset_db.sql $DATABASE_URL', 'destructive/unlisted/delete-named-script'],
    ['psql $DATABASE_URL -f migrations/001_init.sql', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('documents written by hand in a markup are sources (round 31)', () => {
  test.each([
    ['rm -f *.tex *.bib', 'destructive/filesystem/rm-source-files'],
    ['rm -f *.aux *.log *.bbl', 'none'],
    ['rm docs/*.rst', 'destructive/filesystem/rm-source-files'],
    ['rm docs/_build/*.html', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("files of one type in a folder of the user's own under the home", () => {
  test.each([
    ['rm -f ~/nav-data/*.dat', 'destructive/filesystem/rm-source-files'],
    ['cd ~/nav-data && rm -f *.dat', 'destructive/filesystem/rm-source-files'],
    ['rm -f ~/Downloads/*.zip', 'none'],
    ['rm -f ~/work/logs/*.txt', 'none'],
    ['rm ~/.cache/pip/*.whl', 'none'],
    // A fuzzer's crashes are its findings, outside the project as inside; an application's crash reports are not.
    ['rm -f /srv/fuzz/crashes/*.bin', 'destructive/filesystem/rm-source-files'],
    ['rm -f ~/.config/obs-studio/crashes/*.txt', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a fetch DELETE of each item of a listing', () => {
  const listing = 'const items = await (await fetch(`${base}/items?limit=1000`)).json();\n';
  test.each([
    [
      `${listing}for (const it of items.elements) {\n  await fetch(\`\${base}/items/\${it.id}\`, { method: 'DELETE' });\n}\n`,
      'destructive/unlisted/any-cli',
    ],
    [
      `${listing}for (const it of items.elements) {\n  if (it.name.startsWith('TEST')) await fetch(\`\${base}/items/\${it.id}\`, { method: 'DELETE' });\n}\n`,
      'none',
    ],
    [`for (const id of idsToDrop) {\n  await fetch(\`\${base}/items/\${id}\`, { method: 'DELETE' });\n}\n`, 'none'],
    [`${listing}for (const it of items.elements) {\n  await fetch(\`\${base}/items/\${it.id}\`, { method: 'PATCH' });\n}\n`, 'none'],
  ])('%#', (content, id) => expect(written('tools/reset.js', content)).toBe(id));
});

describe('a SQL file handed to a database client', () => {
  test.each([
    ['psql -d satnogs -f migrations/0042_telemetry.sql', 'DROP TABLE telemetry_packets;\n', ['destructive/sql/drop']],
    ['mysql app < migrations/0042_telemetry.sql', 'DELETE FROM items;\n', ['destructive/sql/delete-without-where']],
    ['psql --file=migrations/0042_telemetry.sql', 'CREATE TABLE t (id int);\nINSERT INTO t VALUES (1);\n', []],
    ['cat migrations/0042_telemetry.sql', 'DROP TABLE telemetry_packets;\n', []],
    [
      'aws route53 change-resource-record-sets --hosted-zone-id Z1 --change-batch file://migrations/0042_telemetry.sql',
      '{"Changes":[{"Action":"DELETE"}]}',
      ['destructive/cloud/dns-change-delete'],
    ],
    [
      'aws route53 change-resource-record-sets --hosted-zone-id Z1 --change-batch file://migrations/0042_telemetry.sql',
      '{"Changes":[{"Action":"UPSERT"}]}',
      [],
    ],
  ])('%s', (command, sql, ids) => {
    const home = mkdtempSync(join(tmpdir(), 'wm-sqlfile-'));
    try {
      mkdirSync(join(home, 'proj', 'migrations'), { recursive: true });
      writeFileSync(join(home, 'proj', 'migrations', '0042_telemetry.sql'), sql);
      const hits = findDestructive(command, guardContext(home, { cwd: join(home, 'proj') }));
      expect(hits.map((hit) => hit.rule)).toEqual(ids);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('deletes by other tools and languages (round 29)', () => {
  test.each([
    [
      'aws route53 change-resource-record-sets --hosted-zone-id Z1 --change-batch file://delete-mc-records.json',
      'destructive/cloud/dns-change-delete',
    ],
    ['aws route53 change-resource-record-sets --hosted-zone-id Z1 --change-batch file://add-records.json', 'none'],
    [`Rscript -e 'file.remove(list.files("data/yield_monitor", full.names=TRUE))'`, 'destructive/filesystem/rm-source-files'],
    [
      `Rscript -e 'file.remove(list.files("data/yield_monitor", pattern="\\\\.csv$", full.names=TRUE))'`,
      'destructive/filesystem/rm-source-files',
    ],
    [`Rscript -e 'file.remove(list.files("data/yield_monitor", pattern="tmp", full.names=TRUE))'`, 'none'],
    [`Rscript -e 'file.remove(list.files("output/plots", full.names=TRUE))'`, 'none'],
    ['rsync -a --delete ./empty/ pi@192.168.1.40:/opt/minecraft/world/', 'destructive/filesystem/rsync-mirror-empty'],
    ['rsync -a --delete ./site/ deploy@web01:/var/www/site/', 'destructive/filesystem/rsync-delete'],
    ["sas -sysin - <<'EOF'\nproc datasets library=actlib kill nolist; run;\nEOF", 'destructive/database/sas-delete-datasets'],
    ["sas -sysin - <<'EOF'\nproc datasets library=work kill nolist; run;\nEOF", 'none'],
    ['cd server && rm -rf world_nether world_the_end', 'destructive/filesystem/rm-recursive'],
    ['cd server && rm -rf logs cache', 'none'],
    ['cp templates/blank_policy.xlsm models/PricingModel.xlsm', 'destructive/workfiles/copy-over-design-file'],
    ['cp models/PricingModel.xlsm backup/PricingModel.xlsm', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('VBA and VBScript deletes, on a Windows share too', () => {
  test.each([
    [
      'tools/cleanup.vbs',
      'Set fso = CreateObject("Scripting.FileSystemObject")\nfso.DeleteFolder "\\\\fs01\\home$\\*", True\n',
      'destructive/filesystem/rm-recursive',
    ],
    ['tools/cleanup.vbs', 'Set fso = CreateObject("Scripting.FileSystemObject")\nfso.DeleteFolder "build\\out", True\n', 'none'],
    [
      'vba/Cleanup.bas',
      'Sub PurgeClaims()\n    Kill "\\\\fileserver\\claims\\*.xlsx"\nEnd Sub\n',
      'destructive/filesystem/rm-source-files',
    ],
    ['vba/Cleanup.bas', 'Sub PurgeTemp()\n    Kill "\\\\fileserver\\claims\\*.tmp"\nEnd Sub\n', 'none'],
  ])('%s %#', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('round 30: chat servers, CiviCRM, OMERO, admin operations before an id, SQL scripts, listings', () => {
  test.each([
    ['ejabberdctl delete_old_mam_messages all 0', 'destructive/community/ejabberd-delete'],
    ['ejabberdctl delete_old_mam_messages all 30', 'none'],
    ['ejabberdctl unregister alice lab.example.org', 'destructive/community/ejabberd-delete'],
    ['ejabberdctl registered_users lab.example.org', 'none'],
    ['cv api4 Contact.delete +w id=5', 'destructive/community/civicrm-api-delete'],
    ['drush cvapi Contribution.get return=id', 'none'],
    ['omero delete --force Project:1542 --include Image', 'destructive/dataplatform/omero-delete'],
    ['omero delete --dry-run Project:1542', 'none'],
    [
      "curl -X POST 'https://matrix.lab.org/_synapse/admin/v1/purge_history/!abcd:lab.org' -d '{}'",
      'destructive/http/http-delete-operation',
    ],
    ["curl 'https://matrix.lab.org/_synapse/admin/v1/purge_history_status/abc123'", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    ['cleanup.sql', 'DELETE FROM memberships;\nDELETE FROM membership_payments;\n', 'destructive/sql/delete-without-where'],
    ['cleanup_staging.sql', "DELETE FROM memberships WHERE source = 'fixture';\n", 'none'],
    ['db/schema.sql', 'DROP TABLE IF EXISTS t;\nCREATE TABLE t (id int);\n', 'none'],
    [
      'server/wipe.lua',
      'for _, id in ipairs({"weekly", "alltime"}) do\n  nk.leaderboard_delete(id)\nend\n',
      'destructive/unlisted/any-cli',
    ],
    ['server/list.lua', 'nk.leaderboard_records_list("weekly")\n', 'none'],
    ['server/drafts.lua', 'nk.storage_delete({{collection = "drafts", key = p.key, user_id = ctx.user_id}})\n', 'none'],
    [
      'analysis/clean.jl',
      'using Glob\nfor f in glob("*.tif", "/data/lightsheet/raw")\n    rm(f)\nend\n',
      'destructive/filesystem/rm-source-files',
    ],
    ['analysis/clean.jl', 'using Glob\nfor f in glob("*.log", "/tmp/run")\n    rm(f)\nend\n', 'none'],
    [
      'R/tidy.R',
      'files <- list.files("/mnt/plate_reader/archive", recursive = TRUE, full.names = TRUE)\nunlink(files)\n',
      'destructive/filesystem/rm-recursive',
    ],
    ['R/tidy.R', 'files <- list.files("output", recursive = TRUE, full.names = TRUE)\nunlink(files)\n', 'none'],
    ['clean.php', '<?php\nforeach (glob("uploads/*.jpg") as $f) { unlink($f); }\n', 'destructive/filesystem/rm-source-files'],
    ['clean.php', '<?php\nforeach (glob("cache/*.tmp") as $f) { unlink($f); }\n', 'none'],
  ])('%s %#', (path, content, id) => expect(written(path, content)).toBe(id));
});
