import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import { guardContext } from '../../support/guardContext.js';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 28: scripts run by a name that says they delete; a folder of the user's own under the home; a fetch DELETE of
// each item a listing returned; a SQL file handed to a database client. One line per class that speaks and a benign
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
    ['psql -d satnogs -f migrations/cleanup.sql', 'DROP TABLE telemetry_packets;\n', ['destructive/sql/drop']],
    ['mysql app < migrations/cleanup.sql', 'DELETE FROM items;\n', ['destructive/sql/delete-without-where']],
    ['psql --file=migrations/cleanup.sql', 'CREATE TABLE t (id int);\nINSERT INTO t VALUES (1);\n', []],
    ['cat migrations/cleanup.sql', 'DROP TABLE telemetry_packets;\n', []],
  ])('%s', (command, sql, ids) => {
    const home = mkdtempSync(join(tmpdir(), 'wm-sqlfile-'));
    try {
      mkdirSync(join(home, 'proj', 'migrations'), { recursive: true });
      writeFileSync(join(home, 'proj', 'migrations', 'cleanup.sql'), sql);
      const hits = findDestructive(command, guardContext(home, { cwd: join(home, 'proj') }));
      expect(hits.map((hit) => hit.rule)).toEqual(ids);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});
