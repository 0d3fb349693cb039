import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { guardContext } from '../../support/guardContext.js';
import { editedIds as edited, writeSpeaks } from '../../support/destructiveIds.js';

// Held-out round 139 review of the cascadeDeletes class: Prisma's `onDelete: Cascade`, SQLAlchemy's `ondelete="CASCADE"`
// and `cascade="all, delete-orphan"` (and JPA's `CascadeType.REMOVE`, Doctrine's `onDelete="CASCADE"`) made on an existing
// link speak; a new migration that creates a table and then adds its cascading foreign key, and a Django AlterField of a
// field already cascading (a new help_text or related_name), stay silent. One line per call.

const CASCADE = 'destructive/edits/soft-to-hard-delete';
const RELATION = '  author   User @relation(fields: [authorId], references: [id]';
const FK = '    client_id = Column(Integer, ForeignKey("clients.id"';
const ALTER = (onDelete: string, extra: string) =>
  '        migrations.AlterField(\n            model_name="invoice",\n            name="client",\n' +
  `            field=models.ForeignKey(${extra}on_delete=django.db.models.deletion.${onDelete}, to="billing.client"),\n        ),\n`;

describe('an edit that makes an existing link cascade speaks in more schema languages', () => {
  test.each([
    ['prisma/schema.prisma', `${RELATION})`, `${RELATION}, onDelete: Cascade)`, CASCADE],
    ['prisma/schema.prisma', `${RELATION}, onDelete: Restrict)`, `${RELATION}, onDelete: Cascade)`, CASCADE],
    ['prisma/schema.prisma', `${RELATION}, onDelete: SetNull)`, `${RELATION},onDelete:Cascade)`, CASCADE],
    ['app/models.py', `${FK}), nullable=False)`, `${FK}, ondelete="CASCADE"), nullable=False)`, CASCADE],
    ['app/models.py', `${FK}, ondelete="RESTRICT"))`, `${FK}, ondelete="CASCADE"))`, CASCADE],
    [
      'app/models.py',
      '    client_id: Mapped[int] = mapped_column(ForeignKey("clients.id"))',
      '    client_id: Mapped[int] = mapped_column(ForeignKey("clients.id", ondelete="cascade"))',
      CASCADE,
    ],
    [
      'app/models.py',
      '    invoices = relationship("Invoice", back_populates="client")',
      '    invoices = relationship("Invoice", back_populates="client", cascade="all, delete-orphan")',
      CASCADE,
    ],
    [
      'app/models.py',
      '    invoices = relationship("Invoice", back_populates="client", cascade="save-update, merge")',
      '    invoices = relationship("Invoice", back_populates="client", cascade="save-update, merge, delete")',
      CASCADE,
    ],
    [
      'src/main/java/shop/Client.java',
      '    @OneToMany(mappedBy = "client")',
      '    @OneToMany(mappedBy = "client", cascade = CascadeType.ALL)',
      CASCADE,
    ],
    [
      'src/main/java/shop/Client.java',
      '    @OneToMany(mappedBy = "client", cascade = CascadeType.PERSIST)',
      '    @OneToMany(mappedBy = "client", cascade = {CascadeType.PERSIST, CascadeType.REMOVE})',
      CASCADE,
    ],
    [
      'src/Entity/Invoice.php',
      '    #[ORM\\JoinColumn(nullable: false)]',
      "    #[ORM\\JoinColumn(nullable: false, onDelete: 'CASCADE')]",
      CASCADE,
    ],
    // Near-misses: made safer, kept, cascades that delete nothing, a new relation, a scratch table, a doc.
    ['prisma/schema.prisma', `${RELATION}, onDelete: Cascade)`, `${RELATION}, onDelete: Restrict)`, 'none'],
    ['prisma/schema.prisma', `${RELATION})`, `${RELATION}, onDelete: SetNull)`, 'none'],
    ['prisma/schema.prisma', `${RELATION})`, `${RELATION})\n  tags     Tag[]`, 'none'],
    [
      'prisma/schema.prisma',
      '  posts Post[]',
      '  posts Post[]\n  drafts Draft[] @relation(fields: [d], references: [id], onDelete: Cascade)',
      'none',
    ],
    [
      'prisma/schema.prisma',
      '  session Session @relation(fields: [sid], references: [id])',
      '  session Session @relation(fields: [sid], references: [id], onDelete: Cascade)',
      'none',
    ],
    ['app/models.py', `${FK}, ondelete="CASCADE"))`, `${FK}, ondelete="SET NULL"))`, 'none'],
    [
      'app/models.py',
      '    invoices = relationship("Invoice", back_populates="client")',
      '    invoices = relationship("Invoice", back_populates="client", cascade="save-update, merge")',
      'none',
    ],
    [
      'app/models.py',
      '    invoices = relationship("Invoice", cascade="all, delete-orphan")',
      '    invoices = relationship("Invoice", cascade="all, delete-orphan", lazy="selectin")',
      'none',
    ],
    [
      'src/main/java/shop/Client.java',
      '    @OneToMany(mappedBy = "client")',
      '    @OneToMany(mappedBy = "client", cascade = CascadeType.PERSIST)',
      'none',
    ],
    ['docs/schema.md', `${RELATION})`, `${RELATION}, onDelete: Cascade)`, 'none'],
  ])('%s (%#) → %s', (path, before, after, id) => expect(edited(path, before, after)).toBe(id));
});

