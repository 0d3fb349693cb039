import { describe, expect, test } from 'vitest';
import { commandIds, writeSpeaks } from '../../support/destructiveIds.js';

// Held-out round 162: condition surveys older than five years deleted (`DELETE FROM surveys WHERE surveyed_on < now() -
// interval '5 years'`). Surveys and their responses are the evidence an inspection or a study keeps; and the rule for
// record tables by age named `records`, `registers` and `histories` in its text but read them only after a prefix.

const psql = (statement: string) => `psql "$DATABASE_URL" -c "${statement}"`;
const rule = 'destructive/sql/delete-records-by-age';

describe('a survey or a bare records table deleted past an age', () => {
  test.each([
    ["DELETE FROM surveys WHERE surveyed_on < now() - interval '5 years'", rule],
    ["DELETE FROM condition_surveys WHERE surveyed_on < now() - interval '5 years'", rule],
    ["DELETE FROM survey_responses WHERE submitted_at < now() - interval '2 years'", rule],
    ['DELETE FROM survey_findings WHERE created_at < CURRENT_DATE', rule],
    ["DELETE FROM records WHERE created_at < now() - interval '7 years'", rule],
    ["DELETE FROM public.registers WHERE created_at < now() - interval '7 years'", rule],
    ["DELETE FROM histories WHERE created_at < now() - interval '7 years'", rule],
    // Near-misses: a survey's invitations, drafts and cache by age, one survey by its key, a read.
    ["DELETE FROM survey_invites WHERE sent_at < now() - interval '90 days'", 'none'],
    ["DELETE FROM survey_drafts WHERE created_at < now() - interval '30 days'", 'none'],
    ["DELETE FROM surveys_cache WHERE created_at < now() - interval '1 day'", 'none'],
    ['DELETE FROM surveys WHERE id = 5', 'none'],
    ["SELECT * FROM surveys WHERE surveyed_on < now() - interval '5 years'", 'none'],
    ['DELETE FROM records WHERE id = 48213', 'none'],
  ])('%s → %s', (statement, expected) => expect(commandIds(psql(statement))).toBe(expected));

  test('in a script the agent writes', () => {
    const script =
      'import os\nimport psycopg2\n\nconn = psycopg2.connect(os.environ["DATABASE_URL"])\nwith conn, conn.cursor() as cur:\n' +
      `    cur.execute("DELETE FROM surveys WHERE surveyed_on < now() - interval '5 years'")\n`;
    expect(writeSpeaks('scripts/prune_old_surveys.py', script)).toBe(true);
  });
});
