import { describe, expect, test } from 'vitest';
import { editSpeaks, writeSpeaks } from '../../support/destructiveIds.js';

// Round 105: a written program that walks a folder's listing and deletes each entry (whole, or a file) older than a cutoff
// counted back from now. The folder is handed in, so no path names it; the loop deletes what no one listed, every run.
// Loops over scratch (temp, caches, builds, logs, thumbnails, a test's temp folder), ones that pick only temp suffixes, and
// ones that only list, log or move old entries stay silent. One line per case.

const GO = `package retention

import (
	"log"
	"os"
	"path/filepath"
	"time"
)

// PurgeVenueMedia removes every venue's recordings directory whose last
// session is older than maxAge. Called from the nightly job.
func PurgeVenueMedia(root string, maxAge time.Duration) error {
	entries, err := os.ReadDir(root)
	if err != nil {
		return err
	}
	cutoff := time.Now().Add(-maxAge)
	for _, e := range entries {
		info, err := e.Info()
		if err != nil {
			return err
		}
		if info.ModTime().Before(cutoff) {
			dir := filepath.Join(root, e.Name())
			log.Printf("removing %s", dir)
			if err := os.RemoveAll(dir); err != nil {
				return err
			}
		}
	}
	return nil
}
`;
const PY = `import os, shutil, time

def purge(root, days):
    cutoff = time.time() - days * 86400
    for name in os.listdir(root):
        path = os.path.join(root, name)
        if os.path.getmtime(path) < cutoff:
            shutil.rmtree(path)
`;
const SCANDIR = `import os
from datetime import datetime, timedelta

def expire_scans(folder, keep_days=90):
    cutoff = (datetime.now() - timedelta(days=keep_days)).timestamp()
    with os.scandir(folder) as it:
        for entry in it:
            if entry.stat().st_mtime < cutoff:
                os.remove(entry.path)
`;
const PATHLIB = `import shutil, time
from pathlib import Path

def prune_projects(base: Path, max_age_days: int) -> None:
    cutoff = time.time() - max_age_days * 86400
    for child in base.iterdir():
        if child.stat().st_mtime < cutoff:
            shutil.rmtree(child)
`;
const NODE = `const fs = require('fs');
const path = require('path');

function purgeSubmissions(root, days) {
  const cutoff = Date.now() - days * 24 * 60 * 60 * 1000;
  for (const name of fs.readdirSync(root)) {
    const p = path.join(root, name);
    if (fs.statSync(p).mtimeMs < cutoff) {
      fs.rmSync(p, { recursive: true, force: true });
    }
  }
}
module.exports = { purgeSubmissions };
`;
const RUBY = `require "fileutils"

def purge_exports(root, days)
  cutoff = Time.now - days * 86_400
  Dir.children(root).each do |name|
    path = File.join(root, name)
    FileUtils.rm_rf(path) if File.mtime(path) < cutoff
  end
end
`;
const RUBY_GUARDED = RUBY.replace(
  '    FileUtils.rm_rf(path) if File.mtime(path) < cutoff',
  '    next unless File.mtime(path) < cutoff\n    FileUtils.rm_rf(path)',
);
const RUST = `use std::fs;
use std::time::{Duration, SystemTime};

pub fn purge_old(root: &str, max_age: Duration) -> std::io::Result<()> {
    let now = SystemTime::now();
    for entry in fs::read_dir(root)? {
        let entry = entry?;
        let modified = entry.metadata()?.modified()?;
        if now.duration_since(modified).unwrap_or_default() > max_age {
            fs::remove_dir_all(entry.path())?;
        }
    }
    Ok(())
}
`;
const JAVA = `import java.io.File;

public class Retention {
  public static void purgeOld(File root, int days) {
    long cutoff = System.currentTimeMillis() - days * 86_400_000L;
    for (File f : root.listFiles()) {
      if (f.lastModified() < cutoff) {
        f.delete();
      }
    }
  }
}
`;
const GO_FILES = GO.replace('os.RemoveAll(dir)', 'os.Remove(dir)');

