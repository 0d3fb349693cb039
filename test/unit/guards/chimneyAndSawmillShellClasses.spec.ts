import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 74 (chimney sweeps, taxidermy studios, casinos and slot floors, sawmills and timber yards): shell file operations.
// A folder below thumbnails or renders, a draft filed under its period's name, a dated surveillance or security log
// truncated, and a blank copied over a kept list. One line per class that speaks and near-misses that stay silent.

describe('a folder below a folder of thumbnails, previews or renders (destructive/filesystem/rm-recursive)', () => {
  test.each([
    // Made again from the footage or the originals, whatever the folder below is named for.
    ['rm -rf public/thumbnails/inspections && make thumbs', 'none'],
    ['rm -rf public/thumbnails/inspections', 'none'],
    ['rm -rf renders/claims', 'none'],
    ['rm -rf previews/patients', 'none'],
    ['rm -rf data/thumbnails/inspections', 'none'],
    // A signed or approved copy filed there, the folder of records itself, and the renders folder as a whole.
    ['rm -rf renders/approved', 'destructive/filesystem/rm-recursive'],
    ['rm -rf renders/proofs/approved', 'destructive/filesystem/rm-recursive'],
    ['rm -rf public/inspections', 'destructive/filesystem/rm-recursive'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a draft filed under its work plus a period or version (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['mv data/kiln_schedule_draft.csv data/kiln_schedule_2024-07.csv', 'none'],
    ['cp data/kiln_schedule_draft.csv data/kiln_schedule_2024-07.csv', 'none'],
    ['mv data/roster_wip.csv data/roster_2024-07.csv', 'none'],
    ['mv data/kiln_schedule_draft.csv data/kiln_schedule_v3.csv', 'none'],
    ['mv data/kiln_schedule_draft.csv data/kiln_schedule_2024_q3.csv', 'none'],
    ['mv data/draft_kiln_schedule.csv data/kiln_schedule_2024-07.csv', 'none'],
    // The draft over its work's bare name or another stage, a dated draft onto another period, a kept log's year, a copy.
    ['mv data/kiln_schedule_draft.csv data/kiln_schedule.csv', 'destructive/filesystem/copy-over-untracked'],
    ['mv data/kiln_schedule_draft.csv data/kiln_schedule_final.csv', 'destructive/filesystem/copy-over-untracked'],
    ['mv data/kiln_schedule_draft_2024-06.csv data/kiln_schedule_2024-07.csv', 'destructive/filesystem/copy-over-untracked'],
    ['mv data/fuel_log_draft.csv data/fuel_log_2024.csv', 'destructive/filesystem/copy-over-untracked'],
    ['cp data/x_draft.csv data/x.csv', 'destructive/filesystem/copy-over-untracked'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a dated log under a surveillance, security or access folder emptied (destructive/filesystem/*-record-log)', () => {
  test.each([
    [': > logs/surveillance/2024-05-12_pit3.log', 'destructive/filesystem/empty-record-log'],
    ['> logs/surveillance/2024-05-12_pit3.log', 'destructive/filesystem/empty-record-log'],
    [': > logs/cctv/cam07_2024-05-12.log', 'destructive/filesystem/empty-record-log'],
    [': > logs/security/20240512.log', 'destructive/filesystem/empty-record-log'],
    [': > logs/access/2024-05-12.log', 'destructive/filesystem/empty-record-log'],
    ['truncate -s 0 logs/surveillance/2024-05-12_pit3.log', 'destructive/filesystem/rm-record-logs'],
    ['cp /dev/null logs/surveillance/2024-05-12_pit3.log', 'destructive/filesystem/cp-null-record-log'],
    ['rm logs/surveillance/2024-05-12_pit3.log', 'destructive/filesystem/rm-record-logs'],
    // A program's own logs, a debug log of a day, an undated or temp one, and a build writing its new log.
    [': > logs/app.log', 'none'],
    [': > logs/dev.log', 'none'],
    ['truncate -s 0 logs/debug/2024-05-12.log', 'none'],
    [': > tmp/surveillance.log', 'none'],
    [': > logs/surveillance/current.log', 'none'],
    ['make build > logs/build-2024-05-12.log', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a blank copied over a kept list or a data file (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['cp /tmp/empty.json data/compliance/self_exclusion_list.json', 'destructive/filesystem/copy-over-untracked'],
    ['cp /tmp/empty.json data/players/banned_players.json', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/blank.json data/members.json', 'destructive/filesystem/copy-over-untracked'],
    ['cp /tmp/empty.json data/players.json', 'destructive/filesystem/copy-over-untracked'],
    ['cp stub.json compliance/self_exclusion_list.json', 'destructive/filesystem/copy-over-untracked'],
    // A fixture that is itself a blank, a file the name says is started now, settings and code.
    ['cp /tmp/empty.json test/fixtures/empty.json', 'none'],
    ['cp templates/blank.json data/new_site.json', 'none'],
    ['cp templates/blank.csv data/new_site.csv', 'none'],
    ['cp config/example.env .env.example', 'none'],
    ['cp /tmp/empty.json config/allowlist.json', 'none'],
    ['cp /tmp/empty.json src/data/players.json', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
