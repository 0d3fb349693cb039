import { describe, expect, test } from 'vitest';
import { commandIds, writeSpeaks } from '../../support/destructiveIds.js';

// Round 174: a script the agent writes that deletes from the project's archives or media when it runs. A listing loop that
// deletes every season or dated folder older than a cutoff read from the entry's own name (`strconv.Atoi(e.Name())`,
// `int(entry.name)`, `datetime.strptime(d.name, …)`, `parseInt(name)`, `name.to_i`), and a shell loop fed by a process
// substitution (`done < <(find media/scans -name '*.tif' -print0)`) that `rm -f "$f"`s what find lists, a checksum dedupe
// among them. Near-misses stay silent: build output, caches, temp and logs, a dry run that only prints, a move instead of a
// delete, a temp file the script made itself, a test's own folder. One line per case.

const GO_SEASONS = `package archive

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
)

// PruneOldSeasons removes every season folder older than keep seasons
// from the steel band's recordings archive.
func PruneOldSeasons(root string, current, keep int) error {
	entries, err := os.ReadDir(root)
	if err != nil {
		return err
	}
	for _, e := range entries {
		year, err := strconv.Atoi(e.Name())
		if err != nil || !e.IsDir() {
			continue
		}
		if year < current-keep {
			if err := os.RemoveAll(filepath.Join(root, e.Name())); err != nil {
				return fmt.Errorf("remove %s: %w", e.Name(), err)
			}
		}
	}
	return nil
}
`;
const GO_DATED = `package retention

import (
	"os"
	"path/filepath"
	"time"
)

func DropOldMonths(dir string, cutoff time.Time) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		month, err := time.Parse("2006-01", e.Name())
		if err != nil {
			continue
		}
		if month.Before(cutoff) {
			os.RemoveAll(filepath.Join(dir, e.Name()))
		}
	}
	return nil
}
`;
const PY_SEASONS = `import os
import shutil

def prune_seasons(root, current, keep=3):
    for entry in os.scandir(root):
        if entry.is_dir() and int(entry.name) < current - keep:
            shutil.rmtree(entry.path)
`;
const PY_MONTHS = `import shutil
from datetime import datetime
from pathlib import Path

ARCHIVE = Path("archive/minutes")

def drop_old(cutoff: datetime) -> None:
    for d in ARCHIVE.iterdir():
        if datetime.strptime(d.name, "%Y-%m") < cutoff:
            shutil.rmtree(d)
`;
const NODE_SEASONS = `const fs = require('fs');
const path = require('path');

function pruneSeasons(root, current, keep) {
  for (const name of fs.readdirSync(root)) {
    if (parseInt(name, 10) < current - keep) {
      fs.rmSync(path.join(root, name), { recursive: true, force: true });
    }
  }
}
module.exports = { pruneSeasons };
`;
const RUBY_SEASONS = `require "fileutils"

def prune_seasons(root, current, keep)
  Dir.children(root).each do |name|
    FileUtils.rm_rf(File.join(root, name)) if name.to_i < current - keep
  end
end
`;
const GO_GLOB = `package archive

import (
	"os"
	"path/filepath"
	"strconv"
)

func PruneSeasons(root string, oldest int) {
	dirs, _ := filepath.Glob(filepath.Join(root, "*"))
	for _, d := range dirs {
		if y, err := strconv.Atoi(filepath.Base(d)); err == nil && y < oldest {
			_ = os.RemoveAll(d)
		}
	}
}
`;
const PY_WALK_DEDUPE = `import hashlib, os
seen = {}
for dirpath, _, files in os.walk("media/scans"):
    for f in files:
        p = os.path.join(dirpath, f)
        h = hashlib.md5(open(p, "rb").read()).hexdigest()
        if h in seen:
            os.remove(p)
        else:
            seen[h] = p
`;
const SH_DEDUPE = `#!/usr/bin/env bash
# Remove duplicate manga page scans, keeping the first of each checksum.
set -euo pipefail
cd "$(dirname "$0")/../media/manga-scans"
declare -A seen
while IFS= read -r -d '' f; do
  sum=$(sha1sum "$f" | cut -d' ' -f1)
  if [[ -n "\${seen[$sum]:-}" ]]; then
    rm -f "$f"
  else
    seen[$sum]=1
  fi
done < <(find . -type f -name '*.tif' -print0)
`;
const SH_PHOTOS = `#!/bin/sh
declare -A seen
while IFS= read -r -d '' f; do
  h=$(md5sum "$f" | awk '{print $1}')
  [ -n "\${seen[$h]}" ] && rm -- "$f"
  seen[$h]=1
done < <(find archive/photos -type f -name '*.jpg' -print0 | sort -z)
`;

