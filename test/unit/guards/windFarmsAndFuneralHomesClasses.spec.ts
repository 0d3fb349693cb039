import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { appendDropped, deleteRetargeted } from '../../../src/guards/engine/softDeletes.js';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Round 46 (theatre and live-event production, wind and solar farm operations, funeral homes and cemeteries,
// commercial fishing and aquaculture) and leftovers of rounds 44 and 45: a historian's history deleted over months or
// years, PI points removed, an app's own purge command, rows selected by a date range or a whole subquery, a class
// column compared with a bound parameter, per-row media folders, marketplace listings ended in a loop, GPS tracks, and
// edits that point a delete at kept files or turn an append into an overwrite. One line per class that speaks and
// near-misses that stay silent.

describe('a time-series delete over months or years (destructive/infrastructure/influx-delete-range)', () => {
  test.each([
    [
      `influx delete --bucket scada_raw --org windco --start 1970-01-01T00:00:00Z --stop 2025-06-01T00:00:00Z --predicate '_measurement="turbine_10min"'`,
      'destructive/infrastructure/influx-delete-range',
    ],
    [
      'influx delete -b inverters --stop 2025-06-01T00:00:00Z --start 2023-01-01T00:00:00Z --predicate \'site="north"\'',
      'destructive/infrastructure/influx-delete-range',
    ],
    // A narrow window (the same month), a test bucket, and a query over the same range.
    [`influx delete --bucket scada_raw --start 2025-06-01T00:00:00Z --stop 2025-06-01T06:00:00Z --predicate '_measurement="x"'`, 'none'],
    [`influx delete --bucket scada_test --start 1970-01-01T00:00:00Z --stop 2025-06-01T00:00:00Z --predicate '_measurement="x"'`, 'none'],
    [`influx query 'from(bucket:"x") |> range(start: 1970-01-01T00:00:00Z, stop: 2025-06-01T00:00:00Z)'`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('PI points removed by a cmdlet (destructive/windows/cmdlet-verb)', () => {
  test.each([
    [
      'pwsh -Command "Import-Module OSIsoft.PowerShell; $c = Connect-PIDataArchive -PIDataArchiveMachineName PIARCHIVE01; ' +
        `Get-PIPoint -Name 'INV*.DC_*' -Connection $c | Remove-PIPoint -Connection $c"`,
      'destructive/windows/cmdlet-verb',
    ],
    // A preview, a listing, and a breakpoint (no point of data).
    [`pwsh -Command "Get-PIPoint -Name 'INV*' -Connection $c | Remove-PIPoint -Connection $c -WhatIf"`, 'none'],
    [`pwsh -Command "Get-PIPoint -Name 'INV*' -Connection $c"`, 'none'],
    ['pwsh -Command "Remove-PSBreakpoint -Id 3"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a web framework's own command named for a delete (destructive/unlisted/delete-named-script)", () => {
  test.each([
    ['python manage.py purge_livestreams --older-than 90d', 'destructive/unlisted/delete-named-script'],
    ['php artisan recordings:purge --days=30', 'destructive/unlisted/delete-named-script'],
    ['bundle exec rake catches:wipe_landings', 'destructive/unlisted/delete-named-script'],
    // A dry run, housekeeping of sessions, caches and tokens, another command, and a database task (the database rules').
    ['python manage.py purge_livestreams --older-than 90d --dry-run', 'none'],
    ['python manage.py clearsessions', 'none'],
    ['python manage.py purge_sessions', 'none'],
    ['php artisan cache:clear', 'none'],
    ['python manage.py migrate', 'none'],
    ['RAILS_ENV=test rails db:reset', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('SQL that changes or deletes a broad set of rows (destructive/sql/update-by-range, delete-by-subquery)', () => {
  test.each([
    [`psql "$DATABASE_URL" -c "UPDATE cases SET status = 'closed' WHERE created_at < '2025-01-01';"`, 'destructive/sql/update-by-range'],
    [
      `sqlite3 app.db "UPDATE bookings SET status='cancelled' WHERE event_date BETWEEN '2024-01-01' AND '2024-06-30'"`,
      'destructive/sql/update-by-range',
    ],
    ['sqlite3 fleet.db "DELETE FROM maintenance_log WHERE vessel_id IN (SELECT id FROM vessels);"', 'destructive/sql/delete-by-subquery'],
    // A row by its key, a read, housekeeping, a subquery with its own WHERE, and rows already archived.
    [`psql "$DATABASE_URL" -c "UPDATE cases SET status = 'closed' WHERE id = 42;"`, 'none'],
    [`psql "$DATABASE_URL" -c "UPDATE cases SET status = 'closed' WHERE created_at < '2025-01-01' AND id = 7;"`, 'none'],
    [`psql "$DATABASE_URL" -c "SELECT * FROM cases WHERE created_at < '2025-01-01';"`, 'none'],
    [`psql "$DATABASE_URL" -c "UPDATE sessions SET expired = true WHERE created_at < '2025-01-01';"`, 'none'],
    ['sqlite3 fleet.db "DELETE FROM maintenance_log WHERE vessel_id IN (SELECT id FROM vessels WHERE id = 4);"', 'none'],
    ['psql -c "DELETE FROM orders WHERE id IN (SELECT id FROM orders_archive)"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('code that deletes a class of rows, per-row folders, or every live listing', () => {
  const purge = (statement: string) =>
    `import psycopg2,os\nc=psycopg2.connect(os.environ['DATABASE_URL'])\ncur=c.cursor()\ncur.execute(${statement})\nc.commit()\n`;
  test.each([
    // A class column compared with a bound parameter (destructive/sql/delete-by-range).
    ['scripts/purge_members.py', purge("'DELETE FROM members WHERE status != %s',('active',)"), 'destructive/sql/delete-by-range'],
    ['scripts/purge_listings.py', purge("'DELETE FROM listings WHERE category = ?', (cat,)"), 'destructive/sql/delete-by-range'],
    ['scripts/one.py', purge("'DELETE FROM members WHERE member_id = %s',(mid,)"), 'none'],
    ['scripts/read.py', purge("'SELECT * FROM members WHERE status != %s',('active',)"), 'none'],
    ['scripts/sessions.py', purge("'DELETE FROM sessions WHERE status = %s',('expired',)"), 'none'],
    // A folder the code binds once, joined with each item's name (destructive/filesystem/…).
    [
      'scripts/purge_media.py',
      'import os, shutil\nMEDIA_ROOT = "media/obituaries"\ndef main(ids):\n    for oid in ids:\n' +
        '        shutil.rmtree(os.path.join(MEDIA_ROOT, str(oid)), ignore_errors=True)\n',
      'destructive/filesystem/rm-recursive',
    ],
    [
      'scripts/clean_tmp.py',
      "import os, shutil\nTMP_ROOT = 'tmp/work'\ndef main(ids):\n    for oid in ids:\n        shutil.rmtree(os.path.join(TMP_ROOT, str(oid)))\n",
      'none',
    ],
    // Every live listing a listing call returned, ended (eBay's EndItem), awaited or not.
    [
      'tools/purge_listings.js',
      "const ebay = require('./ebayClient');\n(async () => {\n  const items = await ebay.getActiveListings();\n" +
        "  for (const it of items) await ebay.endItem(it.itemId, 'NotAvailable');\n})();\n",
      'destructive/unlisted/any-cli',
    ],
    [
      'tools/end_all.py',
      "from ebay_client import api\nfor l in api.get_active_listings():\n    api.end_listing(l['item_id'])\n",
      'destructive/unlisted/any-cli',
    ],
    [
      'tools/end_one.js',
      "const ebay = require('./ebayClient');\n(async () => {\n  await ebay.endItem('1234567890', 'NotAvailable');\n})();\n",
      'none',
    ],
    ['tools/streams.js', 'for (const s of streams) s.end();\n', 'none'],
    // PI Web API points deleted in a loop over a listing, the script's `if __name__` guard no condition on the items.
    [
      'scripts/prune_pi_points.py',
      'import requests\ns = requests.Session()\n\ndef main():\n    points = s.get(f"{BASE}/dataservers/x/points").json()["Items"]\n' +
        '    for p in points:\n        s.delete(f"{BASE}/points/{p[\'WebId\']}")\n\nif __name__ == "__main__":\n    main()\n',
      'destructive/unlisted/any-cli',
    ],
    [
      'scripts/prune_some.py',
      'import requests\ns = requests.Session()\n\ndef main():\n    points = s.get(f"{BASE}/dataservers/x/points").json()["Items"]\n' +
        '    for p in points:\n        if p["Name"] in RETIRED:\n            s.delete(f"{BASE}/points/{p[\'WebId\']}")\n' +
        '\nif __name__ == "__main__":\n    main()\n',
      'none',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('GPS tracks and routes are recorded data (destructive/filesystem/rm-source-files)', () => {
  test.each([
    [`python -c "import os,glob; [os.remove(f) for f in glob.glob('routes/*.gpx')]"`, 'destructive/filesystem/rm-source-files'],
    ['rm tracks/2024/*.tcx', 'destructive/filesystem/rm-source-files'],
    ['rm build/routes/*.gpx', 'none'],
    ['ls routes/*.gpx', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an edit that points a delete at kept files (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    [`find "$TMP_DIR" -name '*.csv' -delete`, `find "$ARCHIVE_DIR" -name '*.csv' -mtime +30 -delete`, ['"$ARCHIVE_DIR"']],
    ['rm -rf "$TMP_DIR"', 'rm -rf "$ARCHIVE_DIR"', ['"$ARCHIVE_DIR"']],
    ['find /tmp/telemetry -type f -exec rm {} +', 'find data/telemetry -type f -exec rm {} +', ['data/telemetry']],
    // The same scratch folder narrowed, another scratch folder, a delete turned into a listing.
    [`find "$TMP_DIR" -name '*.csv' -delete`, `find "$TMP_DIR" -name '*.csv' -mtime +1 -delete`, []],
    [`find "$TMP_DIR" -name '*.csv' -delete`, `find "$CACHE_DIR" -name '*.csv' -delete`, []],
    [`find "$TMP_DIR" -name '*.csv' -delete`, `find "$TMP_DIR" -name '*.csv' -print`, []],
  ])('%s → %s', (old, next, found) => expect(deleteRetargeted([{ old, new: next }])).toEqual(found));
});

describe('an edit that turns an append into an overwrite (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    [
      '    df.to_csv(out_path, mode="a", header=not out_path.exists(), index=False)',
      '    df.to_csv(MASTER_LANDINGS, index=False)',
      ['MASTER_LANDINGS'],
    ],
    ["with open(LEDGER, 'a') as f:", "with open(LEDGER, 'w') as f:", ['LEDGER']],
    ['./collect.sh >> data/landings.csv', './collect.sh > data/landings.csv', ['data/landings.csv']],
    ['fs.appendFileSync(logPath, line)', 'fs.writeFileSync(logPath, line)', ['logPath']],
    // Still appending, no append before, a temp file, the null device.
    [
      '    df.to_csv(out_path, mode="a", header=not out_path.exists(), index=False)',
      '    df.to_csv(out_path, mode="a", header=False, index=False)',
      [],
    ],
    ['    df.to_csv(out_path, index=False)', '    df.to_csv(MASTER_LANDINGS, index=False)', []],
    ["with open(tmp_path, 'a') as f:", "with open(tmp_path, 'w') as f:", []],
    ['echo done >> "$LOG"', 'echo done > /dev/null', []],
  ])('%s → %s', (old, next, found) => expect(appendDropped([{ old, new: next }])).toEqual(found));

  test('the guard speaks on the Edit, naming the file', () => {
    const detect = (old_string: string, new_string: string) =>
      (
        destructive.detect(
          {
            hook_event_name: 'PreToolUse',
            tool_name: 'Edit',
            tool_input: { file_path: '/home/dev/proj/scripts/sync_catch_reports.py', old_string, new_string },
          },
          guardContext('/home/dev', { cwd: '/home/dev/proj' }),
        ) as { items: string } | undefined
      )?.items;
    expect(detect('    df.to_csv(out_path, mode="a", index=False)', '    df.to_csv(MASTER_LANDINGS, index=False)')).toContain(
      'writes `MASTER_LANDINGS` over on each run',
    );
    expect(detect(`find "$TMP_DIR" -name '*.csv' -delete`, `find "$ARCHIVE_DIR" -name '*.csv' -delete`)).toContain(
      'points a delete that took only scratch files at `"$ARCHIVE_DIR"`',
    );
    expect(detect('    df.to_csv(out_path, index=False)', '    df.to_csv(out_path, index=False, sep=";")')).toBeUndefined();
  });
});
