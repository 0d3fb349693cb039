import { describe, expect, test } from 'vitest';
import { softToHard } from '../../../src/guards/engine/softDeletes.js';
import { writtenIds } from '../../support/destructiveIds.js';

// Round 63 (ready-mix concrete plants and quarries, pottery studios, trading-card game stores, bail bond agencies): an
// archiving function whose body turns into a hard bulk delete while its name stays, and a session fixture that creates and
// drops its own throwaway database through an admin connection. One line per class that speaks and near-misses that stay silent.

describe('an archiving step’s body turned into a bulk delete, its name kept (destructive/edits/soft-to-hard-delete)', () => {
  const step = (body: string) => `def archive_firings(session, kiln_id):\n    ${body}\n    session.commit()`;
  test.each([
    [
      step('session.query(Firing).filter(Firing.kiln_id == kiln_id).update({"archived": True})'),
      step('session.query(Firing).filter(Firing.kiln_id == kiln_id).delete()'),
      ['.delete'],
    ],
    [
      'def archive_orders(kiln)\n  Order.where(kiln_id: kiln.id).update_all(archived: true)\nend',
      'def archive_orders(kiln)\n  Order.where(kiln_id: kiln.id).delete_all\nend',
      ['.delete_all'],
    ],
    [
      'def self.archive_bonds(agent)\n  Bond.where(agent_id: agent.id).discard_all\nend',
      'def self.archive_bonds(agent)\n  Bond.where(agent_id: agent.id).destroy_all\nend',
      ['.destroy_all'],
    ],
    [
      'async function archiveCards(storeId) {\n  await prisma.card.updateMany({ where: { storeId }, data: { archivedAt: new Date() } });\n}',
      'async function archiveCards(storeId) {\n  await prisma.card.deleteMany({ where: { storeId } });\n}',
      ['.deleteMany'],
    ],
    // The archive kept beside the delete, and a step still calling the archiving helper, stay silent.
    [
      step('session.query(Firing).filter(Firing.kiln_id == kiln_id).update({"archived": True})'),
      step('archive_rows(session, kiln_id)\n    session.query(Firing).filter(Firing.kiln_id == kiln_id).delete()'),
      [],
    ],
    [
      step('session.query(Firing).filter(Firing.kiln_id == kiln_id).update({"archived": True})'),
      step('session.query(Firing).filter(Firing.kiln_id == kiln_id).update({"archived": True, "note": "x"})'),
      [],
    ],
  ])('%s → %s', (old, next, found) => expect(softToHard([{ old, new: next }])).toEqual(found));
});

const sessionDb = (create: string, drop: string) =>
  [
    'import os',
    'import uuid',
    'import psycopg2',
    'import pytest',
    '',
    'ADMIN_DSN = os.environ.get("TEST_ADMIN_DSN", "postgresql://postgres@localhost:5432/postgres")',
    '',
    '@pytest.fixture(scope="session")',
    'def scale_db():',
    '    name = f"scale_test_{uuid.uuid4().hex[:8]}"',
    '    admin = psycopg2.connect(ADMIN_DSN)',
    '    admin.autocommit = True',
    '    with admin.cursor() as cur:',
    `        cur.execute(f'${create}')`,
    '    conn = psycopg2.connect(ADMIN_DSN.rsplit("/", 1)[0] + f"/{name}")',
    '    yield conn',
    '    conn.close()',
    '    with admin.cursor() as cur:',
    `        cur.execute(f'${drop}')`,
    '    admin.close()',
    '',
  ].join('\n');

describe('a test fixture drops the database or schema it created itself (destructive/sql/*)', () => {
  test.each([
    ['CREATE DATABASE "{name}"', 'DROP DATABASE IF EXISTS "{name}"', 'none'],
    ['CREATE SCHEMA {name}', 'DROP SCHEMA IF EXISTS {name} CASCADE', 'none'],
    ['CREATE DATABASE bail_test_run', 'DROP DATABASE bail_test_run', 'none'],
    // A fixed name the file did not create, a created one beside it, or a fixed name not marked as a test one, speak.
    ['CREATE DATABASE "{name}"', 'DROP DATABASE app', 'destructive/sql/drop'],
    ['CREATE DATABASE "{name}"', 'DROP DATABASE "{name}"; DROP DATABASE quarry', 'destructive/sql/drop'],
    ['CREATE DATABASE quarry', 'DROP DATABASE quarry', 'destructive/sql/drop'],
  ])('%s … %s → %s', (create, drop, id) => expect(writtenIds('tests/conftest.py', sessionDb(create, drop))).toBe(id));
});