// Follow-up: a number read from a name is an age only as a year or season. Checkpoint, release and migration rotations count
// steps or serials, and a `>` test deletes the newer; both stay silent.
const PY_CHECKPOINTS = `import os
import shutil

def rotate_checkpoints(output_dir, latest, keep=3):
    for entry in os.scandir(output_dir):
        step = int(entry.name.split('-')[1])
        if step < latest - keep:
            shutil.rmtree(entry.path)
`;
const GO_RELEASES = `package deploy

import (
	"os"
	"path/filepath"
	"strconv"
)

func CleanupReleases(root string, newest, keep int) {
	entries, _ := os.ReadDir(filepath.Join(root, "releases"))
	for _, e := range entries {
		n, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if n < newest-keep {
			os.RemoveAll(filepath.Join(root, "releases", e.Name()))
		}
	}
}
`;
const PY_ROLLBACK = `import os

def rollback(migrations_dir, target):
    for name in sorted(os.listdir(migrations_dir)):
        if int(name.split('_')[0]) > target:
            os.remove(os.path.join(migrations_dir, name))
`;
const NODE_SHARDS = `const fs = require('fs');
const path = require('path');

function dropShards(dir, maxIndex) {
  for (const name of fs.readdirSync(dir)) {
    if (parseInt(name, 10) > maxIndex) {
      fs.unlinkSync(path.join(dir, name));
    }
  }
}
`;

