/**
 * A table named `jobs` (or `job`) is read as a job queue's (Laravel's, Oban's, Que's, delayed_job's default name) by the SQL
 * rules, whose housekeeping lists let its deletes and updates pass. A trade's own jobs (a tyre fitter's, a crane-hire firm's,
 * a print shop's) share the name, and only the columns a statement names tell them apart: a queue's rows are judged by queue
 * columns (`queue`, `attempts`, `reserved_at`, `failed_at`, `status`, `created_at`, `id`), a business's by who did the job,
 * for whom and where (`fitter_id`, `customer_id`, `depot`, `site`). Such a statement is judged as one on any records table
 * (`UPDATE jobs SET fitter_id = NULL WHERE depot = 'LEEDS'` as on `bookings`, held-out round 99); a statement naming only
 * queue columns keeps the queue reading. A prefixed table (`pilot_jobs`, `print_jobs`, `failed_jobs`, `oban_jobs`) is read
 * the same way: a queue's own (`failed_jobs WHERE failed_at < …`, `oban_jobs WHERE state = 'completed'`) is judged by its
 * bookkeeping columns, a harbour pilot's bookings by a domain column (`DELETE FROM pilot_jobs WHERE boarding_time < now()`:
 * every past booking, held-out round 157).
 */

// The columns of the common job queues' tables (Laravel's jobs and failed_jobs, delayed_job, Que, Oban, GoodJob, Solid Queue,
// River, Sidekiq-style ones) with a worker's own flags (`done`, `failed`), and a row's key, state and timestamps, which a
// business's jobs share with a queue's.
const QUEUE_COLUMNS = new Set([
  'id',
  'uuid',
  'jid',
  'job_id',
  'active_job_id',
  'batch_id',
  'locked_by_id',
  'retried_good_job_id',
  'status',
  'state',
  'queue',
  'queue_name',
  'connection',
  'payload',
  'handler',
  'args',
  'arguments',
  'serialized_params',
  'data',
  'kind',
  'type',
  'name',
  'job_type',
  'job_name',
  'job_class',
  'class_name',
  'worker',
  'priority',
  'attempt',
  'attempts',
  'max_attempts',
  'error_count',
  'executions_count',
  'error',
  'errors',
  'exception',
  'last_error',
  'last_error_message',
  'locked_by',
  'attempted_by',
  'concurrency_key',
  'cron_key',
  'unique_key',
  'tags',
  'meta',
  'metadata',
  'done',
  'finished',
  'completed',
  'failed',
  'processed',
  'reserved',
  'locked',
  'running',
  'retries',
  'retry_count',
  'max_retries',
  'progress',
  'result',
  'output',
  'timeout',
  'claimed_by',
  'created_at',
  'updated_at',
  'inserted_at',
  'reserved_at',
  'available_at',
  'scheduled_at',
  'run_at',
  'locked_at',
  'attempted_at',
  'performed_at',
  'finished_at',
  'completed_at',
  'finalized_at',
  'failed_at',
  'cancelled_at',
  'discarded_at',
  'expired_at',
  'expires_at',
  'started_at',
  'processed_at',
  'claimed_at',
  'heartbeat_at',
  'visible_at',
  // A scheduler's and a broker's own timestamps (cron jobs, Hangfire, BullMQ, Celery results).
  'enqueued_at',
  'queued_at',
  'dequeued_at',
  'succeeded_at',
  'errored_at',
  'retry_at',
  'next_retry_at',
  'next_run_at',
  'last_run_at',
  'ran_at',
  'executed_at',
  'date_done',
]);

// Bounded repeats only: statements come from model output. The statement's target: `jobs`, or a name ending `_jobs`
// (`pilot_jobs`), schema-qualified or quoted; the prefix goes with the name.
const JOBS_TARGET =
  /(\b(?:UPDATE|DELETE\s{1,8}FROM)\s{1,8}(?:[\w"`[\]]{1,64}\.){0,2}["`[]?)(?:[A-Za-z\d]\w{0,59}_)?jobs?(?=["`\]]?(?:\s|$))/i;
// A column compared or set (`depot = `, `j.fitter_id IS`, `attempts >`, `site IN`), once string literals are blanked.
const COMPARED = /(?<![\w.])(?:\w{1,64}\.)?["`[]?([A-Za-z_]\w{0,63})["`\]]?\s{0,8}(?:[=<>!]|(?:IS|IN|LIKE|ILIKE|BETWEEN|NOT)\b)/gi;
const KEYWORDS = new Set(['where', 'and', 'or', 'not', 'set', 'on', 'when', 'then', 'else', 'exists', 'select']);
// Records of the same kind as a trade's jobs, by a name no housekeeping list holds.
const RECORDS = 'work_orders';

/** Whether the column is a queue's (or one any row has), not one naming a business's people, places or dealings. */
function queueColumn(column: string): boolean {
  return QUEUE_COLUMNS.has(column.toLowerCase()) || KEYWORDS.has(column.toLowerCase());
}

/** The text with what its string literals hold left out (`depot = 'x = y'` as `depot = ''`), in one pass. */
function blanked(text: string): string {
  let out = '';
  let quoted = false;
  for (const char of text) {
    if (char === "'") quoted = !quoted;
    if (!quoted || char === "'") out += char;
  }
  return out;
}

/**
 * The statement as the SQL rules should read it: one deleting or updating rows of `jobs` by a business's columns gets its
 * target renamed to a records table's; any other comes back as it is.
 */
export function jobsAsRecords(statement: string): string {
  const target = JOBS_TARGET.exec(statement);
  if (!target) return statement;
  const after = blanked(statement.slice(target.index + target[0].length));
  for (const column of after.matchAll(COMPARED)) {
    if (!queueColumn(column[1]!)) {
      const start = target.index + target[1]!.length;
      return `${statement.slice(0, start)}${RECORDS}${statement.slice(target.index + target[0].length)}`;
    }
  }
  return statement;
}
