import { describe, expect, test } from 'vitest';
import { commandIds as rule, editedIds as edited, writtenIds as written } from '../../support/destructiveIds.js';

// Round 120 (cadet squadrons and squash ladders): an ORM bulk update with no scope, an archive of rows edited into a hard
// delete, a folder deleted and made again by the project's script for it, and a test run's output deleted by type. One line
// per class that speaks and near-misses that stay silent.

const ARCHIVED = '  Match.where(season_id: season.id).find_each do |m|\n    m.update!(archived: true)\n  end';

describe('an ORM bulk update with no scope is an UPDATE without WHERE (destructive/sql/update-without-where)', () => {
  test.each([
    ['scripts/reset_season.rb', 'Player.update_all(rating: 1500, ladder_rung: nil)\n', 'destructive/sql/update-without-where'],
    ['lib/tasks/reset.rake', 'task :reset do\n  Cadet.all.update_all("flight = NULL")\nend\n', 'destructive/sql/update-without-where'],
    ['app/reset.py', 'Player.objects.update(rating=1500)\n', 'destructive/sql/update-without-where'],
    ['app/reset.py', 'Player.objects.all().update(rating=1500)\n', 'destructive/sql/update-without-where'],
    ['app/reset.py', 'session.query(Player).update({Player.rating: 1500})\n', 'destructive/sql/update-without-where'],
    ['app/Reset.php', "<?php\nPlayer::query()->update(['rating' => 1500]);\n", 'destructive/sql/update-without-where'],
    ['app/Reset.php', "<?php\nDB::table('players')->update(['rating' => 1500]);\n", 'destructive/sql/update-without-where'],
    ['src/reset.ts', 'await prisma.player.updateMany({ data: { rating: 1500 } });\n', 'destructive/sql/update-without-where'],
    ['src/reset.ts', 'await prisma.player.updateMany({ where: {}, data: { rating: 1500 } });\n', 'destructive/sql/update-without-where'],
    ['src/reset.js', 'await Player.update({ rating: 1500 }, { where: {} });\n', 'destructive/sql/update-without-where'],
    // Scoped updates (a filter, a named scope, an association, a where with conditions) and an update of one instance.
    ['scripts/reset.rb', 'Player.where(league_id: league.id).update_all(rating: 1500)\n', 'none'],
    ['scripts/reset.rb', 'Player.active.update_all(rating: 1500)\n', 'none'],
    ['scripts/reset.rb', 'team.players.update_all(rating: 1500)\n', 'none'],
    ['scripts/reset.rb', 'player.update!(rating: 1500)\n', 'none'],
    ['app/reset.py', 'Player.objects.filter(league=league).update(rating=1500)\n', 'none'],
    ['app/reset.py', 'player.update(rating=1500)\n', 'none'],
    ['app/Reset.php', "<?php\nPlayer::query()->where('league_id', $id)->update(['rating' => 1500]);\n", 'none'],
    ['src/reset.ts', 'await prisma.player.updateMany({ where: { leagueId }, data: { rating: 1500 } });\n', 'none'],
    ['src/reset.js', 'await Player.update({ rating: 1500 }, { where: { leagueId } });\n', 'none'],
    ['src/reset.js', 'await player.update({ rating: 1500 });\n', 'none'],
  ])('%s: %s → %s', (path, content, id) => expect(written(path, content)).toBe(id));

  test.each([
    ['rails runner "Player.update_all(rating: 1500)"', 'destructive/sql/update-without-where'],
    ['python manage.py shell -c "Player.objects.update(rating=1500)"', 'destructive/sql/update-without-where'],
    ['python manage.py shell -c "Player.objects.filter(league_id=3).update(rating=1500)"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an Edit that turns an archive of rows into a hard delete (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    [
      ARCHIVED,
      '  Match.where(season_id: season.id).delete_all\n  Player.update_all(rating: 1500, ladder_rung: nil)',
      'destructive/sql/update-without-where destructive/edits/soft-to-hard-delete',
    ],
    [ARCHIVED, '  Match.where(season_id: season.id).delete_all', 'destructive/edits/soft-to-hard-delete'],
    [
      '  Match.where(season_id: season.id).find_each do |m|\n    m.deleted_at = Time.current\n    m.save!\n  end',
      '  Match.where(season_id: season.id).delete_all',
      'destructive/edits/soft-to-hard-delete',
    ],
    [
      '  Match.where(season_id: season.id).find_each(&:discard)',
      '  Match.where(season_id: season.id).delete_all',
      'destructive/edits/soft-to-hard-delete',
    ],
    [
      '  Sortie.where(squadron_id: sq.id).each { |s| s.update_column(:archived_at, Time.current) }',
      '  Sortie.where(squadron_id: sq.id).destroy_all',
      'destructive/edits/soft-to-hard-delete',
    ],
    // The archive kept, an update that marks nothing as gone, and a mark cleared (a restore) replaced by a delete.
    [ARCHIVED, '  Match.where(season_id: season.id).find_each do |m|\n    m.update!(archived: true, note: "end of season")\n  end', 'none'],
    [
      '  Match.where(season_id: season.id).find_each do |m|\n    m.update!(score: 0)\n  end',
      '  Match.where(season_id: season.id).delete_all',
      'none',
    ],
    ['  m.deleted_at = nil', '  Match.where(season_id: season.id).delete_all', 'none'],
  ])('%s → %s', (before, after, id) => expect(edited('scripts/reset_season.rb', before, after)).toBe(id));

  test('a Django loop that set deleted_at, edited into the filter’s delete', () =>
    expect(
      edited(
        'app/purge.py',
        'for m in Match.objects.filter(season_id=s.id):\n    m.deleted_at = timezone.now()\n    m.save()',
        'Match.objects.filter(season_id=s.id).delete()',
      ),
    ).toBe('destructive/edits/soft-to-hard-delete'));
});