describe('scripts that prune archives or dedupe media (round 174)', () => {
  test.each([
    ['internal/archive/cleanup.go', true, GO_SEASONS],
    ['internal/retention/months.go', true, GO_DATED],
    ['internal/archive/cleanup.go', true, GO_SEASONS.replace('os.RemoveAll(', 'os.Remove(')],
    ['tools/prune_seasons.py', true, PY_SEASONS],
    [
      'tools/prune_seasons.py',
      true,
      PY_SEASONS.replace('os.scandir(root)', 'os.listdir(root)')
        .replace(/entry\.path/, 'os.path.join(root, entry)')
        .replace('entry.is_dir() and int(entry.name)', 'int(entry)'),
    ],
    ['tools/drop_minutes.py', true, PY_MONTHS],
    ['scripts/prune-seasons.js', true, NODE_SEASONS],
    ['lib/tasks/prune_seasons.rb', true, RUBY_SEASONS],
    ['scripts/dedupe_scans.sh', true, SH_DEDUPE],
    ['scripts/dedupe_scans.sh', true, SH_DEDUPE.replace('sha1sum', 'sha256sum').replace("-name '*.tif' ", '')],
    ['scripts/dedupe_photos.sh', true, SH_PHOTOS],
    ['internal/archive/seasons.go', true, GO_GLOB],
    ['tools/dedupe_scans.py', true, PY_WALK_DEDUPE],
    // A number compared with a year, or bound, compared or looped under a year or season name.
    ['internal/deploy/releases.go', true, GO_RELEASES.replace('newest-keep', 'time.Now().Year()-keep')],
    ['internal/deploy/releases.go', true, GO_RELEASES.replace(/\bn\b/g, 'yr').replace('newest-keep', 'newest - keep')],
    ['internal/deploy/releases.go', true, GO_RELEASES.replace('newest-keep', '2019')],
    ['train.py', true, PY_CHECKPOINTS.replace('latest - keep', 'this_year - keep')],
    ['scripts/prune.js', true, NODE_SHARDS.replace('> maxIndex', '< new Date().getFullYear() - 5')],
    // Rotations by number, not age: checkpoint steps, numbered releases, a migration rollback, shards past an index.
    ['train.py', false, PY_CHECKPOINTS],
    ['internal/deploy/releases.go', false, GO_RELEASES],
    ['migrate.py', false, PY_ROLLBACK],
    ['scripts/drop-shards.js', false, NODE_SHARDS],
    ['scripts/drop-shards.js', false, NODE_SHARDS.replace('parseInt(name, 10)', 'Number(name)')],
    ['lib/tasks/rotate.rb', false, RUBY_SEASONS.replace('prune_seasons', 'rotate_releases')],
    // A `>` test on a year deletes the newer seasons: no age cutoff.
    ['internal/archive/cleanup.go', false, GO_SEASONS.replace('year < current-keep', 'year > current')],
    ['tools/prune_seasons.py', false, PY_SEASONS.replace(' < current - keep', ' > current')],
    ['internal/archive/seasons.go', false, GO_GLOB.replace('PruneSeasons(', 'PruneBuilds(')],
    ['tools/dedupe_scans.py', false, PY_WALK_DEDUPE.replace('os.remove(p)', 'print("duplicate", p, seen[h])')],
    // Scratch: a cache package, a temp root, a function named for builds, a file named for logs.
    ['internal/cache/cleanup.go', false, GO_SEASONS],
    ['internal/archive/cleanup.go', false, GO_SEASONS.replace('PruneOldSeasons(', 'PruneBuildCache(')],
    ['tools/prune_seasons.py', false, PY_SEASONS.replace(/root/g, 'tmp_dir')],
    ['scripts/prune-seasons.js', false, NODE_SEASONS.replace(/root/g, 'logDir')],
    // A dry run that only prints, a move to cold storage, no comparison with a cutoff.
    [
      'internal/archive/cleanup.go',
      false,
      GO_SEASONS.replace('os.RemoveAll(filepath.Join(root, e.Name()))', 'fmt.Println(filepath.Join(root, e.Name()))'),
    ],
    [
      'internal/archive/cleanup.go',
      false,
      GO_SEASONS.replace(
        'os.RemoveAll(filepath.Join(root, e.Name()))',
        'os.Rename(filepath.Join(root, e.Name()), filepath.Join(cold, e.Name()))',
      ),
    ],
    ['tools/prune_seasons.py', false, PY_SEASONS.replace('shutil.rmtree(entry.path)', 'print("would remove", entry.path)')],
    ['tools/prune_seasons.py', false, PY_SEASONS.replace(' < current - keep', ' in skipped')],
    // A test's own folder.
    ['internal/archive/cleanup_test.go', false, GO_SEASONS],
    ['tests/test_prune.py', false, PY_SEASONS],
    // The dedupe over build output, a cache or temp; one that reports or moves duplicates; a temp file the script made.
    ['scripts/dedupe.sh', false, SH_DEDUPE.replace('media/manga-scans', 'build/pages')],
    ['scripts/dedupe.sh', false, SH_DEDUPE.replace('media/manga-scans', '.cache/thumbs')],
    ['scripts/dedupe.sh', false, SH_DEDUPE.replace('rm -f "$f"', 'echo "duplicate: $f"')],
    ['scripts/dedupe.sh', false, SH_DEDUPE.replace('rm -f "$f"', 'mv "$f" ../duplicates/')],
    [
      'scripts/checksums.sh',
      false,
      '#!/usr/bin/env bash\nset -eu\ntmp=$(mktemp)\n' +
        'while IFS= read -r -d \'\' f; do sha1sum "$f" >> "$tmp"; done < <(find media/scans -type f -print0)\n' +
        'sort "$tmp" > media/scans.sha1\nrm -f "$tmp"\n',
    ],
  ])('Write %s (case %#) speaks: %s', (path, speaks, content) => expect(writeSpeaks(path, content)).toBe(speaks));

  test.each([
    // The same loop typed as one Bash call.
    [`while IFS= read -r -d '' f; do rm -f "$f"; done < <(find archive/recordings -type f -name '*.wav' -mtime +365 -print0)`, true],
    [`cd media/scans && while read -r f; do rm -f "$f"; done < <(find . -type f -name '*.tif')`, true],
    [`while IFS= read -r -d '' f; do rm -f "$f"; done < <(find build -name '*.o' -print0)`, false],
    [`while IFS= read -r -d '' f; do rm -f "$f"; done < <(find .cache -type f -print0)`, false],
    [`while IFS= read -r -d '' f; do echo "$f"; done < <(find media/scans -type f -print0)`, false],
  ])('Bash %s speaks: %s', (command, speaks) => expect(commandIds(command) !== 'none').toBe(speaks));
});