describe('a migration: cascades over new tables and already-cascading fields stay silent', () => {
  test.each([
    [
      'db/migrate/20261201000000_create_notes.rb',
      'class CreateNotes < ActiveRecord::Migration[7.1]\n  def change\n    create_table :notes do |t|\n' +
        '      t.bigint :client_id, null: false\n      t.text :body\n      t.timestamps\n    end\n' +
        '    add_foreign_key :notes, :clients, on_delete: :cascade\n  end\nend\n',
      false,
    ],
    [
      'db/migrate/20261201000000_create_notes.rb',
      'class CreateNotes < ActiveRecord::Migration[7.1]\n  def change\n    create_table :notes do |t|\n' +
        '      t.bigint :client_id, null: false\n    end\n\n    add_foreign_key :notes, :clients, column: :client_id, on_delete: :cascade\n  end\nend\n',
      false,
    ],
    [
      'db/migrations/0044_notes.sql',
      'CREATE TABLE notes (id serial PRIMARY KEY, client_id integer NOT NULL);\n' +
        'ALTER TABLE notes ADD CONSTRAINT notes_client_fkey FOREIGN KEY (client_id) REFERENCES clients (id) ON DELETE CASCADE;\n',
      false,
    ],
    [
      'alembic/versions/a1b2_notes.py',
      'def upgrade():\n    op.create_table("notes", sa.Column("id", sa.Integer, primary_key=True), sa.Column("client_id", sa.Integer))\n' +
        '    op.create_foreign_key(None, "notes", "clients", ["client_id"], ["id"], ondelete="CASCADE")\n',
      false,
    ],
    [
      'billing/migrations/0009_note.py',
      'class Migration(migrations.Migration):\n    operations = [\n        migrations.CreateModel(\n            name="Note",\n' +
        '            fields=[("id", models.BigAutoField(primary_key=True))],\n        ),\n' +
        '        migrations.AlterField(\n            model_name="note",\n            name="client",\n' +
        '            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, to="billing.client"),\n        ),\n    ]\n',
      false,
    ],
    // The same statements over a table the migration does not create speak.
    [
      'db/migrate/20261201000000_cascade_invoices.rb',
      'class CascadeInvoices < ActiveRecord::Migration[7.1]\n  def change\n    create_table :notes do |t|\n      t.text :body\n    end\n' +
        '    remove_foreign_key :invoices, :clients\n    add_foreign_key :invoices, :clients, on_delete: :cascade\n  end\nend\n',
      true,
    ],
    [
      'alembic/versions/c3d4_cascade.py',
      'def upgrade():\n    op.drop_constraint("invoices_client_id_fkey", "invoices", type_="foreignkey")\n' +
        '    op.create_foreign_key("invoices_client_id_fkey", "invoices", "clients", ["client_id"], ["id"], ondelete="CASCADE")\n',
      true,
    ],
    [
      'db/migrations/0045_cascade.sql',
      'CREATE TABLE invoice_notes (id serial PRIMARY KEY);\n' +
        'ALTER TABLE invoices ADD CONSTRAINT invoices_client_fkey FOREIGN KEY (client_id) REFERENCES clients (id) ON DELETE CASCADE;\n',
      true,
    ],
  ])('%s (%#) → %s', (path, content, speaks) => expect(writeSpeaks(path, content)).toBe(speaks));
});

