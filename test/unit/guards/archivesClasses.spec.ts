import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { removedRecords } from '../../../src/guards/engine/recordEdits.js';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Round 34: libraries, archives, museums, digital preservation and genealogy. Repository and catalogue systems'
// admin tools, family-tree applications, LTFS tapes, a local archival API, SQL that deletes a class of records by
// its code, scans and masters, and an Edit that takes whole records out of a record file. One line per class that
// speaks and a near-miss that stays silent.

describe('repository, catalogue and family-tree tools (rules/destructive/archives.json)', () => {
  test.each([
    ['/dspace/bin/dspace database clean', 'destructive/archives/dspace-database-clean'],
    ['/dspace/bin/dspace database info', 'none'],
    ['/dspace/bin/dspace database migrate', 'none'],
    ['/dspace/bin/dspace dsrun org.dspace.administer.ItemDeleter -c 123456789/42 --all', 'destructive/archives/dspace-delete'],
    ['dspace dsrun org.dspace.administer.MetadataImporter -f reg.xml', 'none'],
    ['dspace packager -d -e admin@example.org -i 123456789/4 -t AIP', 'destructive/archives/dspace-delete'],
    ['dspace packager -s -e admin@example.org -p 123456789/4 aip.zip', 'none'],
    ['/dspace/bin/dspace index-discovery -b', 'none'],
    ["gramps -O 'Smith Family' --remove 'Smith Family' -y", 'destructive/archives/gramps-remove-tree'],
    ["gramps -r 'Smith.*' -y", 'destructive/archives/gramps-remove-tree'],
    ["gramps -O 'Smith Family' -e /home/dev/proj/exports/smith.ged", 'none'],
    ['gramps -L', 'none'],
    ['rm ~/.gramps/grampsdb/5f3a1c2e/*', 'destructive/archives/genealogy-database-files'],
    ['rm ~/.local/share/gramps/grampsdb/5f3a1c2e/sqlite.db', 'destructive/archives/genealogy-database-files'],
    ['rm ~/Documents/Genealogy/murphy.rmtree', 'destructive/archives/genealogy-database-files'],
    ['rm -f exports/smith.ged.tmp', 'none'],
    ['php index.php tree --delete=kennedy', 'destructive/archives/webtrees-tree-delete'],
    ['php index.php tree-import kennedy /tmp/kennedy.ged', 'destructive/archives/webtrees-tree-delete'],
    ['php index.php tree --create=kennedy', 'none'],
    ['php index.php tree-list', 'none'],
    ['sudo koha-remove library', 'destructive/archives/koha-remove-instance'],
    ['koha-list --enabled', 'none'],
    ['php symfony tools:purge --demo', 'destructive/archives/atom-purge'],
    ['php symfony search:populate', 'none'],
    ['ltfs -o eject && mkltfs -d /dev/sg3 -f', 'destructive/archives/ltfs-format'],
    ['unltfs -d /dev/sg0', 'destructive/archives/ltfs-format'],
    ['mkltfs --help', 'none'],
    ['ltfs /mnt/ltfs -o devname=/dev/sg3', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a local archival API's repository and bulk deletes", () => {
  test.each([
    [
      'curl -X DELETE -H "X-ArchivesSpace-Session: $SESSION" http://localhost:8089/repositories/2',
      'destructive/archives/local-repository-delete',
    ],
    ['curl -H "X-ArchivesSpace-Session: $SESSION" http://localhost:8089/repositories/2', 'none'],
    ['curl -X DELETE http://localhost:8089/repositories/2/resources/14', 'none'],
    ['curl -X DELETE http://localhost:8089/repositories/test-repo', 'none'],
    [
      `curl -s -X POST 'http://localhost:8089/repositories/2/batch_delete' -d '{"record_uris":["/repositories/2/resources/14"]}'`,
      'destructive/archives/local-bulk-delete',
    ],
    ["curl -X POST http://127.0.0.1:3000/api/items/bulk-delete -d '{}'", 'destructive/archives/local-bulk-delete'],
    ["curl -X POST http://localhost:3000/api/items/delete -d '{}'", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('SQL that deletes a class of records by its code, not one row by its key', () => {
  test.each([
    ["psql -U evergreen -d evergreen -c 'DELETE FROM biblio.record_entry WHERE source = 3;'", 'destructive/sql/delete-by-category'],
    ['mysql collectiveaccess -e "DELETE FROM ca_objects WHERE deleted = 0 AND type_id = 24;"', 'destructive/sql/delete-by-category'],
    ["sqlite3 app.db 'DELETE FROM items WHERE itemTypeID = 14'", 'destructive/sql/delete-by-category'],
    ["psql -c 'DELETE FROM catalog WHERE hidden = true'", 'destructive/sql/delete-by-category'],
    ["mysql koha -e 'DELETE FROM items WHERE itemnumber = 4412'", 'none'],
    ["psql -c 'DELETE FROM biblio.record_entry WHERE id = 3;'", 'none'],
    ["psql -c 'DELETE FROM watchdog WHERE wid = 4211'", 'none'],
    ["psql -c 'DELETE FROM shifts WHERE shift_id = 512 AND volunteer_id = 77'", 'none'],
    ["psql -c 'DELETE FROM items WHERE withdrawn = 1 AND itemnumber = 5'", 'none'],
    // A string compared with a column named for a class is a class too (round 35): every lost item, not one.
    [`psql -c "DELETE FROM items WHERE status = 'lost'"`, 'destructive/sql/delete-by-range'],
    [`psql -c "DELETE FROM items WHERE barcode = '39000012345'"`, 'none'],
    ["psql -c 'DELETE FROM jobs WHERE status = 3'", 'none'],
    ["psql -c 'DELETE FROM user_sessions WHERE revoked = 1'", 'none'],
    ["mysql koha -e 'SELECT itemnumber FROM items WHERE withdrawn = 1'", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
  test.each([
    [
      'scripts/purge_withdrawn.py',
      "import pymysql\nconn = pymysql.connect(db='koha')\nwith conn.cursor() as cur:\n" +
        '    cur.execute("DELETE FROM items WHERE withdrawn = 1")\nconn.commit()\n',
      'destructive/sql/delete-by-category',
    ],
    [
      'scripts/report_withdrawn.py',
      'import pymysql\nconn = pymysql.connect(db=\'koha\')\nwith conn.cursor() as cur:\n    cur.execute("SELECT itemnumber FROM items WHERE withdrawn = 1")\n',
      'none',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('scans, masters and preservation packages; a find that picks the large files', () => {
  test.each([
    ["find /home/dev/proj/scans -name '*.tif' -size +50M -delete", 'destructive/filesystem/find-delete'],
    ["find samples/ -name '*.wav' -size +50M -delete", 'destructive/filesystem/find-delete'],
    ["find /home/dev/proj/scans -name '*.tif' -size +50M | wc -l", 'none'],
    ["find data -name '*.csv' -size -1k -delete", 'none'],
    ["find build -name '*.tif' -size +50M -delete", 'none'],
    ['rm -rf masters/', 'destructive/filesystem/rm-recursive'],
    ['rm -rf aips/2019', 'destructive/filesystem/rm-recursive'],
    ['rm -rf build/scans', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a Docker volume named as a test or scratch one', () => {
  test.each([
    ['docker volume rm proj_test_solr_tmp', 'none'],
    ['podman volume rm e2e-pg', 'none'],
    ['docker volume rm evergreen_pgdata', 'destructive/containers/docker-volume-rm'],
    ['docker volume rm proj_test_solr_tmp evergreen_pgdata', 'destructive/containers/docker-volume-rm'],
    ['docker volume rm contest_db', 'destructive/containers/docker-volume-rm'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an Edit that takes whole records out of a record file', () => {
  test.each([
    ['data/family.ged', '0 @I1@ INDI\n1 NAME John /Murphy/', '', 1],
    ['data/family.ged', '0 @I1@ INDI\n1 NAME John /Murphy/\n0 @F1@ FAM\n1 HUSB @I1@', '0 @F1@ FAM', 1],
    ['contacts.vcf', 'BEGIN:VCARD\nFN:Ann\nEND:VCARD\n', '', 1],
    ['cal/team.ics', 'BEGIN:VEVENT\nSUMMARY:a\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:b\nEND:VEVENT', '', 2],
    // A record edited in place, one added, and the same text in a file that is not a record file.
    ['data/family.ged', '1 NAME John /Murphy/', '1 NAME John Patrick /Murphy/', 0],
    ['data/family.ged', '0 @I1@ INDI\n1 NAME John /Murphy/', '0 @I1@ INDI\n1 NAME John /Murphy/\n1 BIRT', 0],
    ['notes.md', '0 @I1@ INDI\n1 NAME John /Murphy/', '', 0],
  ])('%s: %j → %j removes %d', (path, old, next, removed) =>
    expect(removedRecords(path, [{ old, new: next }])?.removed ?? 0).toBe(removed),
  );

  test('the guard speaks on an Edit that leaves nothing in place of a GEDCOM person', () => {
    const finding = destructive.detect(
      {
        hook_event_name: 'PreToolUse',
        tool_name: 'Edit',
        tool_input: { file_path: '/home/dev/proj/data/family.ged', old_string: '0 @I1@ INDI\n1 NAME John /Murphy/', new_string: '' },
      },
      guardContext('/home/dev', { cwd: '/home/dev/proj' }),
    ) as { items: string } | undefined;
    expect(finding?.items).toContain('`Edit family.ged`: takes a whole record out');
    expect(finding?.items).not.toContain('when it runs');
  });
});
