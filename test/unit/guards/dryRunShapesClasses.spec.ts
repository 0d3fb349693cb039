import { describe, expect, test } from 'vitest';
import { editSpeaks } from '../../support/destructiveIds.js';

// Round 145: a dry-run guard taken out in front of a delete, whatever its shape (`argv.dryRun !== false`, an if/else, a
// ternary, a wrapped delete, a confirmation tested for off, a default turned from true to false), speaks; a guard kept,
// added or in front of a read, and a test, stay silent. One line per case: the file, the old and new text, speak or not.

const js = '  if (argv.dryRun !== false) {\n    console.log(`[dry run] would delete ${stale.length} listings`);\n    return;\n  }\n';
const del = '  await Listing.deleteMany({ _id: { $in: stale.map((l) => l._id) } });';

describe('an edit that takes a dry-run guard out from in front of a delete', () => {
  test.each([
    // The missed call: `!== false` is a test for on, and the guard returns rather than branching.
    ['scripts/cleanup_listings.js', js + del, del, true],
    ['scripts/cleanup_listings.ts', js.replace('!== false', '=== true') + del, del, true],
    ['scripts/cleanup_listings.js', js.replace('argv.dryRun !== false', "argv['dry-run'] != false") + del, del, true],
    ['scripts/cleanup.js', js.replace('argv.dryRun !== false', 'argv.noop') + del, del, true],
    ['scripts/cleanup.js', js.replace('argv.dryRun !== false', 'opts.preview') + del, del, true],
    // A confirmation tested for off: the same rehearsal the other way round.
    ['scripts/cleanup.js', js.replace('argv.dryRun !== false', '!argv.yes') + del, del, true],
    ['scripts/cleanup.js', js.replace('argv.dryRun !== false', 'argv.force !== true') + del, del, true],
    [
      'jobs/purge_orders.py',
      'if not args.confirm:\n    print(f"would delete {len(rows)} orders")\n    return\nOrder.objects.filter(id__in=ids).delete()',
      'Order.objects.filter(id__in=ids).delete()',
      true,
    ],
    [
      'lib/tasks/purge.rb',
      'unless options[:force]\n  puts "would delete #{stale.size} rows"\n  next\nend\nstale.destroy_all',
      'stale.destroy_all',
      true,
    ],
    ['scripts/purge.sh', '[ "$CONFIRM" = yes ] || { echo "would delete $dir"; exit 0; }\nrm -rf "$dir"', 'rm -rf "$dir"', true],
    ['scripts/purge.sh', 'if [ -z "$FORCE" ]; then\n  echo "would delete $dir"\n  exit 0\nfi\nrm -rf "$dir"', 'rm -rf "$dir"', true],
    // An if/else whose other branch deletes, a ternary, a delete wrapped in `if not dry_run:`.
    [
      'scripts/cleanup.js',
      'if (dryRun) {\n  console.log(`skipping ${ids.length}`);\n} else {\n  await Listing.deleteMany({ _id: { $in: ids } });\n}',
      'await Listing.deleteMany({ _id: { $in: ids } });',
      true,
    ],
    [
      'jobs/prune.py',
      'if dry_run:\n    log.info("skipping %d", len(ids))\nelse:\n    Bout.objects.filter(id__in=ids).delete()',
      'Bout.objects.filter(id__in=ids).delete()',
      true,
    ],
    [
      'scripts/prune.ts',
      'dryRun ? console.log(`skip ${p}`) : fs.rmSync(p, { recursive: true });',
      'fs.rmSync(p, { recursive: true });',
      true,
    ],
    ['jobs/prune.py', 'if not dry_run:\n    Bout.objects.filter(id__in=ids).delete()', 'Bout.objects.filter(id__in=ids).delete()', true],
    ['cmd/prune/main.go', 'if !*dryRun {\n\tdb.Delete(&stale)\n}', 'db.Delete(&stale)', true],
    ['scripts/prune.sh', 'if [ "$DRY_RUN" -eq 0 ]; then\n  rm -rf "$dir"\nfi', 'rm -rf "$dir"', true],
    // Near-misses: the guard kept while reformatted, a guard added, a guard in front of a read, a test, a scratch job.
    [
      'scripts/cleanup_listings.js',
      js + del,
      `  if (argv.dryRun !== false) { console.log(\`would delete \${stale.length}\`); return; }\n${del}`,
      false,
    ],
    ['scripts/cleanup_listings.js', js + del, js.replace('argv.dryRun', 'options.dryRun') + del, false],
    ['scripts/cleanup_listings.js', del, js + del, false],
    ['scripts/report_listings.js', `${js.replace('would delete', 'would list')}  console.table(stale);`, '  console.table(stale);', false],
    ['jobs/prune.py', 'if dry_run:\n    log.info("skipping")\nelse:\n    print(rows)', 'print(rows)', false],
    [
      'jobs/prune.py',
      'if not dry_run:\n    Bout.objects.filter(id__in=ids).delete()',
      'if not args.dry_run:\n    Bout.objects.filter(id__in=ids).delete()',
      false,
    ],
    // Review: a line that only names another flag keeps nothing; camel confirmations are confirmations.
    [
      'jobs/purge_rows.py',
      'if args.dry_run:\n    print(f"would delete {len(rows)} rows")\n    return\nRow.objects.filter(id__in=ids).delete()',
      'if args.verbose or args.yes:\n    print(rows)\nRow.objects.filter(id__in=ids).delete()',
      true,
    ],
    [
      'jobs/purge_rows.py',
      'if args.dry_run:\n    print(f"would delete {len(rows)} rows")\n    return\nRow.objects.filter(id__in=ids).delete()',
      'log("apply", rows) if rows else None\nRow.objects.filter(id__in=ids).delete()',
      true,
    ],
    ['scripts/cleanup.js', js.replace('argv.dryRun !== false', '!opts.isConfirmed') + del, del, true],
    ['scripts/cleanup.js', js.replace('argv.dryRun !== false', '!userConfirmed') + del, del, true],
    ['scripts/cleanup.js', js.replace('argv.dryRun !== false', '!shouldForce') + del, del, true],
    // …and the same flag kept, or a whole guard on another rehearsal flag, stays silent.
    [
      'jobs/purge_rows.py',
      'if args.dry_run:\n    print(f"would delete {len(rows)} rows")\n    return\nRow.objects.filter(id__in=ids).delete()',
      'if args.verbose or args.dry_run:\n    print(rows)\n    return\nRow.objects.filter(id__in=ids).delete()',
      false,
    ],
    [
      'jobs/purge_rows.py',
      'if args.dry_run:\n    print(f"would delete {len(rows)} rows")\n    return\nRow.objects.filter(id__in=ids).delete()',
      'if args.preview:\n    print(rows)\n    return\nRow.objects.filter(id__in=ids).delete()',
      false,
    ],
    [
      'scripts/cleanup.js',
      js.replace('argv.dryRun !== false', '!opts.isConfirmed') + del,
      js.replace('argv.dryRun !== false', '!opts.userConfirmed') + del,
      false,
    ],
    [
      'scripts/cleanup.js',
      js.replace('argv.dryRun !== false', '!shouldForce') + del,
      `  if (!argv.shouldForce && !argv.yes) return;\n${del}`,
      false,
    ],
    ['scripts/cleanup.js', js.replace('argv.dryRun !== false', '!isConfirmedBy') + del, del, true],
    [
      'scripts/report.js',
      `${js.replace('argv.dryRun !== false', '!canExecuteReport').replace('would delete', 'would list')}  console.table(stale);`,
      '  console.table(stale);',
      false,
    ],
    ['test/cleanup_listings.test.js', js + del, del, false],
    ['scripts/clean_cache.js', js + del, del, false],
  ])('%s: %j → %j speaks: %s', (path, old, next, speaks) => expect(editSpeaks(path, old, next)).toBe(speaks));
});

