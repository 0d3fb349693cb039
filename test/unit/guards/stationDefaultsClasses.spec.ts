import { describe, expect, test } from 'vitest';
import { commandIds as rule, editSpeaks as edit } from '../../support/destructiveIds.js';

// Round 68 (radio stations and their automation, among others): a file's stock defaults copied over the live schedule or
// roster of the same name, and an edit that adds a wipe of a module constant's folder of recordings after an upload. One
// line per class that speaks and near-misses that stay silent.

describe('stock defaults copied over the live schedule, rota or roster of the same name (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['cp config/dispatch/rota.default.json config/dispatch/rota.json', 'destructive/filesystem/copy-over-untracked'],
    ['cp config/pumps/dosing_schedule.yaml.dist config/pumps/dosing_schedule.yaml', 'destructive/filesystem/copy-over-untracked'],
    ['cp config/kennels/roster.example.xml config/kennels/roster.xml', 'destructive/filesystem/copy-over-untracked'],
    // Settings seeded from their stock copy, a no-clobber copy, a new local file and a test's own copy stay silent.
    ['cp config/settings.default.yml config/settings.yml', 'none'],
    ['cp phpunit.xml.dist phpunit.xml', 'none'],
    ['cp config/logging.example.yaml config/logging.yaml', 'none'],
    ['cp -n config/dispatch/rota.default.json config/dispatch/rota.json', 'none'],
    ['cp config/dispatch/rota.default.json config/dispatch/rota.local.json', 'none'],
    ['cp tests/fixtures/rota.default.json tests/fixtures/rota.json', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an added wipe of a kept folder a module constant names, after an upload, speaks', () => {
  test.each([
    ['FOOTAGE_DIR', true],
    ['BODYCAM_ROOT', true],
    ['SURVEY_FOLDER', true],
    // Folders named as staging, output, thumbnails or logs are made again or thrown away.
    ['STAGING_DIR', false],
    ['OUTPUT_DIR', false],
    ['THUMBNAIL_DIR', false],
    ['LOG_DIR', false],
  ])('shutil.rmtree(%s) → %s', (name, speaks) =>
    expect(edit('jobs/sync_bodycam.py', '    push_to_vault(batch)\n', `    push_to_vault(batch)\n    shutil.rmtree(${name})\n`)).toBe(
      speaks,
    ),
  );
  test('a constant the edit binds to scratch stays silent', () =>
    expect(
      edit(
        'jobs/sync_bodycam.py',
        '    push_to_vault(batch)\n',
        '    FOOTAGE_DIR = tempfile.mkdtemp()\n    push_to_vault(batch)\n    shutil.rmtree(FOOTAGE_DIR)\n',
      ),
    ).toBe(false));
});
