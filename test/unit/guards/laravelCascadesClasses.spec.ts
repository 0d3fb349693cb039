import { describe, expect, test } from 'vitest';
import { editedIds as edited, writeSpeaks } from '../../support/destructiveIds.js';

// Laravel's schema builder names the delete policy in a method (`->cascadeOnDelete()`), not an option: an edit that adds
// it to an existing foreign key, or a migration whose Schema::table adds it to an existing table, makes every later
// delete of a parent take the rows with it. A new table's own key, a safer policy and a doc stay silent. One line per call.

const CASCADE = 'destructive/edits/soft-to-hard-delete';
const FK = "            $table->foreign('client_id')->references('id')->on('clients')";
const ID = "            $table->foreignId('client_id')->constrained()";
const migration = (schema: string, body: string) =>
  '<?php\n\nreturn new class extends Migration\n{\n    public function up(): void\n    {\n' +
  `        Schema::${schema}('invoices', function (Blueprint $table) {\n${body}        });\n    }\n};\n`;

describe('an edit that makes an existing Laravel foreign key cascade speaks', () => {
  test.each([
    ['database/migrations/2024_01_01_000000_create_invoices_table.php', `${FK};`, `${FK}->cascadeOnDelete();`, CASCADE],
    ['database/migrations/2024_01_01_000000_create_invoices_table.php', `${ID}->restrictOnDelete();`, `${ID}->cascadeOnDelete();`, CASCADE],
    ['database/migrations/2024_01_01_000000_create_invoices_table.php', `${ID}->nullOnDelete();`, `${ID} -> cascadeOnDelete();`, CASCADE],
    // Near-misses: made safer, kept, a new column, a doc.
    ['database/migrations/2024_01_01_000000_create_invoices_table.php', `${ID}->cascadeOnDelete();`, `${ID}->restrictOnDelete();`, 'none'],
    ['database/migrations/2024_01_01_000000_create_invoices_table.php', `${ID};`, `${ID}->nullOnDelete();`, 'none'],
    [
      'database/migrations/2024_01_01_000000_create_invoices_table.php',
      `${ID}->cascadeOnDelete();`,
      `${ID}->cascadeOnDelete()->index();`,
      'none',
    ],
    ['docs/schema.md', `${FK};`, `${FK}->cascadeOnDelete();`, 'none'],
  ])('%s (%#) → %s', (path, before, after, id) => expect(edited(path, before, after)).toBe(id));
});

describe('a new Laravel migration speaks when it makes an existing table cascade', () => {
  const path = 'database/migrations/2026_12_07_000000_cascade_invoice_clients.php';
  test.each([
    [migration('table', `            $table->dropForeign(['client_id']);\n${FK}->cascadeOnDelete();\n`), true],
    [migration('table', `${FK}\n                ->cascadeOnDelete();\n`), true],
    // Near-misses: a new table, a policy that deletes nothing, a second Schema::create after the alter.
    [migration('create', `            $table->id();\n${ID}->cascadeOnDelete();\n`), false],
    [migration('table', `            $table->dropForeign(['client_id']);\n${FK}->nullOnDelete();\n`), false],
    [migration('table', `            $table->dropForeign(['client_id']);\n${FK}->restrictOnDelete();\n`), false],
    [
      `${migration('table', "            $table->string('note')->nullable();\n")}\n` +
        `Schema::create('notes', function (Blueprint $table) {\n${ID}->cascadeOnDelete();\n});\n`,
      false,
    ],
  ])('%# → %s', (content, speaks) => expect(writeSpeaks(path, content)).toBe(speaks));
});
