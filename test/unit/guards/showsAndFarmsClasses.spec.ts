import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 46 (theatre and live-event production, wind and solar farm operations, funeral homes and cemeteries, commercial
// fishing and aquaculture) and round 45's leftovers: originals rewritten in place by image tools, another version of a work
// copied or moved over its current one, an archive unpacked over a project folder with `-o`, line deletes in a file of
// hand-kept work, every (old) file of a data folder deleted by find, several migrations rolled back, and a pipeline's
// derived data layer cleaned. One line per class that speaks and near-misses that stay silent.

describe('originals rewritten in place by an image tool (destructive/media/mogrify-in-place, exiftool-no-backup)', () => {
  test.each([
    ['mogrify -resize 1600x -quality 80 inspections/2025-04/WTG07/*.JPG', 'destructive/media/mogrify-in-place'],
    ['exiftool -all= -overwrite_original inspections/2025-04/WTG12/*.JPG', 'destructive/media/exiftool-no-backup'],
    ['exiftool -overwrite_original_in_place -GPS*= scans/plots/*.tif', 'destructive/media/exiftool-no-backup'],
    // `-path` writes elsewhere, exiftool keeps `_original` copies by default, and output or thumbnails are made again.
    ['mogrify -path inspections/web -resize 1600x inspections/2025-04/WTG07/*.JPG', 'none'],
    ['exiftool -all= inspections/2025-04/WTG12/*.JPG', 'none'],
    ['mogrify -resize 50% build/img/*.png', 'none'],
    ['mogrify -resize 400x thumbs/*.jpg', 'none'],
    ['exiftool -all= -overwrite_original /tmp/share/*.jpg', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('another version of a work copied or moved over its current one (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['mv exports/HAMLET_MAIN_v2.show lighting/grandma3/shows/HAMLET_MAIN.show', 'destructive/filesystem/copy-over-untracked'],
    ['cp lighting/eos/backup/Hamlet_preview_0412.esf lighting/eos/Hamlet.esf', 'destructive/filesystem/copy-over-untracked'],
    ['mv -f drafts/saltroad_v2.md manuscript/saltroad_final.md', 'destructive/filesystem/copy-over-untracked'],
    ['mv data/interments_cleaned.csv data/interments.csv', 'destructive/filesystem/copy-over-untracked'],
    // A new, dated name replaces nothing; a staged rewrite, code and settings (git's), another work's name, a backup taken.
    ['mv data/raw/landings_new.csv data/raw/landings_2025-06.csv', 'none'],
    // Another work's dated name is still replaced.
    ['mv data/processed/monthly_means.nc data/raw/era5_t2m_1979_2023.nc', 'destructive/filesystem/copy-over-untracked'],
    ['mv lighting/HAMLET_MAIN.show lighting/HAMLET_MAIN_2025-04-12.show', 'none'],
    ['mv data/x.csv.tmp data/x.csv', 'none'],
    ['mv src/app_v2.py src/app.py', 'none'],
    ['cp config/app_v2.yaml config/app.yaml', 'none'],
    ['mv exports/other.show lighting/shows/HAMLET.show', 'none'],
    ['cp lighting/eos/Hamlet.esf lighting/eos/backup/Hamlet_0412.esf', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an archive unpacked over a project folder with -o (destructive/filesystem/unzip-over-project-folder)', () => {
  test.each([
    ['unzip -o archive/tour_2023_stageplots.zip -d riders/stageplots/', 'destructive/filesystem/unzip-over-project-folder'],
    ['unzip -oq old/plots.zip -d riders/stageplots', 'destructive/filesystem/unzip-over-project-folder'],
    // Without -o unzip asks; -n never overwrites; output, vendored code, hidden and scratch folders; a listing.
    ['unzip archive/x.zip -d riders/stageplots/', 'none'],
    ['unzip -n x.zip -d riders/', 'none'],
    ['unzip -o x.zip -d build/', 'none'],
    ['unzip -o sdk.zip -d vendor/sdk', 'none'],
    ['unzip -o fonts.zip -d .fonts', 'none'],
    ['unzip -o x.zip -d /tmp/x', 'none'],
    ['unzip -l x.zip', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('line deletes in a file of hand-kept work (destructive/rewrite/sed-delete-work-lines)', () => {
  test.each([
    ["sed -i '/^Cue 4[0-9][0-9] /,/^$/d' lighting/eos/Hamlet_act2.asc", 'destructive/rewrite/sed-delete-work-lines'],
    ["sed -i '/^WPT/d' routes/summer_cruise.rte", 'destructive/rewrite/sed-delete-work-lines'],
    ["sed -i '3,9d' plots/section_B.gpx", 'destructive/rewrite/sed-delete-work-lines'],
    // A backup suffix, a substitution, code, settings and notes git holds, output, scratch space, and a copy written elsewhere.
    ["sed -i.bak '/^WPT/d' routes/summer_cruise.rte", 'none'],
    ["sed -i 's/WPT/WAY/' routes/summer_cruise.rte", 'none'],
    ["sed -i '/console.log/d' src/app.js", 'none'],
    ["sed -i '/^pytest/d' requirements.txt", 'none'],
    ["sed -i '/^$/d' build/report.asc", 'none'],
    ["sed -i '/^WPT/d' /tmp/x.rte", 'none'],
    ["sed '/^WPT/d' routes/x.rte > /tmp/y", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('every file, or every old file, of a data folder deleted by find (destructive/filesystem/*)', () => {
  test.each([
    ['find data/waivers -type f -mtime +30 -exec rm {} \\;', 'destructive/filesystem/rm-found'],
    ['find crew/photos -type f -mtime +0 -exec rm {} +', 'destructive/filesystem/rm-found'],
    ['find data/waivers -type f -mtime +30 -delete', 'destructive/filesystem/find-delete'],
    ['find data/waivers -type f -exec rm {} +', 'destructive/filesystem/rm-found'],
    // Old backups speak (held-out round 67); logs, caches and scratch are made again; a name test picks some files; recent files kept.
    ['find backups -type f -mtime +30 -delete', 'destructive/filesystem/find-delete'],
    ['find logs -type f -mtime +7 -delete', 'none'],
    ['find data/cache -type f -mtime +1 -delete', 'none'],
    ["find data/waivers -name '*.tmp' -mtime +1 -delete", 'none'],
    ['find /tmp/x -type f -mtime +1 -delete', 'none'],
    // Outside the project every old file is judged as before: a shared file system's.
    ['find /lustre/proj/lammps -mtime +30 -type f -delete', 'destructive/filesystem/find-delete'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('several migrations rolled back (destructive/database/rails-rollback-steps)', () => {
  test.each([
    ['bin/rails db:rollback STEP=3', 'destructive/database/rails-rollback-steps'],
    ['bundle exec rake db:rollback STEP=12', 'destructive/database/rails-rollback-steps'],
    ['bin/rails db:migrate VERSION=0', 'destructive/database/rails-rollback-steps'],
    // One step back (the migration just run), the test database, and a migration forward.
    ['bin/rails db:rollback', 'none'],
    ['bin/rails db:rollback STEP=1', 'none'],
    ['RAILS_ENV=test bin/rails db:rollback STEP=5', 'none'],
    ['bin/rails db:migrate', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a pipeline's derived data layer is its output (destructive/filesystem/rm-recursive)", () => {
  test.each([
    ['rm -rf data/raw/ && make features', 'destructive/filesystem/rm-recursive'],
    // Cookiecutter Data Science's interim and processed layers are written again from data/raw.
    ['rm -rf data/interim/ && make features', 'none'],
    ['rm -rf data/processed', 'none'],
    ['rm -rf db/ incremental_db/ output_files/', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
