import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 172 (a captioning app's history): `DELETE FROM caption_segments WHERE created_at < now() - interval '30 days'`
// stayed silent. The interval was read right (delete-rows-date-passed leaves a window to this rule); the name was not:
// delete-records-by-age knew a records table only by words for regulated records, and the content an app keeps for its
// users (captions, subtitles and transcripts and their segments, messages, comments, posts, notes, documents, photos,
// recordings, voicemails) was in no list. Those join the list; a queue's, an outbox's or a broker's messages, drafts,
// caches and jobs stay housekeeping, and a purge of rows the app already marked deleted stays silent, as the people
// and date-passed rules read it. One line per case that speaks and near-misses that stay silent.

const AGE = 'destructive/sql/delete-records-by-age';

describe("a rolling-window delete of an app's own content (destructive/sql/delete-records-by-age)", () => {
  test.each([
    [`psql "$DATABASE_URL" -c "DELETE FROM caption_segments WHERE created_at < now() - interval '30 days';"`, AGE],
    [`mysql app -e "DELETE FROM caption_segments WHERE created_at < NOW() - INTERVAL 30 DAY"`, AGE],
    [`sqlite3 data/app.db "DELETE FROM transcript_segments WHERE created_at < date('now','-30 days')"`, AGE],
    [`psql -c "DELETE FROM public.caption_segments WHERE created_at < now() - interval '30 days'"`, AGE],
    [`psql -c 'DELETE FROM "caption_segments" WHERE created_at < now() - interval '"'"'30 days'"'"''`, AGE],
    [`psql -c "DELETE FROM captions WHERE created_at < now() - interval '90 days'"`, AGE],
    [`psql -c "DELETE FROM video_subtitles WHERE created_at < now() - interval '1 year'"`, AGE],
    [`psql -c "DELETE FROM transcripts WHERE recorded_at < now() - interval '1 year'"`, AGE],
    [`psql -c "DELETE FROM call_transcriptions WHERE created_at < now() - interval '6 months'"`, AGE],
    [`sqlcmd -Q "DELETE FROM dbo.captions WHERE created_at < DATEADD(day, -30, GETDATE())"`, AGE],
    [`psql -c "DELETE FROM messages WHERE created_at < now() - interval '30 days'"`, AGE],
    [`mysql -e "DELETE FROM chat_messages WHERE sent_at < NOW() - INTERVAL 90 DAY"`, AGE],
    [`psql -c "DELETE FROM sms_messages WHERE sent_at < now() - interval '1 year'"`, AGE],
    [`psql -c "DELETE FROM comments WHERE created_at < now() - interval '1 year'"`, AGE],
    [`psql -c "DELETE FROM blog_posts WHERE published_at < now() - interval '2 years'"`, AGE],
    [`psql -c "DELETE FROM call_recordings WHERE created_at < now() - interval '30 days'"`, AGE],
    [`psql -c "DELETE FROM voicemails WHERE received_at < now() - interval '90 days'"`, AGE],
    [`sqlite3 notes.db "DELETE FROM notes WHERE updated_at < date('now','-1 year')"`, AGE],
    [`psql -c "DELETE FROM documents WHERE uploaded_at < now() - interval '1 year'"`, AGE],
    [`psql -c "DELETE FROM photos WHERE taken_at < now() - interval '5 years'"`, AGE],
    [`psql -c "DELETE FROM conversations WHERE last_message_at < now() - interval '1 year'"`, AGE],
    // A queue's, an outbox's, a broker's or a webhook's messages, drafts, caches and jobs are housekeeping.
    [`psql -c "DELETE FROM queue_messages WHERE created_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM comments WHERE spam = true AND created_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM messages WHERE is_spam = 1 AND created_at < now() - interval '90 days'"`, 'none'],
    [`psql -c "DELETE FROM outbox_messages WHERE processed_at < now() - interval '7 days'"`, 'none'],
    [`psql -c "DELETE FROM inbox_messages WHERE received_at < now() - interval '7 days'"`, 'none'],
    [`psql -c "DELETE FROM dead_letter_messages WHERE created_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM kafka_messages WHERE created_at < now() - interval '1 day'"`, 'none'],
    [`psql -c "DELETE FROM webhook_messages WHERE created_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM processed_messages WHERE processed_at < now() - interval '7 days'"`, 'none'],
    [`psql -c "DELETE FROM message_templates WHERE updated_at < now() - interval '1 year'"`, 'none'],
    [`psql -c "DELETE FROM draft_posts WHERE updated_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM post_drafts WHERE updated_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM notes_drafts WHERE updated_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM caption_cache WHERE created_at < now() - interval '1 day'"`, 'none'],
    [`psql -c "DELETE FROM transcripts_cache WHERE created_at < now() - interval '1 day'"`, 'none'],
    [`psql -c "DELETE FROM caption_jobs WHERE finished_at < now() - interval '7 days'"`, 'none'],
    [`psql -c "DELETE FROM hls_segments WHERE created_at < now() - interval '1 day'"`, 'none'],
    [`psql -c "DELETE FROM video_segments WHERE created_at < now() - interval '1 day'"`, 'none'],
    [`psql -c "DELETE FROM footnotes WHERE created_at < now() - interval '1 year'"`, 'none'],
    // Rows the app already marked deleted, purged after their grace period: the mark's own purge.
    [`psql -c "DELETE FROM messages WHERE deleted_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM comments WHERE trashed_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM documents WHERE status = 'trash' AND deleted_at < now() - interval '30 days'"`, 'none'],
    // One row, a plan, a rolled-back preview, a SELECT.
    [`psql -c "DELETE FROM caption_segments WHERE id = 42"`, 'none'],
    [`psql -c "EXPLAIN DELETE FROM caption_segments WHERE created_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "BEGIN; DELETE FROM caption_segments WHERE created_at < now() - interval '30 days'; ROLLBACK;"`, 'none'],
    [`psql -c "SELECT count(*) FROM caption_segments WHERE created_at < now() - interval '30 days'"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