describe('a folder deleted and made again by the project script named for it', () => {
  test.each([
    ['rm -rf public/audio/tts/ && npm run tts:generate', 'none'],
    ['rm -rf public/audio/tts && bun run tts:render', 'none'],
    ['rm -rf public/sprites && yarn build:sprites', 'none'],
    ['rm -rf assets/icons && npm run generate-icons', 'none'],
    ['rm -rf src/gen/graphql && pnpm codegen:graphql', 'none'],
    ['rm -rf docs/api && make docs-api', 'none'],
    // A script that does not name the folder, one that fetches or uploads, a source root, hand-written docs.
    ['rm -rf public/audio && npm test', 'destructive/filesystem/rm-recursive'],
    ['rm -rf public/audio/tts && npm run lint', 'destructive/filesystem/rm-recursive'],
    ['rm -rf data/raw && npm run data:fetch', 'destructive/filesystem/rm-recursive'],
    ['rm -rf recordings/tts && npm run tts:upload', 'destructive/filesystem/rm-recursive'],
    ['rm -rf src && npm run build:src', 'destructive/filesystem/rm-recursive'],
    ['rm -rf docs && make docs', 'destructive/filesystem/rm-recursive'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('every file of a type deleted from a test run’s output folder', () => {
  test.each([
    ["find tests/output -name '*.wav' -delete", 'none'],
    ["find ./tests/output -name '*.wav' -delete", 'none'],
    ["find spec/output -name '*.flac' -delete", 'none'],
    ["find tests/results -name '*.wav' -delete", 'none'],
    ["find tests/e2e/results -name '*.wav' -delete", 'none'],
    ["find test/renders -name '*.exr' -delete", 'none'],
    // Recordings, hand-kept fixtures and baselines, a data folder's output, and an output folder outside the tests.
    ["find recordings -name '*.wav' -delete", 'destructive/filesystem/find-delete'],
    ["find tests/fixtures/audio -name '*.wav' -delete", 'destructive/filesystem/find-delete'],
    ["find tests/fixtures/output -name '*.wav' -delete", 'destructive/filesystem/find-delete'],
    ["find tests/golden/output -name '*.wav' -delete", 'destructive/filesystem/find-delete'],
    ["find data/output -name '*.wav' -delete", 'destructive/filesystem/find-delete'],
    ["find output -name '*.wav' -delete", 'destructive/filesystem/find-delete'],
    ["find results -name '*.wav' -delete", 'destructive/filesystem/find-delete'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
