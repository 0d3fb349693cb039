import { describe, expect, test } from 'vitest';
import { writeSpeaks as write } from '../../support/destructiveIds.js';

// Round 161: code deletes one item's whole tree under a root whose own name says kept records, joined with no literal
// segment (`root := filepath.Join(archiveRoot, args[0])` then `os.RemoveAll(root)`), the root declared in another file.
// The handed-root check (handedRootDeleteClasses.spec.ts) needed a literal segment; with none, the root's own name
// (archive, records, evidence, ledger, backups …) is what says the tree is kept. One line per case: the file, its
// content, speak or silent. Near-misses: roots named as scratch or made again, a literal remade segment, a folder the
// function just made, a test file, one archive file removed with os.Remove, and a plain `root` in an archive package.

const cobra = (join: string, del = 'os.RemoveAll(root)'): [string, string] => [
  'cmd/vaultctl/purge.go',
  'package main\n\nimport (\n\t"fmt"\n\t"os"\n\t"path/filepath"\n\n\t"github.com/spf13/cobra"\n)\n\nvar purgeCmd = &cobra.Command{\n' +
    '\tUse:   "purge [client]",\n\tShort: "Remove every archived file for a client",\n\tArgs:  cobra.ExactArgs(1),\n' +
    `\tRunE: func(cmd *cobra.Command, args []string) error {\n\t\troot := ${join}\n\t\tif err := ${del}; err != nil {\n` +
    '\t\t\treturn err\n\t\t}\n\t\tfmt.Printf("purged %s\\n", root)\n\t\treturn nil\n\t},\n}\n\nfunc init() { rootCmd.AddCommand(purgeCmd) }\n',
];
/** A Go file whose one function deletes `body`. */
const go = (path: string, body: string): [string, string] => [
  path,
  `package vault\n\nimport (\n\t"os"\n\t"path/filepath"\n)\n\nfunc Purge(id string) error {\n${body}\n}\n`,
];
const py = (path: string, body: string): [string, string] => [
  path,
  `import os\nimport shutil\n\n\ndef purge(self, client_id, client):\n${body}\n`,
];

const speaks: Array<[string, string]> = [
  cobra('filepath.Join(archiveRoot, args[0])'),
  go('internal/vault/purge.go', '\treturn os.RemoveAll(filepath.Join(archiveRoot, id))'),
  go('internal/vault/purge.go', '\treturn os.RemoveAll(filepath.Join(ledgerDir, id))'),
  go('internal/vault/purge.go', '\treturn os.RemoveAll(filepath.Join(cfg.ArchiveRoot, id))'),
  py('tools/purge.py', '    shutil.rmtree(os.path.join(ARCHIVE_DIR, client))'),
  py('tools/purge.py', '    shutil.rmtree(os.path.join(recordsDir, client))'),
  py('tools/purge.py', '    shutil.rmtree(self.archive_path / client_id)'),
  py('tools/purge.py', '    shutil.rmtree(f"{evidence_root}/{client_id}")'),
  py('tools/purge.py', '    d = os.path.join(backupsRoot, client)\n    shutil.rmtree(d)'),
  [
    'scripts/purge.js',
    'const fs = require("fs");\nconst path = require("path");\n\nfunction purge(client) {\n' +
      '  fs.rmSync(path.join(recordsDir, client), { recursive: true, force: true });\n}\n',
  ],
  [
    'src/purge.rs',
    'use std::fs;\n\npub fn purge(client: &str) -> std::io::Result<()> {\n    fs::remove_dir_all(archive_root.join(client))\n}\n',
  ],
];

const silent: Array<[string, string]> = [
  // Roots named as scratch or made again.
  cobra('filepath.Join(cacheRoot, args[0])'),
  go('internal/vault/purge.go', '\treturn os.RemoveAll(filepath.Join(tmpDir, id))'),
  go('internal/vault/purge.go', '\treturn os.RemoveAll(filepath.Join(buildDir, id))'),
  go('internal/vault/purge.go', '\treturn os.RemoveAll(filepath.Join(workDir, id))'),
  go('internal/vault/purge.go', '\treturn os.RemoveAll(filepath.Join(scratchRoot, id))'),
  py('tools/purge.py', '    shutil.rmtree(os.path.join(CACHE_DIR, client))'),
  // A literal scratch segment under an archive root.
  cobra('filepath.Join(archiveRoot, "tmp")'),
  cobra('filepath.Join(archiveRoot, ".staging")'),
  go('internal/vault/purge.go', '\treturn os.RemoveAll(filepath.Join(archiveRoot, "tmp", id))'),
  // A folder the function just made is its own.
  go(
    'internal/vault/purge.go',
    '\tdir := filepath.Join(archiveRoot, id)\n\tif err := os.MkdirAll(dir, 0o755); err != nil {\n\t\treturn err\n\t}\n\tdefer os.RemoveAll(dir)\n\treturn nil',
  ),
  // A test's own files.
  go('internal/vault/purge_test.go', '\treturn os.RemoveAll(filepath.Join(archiveRoot, id))'),
  // One archive file, not a tree: os.Remove takes one entry.
  go('internal/vault/purge.go', '\treturn os.Remove(archiveRoot + ".zip")'),
  go('internal/vault/purge.go', '\treturn os.Remove(filepath.Join(archiveRoot, id))'),
  // A plain root: only its own name counts when no segment is joined, not the package's.
  [
    'internal/archive/prune.go',
    'package archive\n\nimport (\n\t"os"\n\t"path/filepath"\n)\n\nfunc Prune(root, id string) error {\n\treturn os.RemoveAll(filepath.Join(root, id))\n}\n',
  ],
  // The root alone, nothing joined on.
  go('internal/vault/purge.go', '\treturn os.RemoveAll(filepath.Join(archiveRoot))'),
];

describe("one item's tree under a root named for kept records (destructive/edits/soft-to-hard-delete)", () => {
  test.each(speaks)('%s speaks: %s', (path, content) => expect(write(path, content)).toBe(true));
});

describe('near-misses stay silent', () => {
  test.each(silent)('%s is silent: %s', (path, content) => expect(write(path, content)).toBe(false));
});
