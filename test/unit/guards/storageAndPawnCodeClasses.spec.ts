import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 53 (self-storage and moving companies, bowling and family entertainment centres, orthodontic practices and
// dental labs, pawn shops): written code that deletes a folder named from the framework's project root
// (`Rails.root.join('storage', …)`, Django's `BASE_DIR`, Laravel's `storage_path`), and code that deletes a record's
// stored files under a storage root a field names (`filepath.Join(s.storageRoot, c.ID)`). One line per class that
// speaks and near-misses that stay silent.

describe("a delete of a folder joined under the framework's project root is judged as that project path", () => {
  test.each([
    ['app/jobs/auction_archive_job.rb', "FileUtils.rm_rf(Rails.root.join('storage', 'auctions'))\n", true],
    ['lib/tasks/purge.rb', "FileUtils.rm_rf(Rails.root / 'storage' / 'uploads')\n", true],
    ['lanes/tasks.py', "shutil.rmtree(settings.BASE_DIR / 'media' / 'lanes')\n", true],
    ['lanes/tasks.py', "shutil.rmtree(os.path.join(settings.BASE_DIR, 'media', 'lanes'))\n", true],
    ['app/Jobs/PurgeTickets.php', "<?php\nFile::deleteDirectory(storage_path('app/pawn-tickets'));\n", true],
    ['scripts/purge.js', "fs.rmSync(path.join(process.cwd(), 'uploads', 'scans'), { recursive: true, force: true });\n", true],
    ['app/views.py', "shutil.rmtree(os.path.join(app.root_path, 'uploads'))\n", true],
    // Scratch, logs, caches and what an asset build writes again stay silent.
    ['app/jobs/sweep_job.rb', "FileUtils.rm_rf(Rails.root.join('tmp', 'cache'))\n", false],
    ['app/jobs/sweep_job.rb', "FileUtils.rm_rf(Rails.root.join('log'))\n", false],
    ['app/jobs/sweep_job.rb', "FileUtils.rm_rf(Rails.root.join('public', 'assets'))\n", false],
    ['lanes/tasks.py', "shutil.rmtree(settings.BASE_DIR / 'staticfiles')\n", false],
    ['app/Jobs/Sweep.php', "<?php\nFile::deleteDirectory(storage_path('framework/cache'));\n", false],
    ['scripts/clean.js', "fs.rmSync(path.join(process.cwd(), 'dist'), { recursive: true, force: true });\n", false],
  ])('%s: %s', (path, content, speaks) => expect(written(path, content) !== 'none').toBe(speaks));
});

describe("a delete of a record's folder under a storage root a field names", () => {
  test.each([
    ['internal/cases/close.go', 'if err := os.RemoveAll(filepath.Join(s.storageRoot, c.ID)); err != nil {\n\treturn err\n}\n', true],
    ['svc/close.py', 'shutil.rmtree(os.path.join(self.upload_dir, str(case.id)))\n', true],
    ['src/orders/close.ts', 'await fs.rm(path.join(this.storagePath, order.id), { recursive: true, force: true });\n', true],
    ['internal/jobs/close.go', 'os.RemoveAll(filepath.Join(cfg.DataDir, job.ID))\n', true],
    // Scratch and cache roots, and the system's temp folder, stay silent.
    ['internal/jobs/close.go', 'os.RemoveAll(filepath.Join(s.tmpDir, c.ID))\n', false],
    ['internal/jobs/close.go', 'os.RemoveAll(filepath.Join(s.cacheDir, c.ID))\n', false],
    ['internal/jobs/close.go', 'os.RemoveAll(filepath.Join(os.TempDir(), c.ID))\n', false],
  ])('%s: %s', (path, content, speaks) => expect(written(path, content) !== 'none').toBe(speaks));
});

describe('what a web framework asset build writes is no final delete (rm -rf)', () => {
  test.each([
    ['rm -rf public/assets', 'none'],
    ['rm -rf public/packs', 'none'],
    ['rm -rf staticfiles', 'none'],
    ['rm -rf storage/auctions', 'destructive/filesystem/rm-recursive'],
    ['rm -rf public/uploads', 'destructive/filesystem/rm-recursive'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