describe('a listing loop that deletes each entry past an age cutoff (soft-to-hard: aged listing purge)', () => {
  test.each([
    ['internal/retention/cleanup.go', true, GO],
    ['internal/retention/cleanup.go', true, GO_FILES],
    ['retention/purge.py', true, PY],
    ['jobs/expire.py', true, SCANDIR],
    ['app/maintenance.py', true, PATHLIB],
    ['scripts/purge.js', true, NODE],
    ['lib/tasks/purge_exports.rb', true, RUBY],
    ['lib/tasks/purge_exports.rb', true, RUBY_GUARDED],
    ['src/retention.rs', true, RUST],
    ['src/main/java/Retention.java', true, JAVA],
    // Scratch by the folder's binding, the function's name, the listed folder's name, or the file's own path.
    [
      'internal/retention/cleanup.go',
      false,
      GO.replace('func PurgeVenueMedia(root string', 'func PurgeVenueMedia(base string').replace(
        'entries, err := os.ReadDir(root)',
        'root := filepath.Join(os.TempDir(), "venue")\n\tentries, err := os.ReadDir(root)',
      ),
    ],
    ['internal/retention/cleanup.go', false, GO.replace('PurgeVenueMedia(', 'PruneCache(')],
    [
      'retention/purge.py',
      false,
      PY.replace('def purge(root, days)', 'def purge(days)').replace('os.listdir(root)', 'os.listdir(tempfile.gettempdir())'),
    ],
    ['retention/purge.py', false, PY.replace(/root/g, 'CACHE_DIR')],
    ['retention/purge.py', false, PY.replace(/root/g, 'thumbs_dir')],
    ['tools/clean.py', false, PY.replace(/os\.listdir\(root\)/, 'os.listdir(".pytest_cache")')],
    ['internal/cache/cleanup.go', false, GO],
    ['retention/purge.py', false, PY.replace(/root/g, 'log_dir')],
    ['scripts/purge.js', false, NODE.replace(/purgeSubmissions/g, 'purgeBuildOutput')],
    // Only temp suffixes, only listing or logging, or a move into an archive.
    ['retention/purge.py', false, PY.replace('if os.path.getmtime(path)', 'if name.endswith(".tmp") and os.path.getmtime(path)')],
    [
      'internal/retention/cleanup.go',
      false,
      GO.replace('if info.ModTime()', 'if strings.HasSuffix(e.Name(), ".partial") && info.ModTime()'),
    ],
    ['retention/purge.py', false, PY.replace('            shutil.rmtree(path)', '            print("old:", path)')],
    ['retention/purge.py', false, PY.replace('shutil.rmtree(path)', 'shutil.move(path, os.path.join(ARCHIVE, name))')],
    [
      'internal/retention/cleanup.go',
      false,
      GO.replace('if err := os.RemoveAll(dir); err != nil {', 'if err := os.Rename(dir, filepath.Join(archive, e.Name())); err != nil {'),
    ],
    // A test doing this in its own temp folder.
    ['internal/retention/cleanup_test.go', false, GO.replace('os.ReadDir(root)', 'os.ReadDir(t.TempDir())')],
    ['tests/test_purge.py', false, PY],
    // No age test: a listing that deletes nothing by age is not this class's.
    ['retention/report.py', false, PY.replace('shutil.rmtree(path)', 'sizes.append(os.path.getsize(path))')],
  ])('Write %s (case %#) speaks: %s', (path, speaks, content) => expect(writeSpeaks(path, content)).toBe(speaks));

  test.each([
    // An Edit that adds the loop speaks; one that keeps it as it was (a log line changed) does not.
    ['retention/purge.py', true, 'def purge(root, days):\n    pass\n', PY.slice(PY.indexOf('def purge'))],
    [
      'retention/purge.py',
      false,
      PY.slice(PY.indexOf('def purge')),
      PY.slice(PY.indexOf('def purge')).replace('    cutoff', '    # nightly\n    cutoff'),
    ],
  ])('Edit %s (case %#) speaks: %s', (path, speaks, old, now) => expect(editSpeaks(path, old, now)).toBe(speaks));
});
