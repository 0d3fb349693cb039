import { describe, expect, test } from 'vitest';
import { editedIds as edited, writeSpeaks, writtenIds as written } from '../../support/destructiveIds.js';

// Round 135 (deletes in code the agent writes): a program that deletes the folder a variable names, where the variable
// falls back to a data folder when unset, and an edit that makes deleting a parent delete the records linked to it. One
// line per call that speaks and near-misses that stay silent.

const RM = 'destructive/filesystem/rm-recursive';
const CASCADE = 'destructive/edits/soft-to-hard-delete';

const goReset = (fallback: string): string =>
  'package main\n\nimport (\n\t"log"\n\t"os"\n\t"path/filepath"\n)\n\nfunc main() {\n\troot := os.Getenv("SCANS_DIR")\n\tif root == "" {\n' +
  `\t\troot = ${fallback}\n\t}\n\tif err := os.RemoveAll(root); err != nil {\n\t\tlog.Fatal(err)\n\t}\n\t_ = os.MkdirAll(root, 0o755)\n}\n`;

describe('a delete of a folder read from the environment is one of its default (destructive/filesystem/rm-recursive)', () => {
  test.each([
    ['cmd/resetscans/main.go', goReset('filepath.Join("data", "scans")'), RM],
    ['cmd/resetscans/main.go', goReset('"uploads"'), RM],
    [
      'tools/wipe_photos.py',
      'import os, shutil\n\nroot = os.environ.get("PHOTO_DIR", "data/photos")\nshutil.rmtree(root)\nos.makedirs(root)\n',
      RM,
    ],
    ['tools/wipe_photos.py', 'import os, shutil\n\nshutil.rmtree(os.environ.get("PHOTO_DIR", "data/photos"), ignore_errors=True)\n', RM],
    ['tools/wipe_photos.py', 'import os, shutil\n\nroot = os.getenv("PHOTO_DIR") or "uploads"\nshutil.rmtree(root)\n', RM],
    [
      'scripts/reset-uploads.js',
      'const fs = require("fs");\nconst dir = process.env.UPLOAD_DIR ?? "uploads";\nfs.rmSync(dir, { recursive: true, force: true });\n',
      RM,
    ],
    [
      'scripts/reset-uploads.mjs',
      'import fs from "node:fs";\nconst dir = process.env["UPLOAD_DIR"] || "storage/attachments";\nfs.rmSync(dir, { recursive: true });\n',
      RM,
    ],
    [
      'src/bin/reset.rs',
      'use std::{env, fs};\nfn main() {\n' +
        '    let root = env::var("SCANS_DIR").unwrap_or_else(|_| "data/scans".to_string());\n' +
        '    fs::remove_dir_all(&root).unwrap();\n}\n',
      RM,
    ],
    [
      'script/reset_attachments.rb',
      'require "fileutils"\nroot = ENV.fetch("ATTACH_DIR", "storage/attachments")\nFileUtils.rm_rf(root)\n',
      RM,
    ],
    [
      'cmd/resetscans/main.go',
      'package main\n\nimport "os"\n\nfunc main() {\n\troot := getEnv("SCANS_DIR", "uploads")\n\tos.RemoveAll(root)\n}\n',
      RM,
    ],
    // A default of build output, a temp or a cache folder, and a variable with no default of the code's own.
    ['cmd/resetscans/main.go', goReset('filepath.Join("data", "cache")'), 'none'],
    ['cmd/resetscans/main.go', goReset('"tmp/scans"'), 'none'],
    ['cmd/resetscans/main.go', goReset('"build"'), 'none'],
    [
      'cmd/resetscans/main.go',
      'package main\n\nimport "os"\n\nfunc main() {\n\troot := os.Getenv("SCANS_DIR")\n\tos.RemoveAll(root)\n}\n',
      'none',
    ],
    ['tools/clean.py', 'import os, shutil\n\nroot = os.environ.get("OUT_DIR", "build")\nshutil.rmtree(root)\n', 'none'],
    [
      'scripts/clean.js',
      'const fs = require("fs");\nconst dir = process.env.CACHE_DIR ?? ".cache";\nfs.rmSync(dir, { recursive: true, force: true });\n',
      'none',
    ],
    [
      'src/bin/clean.rs',
      'use std::{env, fs};\nfn main() {\n    let root = env::var("OUT").unwrap_or_else(|_| "target/gen".into());\n    fs::remove_dir_all(&root).unwrap();\n}\n',
      'none',
    ],
    ['tools/clean.py', 'import os, shutil\n\nshutil.rmtree(os.environ.get("TMP_ROOT", "tmp"))\n', 'none'],
  ])('%s (%#) → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('an edit that makes deleting a parent delete the records linked to it (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    ['app/models/client.rb', '  has_many :invoices, dependent: :restrict_with_error', '  has_many :invoices, dependent: :destroy', CASCADE],
    [
      'app/models/client.rb',
      '  has_many :invoices, dependent: :nullify\n  has_one :profile',
      '  has_many :invoices, dependent: :delete_all\n  has_one :profile',
      CASCADE,
    ],
    ['app/models/client.rb', '  has_many :invoices', '  has_many :invoices, dependent: :destroy', CASCADE],
    [
      'app/models/client.rb',
      '  has_many :invoices, :dependent => :restrict_with_exception',
      '  has_many :invoices, :dependent => :destroy',
      CASCADE,
    ],
    [
      'billing/models.py',
      '    client = models.ForeignKey(Client, on_delete=models.PROTECT, related_name="invoices")',
      '    client = models.ForeignKey(Client, on_delete=models.CASCADE, related_name="invoices")',
      CASCADE,
    ],
    [
      'billing/models.py',
      '    client = models.ForeignKey(\n        Client,\n        on_delete=models.SET_NULL,\n        null=True,\n    )',
      '    client = models.ForeignKey(\n        Client,\n        on_delete=models.CASCADE,\n        null=True,\n    )',
      CASCADE,
    ],
    [
      'db/schema.sql',
      '  client_id integer REFERENCES clients (id) ON DELETE RESTRICT,',
      '  client_id integer REFERENCES clients (id) ON DELETE CASCADE,',
      CASCADE,
    ],
    [
      'db/schema.sql',
      '  client_id integer REFERENCES clients (id),',
      '  client_id integer REFERENCES clients (id) ON DELETE CASCADE,',
      CASCADE,
    ],
    [
      'src/models/index.js',
      "Client.hasMany(Invoice, { onDelete: 'RESTRICT' });",
      "Client.hasMany(Invoice, { onDelete: 'CASCADE' });",
      CASCADE,
    ],
    ['src/models/index.js', 'Client.hasMany(Invoice);', "Client.hasMany(Invoice, { onDelete: 'CASCADE' });", CASCADE],
    [
      'src/entities/invoice.ts',
      "  @ManyToOne(() => Client, (client) => client.invoices, {\n    onDelete: 'RESTRICT',\n  })",
      "  @ManyToOne(() => Client, (client) => client.invoices, {\n    onDelete: 'CASCADE',\n  })",
      CASCADE,
    ],
    // Made safer, kept cascading, a link of a session or scratch table, a new association, and a comment about one.
    ['app/models/client.rb', '  has_many :invoices, dependent: :destroy', '  has_many :invoices, dependent: :restrict_with_error', 'none'],
    ['app/models/client.rb', '  has_many :invoices, dependent: :destroy', '  has_many :invoices, dependent: :delete_all', 'none'],
    ['app/models/user.rb', '  has_many :user_sessions', '  has_many :user_sessions, dependent: :delete_all', 'none'],
    ['app/models/user.rb', '  has_many :sessions, dependent: :nullify', '  has_many :sessions, dependent: :destroy', 'none'],
    ['app/models/client.rb', '  has_many :invoices', '  has_many :invoices\n  has_many :client_tags, dependent: :destroy', 'none'],
    [
      'billing/models.py',
      '    client = models.ForeignKey(Client, on_delete=models.CASCADE)',
      '    client = models.ForeignKey(Client, on_delete=models.PROTECT)',
      'none',
    ],
    [
      'db/schema.sql',
      '  upload_id integer REFERENCES tmp_uploads (id),',
      '  upload_id integer REFERENCES tmp_uploads (id) ON DELETE CASCADE,',
      'none',
    ],
    [
      'src/models/index.js',
      "Client.hasMany(Invoice, { onDelete: 'CASCADE' });",
      "Client.hasMany(Invoice, { onDelete: 'RESTRICT' });",
      'none',
    ],
    ['docs/models.md', '`has_many :invoices, dependent: :restrict_with_error`', '`has_many :invoices, dependent: :destroy`', 'none'],
  ])('%s (%#) → %s', (path, before, after, id) => expect(edited(path, before, after)).toBe(id));
});

