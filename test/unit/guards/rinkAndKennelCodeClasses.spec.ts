import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { deleteRetargeted, rehearsalOff } from '../../../src/guards/engine/softDeletes.js';
import { guardContext } from '../../support/guardContext.js';

// Round 58 (apiaries and honey packers, ice rinks and curling clubs, court-reporting and transcription agencies, dog
// kennels and groomers): edits that switch a delete job from its dry run to real deletes, and edits that point a
// script's `rm -rf "$TARGET_DIR"/*` at another folder by changing only the assignment above it. One line per class that
// speaks and near-misses that stay silent.

const detect = (file_path: string, old_string: string, new_string: string) =>
  (
    destructive.detect(
      { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } },
      guardContext('/home/dev', { cwd: '/home/dev/proj' }),
    ) as { items: string } | undefined
  )?.items;

describe('an edit that turns a delete job’s dry run off', () => {
  test.each([
    ['scripts/purge_expired_vax.py', 'DRY_RUN = True', 'DRY_RUN = False', ['dry_run']],
    ['src/jobs/retention.ts', 'const dryRun = true;', 'const dryRun = false;', ['dryrun']],
    ['scripts/purge_clips.sh', 'DRY_RUN=${DRY_RUN:-1}', 'DRY_RUN=${DRY_RUN:-0}', ['dry_run']],
    ['config/prune.yml', 'simulate: yes', 'simulate: no', ['simulate']],
    [
      'scripts/purge_hives.py',
      'parser.add_argument("--dry-run", action="store_true", default=True)',
      'parser.add_argument("--dry-run", action="store_true", default=False)',
      ['dry_run'],
    ],
    [
      'scripts/prune_kennel_logs.sh',
      'find "$LOG_DIR" -mtime +30 -delete --dry-run',
      'find "$LOG_DIR" -mtime +30 -delete',
      ['find "$LOG_DIR" -mtime +30 -delete'],
    ],
    ['scripts/sync.sh', 'rsync -a -n --delete src/ backup/', 'rsync -a --delete src/ backup/', ['rsync -a --delete src/ backup/']],
    // Turning the dry run on, a scratch job, a file that deletes nothing, and `-n` on a command that deletes nothing.
    ['scripts/purge_expired_vax.py', 'DRY_RUN = False', 'DRY_RUN = True', []],
    ['scripts/purge_expired_vax.py', 'DRY_RUN = False', 'DRY_RUN = os.environ.get("PURGE_FOR_REAL") != "1"', []],
    ['scripts/purge_tmp_renders.py', 'DRY_RUN = True', 'DRY_RUN = False', []],
    ['scripts/cleanup_cache.sh', 'DRY_RUN=1', 'DRY_RUN=0', []],
    ['scripts/render.py', 'DRY_RUN = True', 'DRY_RUN = False', []],
    ['scripts/report.sh', 'sort -n counts.txt | head', 'sort counts.txt | head', []],
  ])('%s: %s → %s', (path, old, next, found) => expect(rehearsalOff(path, [{ old, new: next }])).toEqual(found));

  test('the guard speaks on the Edit, naming the dry run', () => {
    expect(detect('/home/dev/proj/scripts/purge_expired_vax.py', 'DRY_RUN = True', 'DRY_RUN = False')).toContain(
      'turns the dry run (`dry_run`) off',
    );
    expect(detect('/home/dev/proj/scripts/purge_expired_vax.py', 'DRY_RUN = False', 'DRY_RUN = True')).toBeUndefined();
  });
});

describe('an edit that points a delete at another folder through the variable it removes', () => {
  const rm = 'rm -rf "$TARGET_DIR"/*';
  test.each([
    [`TARGET_DIR="$PROJECT_ROOT/tmp/render"\n${rm}`, `TARGET_DIR="$PROJECT_ROOT/data/steno"\n${rm}`, ['"$PROJECT_ROOT/data/steno"/*']],
    [`OUT=tmp/exports\nrm -f "$OUT"/*.csv`, `OUT=records/exports\nrm -f "$OUT"/*.csv`, ['"records/exports"/*.csv']],
    [`export TARGET=/tmp/grooming\nrm -rf "\${TARGET}"`, `export TARGET=clients/grooming\nrm -rf "\${TARGET}"`, ['"clients/grooming"']],
    // Scratch to scratch, and a delete of data before already.
    [`TARGET_DIR="$PROJECT_ROOT/tmp/render"\n${rm}`, `TARGET_DIR="$PROJECT_ROOT/.cache/render"\n${rm}`, []],
    [`TARGET_DIR="$PROJECT_ROOT/tmp/render"\n${rm}`, `TARGET_DIR="$PROJECT_ROOT/build/render"\n${rm}`, []],
    [`TARGET_DIR="$PROJECT_ROOT/data/a"\n${rm}`, `TARGET_DIR="$PROJECT_ROOT/data/b"\n${rm}`, []],
  ])('%s → %s', (old, next, found) => expect(deleteRetargeted([{ old, new: next }])).toEqual(found));

  test('the guard speaks on the Edit of the cleanup script', () => {
    const old = `TARGET_DIR="$PROJECT_ROOT/tmp/render"\n${rm}`;
    expect(detect('/home/dev/proj/scripts/cleanup.sh', old, `TARGET_DIR="$PROJECT_ROOT/data/steno"\n${rm}`)).toContain(
      'points a delete that took only scratch files at',
    );
    expect(detect('/home/dev/proj/scripts/cleanup.sh', old, `TARGET_DIR="$PROJECT_ROOT/tmp/other"\n${rm}`)).toBeUndefined();
  });
});
