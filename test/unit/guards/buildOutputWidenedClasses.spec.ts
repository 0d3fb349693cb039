import { describe, expect, test } from 'vitest';
import { isBuildOutput } from '../../../src/guards/engine/buildOutputs.js';
import { deleteRetargeted, wipeAdded } from '../../../src/guards/engine/softDeletes.js';
import { editedIds as edited, writtenIds as written } from '../../support/destructiveIds.js';

// Round 183 (destructive: edits that widen a delete): a build script's delete of scratch files in its output folder
// widened to the whole folder it names as its output and makes again (`rm -rf "$OUT_DIR"/*.tmp` → `rm -rf "$OUT_DIR"` then
// `mkdir -p "$OUT_DIR"`), in shell and in code. The build writes that folder again, so it stays silent; the same widening
// to a folder named for data, uploads, backups, records or media, to a project root, or out of the output folder speaks.
// One line per class member and near-miss (a near-miss may speak with another rule beside this one).

const EDIT = 'destructive/edits/soft-to-hard-delete';

describe('a build script widening a delete to its own output folder (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    ['scripts/build_site.sh', 'rm -rf "$OUT_DIR"/*.tmp\n', 'rm -rf "$OUT_DIR"\nmkdir -p "$OUT_DIR"\n', 'none'],
    ['scripts/build.sh', 'rm -rf "$OUTPUT_DIR"/*.tmp\n', 'rm -rf "$OUTPUT_DIR"\n', 'none'],
    ['scripts/build.sh', 'rm -rf "${OUT_DIR:?}"/*.tmp\n', 'rm -rf "${OUT_DIR:?}"\nmkdir -p "${OUT_DIR:?}"\n', 'none'],
    ['scripts/build.sh', 'rm -f "$DIST_DIR"/*.map\n', 'rm -rf "$DIST_DIR"\nnpm run build\n', 'none'],
    ['scripts/build.sh', 'rm -f "$SITE_OUT"/*.tmp\n', 'rm -rf "$SITE_OUT"\n', 'none'],
    ['scripts/build.sh', 'rm -rf out/tmp\n', 'rm -rf out\nmkdir -p out\n', 'none'],
    ['scripts/build.sh', 'rm -rf "$ROOT"/out/*.tmp\n', 'rm -rf "$ROOT"/out\n', 'none'],
    ['scripts/build.sh', 'rm -rf "$OUT_DIR"/*.tmp\n', 'rm -f "$OUT_DIR"/*.html\n', 'none'],
    ['Makefile', 'clean:\n\trm -f $(OUT_DIR)/*.tmp\n', 'clean:\n\trm -rf $(OUT_DIR)\n\tmkdir -p $(OUT_DIR)\n', 'none'],
    ['Makefile', 'clean:\n\trm -f $(OUT_DIR)/*.tmp\n', 'clean:\n\trm -rf $(DATA_DIR)\n', EDIT],
    ['scripts/site.sh', 'rm -rf _site/.tmp\n', 'rm -rf _site\nbundle exec jekyll build\n', 'none'],
    ['scripts/site.sh', 'rm -rf public/*.tmp\n', 'rm -rf public\nhugo --minify\n', 'none'],
    ['scripts/docs.sh', 'rm -rf site/*.tmp\n', 'rm -rf site\nmkdocs build --strict\n', 'none'],
    // Data, uploads, backups, records and media, a project root, a folder out of or kept in the output folder.
    ['scripts/build_site.sh', 'rm -rf "$OUT_DIR"/*.tmp\n', 'rm -rf "$DATA_DIR"\nmkdir -p "$DATA_DIR"\n', EDIT],
    ['scripts/sync.sh', 'rm -rf "$UPLOADS_DIR"/*.tmp\n', 'rm -rf "$UPLOADS_DIR"\nmkdir -p "$UPLOADS_DIR"\n', EDIT],
    ['scripts/sync.sh', 'rm -rf "$BACKUP_DIR"/*.tmp\n', 'rm -rf "$BACKUP_DIR"\nmkdir -p "$BACKUP_DIR"\n', EDIT],
    ['scripts/sync.sh', 'rm -rf "$ARCHIVE_DIR"/*.tmp\n', 'rm -rf "$ARCHIVE_DIR"\n', EDIT],
    ['scripts/sync.sh', 'rm -rf "$PROJECT_ROOT"/*.tmp\n', 'rm -rf "$PROJECT_ROOT"\n', EDIT],
    ['scripts/build.sh', 'rm -rf "$OUT_DIR"/*.tmp\n', 'rm -rf "$MEDIA_OUT_DIR"\nmkdir -p "$MEDIA_OUT_DIR"\n', EDIT],
    ['scripts/build.sh', 'rm -rf "$OUT_DIR"/*.tmp\n', 'rm -rf "$OUT_DIR"/../data\n', EDIT],
    ['scripts/build.sh', 'rm -rf "$OUT_DIR"/*.tmp\n', 'rm -rf "$OUT_DIR"/uploads\n', EDIT],
    ['scripts/build.sh', 'rm -rf "$OUT_DIR"/*.tmp\n', 'OUT_DIR="$ROOT/records/2024"\nrm -rf "$OUT_DIR"\n', EDIT],
    // `public/` with no generator run may be a web root holding uploads.
    ['scripts/site.sh', 'rm -rf public/*.tmp\n', 'rm -rf public\n', EDIT],
  ])('Edit %s: %j → %j', (path, old, next, id) => expect(edited(path, old, next).split(' ')).toContain(id));
});

describe('the same in code: an output folder wiped and made again', () => {
  test.each([
    [
      'scripts/build.mjs',
      "fs.rmSync(path.join(outDir, 'tmp'), { recursive: true });\n",
      'fs.rmSync(outDir, { recursive: true, force: true });\nfs.mkdirSync(outDir, { recursive: true });\n',
      'none',
    ],
    [
      'scripts/build.py',
      'for f in glob.glob("out/*.tmp"):\n    os.remove(f)\n',
      'shutil.rmtree(out_dir, ignore_errors=True)\nos.makedirs(out_dir)\n',
      'none',
    ],
    ['scripts/build.py', 'x = 1\n', 'shutil.rmtree(OUT_DIR, ignore_errors=True)\nos.makedirs(OUT_DIR)\n', 'none'],
    // Not made again, handed in, or named for kept files.
    ['scripts/build.mjs', 'x = 1;\n', 'fs.rmSync(outDir, { recursive: true, force: true });\n', EDIT],
    [
      'train.py',
      '    os.makedirs(args.output_dir, exist_ok=True)\n',
      '    shutil.rmtree(args.output_dir)\n    os.makedirs(args.output_dir)\n',
      EDIT,
    ],
    ['scripts/build.mjs', 'x = 1;\n', 'fs.rmSync(uploadsOutDir, { recursive: true });\nfs.mkdirSync(uploadsOutDir);\n', EDIT],
  ])('Edit %s: %j → %j', (path, old, next, id) => expect(edited(path, old, next).split(' ')).toContain(id));
});

describe('the parts read on their own', () => {
  test.each([
    ['"$OUT_DIR"', '', true],
    ['"${BUILD_DIR:?}"/*', '', true],
    ['$buildOutputDir', '', true],
    ['"$ROOT"/dist/', '', true],
    ['public', 'hexo generate\n', true],
    ['public', 'npm run serve\n', false],
    ['"$DATA_DIR"', '', false],
    ['"$OUTPUT_BACKUPS"', '', false],
    ['"$OUT_DIR"/..', '', false],
    ['"$OUT_DIR"/$name', '', false],
    ['"$UPLOADS"/out', '', false],
    ['"$LAYOUT_DIR"', '', false],
  ])('%s in %j → %s', (target, script, found) => expect(isBuildOutput(target, script)).toBe(found));

  test('the retarget and the wipe report only the kept folder', () => {
    expect(deleteRetargeted([{ old: 'rm -rf "$OUT_DIR"/*.tmp', new: 'rm -rf "$OUT_DIR" "$DATA_DIR"' }])).toEqual(['"$DATA_DIR"']);
    expect(wipeAdded([{ old: '', new: 'shutil.rmtree(out_dir)\nshutil.rmtree(media_dir)\nos.makedirs(out_dir)\n' }])).toEqual([
      'media_dir',
    ]);
  });

  test('a Write of the build script that cleans its output folder stays silent', () => {
    expect(written('scripts/build_site.sh', '#!/usr/bin/env bash\nset -euo pipefail\nrm -rf "$OUT_DIR"\nmkdir -p "$OUT_DIR"\n')).toBe(
      'none',
    );
  });
});
