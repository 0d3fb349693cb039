import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 79 (laser-cutting and engraving shops, and their job queues): a delete on a jobs or queue table that keeps
// only one status. Housekeeping of a queue deletes finished work (`status = 'completed'`, `IN ('done', 'failed')`);
// keeping one status (`status != 'running'`) deletes pending and queued work and results along with it, as
// `delete-all-but-one-value` says on any other table. One line per class that speaks and near-misses that stay silent.

const BUT_ONE = 'destructive/sql/delete-all-but-one-value';

describe('a jobs or queue table emptied of every status but one (destructive/sql/delete-all-but-one-value)', () => {
  test.each([
    [`sqlite3 data/laser_queue.db "DELETE FROM jobs WHERE status != 'running';"`, BUT_ONE],
    [`psql app -c "DELETE FROM jobs WHERE status <> 'active'"`, BUT_ONE],
    [`psql app -c "DELETE FROM jobs WHERE status NOT IN ('running')"`, BUT_ONE],
    [`psql app -c "DELETE FROM job_queue WHERE status != 'in_progress'"`, BUT_ONE],
    [`psql app -c "DELETE FROM print_jobs WHERE NOT status = 'running'"`, BUT_ONE],
    [`psql app -c "DELETE FROM jobs WHERE NOT (status = 'running')"`, BUT_ONE],
    [`psql app -c "DELETE FROM background_jobs WHERE state <> 'enqueued'"`, BUT_ONE],
    [`mysql app -e "DELETE FROM job_queue WHERE job_status != 'processing'"`, BUT_ONE],
    [`psql app -c "DELETE FROM jobs WHERE status <> 3"`, BUT_ONE],
    [`psql app -c "DELETE FROM jobs WHERE jobs.status != 'pending'"`, BUT_ONE],
    // Several in-flight statuses kept, none of them waiting work: the queued jobs go too.
    [`psql app -c "DELETE FROM jobs WHERE status NOT IN ('running', 'active')"`, BUT_ONE],
    // A project database named for tests is judged as its other tables are.
    [`psql app_test -c "DELETE FROM jobs WHERE status != 'running'"`, BUT_ONE],
    // Finished work deleted (housekeeping), by status, by age, by key; the waiting and running work kept.
    [`psql app -c "DELETE FROM jobs WHERE status = 'completed'"`, 'none'],
    [`psql app -c "DELETE FROM jobs WHERE status IN ('done', 'failed')"`, 'none'],
    [`psql app -c "DELETE FROM jobs WHERE status = 'failed' AND finished_at < now() - interval '7 days'"`, 'none'],
    [`psql app -c "DELETE FROM jobs WHERE id = 9"`, 'none'],
    [`psql app -c "DELETE FROM jobs WHERE status NOT IN ('pending', 'running')"`, 'none'],
    [`psql app -c "DELETE FROM jobs WHERE jobs.status NOT IN ('queued', 'running')"`, 'none'],
    [`psql app -c "DELETE FROM good_jobs WHERE finished_at < now() - interval '14 days'"`, 'none'],
    [`psql app -c "DELETE FROM jobs WHERE queue <> 'default'"`, 'none'],
    // A read, and scratch and fixture databases.
    [`sqlite3 data/laser_queue.db "SELECT * FROM jobs WHERE status != 'running';"`, 'none'],
    [`sqlite3 /tmp/queue.db "DELETE FROM jobs WHERE status != 'running'"`, 'none'],
    [`sqlite3 test/fixtures/queue.db "DELETE FROM jobs WHERE status != 'running'"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