describe("an edit that turns a delete job's dry-run default from true to false", () => {
  test.each([
    [
      'scripts/cleanup_listings.js',
      "  .option('dry-run', { type: 'boolean', default: true })",
      "  .option('dry-run', { type: 'boolean', default: false })",
      true,
    ],
    [
      'scripts/cleanup_listings.ts',
      'async function cleanup({ dryRun = true } = {}) {',
      'async function cleanup({ dryRun = false } = {}) {',
      true,
    ],
    ['jobs/purge_bouts.py', 'def purge(stale, dry_run: bool = True):', 'def purge(stale, dry_run: bool = False):', true],
    [
      'jobs/purge_bouts.py',
      "@click.option('--dry-run/--no-dry-run', default=True)",
      "@click.option('--dry-run/--no-dry-run', default=False)",
      true,
    ],
    [
      'cmd/purge/main.go',
      'dryRun := flag.Bool("dry-run", true, "only list what would be deleted")',
      'dryRun := flag.Bool("dry-run", false, "only list what would be deleted")',
      true,
    ],
    // Near-misses: the dry run turned on, a default of something else, a scratch job.
    [
      'scripts/cleanup_listings.js',
      "  .option('dry-run', { type: 'boolean', default: false })",
      "  .option('dry-run', { type: 'boolean', default: true })",
      false,
    ],
    [
      'scripts/cleanup_listings.js',
      "  .option('verbose', { type: 'boolean', default: true })",
      "  .option('verbose', { type: 'boolean', default: false })",
      false,
    ],
    [
      'scripts/clean_cache.js',
      "  .option('dry-run', { type: 'boolean', default: true })",
      "  .option('dry-run', { type: 'boolean', default: false })",
      false,
    ],
  ])('%s: %j → %j speaks: %s', (path, old, next, speaks) => expect(editSpeaks(path, old, next)).toBe(speaks));
});
