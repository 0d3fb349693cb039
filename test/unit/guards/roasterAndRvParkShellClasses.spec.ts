import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 62 (coffee roasters, land surveyors, costume and party-rental shops, mobile-home and RV parks): the lock files CAD
// and office programs hold, a records table filtered in place by perl, a filter's output moved back over its records file,
// a machine's service history emptied by a redirect, and a test database deleted before it is made again. One line per
// class that speaks and near-misses that stay silent.

describe("programs' lock and owner files are scratch wherever they lie", () => {
  test.each([
    ['rm -f plats/*.dwl plats/*.dwl2', 'none'],
    ['rm -f plats/parcel_2291.dwl', 'none'],
    ['rm -f hardware/mainboard/*.lck', 'none'],
    ['rm -f db/orders.laccdb', 'none'],
    // The drawings themselves still speak.
    ['rm -f plats/*.dwg', 'destructive/workfiles/rm-design-file'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a records table filtered in place by perl, in any folder (destructive/rewrite/perl-filter-data-lines)', () => {
  test.each([
    ["perl -i -ne 'print unless /,VOID,/' exports/pos/toast_2024-05.csv", 'destructive/rewrite/perl-filter-data-lines'],
    ["perl -i -ne 'print if /,PAID,/' sales/2024.tsv", 'destructive/rewrite/perl-filter-data-lines'],
    // A suffix keeps a copy; config, logs and build output are no records.
    ["perl -i.bak -ne 'print unless /,VOID,/' exports/pos/toast.csv", 'none'],
    ["perl -i -ne 'print unless /^#/' config/app.conf", 'none'],
    ["perl -i -ne 'print unless /DEBUG/' logs/app.log", 'none'],
    ["perl -i -ne 'print unless /,VOID,/' build/out.csv", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a filter moved back over its records file (destructive/rewrite/filter-moved-back-over-records)', () => {
  const id = 'destructive/rewrite/filter-moved-back-over-records';
  test.each([
    [`jq '.lots |= map(select(.status != "sold"))' data/lots.json > data/lots.tmp && mv data/lots.tmp data/lots.json`, id],
    ["grep -v ',VOID,' sales/2024.csv > sales/t && mv sales/t sales/2024.csv", id],
    ["grep -v ',VOID,' sales/2024.csv | sponge sales/2024.csv", id],
    [`awk -F, '$5 != "VOID"' data/tx.csv > /tmp/x && mv /tmp/x data/tx.csv`, id],
    ["sed -e '/VOID/d' data/tx.csv > t && cp t data/tx.csv", id],
    ['csvgrep -c status -m VOID -i data/tx.csv > t.csv && mv t.csv data/tx.csv', id],
    [`mlr --csv filter '$status != "VOID"' data/tx.csv > t && mv t data/tx.csv`, id],
    // Into a new file, a field added, a sort, settings and output: nothing is dropped from records.
    [`jq '.lots |= map(select(.status != "sold"))' data/lots.json > data/unsold.json`, 'none'],
    ["jq '.lots[].checked = true' data/lots.json > data/lots.tmp && mv data/lots.tmp data/lots.json", 'none'],
    ["jq 'del(.scripts.test)' package.json > tmp.json && mv tmp.json package.json", 'none'],
    ["jq '.contacts |= map(select(.email != null))' data/braze_export.json > tmp.json && mv tmp.json data/braze_export.json", 'none'],
    ['sort data/tx.csv > t && mv t data/tx.csv', 'none'],
    ["grep -v '^$' data/signatories.csv > data/tmp.csv && mv data/tmp.csv data/signatories.csv", 'none'],
    ["sed '/^\\s*$/d' data/tx.csv > t && mv t data/tx.csv", 'none'],
    ['awk NF data/tx.csv > t && mv t data/tx.csv', 'none'],
    ["grep -v '^#' config/hosts.txt > t && mv t config/hosts.txt", 'none'],
    ['grep -v DEBUG build/out.csv > t && mv t build/out.csv', 'none'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe('a log kept as a record emptied (destructive/filesystem/empty-record-log)', () => {
  test.each([
    [': > logs/service/linea_pb_2019_sn18452.log', 'destructive/filesystem/empty-record-log'],
    [': > logs/dispatch_audit.log', 'destructive/filesystem/empty-record-log'],
    ['> logs/maintenance/compressor.log', 'destructive/filesystem/empty-record-log'],
    ['cp /dev/null logs/truck_logbook.log', 'destructive/filesystem/cp-null-record-log'],
    ['truncate -s 0 logs/maintenance.log', 'destructive/filesystem/rm-record-logs'],
    // A program's runtime logs and scratch copies stay silent.
    [': > logs/app.log', 'none'],
    [': > logs/dev-server.log', 'none'],
    ['truncate -s 0 logs/service.log', 'none'],
    [': > logs/web-service.log', 'none'],
    [': > /tmp/maintenance.log', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a test database deleted is made again (destructive/filesystem/rm-database-file)', () => {
  test.each([
    ['rm -f db/test.sqlite3 && RAILS_ENV=test bin/rails db:prepare', 'none'],
    ['rm -f db/shop_test.sqlite3', 'none'],
    ['rm -f test/orders.db', 'none'],
    // Production-named and unmarked databases still speak.
    ['rm db/production.sqlite3', 'destructive/filesystem/rm-database-file'],
    ['rm -f db/orders.sqlite3', 'destructive/filesystem/rm-database-file'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