describe('an Edit of a Django AlterField speaks only when it makes the field cascade', () => {
  const operations = (body: string) => `    operations = [\n${body}    ]\n`;
  test.each([
    [operations(ALTER('CASCADE', '')), operations(ALTER('CASCADE', 'help_text="Billed client", ')), 'none'],
    [operations(ALTER('CASCADE', 'related_name="invoices", ')), operations(ALTER('CASCADE', 'related_name="bills", ')), 'none'],
    [operations(ALTER('PROTECT', '')), operations(ALTER('CASCADE', '')), CASCADE],
    [operations(ALTER('PROTECT', 'related_name="invoices", ')), operations(ALTER('CASCADE', 'related_name="bills", ')), CASCADE],
    [operations(''), operations(ALTER('CASCADE', '')), CASCADE],
  ])('%# → %s', (before, after, id) => expect(edited('billing/migrations/0008_alter_invoice_client.py', before, after)).toBe(id));
});

describe("a Django AlterField to CASCADE is judged against the app's earlier migrations on disk", () => {
  const home = mkdtempSync(join(tmpdir(), 'wm-cascade-'));
  const app = join(home, 'proj', 'billing', 'migrations');
  mkdirSync(app, { recursive: true });
  const create = (onDelete: string) =>
    'class Migration(migrations.Migration):\n    operations = [\n        migrations.CreateModel(\n            name="Invoice",\n' +
    '            fields=[\n                ("id", models.BigAutoField(primary_key=True)),\n' +
    `                ("client", models.ForeignKey(on_delete=django.db.models.deletion.${onDelete}, to="billing.client")),\n` +
    '            ],\n        ),\n    ]\n';
  writeFileSync(join(app, '0001_initial.py'), create('CASCADE'));
  writeFileSync(join(app, '0004_protect.py'), `class Migration(migrations.Migration):\n    operations = [\n${ALTER('PROTECT', '')}    ]\n`);
  writeFileSync(
    join(app, '0002_note.py'),
    'class Migration(migrations.Migration):\n    operations = [\n        migrations.AddField(\n' +
      '            model_name="invoice",\n            name="note",\n            field=models.TextField(default=""),\n        ),\n    ]\n',
  );
  afterAll(() => rmSync(home, { recursive: true, force: true }));
  const speaks = (name: string, body: string) =>
    destructive.detect(
      {
        hook_event_name: 'PreToolUse',
        tool_name: 'Write',
        tool_input: { file_path: join(app, name), content: `class Migration(migrations.Migration):\n    operations = [\n${body}    ]\n` },
      },
      guardContext(home, { config: {} }),
    ) !== undefined;

  test.each([
    // 0004 made it PROTECT: an AlterField to CASCADE after it makes the link cascade.
    ['0005_alter_invoice_client.py', ALTER('CASCADE', 'related_name="bills", '), true],
    // Before 0004 it was CASCADE (0001; 0002 adds another field): a new related_name there changes nothing about deletes.
    ['0003_alter_invoice_client.py', ALTER('CASCADE', 'related_name="bills", '), false],
    // Another model's field, never stated before: speaks as with no history.
    ['0005_alter_receipt_client.py', ALTER('CASCADE', '').replace('"invoice"', '"receipt"'), true],
  ])('%s → %s', (name, body, expected) => expect(speaks(name, body)).toBe(expected));
});
