import { describe, expect, test } from 'vitest';
import { commandIds as rule, editedIds as edited } from '../../support/destructiveIds.js';

// Rounds 133-134 (records judged by their names): a log whose name says it is a kept record (an inspection, incident or
// vaccination log, a register) emptied or deleted, written as `.log` or as text; the backups of a registers or logbooks
// folder deleted; and an Edit that turns a listing of a script's readings folder into a delete by a shorter age. One line per
// call, with the near-misses that stay silent: a dev-server, debug or build log, `.bak` files under output, scratch folders.

describe('a log named as a kept record is emptied or deleted (destructive/filesystem/*-record-log*)', () => {
  test.each([
    [': > logs/ride_inspection_log.txt', 'destructive/filesystem/empty-record-log'],
    ['truncate -s 0 logs/lift_inspection_log.txt', 'destructive/filesystem/rm-record-logs'],
    [': > logs/boiler-inspections.log', 'destructive/filesystem/empty-record-log'],
    ['truncate -s 0 data/safety/incident_log.log', 'destructive/filesystem/rm-record-logs'],
    ['rm -f logs/accident_book.log', 'destructive/filesystem/rm-record-logs'],
    ['cp /dev/null records/injury-log.txt', 'destructive/filesystem/cp-null-record-log'],
    [': > clinic/logs/vaccination.log', 'destructive/filesystem/empty-record-log'],
    [': > logs/immunisation_log.txt', 'destructive/filesystem/empty-record-log'],
    [': > logs/visitor_register.log', 'destructive/filesystem/empty-record-log'],
    ['truncate -s 0 logs/audit_log.txt', 'destructive/filesystem/rm-record-logs'],
    [': > logs/maintenance_log.txt', 'destructive/filesystem/empty-record-log'],
    [': > logs/logbook.txt', 'destructive/filesystem/empty-record-log'],
    // A program's own logs: the dev server's, a debug or build log, a test run's, npm's.
    [': > logs/dev-server.log', 'none'],
    ['truncate -s 0 logs/dev-server.log', 'none'],
    [': > logs/scanner-debug.log', 'none'],
    [': > logs/build_log.txt', 'none'],
    [': > logs/test-output.txt', 'none'],
    ['rm -f npm-debug.log', 'none'],
    [': > /tmp/inspection_log.txt', 'none'],
    [': > node_modules/.cache/incident_log.txt', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a registers or logbooks folder's backups deleted (destructive/filesystem/find-delete)", () => {
  test.each([
    ["find registers/ -name '*.bak' -delete", 'destructive/filesystem/find-delete'],
    ["find site/registers -name '*.bak' -delete", 'destructive/filesystem/find-delete'],
    ["find logbooks -name '*.bak' -delete", 'destructive/filesystem/find-delete'],
    ["find data/ -name '*.bak' -delete", 'destructive/filesystem/find-delete'],
    // A listing, and backups under output, a package folder or a cache.
    ["find registers/ -name '*.bak' -print", 'none'],
    ["find build/ -name '*.bak' -delete", 'none'],
    ["find dist/ -name '*.bak' -delete", 'none'],
    ["find node_modules/ -name '*.bak' -delete", 'none'],
    ["find .cache -name '*.bak' -delete", 'none'],
    ["find . -name '*.orig' -delete", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an Edit turns a listing of a readings folder into a delete (destructive/edits/soft-to-hard-delete)', () => {
  const listed = (variable: string) => `find "$${variable}" -name '*.ndjson.gz' -mtime +365 -print`;
  const deleted = (variable: string, days = 7) => `find "$${variable}" -name '*.ndjson*' -mtime +${days} -delete`;
  test.each([
    ['READINGS_DIR', 'destructive/edits/soft-to-hard-delete'],
    ['SENSOR_READINGS', 'destructive/edits/soft-to-hard-delete'],
    ['MEASUREMENTS_DIR', 'destructive/edits/soft-to-hard-delete'],
    ['SAMPLES_DIR', 'destructive/edits/soft-to-hard-delete'],
    ['ARCHIVE_DIR', 'destructive/edits/soft-to-hard-delete'],
    // Scratch and a program's own logs stay silent as before.
    ['TMP_DIR', 'none'],
    ['CACHE_DIR', 'none'],
    ['LOG_DIR', 'none'],
  ])('$%s → %s', (variable, id) => expect(edited('scripts/rotate_readings.sh', listed(variable), deleted(variable))).toBe(id));

  test('a listing of readings kept as a listing stays silent', () =>
    expect(edited('scripts/rotate_readings.sh', listed('READINGS_DIR'), `${listed('READINGS_DIR')} | wc -l`)).toBe('none'));
});

describe('a checked variable named for readings or measurements holds kept data (destructive/filesystem/rm-recursive)', () => {
  test.each([
    ['rm -rf "${READINGS_DIR:?}"/2023', 'destructive/filesystem/rm-recursive'],
    ['rm -rf "${MEASUREMENTS:?}"/2023', 'destructive/filesystem/rm-recursive'],
    ['rm -rf "${SAMPLES_DIR:?}"/2023', 'destructive/filesystem/rm-recursive'],
    ['rm -rf "${ARCHIVE_DIR:?}"/2023', 'destructive/filesystem/rm-recursive'],
    // Scratch, and a loop's one sample (`$SAMPLE`), are not a folder of kept data.
    ['rm -rf "${TMP_DIR:?}"/2023', 'none'],
    ['rm -rf "${SAMPLE:?}"/tmp', 'none'],
    ['rm -rf "${SAMPLE_RATE:?}"/2023', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
