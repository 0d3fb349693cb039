import { describe, expect, test } from 'vitest';
import { dryRunGuardRemoved } from '../../../src/guards/engine/dryRunGuards.js';
import { editSpeaks } from '../../support/destructiveIds.js';

// Round 108: an Edit that takes out the early return a dry-run flag guarded (`if dry_run: log.info("would delete …");
// return`), so the function goes on to the delete it only reported. One line per case: the guards found (or none),
// and whether the destructive guard speaks on the Edit.

const py = 'if dry_run:\n    log.info("would delete %d stale bouts", len(stale))\n    return\n';

describe('an edit that removes a dry-run early return from a delete', () => {
  test.each([
    // The missed call: the guard removed, the delete below outside the edited text.
    ['src/gym/sync.py', py, 'log.info("deleting %d stale bouts", len(stale))\n', ['if dry_run:']],
    ['src/gym/prune.py', `    ${py.replace(/\n(?=.)/g, '\n    ')}`, '    log.info("deleting %d", len(stale))\n', ['if dry_run:']],
    ['jobs/purge.py', 'if args.dry_run:\n    print(f"would purge {len(rows)} rows")\n    sys.exit(0)\n', '', ['if args.dry_run:']],
    [
      'jobs/clean.py',
      'if self.dry_run: return\nfor b in stale:\n    b.delete()',
      'for b in stale:\n    b.delete()',
      ['if self.dry_run: return'],
    ],
    [
      'jobs/sweep.py',
      'for f in old:\n    if dry_run:\n        continue\n    os.remove(f)',
      'for f in old:\n    os.remove(f)',
      ['if dry_run:'],
    ],
    [
      'src/jobs/purge.ts',
      'if (dryRun) { console.log(`would delete ${n}`); return; }\n',
      '',
      ['if (dryRun) { console.log(`would delete ${n}`); return; }'],
    ],
    [
      'src/jobs/purge.ts',
      'if (opts.dryRun) {\n  console.log(`would remove ${n} files`);\n  process.exit(0);\n}\n',
      'console.log(`removing ${n}`);\n',
      ['if (opts.dryRun) {'],
    ],
    ['lib/tasks/prune.rb', 'puts "would delete #{stale.size} bouts"\nreturn if dry_run\n', '', ['return if dry_run']],
    ['lib/tasks/prune.rb', 'return if options[:dry_run]\nstale.destroy_all\n', 'stale.destroy_all\n', ['return if options[:dry_run]']],
    ['cmd/prune/main.go', 'if dryRun {\n\tlog.Printf("would delete %d", n)\n\treturn nil\n}\n', '', ['if dryRun {']],
    [
      'cmd/prune/main.go',
      'if opts.DryRun {\n\treturn nil\n}\nreturn db.Delete(&stale).Error\n',
      'return db.Delete(&stale).Error\n',
      ['if opts.DryRun {'],
    ],
    [
      'scripts/prune.sh',
      'if [ "$DRY_RUN" = 1 ]; then echo "would delete $f"; exit 0; fi\n',
      '',
      ['if [ "$DRY_RUN" = 1 ]; then echo "would delete $f"; exit 0; fi'],
    ],
    [
      'scripts/prune.sh',
      'if [ "$DRY_RUN" = 1 ]; then\n  echo "would delete $f"\n  continue\nfi\nrm -f "$f"',
      'rm -f "$f"',
      ['if [ "$DRY_RUN" = 1 ]; then'],
    ],
    ['scripts/prune.sh', '[ "$DRY_RUN" = 1 ] && exit 0\nrm -rf "$OLD"', 'rm -rf "$OLD"', ['[ "$DRY_RUN" = 1 ] && exit 0']],
    // Near-misses: the guard kept (moved, reworded, flag renamed, the delete moved under `if not dry_run:`).
    ['src/gym/sync.py', py, `log.info("checking")\n${py}`, []],
    ['src/gym/sync.py', py, py.replace('if dry_run:', 'if self.dry_run:'), []],
    ['src/gym/sync.py', py, py.replace('if dry_run:', 'if preview:'), []],
    ['src/gym/sync.py', py, 'if not dry_run:\n    for b in stale:\n        b.delete()\n', []],
    ['src/gym/sync.py', py, 'if dry_run:\n    log.info("would delete %d stale bouts", len(stale))\nelse:\n    stale.delete()\n', []],
    [
      'cmd/prune/main.go',
      'if dryRun {\n\tlog.Printf("would delete %d", n)\n\treturn nil\n}\n',
      'if isDryRun {\n\tlog.Printf("would delete %d", n)\n\treturn nil\n}\n',
      [],
    ],
    ['lib/tasks/prune.rb', 'return if dry_run\nstale.destroy_all\n', 'stale.destroy_all unless dry_run\n', []],
    // Near-misses: the flag passed on to the helper that now does the rehearsal.
    ['src/gym/sync.py', py, 'purge_stale(stale, dry_run=dry_run)\n', []],
    [
      'src/jobs/purge.ts',
      'if (opts.dryRun) { console.log(`would delete ${n}`); return; }\n',
      'await purge(stale, { dryRun: opts.dryRun });\n',
      [],
    ],
    ['cmd/prune/main.go', 'if dryRun {\n\treturn nil\n}\nreturn db.Delete(&stale).Error\n', 'return prune(db, stale, dryRun)\n', []],
    // The flag only in the function's parameters, not passed on: the guard is gone.
    [
      'src/gym/sync.py',
      `def sync(stale, dry_run=False):\n${py.replace(/^/gm, '    ')}`,
      'def sync(stale, dry_run=False):\n    log.info("deleting")\n',
      ['if dry_run:'],
    ],
    // Near-misses: a rehearsal of something that deletes nothing.
    ['src/mail/send.py', 'if dry_run:\n    log.info("would send %d emails", len(batch))\n    return\n', 'log.info("sending")\n', []],
    ['src/export.ts', 'if (dryRun) { console.log(`would upload ${n}`); return; }\n', 'await upload(files);\n', []],
    ['scripts/export.sh', 'if [ "$DRY_RUN" = 1 ]; then echo "would write $out"; exit 0; fi\n', 'write_report > "$out"\n', []],
    // Near-misses: a negated flag (the real run's branch), a test, a doc, a scratch job, a guard added.
    ['src/gym/sync.py', 'if not dry_run:\n    return\n# would delete', 'log.info("deleting")', []],
    ['tests/test_sync.py', py, 'log.info("deleting")\n', []],
    ['docs/purge.md', py, 'log.info("deleting")\n', []],
    ['scripts/clean_cache.py', py, 'log.info("deleting")\n', []],
    ['src/gym/sync.py', 'log.info("deleting %d stale bouts", len(stale))\n', py, []],
  ])('%s: %j → %j', (path, old, next, found) => expect(dryRunGuardRemoved(path, [{ old, new: next }])).toEqual(found));

  test.each([
    ['src/gym/sync.py', py, 'log.info("deleting %d stale bouts", len(stale))\n', true],
    ['src/gym/sync.py', py, py.replace('if dry_run:', 'if self.dry_run:'), false],
    ['src/mail/send.py', 'if dry_run:\n    log.info("would send %d emails", len(batch))\n    return\n', 'log.info("sending")\n', false],
  ])('the guard on an Edit of %s speaks: %j → %j: %s', (path, old, next, speaks) => expect(editSpeaks(path, old, next)).toBe(speaks));
});