describe('a migration that alters an existing foreign key to cascade speaks; a new table with one stays silent', () => {
  test.each([
    [
      'db/migrate/0042_cascade_invoices.sql',
      'ALTER TABLE invoices DROP CONSTRAINT invoices_client_id_fkey,\n' +
        '  ADD CONSTRAINT invoices_client_id_fkey FOREIGN KEY (client_id) REFERENCES clients (id) ON DELETE CASCADE;\n',
      true,
    ],
    [
      'db/migrate/20260101000000_cascade_invoices.rb',
      'class CascadeInvoices < ActiveRecord::Migration[7.1]\n  def change\n' +
        '    remove_foreign_key :invoices, :clients\n    add_foreign_key :invoices, :clients, on_delete: :cascade\n' +
        '  end\nend\n',
      true,
    ],
    [
      'billing/migrations/0007_cascade.py',
      'from django.db import migrations, models\nimport django.db.models.deletion\n\n' +
        'class Migration(migrations.Migration):\n    operations = [\n        migrations.AlterField(\n' +
        '            model_name="invoice",\n            name="client",\n' +
        '            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, to="billing.client"),\n' +
        '        ),\n    ]\n',
      true,
    ],
    [
      'db/migrate/0043_create_notes.sql',
      'CREATE TABLE notes (\n  id serial PRIMARY KEY,\n  client_id integer REFERENCES clients (id) ON DELETE CASCADE\n);\n',
      false,
    ],
    [
      'db/migrate/0044_sessions.sql',
      'ALTER TABLE sessions ADD CONSTRAINT sessions_user_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;\n',
      false,
    ],
    [
      'app/models/tagging.rb',
      'class Tagging < ApplicationRecord\n  belongs_to :tag\n  has_many :tag_links, dependent: :destroy\nend\n',
      false,
    ],
  ])('%s → %s', (path, content, speaks) => expect(writeSpeaks(path, content)).toBe(speaks));
});

// A name bound to a path join whose parts are strings separated by runs of blanks, never closed: the join patterns once
// let each run split nine ways inside their repeated group (seconds a name). Forty of them are read as the nothing they are.
describe('a hostile run of blank-separated strings in a path join is judged quickly', () => {
  const bound = (n: number) => `R${n} = os.path.join(${'"a"        '.repeat(8)}x\nshutil.rmtree(R${n})\n`;
  const content = `import os, shutil\n${Array.from({ length: 40 }, (_, n) => bound(n)).join('')}`;
  test('forty names bound so', () => expect(written('tools/wipe.py', content)).toBe('destructive/filesystem/rm-recursive'));
});
