import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { guardContext } from '../../support/guardContext.js';

// Round 73 (court reporting): a written purge script whose folder constant reads the environment with a literal default
// (`AUDIO_ROOT = os.environ.get("AUDIO_ROOT", "/home/dev/proj/data/audio")`) and removes `os.path.join(AUDIO_ROOT, id)` for
// each row it selected. With the variable unset the run uses the default, so the folder is judged as that path, as a literal
// constant or an option's default is. One line per case; caches and scratch folders stay silent.

const spoke = (content: string) =>
  destructive.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: '/home/dev/proj/scripts/purge.py', content } },
    guardContext('/home/dev', { cwd: '/home/dev/proj', config: {} }),
  ) !== undefined;
const purge = (binding: string) =>
  `import os\nimport shutil\n\n${binding}\n\nfor visit_id in old_ids():\n    shutil.rmtree(os.path.join(ROOT, str(visit_id)), ignore_errors=True)\n`;

describe('a folder constant read from the environment with a literal default is that default', () => {
  test.each([
    ['ROOT = os.environ.get("XRAY_ROOT", "/home/dev/proj/data/xrays")', true],
    ["ROOT = os.getenv('SCAN_DIR', 'records/scans')", true],
    ['ROOT = os.environ.get("MEDIA_ROOT", "/srv/kennel/media")', true],
    // A cache, a scratch folder and a build output the script remakes stay silent.
    ['ROOT = os.environ.get("THUMB_CACHE", "/home/dev/proj/.cache/thumbs")', false],
    ["ROOT = os.getenv('WORK_DIR', '/tmp/xray-work')", false],
    ['ROOT = os.environ.get("OUT_DIR", "build/previews")', false],
  ])('%s → %s', (binding, speaks) => expect(spoke(purge(binding))).toBe(speaks));
});

// The same script's `DELETE FROM jobs WHERE job_date < %s`: a jobs table was read as a job queue's housekeeping, but a
// queue stamps its rows with times (`finished_at`, `run_at`); a cutoff on a calendar date (`job_date`, `closed_on`) ages out
// a trade's records of work done.
const connect = 'import os\nimport psycopg2\n\nconn = psycopg2.connect(os.environ["DATABASE_URL"])\n';
const aged = (statement: string) => `${connect}with conn, conn.cursor() as cur:\n    cur.execute("${statement}", (cutoff,))\n`;

describe('a bound cutoff on a jobs table by its calendar date is a delete of work records by age', () => {
  test.each([
    ['DELETE FROM jobs WHERE install_date < %s', true],
    ['DELETE FROM mowing_jobs WHERE completed_on < %s', true],
    // A queue's timestamps, its status and one job by key stay silent.
    ['DELETE FROM jobs WHERE finished_at < %s', false],
    ['DELETE FROM print_jobs WHERE created_at < %s', false],
    ["DELETE FROM jobs WHERE status = 'done' AND id = %s", false],
  ])('%s → %s', (statement, speaks) => expect(spoke(aged(statement))).toBe(speaks));
});
