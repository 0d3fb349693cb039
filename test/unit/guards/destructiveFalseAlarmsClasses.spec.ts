import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import { commandIds as rule } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Held-out rounds 129 and 132 (destructive false alarms): a blank copied to the file of a period still to come, an UPDATE or
// DELETE keyed by the row's own id in an outside registry (FIDE's, GitHub's, Stripe's), and a test runner's output deleted by
// type. One line per class that stays silent, and the near-misses that still speak.

const COPY = 'destructive/filesystem/copy-over-untracked';
// Years by the clock, so that the lines keep their meaning as years pass: last year is a closed period, next year one to come.
const year = new Date().getUTCFullYear();
const [last, next] = [year - 1, year + 1];

describe("a blank copied to a period's file that is still to come starts it (destructive/filesystem/copy-over-untracked)", () => {
  test.each([
    [`cp templates/blank_langar_rota.xlsx data/rota/langar_rota_${next}.xlsx`, 'none'],
    [`cp templates/blank_langar_rota.xlsx data/rota/langar_rota_${year}.xlsx`, 'none'],
    [`cp templates/blank_feeding_log.xlsx records/feeding/feeding_log_${next}.xlsx`, 'none'],
    [`cp templates/budget_blank.xlsx finance/budget_${next}.xlsx`, 'none'],
    [`cp templates/timetable_blank.csv data/timetables/ferry_timetable_${year}.csv`, 'none'],
    [`cp templates/blank_schedule.ods data/schedules/volunteer_schedule_${next}-Q1.ods`, 'none'],
    [`cp templates/inspection_blank.xlsx data/inspections/fleet_inspections_${next}.xlsx`, 'none'],
    // The undated live file, a log or register of the running period, and any file of a period that has ended still speak.
    ['cp templates/blank_langar_rota.xlsx data/rota/langar_rota.xlsx', COPY],
    [`cp templates/blank_feeding_log.xlsx records/feeding/feeding_log_${year}.xlsx`, COPY],
    [`cp templates/inspection_blank.xlsx data/inspections/fleet_inspections_${year}.xlsx`, COPY],
    [`cp templates/blank_langar_rota.xlsx data/rota/langar_rota_${last}.xlsx`, COPY],
    [`cp templates/blank_schedule.xlsx data/schedules/fall_${last}_master.xlsx`, COPY],
    [`cp templates/enrichment_log_blank.csv data/enrichment/enrichment_log_${last}.csv`, COPY],
    // A draft moved onto a period's rota is no blank: it lands on whatever is there.
    [`mv data/rota/langar_rota_draft.xlsx data/rota/langar_rota_${next}.xlsx`, COPY],
    // An empty table copied over a period's data file still empties it where the period has ended or is being logged.
    [`cp templates/timetable_blank.csv data/timetables/ferry_timetable_${last}.csv`, COPY],
    [`cp fixtures/empty_spray_log.csv records/spray_log_${year}.csv`, COPY],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  const home = mkdtempSync(join(tmpdir(), 'wm-rota-'));
  mkdirSync(join(home, 'proj', 'data', 'rota'), { recursive: true });
  writeFileSync(join(home, 'proj', 'data', 'rota', `langar_rota_${next}.xlsx`), 'filled in');
  afterAll(() => rmSync(home, { recursive: true, force: true }));
  const ids = (command: string) =>
    findDestructive(command, guardContext(home, { config: {} }))
      .map((hit) => hit.rule)
      .join(' ') || 'none';

  test.each([
    // Next year's rota already on disk, filled in: the blank replaces it. Beside it, a name not there yet is a new file.
    [`cp templates/blank_langar_rota.xlsx data/rota/langar_rota_${next}.xlsx`, COPY],
    [`cp templates/blank_langar_rota.xlsx data/rota/langar_rota_${next + 1}.xlsx`, 'none'],
    [`cp templates/rota_blank.csv data/rota/langar_rota_${next}.csv`, 'none'],
  ])('on disk: %s → %s', (command, id) => expect(ids(command)).toBe(id));
});

const UPDATE = 'destructive/sql/update-by-owner';
const DELETE = 'destructive/sql/delete-by-owner';

describe("a row's own id in an outside registry selects that row, not a parent's children (destructive/sql/*-by-owner)", () => {
  test.each([
    [`psql chessclub -c "UPDATE players SET rating = 1843 WHERE fide_id = 1503014;"`, 'none'],
    [`mysql club -e "UPDATE members SET grade = 181 WHERE ecf_id = 284113"`, 'none'],
    [`psql -d lab -c "UPDATE researchers SET email = 'a@uni.ac.uk' WHERE orcid_id = '0000-0002-1825-0097';"`, 'none'],
    [`psql -c "UPDATE users SET avatar_url = NULL WHERE github_id = 5821;"`, 'none'],
    [`sqlite3 shop.db "UPDATE customers SET email = 'x@y.z' WHERE stripe_id = 'cus_N4x2';"`, 'none'],
    [`psql -c "UPDATE films SET title = 'Alien' WHERE imdb_id = 'tt0078748';"`, 'none'],
    [`psql -c "UPDATE contacts SET phone = '555-0100' WHERE external_id = 88213;"`, 'none'],
    [`psql -c "DELETE FROM players WHERE fide_id = 1503014;"`, 'none'],
    [`mysql crm -e "DELETE FROM contacts WHERE hubspot_id = 40211"`, 'none'],
    // A key of another table still selects every child row of that record.
    [`psql -d events -c "UPDATE guests SET rsvp_status = 'pending' WHERE event_id = 42;"`, UPDATE],
    [`psql -c "UPDATE games SET result = NULL WHERE tournament_id = 7;"`, UPDATE],
    [`psql -c "UPDATE invoices SET status = 'void' WHERE stripe_customer_id = 'cus_N4x2';"`, UPDATE],
    [`psql -c "UPDATE ratings SET value = 1200 WHERE player_id = 1503014;"`, UPDATE],
    [`psql -c "DELETE FROM guests WHERE event_id = 42;"`, DELETE],
    [`psql -c "DELETE FROM repos WHERE owner_id = 5821;"`, DELETE],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

const RM = 'destructive/filesystem/rm-source-files';

describe("a test runner's output deleted by type is written again by its next run (destructive/filesystem/rm-source-files)", () => {
  test.each([
    ['rm -f test-output/*.gpx', 'none'],
    ['rm -f test_output/*.gpx', 'none'],
    ['rm test-output/*.fastq', 'none'],
    ['rm -f packages/parser/test-output/*.kml', 'none'],
    ['rm -f test-results/*.gpx', 'none'],
    ['rm -f coverage/*.gpx', 'none'],
    ['find test-output -name "*.gpx" -delete', 'none'],
    // Recorded tracks, a field test's recordings, and the records beside a test folder still speak.
    ['rm -f tracks/*.gpx', RM],
    ['rm -f data/tracks/*.gpx', RM],
    ['rm -f test-flights/*.gpx', RM],
    ['rm -f test_runs/*.gpx', RM],
    ['rm -f test-output/*.gpx data/tracks/*.gpx', RM],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
