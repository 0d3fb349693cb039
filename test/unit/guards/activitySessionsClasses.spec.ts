import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Held-out round 164: a table named `<activity>_sessions` is a log of what people did (a freediving club's
// dive_sessions, climbing, surf, swim, flight, practice, rehearsal, recording, jam, tasting, grooming sessions),
// not web housekeeping. The SQL rules spare every other session table: a short list of activity and service words
// makes one records, so an app's session named for a feature no list foresaw (`stripe_sessions`, `video_sessions`,
// `tbl_sessions`, a CMS's prefixed table) stays silent. One line per case: the call, the rule or 'none'.

describe('an activity session table deleted or rewritten by owner, class or period speaks', () => {
  test.each([
    [`psql -d freedive -c "DELETE FROM dive_sessions WHERE club_id = 4;"`, 'destructive/sql/delete-by-owner'],
    [`psql -c "DELETE FROM public.dive_sessions WHERE club_id = 4;"`, 'destructive/sql/delete-by-owner'],
    [`psql -c 'DELETE FROM "dive_sessions" WHERE "club_id" = 4;'`, 'destructive/sql/delete-by-owner'],
    [`psql -c "DELETE FROM climbing_sessions WHERE gym_id = 2;"`, 'destructive/sql/delete-by-owner'],
    [`mysql crag -e "DELETE FROM climbing_sessions WHERE member_id = 118"`, 'destructive/sql/delete-by-owner'],
    [`sqlite3 surf.db "DELETE FROM surf_sessions WHERE spot_id = 7;"`, 'destructive/sql/delete-by-owner'],
    [`psql -c "DELETE FROM swim_sessions WHERE squad_id = 3;"`, 'destructive/sql/delete-by-owner'],
    [`psql -c "DELETE FROM flight_sessions WHERE aircraft_id = 12;"`, 'destructive/sql/delete-by-owner'],
    [`psql -c "DELETE FROM practice_sessions WHERE team_id = 5;"`, 'destructive/sql/delete-by-owner'],
    [`psql -c "DELETE FROM rehearsal_sessions WHERE band_id = 2;"`, 'destructive/sql/delete-by-owner'],
    [`psql -c "DELETE FROM recording_sessions WHERE studio_id = 3;"`, 'destructive/sql/delete-by-owner'],
    [`psql -c "DELETE FROM jam_sessions WHERE venue_id = 9;"`, 'destructive/sql/delete-by-owner'],
    [`psql -c "DELETE FROM tasting_sessions WHERE winery_id = 2;"`, 'destructive/sql/delete-by-owner'],
    [`psql -c "DELETE FROM grooming_sessions WHERE salon_id = 5;"`, 'destructive/sql/delete-by-owner'],
    [`psql -c "DELETE FROM club_dive_sessions WHERE club_id = 4;"`, 'destructive/sql/delete-by-owner'],
    [`psql -c "DELETE FROM dive_session WHERE club_id = 4;"`, 'destructive/sql/delete-by-owner'],
    [`mongosh freedive --eval 'db.dive_sessions.deleteMany({ clubId: 4 })'`, 'destructive/database/mongo-delete-by-field'],
    // The other delete rules a records table triggers.
    [`psql -c "DELETE FROM surf_sessions WHERE spot = 'north';"`, 'destructive/sql/delete-by-attribute'],
    [`psql -c "DELETE FROM dive_sessions WHERE dive_date < '2024-01-01';"`, 'destructive/sql/delete-by-range'],
    [`psql -c "DELETE FROM dive_sessions WHERE dive_date < now() - interval '1 year';"`, 'destructive/sql/delete-records-by-age'],
    // Updates of a whole group.
    [`psql -c "UPDATE dive_sessions SET instructor_id = NULL WHERE club_id = 4;"`, 'destructive/sql/update-by-owner'],
    [`psql -c "UPDATE practice_sessions SET coach_id = 9 WHERE team_id = 3;"`, 'destructive/sql/update-by-owner'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('web, app and connection session tables, one row by its key and reads stay silent', () => {
  test.each([
    // Session tables no list names (found in review): an app's feature, a payment flow, a CMS's prefixed table.
    [`psql -c "DELETE FROM tbl_sessions WHERE last_activity < now() - interval '2 hours';"`, 'none'],
    [`psql -c "DELETE FROM stripe_sessions WHERE created_at < now() - interval '1 day';"`, 'none'],
    [`psql -c "DELETE FROM mcp_sessions WHERE updated_at < now() - interval '1 day';"`, 'none'],
    [`psql -c "DELETE FROM magic_link_sessions WHERE created_at < now() - interval '1 day';"`, 'none'],
    [`psql -c "DELETE FROM directus_sessions WHERE expires < now();"`, 'none'],
    [`mysql shop -e "DELETE FROM wp_woocommerce_sessions WHERE session_expiry < 1700000000"`, 'none'],
    [`psql -c "DELETE FROM video_sessions WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM zoom_sessions WHERE user_id = 4;"`, 'none'],
    [`psql -c "UPDATE stripe_sessions SET customer_id = NULL WHERE status = 'expired';"`, 'none'],
    [`psql -c "DELETE FROM dive_sessions WHERE id = 42;"`, 'none'],
    [`psql -c "SELECT * FROM dive_sessions WHERE club_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM sessions WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM session WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM user_sessions WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM users_sessions WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM app_user_sessions WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM django_session WHERE expire_date < '2024-01-01';"`, 'none'],
    [`psql -c "DELETE FROM session_data WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM express_session_store WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM dive_session_store WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM login_sessions WHERE account_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM auth_sessions WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM sso_sessions WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM oauth_sessions WHERE client_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM oauth2_sessions WHERE client_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM browser_sessions WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM web_sessions WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM app_sessions WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM api_sessions WHERE key_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM chat_sessions WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM admin_sessions WHERE admin_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM device_sessions WHERE device_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM cart_sessions WHERE customer_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM checkout_sessions WHERE customer_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM shopping_sessions WHERE customer_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM upload_sessions WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM sync_sessions WHERE device_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM import_sessions WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM terminal_sessions WHERE host_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM ssh_sessions WHERE host_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM vpn_sessions WHERE user_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM game_sessions WHERE server_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM player_sessions WHERE player_id = 4;"`, 'none'],
    [`psql -c "DELETE FROM ci_sessions WHERE ip_address = '10.0.0.4';"`, 'none'],
    [`psql -c "DELETE FROM active_sessions WHERE user_id = 4;"`, 'none'],
    [`psql -c "UPDATE user_sessions SET revoked = true WHERE user_id = 4;"`, 'none'],
    [`psql -c "UPDATE chat_sessions SET agent_id = NULL WHERE agent_id = 4;"`, 'none'],
    [`mongosh app --eval 'db.user_sessions.deleteMany({ user_id: 4 })'`, 'none'],
    [`mongosh app --eval 'db.sessions.deleteMany({ user_id: 4 })'`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
