import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 83 (sign shops, paving contractors, parks and waivers): a stock, balance or points column zeroed for a whole
// group, a delete whose subquery picks a group of parents by a number or a parent's key, and a Django or SQLAlchemy
// one-liner that deletes one parent's rows. One line per class that speaks and near-misses that stay silent.

describe('a quantity or balance zeroed for a whole group (destructive/sql/update-quantity-zero-by-group)', () => {
  test.each([
    [
      `psql -d signshop -c "UPDATE vinyl_stock SET qty_on_hand = 0 WHERE warehouse = 'WH1';"`,
      'destructive/sql/update-quantity-zero-by-group',
    ],
    [`psql -c "UPDATE bins SET quantity = NULL WHERE location = 'Yard 2'"`, 'destructive/sql/update-quantity-zero-by-group'],
    [`psql -c "UPDATE plots SET credits = 0 WHERE season = 2024"`, 'destructive/sql/update-quantity-zero-by-group'],
    [
      `mysql shop -e "UPDATE stock SET stock_qty = 0, updated_at = now() WHERE shelf IN ('A1', 'A2')"`,
      'destructive/sql/update-quantity-zero-by-group',
    ],
    // The same by a parent's key is an owner's rows (a zeroed count is no flag), as without a WHERE it is the whole table.
    [`psql -d signshop -c "UPDATE vinyl_stock SET qty_on_hand = 0 WHERE warehouse_id = 3;"`, 'destructive/sql/update-by-owner'],
    [`psql -d signshop -c "UPDATE inventory SET qty_on_hand = 0;"`, 'destructive/sql/update-without-where'],
    // One row by its key, a relative change, a flag, a test value, a scratch table and a read stay silent.
    [`psql -d signshop -c "UPDATE vinyl_stock SET qty_on_hand = 0 WHERE sku = 'X1';"`, 'none'],
    [`psql -d signshop -c "UPDATE vinyl_stock SET qty_on_hand = 0 WHERE id = 7;"`, 'none'],
    [`psql -d signshop -c "UPDATE vinyl_stock SET qty_on_hand = 0 WHERE item_code = 'V-100';"`, 'none'],
    [`psql -d signshop -c "UPDATE vinyl_stock SET qty_on_hand = qty_on_hand - 1 WHERE warehouse = 'WH1';"`, 'none'],
    [`psql -d signshop -c "UPDATE vinyl_stock SET needs_recount = true WHERE warehouse = 'WH1';"`, 'none'],
    [`psql -d signshop -c "UPDATE vinyl_stock SET needs_recount = 0 WHERE warehouse_id = 3;"`, 'none'],
    [`psql -d signshop -c "UPDATE vinyl_stock SET qty_on_hand = 0 WHERE warehouse = 'test_wh';"`, 'none'],
    [`psql -d signshop -c "UPDATE stock_scratch SET qty_on_hand = 0 WHERE warehouse = 'WH1';"`, 'none'],
    [`psql -d signshop -c "SELECT * FROM vinyl_stock WHERE warehouse = 'WH1';"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a delete whose subquery picks a group of parents (destructive/sql/delete-by-subquery)', () => {
  test.each([
    [
      `psql -d paving -c "DELETE FROM compaction_tests WHERE job_id IN (SELECT id FROM paving_jobs WHERE season = 2023);"`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      `psql -d paving -c "DELETE FROM inspections WHERE job_id IN (SELECT id FROM paving_jobs WHERE season = 2023);"`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      `psql -d paving -c "DELETE FROM core_samples WHERE job_id IN (SELECT id FROM paving_jobs WHERE crew = 5 AND season = 2023);"`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      `psql -d paving -c "DELETE FROM core_samples WHERE job_id IN (SELECT id FROM paving_jobs WHERE customer_id = 44 AND season = 2023);"`,
      'destructive/sql/delete-by-subquery',
    ],
    // A short list of parents' ids reads as one parent's key does (delete-by-owner).
    [`psql -d paving -c "DELETE FROM compaction_tests WHERE job_id IN (1, 2);"`, 'destructive/sql/delete-by-owner'],
    // A subquery by one parent's own key, one on a scratch table, a housekeeping table and a read stay silent.
    [`psql -d paving -c "DELETE FROM compaction_tests WHERE job_id IN (SELECT id FROM paving_jobs WHERE id = 44);"`, 'none'],
    [`psql -d paving -c "DELETE FROM compaction_tests WHERE job_id IN (SELECT id FROM paving_jobs_scratch WHERE season = 2023);"`, 'none'],
    [`psql -d paving -c "DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE season = 2023);"`, 'none'],
    [`psql -d paving -c "SELECT * FROM compaction_tests WHERE job_id IN (SELECT id FROM paving_jobs WHERE season = 2023);"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a Python one-liner's ORM delete of one parent's rows (destructive/sql/delete-by-owner)", () => {
  test.each([
    [
      `python manage.py shell -c "from waivers.models import Waiver; Waiver.objects.filter(park_id=3).delete()"`,
      'destructive/sql/delete-by-owner',
    ],
    [
      `python -c "from app import db; from app.models import Waiver; Waiver.query.filter_by(park_id=3).delete(); db.session.commit()"`,
      'destructive/sql/delete-by-owner',
    ],
    [
      `python -c "from app.db import session; from app.models import Waiver; session.query(Waiver).filter_by(park_id=3).delete(); session.commit()"`,
      'destructive/sql/delete-by-owner',
    ],
    [
      `python manage.py shell -c "from waivers.models import Waiver; Waiver.objects.exclude(park_id=3).delete()"`,
      'destructive/sql/delete-all-but-one-value',
    ],
    // The Rails form, and a category filter (sdkCalls' categoryDeletes), as before.
    [`rails runner 'Waiver.where(park_id: 3).destroy_all'`, 'destructive/sql/delete-by-owner'],
    [
      `python manage.py shell -c "from waivers.models import Waiver; Waiver.objects.filter(category='minor').delete()"`,
      'destructive/unlisted/any-cli',
    ],
    // One row by its key, the model's own key, housekeeping models and a count stay silent.
    [`python manage.py shell -c "from waivers.models import Waiver; Waiver.objects.filter(pk=3).delete()"`, 'none'],
    [`python manage.py shell -c "from waivers.models import Waiver; Waiver.objects.filter(id=3).delete()"`, 'none'],
    [`python manage.py shell -c "from waivers.models import Waiver; Waiver.objects.get(id=3).delete()"`, 'none'],
    [`python manage.py shell -c "from waivers.models import Waiver; Waiver.objects.filter(waiver_id=3).delete()"`, 'none'],
    [`python manage.py shell -c "from django.contrib.sessions.models import Session; Session.objects.filter(user_id=3).delete()"`, 'none'],
    [`python manage.py shell -c "from api.models import Token; Token.objects.filter(user_id=3).delete()"`, 'none'],
    [`python manage.py shell -c "from waivers.models import Waiver; print(Waiver.objects.filter(park_id=3).count())"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
