import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Rounds 42 and 43: trust-and-safety moderation, sports leagues, climate modelling, photography libraries, chess
// platforms and route planning. SQL and MongoDB deletes that pick a class of rows, a data file replaced by a move
// onto another name, an app's hard purge, curated match lists, and a folder its builder writes again. One line per
// class that speaks and the near-misses that stay silent.

describe('SQL that deletes every child row of one record, or every row whose field is set (rules/destructive/sql.json)', () => {
  test.each([
    ["psql -U lemmy -d lemmy -c 'DELETE FROM comment WHERE creator_id = 4412;'", 'destructive/sql/delete-by-owner'],
    ["mysql forum -e 'DELETE FROM posts WHERE author_id = 17'", 'destructive/sql/delete-by-owner'],
    ['sqlite3 /var/lib/grafana/grafana.db "DELETE FROM dashboard WHERE folder_id = 12;"', 'destructive/sql/delete-by-owner'],
    // The table's own key, a housekeeping table, a natural key, two keys, a read and an update stay silent.
    ["psql -U lemmy -d lemmy -c 'DELETE FROM comment WHERE id = 4412;'", 'none'],
    ["psql -d shop -c 'DELETE FROM orders WHERE order_id = 884213;'", 'none'],
    ["mysql ojs -e 'DELETE FROM submission_files WHERE submission_file_id = 9921;'", 'none'],
    ["psql -d odoo -c 'DELETE FROM res_partner WHERE partner_id = 4821;'", 'none'],
    ["psql -d app -c 'DELETE FROM sessions WHERE user_id = 4182;'", 'none'],
    ['cqlsh -e "DELETE FROM shop.carts WHERE user_id = 42;"', 'none'],
    [`psql -d gtfs -c "DELETE FROM stop_times WHERE trip_id = 'T_1042';"`, 'none'],
    ["sqlite3 v.db 'DELETE FROM shift_assignments WHERE shift_id = 512 AND volunteer_id = 77;'", 'none'],
    ["psql -U lemmy -d lemmy -c 'SELECT * FROM comment WHERE creator_id = 4412;'", 'none'],
    ["psql -U lemmy -d lemmy -c 'UPDATE comment SET removed = true WHERE creator_id = 4412;'", 'none'],
    [`psql -d misskey -c 'DELETE FROM note WHERE "userHost" IS NOT NULL;'`, 'destructive/sql/delete-by-category'],
    ["psql -d mastodon -c 'DELETE FROM accounts WHERE domain IS NOT NULL;'", 'destructive/sql/delete-by-category'],
    ["psql -d misskey -c 'DELETE FROM note WHERE cw IS NOT NULL;'", 'none'],
    [`psql -d misskey -c 'DELETE FROM note WHERE "userHost" IS NOT NULL AND id = 5;'`, 'none'],
    [`psql -d misskey -c 'SELECT count(*) FROM note WHERE "userHost" IS NOT NULL;'`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a MongoDB delete whose filter picks documents by a flag or code (rules/destructive/database.json)', () => {
  test.each([
    ["mongosh clubsite --eval 'db.members.deleteMany({duesPaid:false})'", 'destructive/database/mongo-delete-by-field'],
    [`mongosh clubsite --eval 'db.members.deleteMany({ status: "lapsed", tier: 2 })'`, 'destructive/database/mongo-delete-by-field'],
    ["mongo crm --eval 'db.contacts.remove({optedOut: true})'", 'destructive/database/mongo-delete-by-field'],
    [`mongosh clubsite --eval 'db.members.deleteOne({_id: ObjectId("65a1f0c2e4b0a1b2c3d4e5f6")})'`, 'none'],
    [`mongosh clubsite --eval 'db.members.deleteMany({_id: ObjectId("65a1f0c2e4b0a1b2c3d4e5f6")})'`, 'none'],
    ["mongosh clubsite --eval 'db.members.find({duesPaid:false}).count()'", 'none'],
    ["mongosh app --eval 'db.sessions.deleteMany({ expired: true })'", 'none'],
    [`mongosh app --eval 'db.events.deleteMany({ createdAt: { $lt: ISODate("2023-01-01") } })'`, 'none'],
    [`mongosh "$MONGO_URL" --eval 'db.products.deleteMany({migratedAt: {$exists: true}, _tmp: true})'`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a move or copy onto a data file of another name, on a tree not seen here (src/guards/engine/replaced.ts)', () => {
  test.each([
    ['mv empty.pgn data/master_games.pgn', 'destructive/filesystem/copy-over-untracked'],
    ['mv data/processed/monthly_means.nc data/raw/era5_t2m_1979_2023.nc', 'destructive/filesystem/copy-over-untracked'],
    ['mv data/claims_2024.csv data/claims_2023.csv', 'destructive/filesystem/copy-over-untracked'],
    ['cp template_orgchart.json data/org_chart.json', 'destructive/filesystem/copy-over-untracked'],
    // A new name built from the old, a backup, the file's own rewrite, a folder, the same name, no-clobber, not records.
    ['mv data/responses_master.csv data/responses_master_2024.csv', 'none'],
    ['cp drillholes/assay.csv drillholes/assay.csv.bak', 'none'],
    ['mv data/x.csv.tmp data/x.csv', 'none'],
    ['cp ~/Documents/bank/exports/*.csv data/raw/', 'none'],
    ['mv content/posts/2019-old-news.md content/archive/', 'none'],
    ['cp ~/Downloads/export.csv data/raw/export.csv', 'none'],
    ['mv paper/main.tex paper/jps-main.tex', 'none'],
    ['mv -n empty.pgn data/master_games.pgn', 'none'],
    ['cp src/a.ts src/b.ts', 'none'],
    ["jq '.contacts |= map(select(.email != null))' data/braze_export.json > tmp.json && mv tmp.json data/braze_export.json", 'none'],
    ['python clean.py > /tmp/stops.txt && mv /tmp/stops.txt data/gtfs/stops_2024.txt', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("an app's hard purge, curated match lists, a folder its builder writes again", () => {
  test.each([
    ['photoprism purge --hard', 'destructive/media/photoprism-purge-hard'],
    ['docker compose exec photoprism photoprism purge --hard', 'destructive/media/photoprism-purge-hard'],
    ['photoprism purge', 'none'],
    ['photoprism purge --hard --dry', 'none'],
    ['photoprism cleanup', 'none'],
    ['rm -f exports/photodna_matchlist.csv exports/photodna_matchlist.bak', 'destructive/filesystem/rm-match-lists'],
    ['rm -f moderation/pdq_hashlist.tsv', 'destructive/filesystem/rm-match-lists'],
    ['rm config/ban_list.json', 'destructive/filesystem/rm-match-lists'],
    ['rm /tmp/blocklist.txt', 'none'],
    ['rm src/blocklist.ts', 'none'],
    ['rm test/fixtures/matchlist.csv', 'none'],
    ['rm exports/photodna_report.csv', 'none'],
    ['rm -rf valhalla_tiles && valhalla_build_tiles -c valhalla.json data/netherlands-latest.osm.pbf', 'none'],
    ['rm -rf valhalla-tiles; valhalla_build_tiles -c valhalla.json data/nl.osm.pbf', 'none'],
    ['rm -rf valhalla_tiles && valhalla_build_config > valhalla.json', 'destructive/filesystem/rm-recursive'],
    ['rm -rf tiles && valhalla_build_tiles -c valhalla.json data/nl.osm.pbf', 'destructive/filesystem/rm-recursive'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
