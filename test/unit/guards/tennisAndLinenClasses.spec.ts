import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 77 (tennis and racquet clubs, uniform and linen rental, composting sites, tobacco and vape shops): a project's own
// admin command whose subcommand wipes its records, run as a module, a console script or a framework's command, and a
// club's or league's competition history deleted by age. One line per class that speaks and near-misses that stay silent.

describe("a project's own admin command that wipes its records (destructive/unlisted/delete-named-script)", () => {
  test.each([
    ['poetry run python -m courtside.admin wipe-ladder --season 2025 --yes', 'destructive/unlisted/delete-named-script'],
    ['uv run python -m courtside.manage purge-members --inactive --force', 'destructive/unlisted/delete-named-script'],
    ['pipenv run python -m linenco.cli reset-season -y', 'destructive/unlisted/delete-named-script'],
    ['python manage.py clear_results --no-input', 'destructive/unlisted/delete-named-script'],
    ['python manage.py delete-all-bookings --noinput', 'destructive/unlisted/delete-named-script'],
    ['flask wipe-ladder --yes', 'destructive/unlisted/delete-named-script'],
    ['poetry run flask purge-members --yes', 'destructive/unlisted/delete-named-script'],
    ['poetry run courtside wipe-ladder --season 2025 --yes', 'destructive/unlisted/delete-named-script'],
    ['uv run --with rich courtside-admin wipe-ladder -y', 'destructive/unlisted/delete-named-script'],
    ['bin/courtside wipe-ladder --yes', 'destructive/unlisted/delete-named-script'],
    ['uv run courtside purge-members --force', 'destructive/unlisted/any-cli'],
    ['uv run courtside reset-season -y', 'destructive/unlisted/delete-named-script'],
    // Scratch and housekeeping, a test database, a preview, help, reads and exports, tests, and no confirmation.
    ['poetry run python -m courtside.admin wipe-cache --yes', 'none'],
    ['poetry run python -m courtside.admin clear-tmp --yes', 'none'],
    ['poetry run python -m courtside.admin purge-sessions --yes', 'none'],
    ['poetry run python -m courtside.admin reset-test-db --yes', 'none'],
    ['poetry run python -m courtside.admin wipe-ladder --season 2025 --dry-run', 'none'],
    ['poetry run python -m courtside.admin wipe-ladder --help', 'none'],
    ['poetry run python -m courtside.admin list-ladder --season 2025', 'none'],
    ['poetry run python -m courtside.admin export-ladder --season 2025 --yes', 'none'],
    ['poetry run python -m courtside.admin wipe-ladder --season 2025', 'none'],
    ['poetry run courtside wipe-cache --yes', 'none'],
    ['poetry run courtside wipe-ladder --dry-run --yes', 'none'],
    ['python manage.py clear_results', 'none'],
    ['python manage.py clear_cache --yes', 'none'],
    ['python manage.py clearsessions --noinput', 'none'],
    ['poetry run pytest tests/test_ladder.py -k wipe', 'none'],
    ['python -m pytest tests -k purge', 'none'],
    ['uv run ruff check --fix', 'none'],
    ['poetry run alembic upgrade head', 'none'],
    ['flask run --debug', 'none'],
    ['flask db upgrade', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a club's or league's competition history deleted by age (destructive/sql/delete-records-by-age)", () => {
  test.each([
    [
      `sqlite3 instance/club.db "DELETE FROM ladder_challenges WHERE created_at < date('now','-1 year');"`,
      'destructive/sql/delete-records-by-age',
    ],
    [`sqlite3 club.db "DELETE FROM matches WHERE played_on < date('now','-2 years');"`, 'destructive/sql/delete-records-by-age'],
    [`psql -c "DELETE FROM match_results WHERE created_at < now() - interval '1 year'"`, 'destructive/sql/delete-records-by-age'],
    [
      `sqlite3 club.db "DELETE FROM tournament_scores WHERE created_at < datetime('now','-18 months');"`,
      'destructive/sql/delete-records-by-age',
    ],
    [`sqlite3 club.db "DELETE FROM game_history WHERE played_at < date('now','-1 year');"`, 'destructive/sql/delete-records-by-age'],
    [`sqlite3 club.db "DELETE FROM scores WHERE recorded_at < date('now','-6 months');"`, 'destructive/sql/delete-records-by-age'],
    // One row, an expired pending invite, sessions, caches, rate limits, login challenges, derived scores, a read, a test table.
    [`sqlite3 instance/club.db "DELETE FROM ladder_challenges WHERE id = 42;"`, 'none'],
    [`sqlite3 instance/club.db "DELETE FROM challenge_invites WHERE status = 'pending' AND expires_at < datetime('now');"`, 'none'],
    [`psql -c "DELETE FROM challenge_invitations WHERE status = 'pending' AND expires_at < now()"`, 'none'],
    [`sqlite3 instance/club.db "DELETE FROM sessions WHERE created_at < date('now','-1 year');"`, 'none'],
    [`sqlite3 instance/club.db "DELETE FROM cache_entries WHERE created_at < date('now','-1 year');"`, 'none'],
    [`sqlite3 instance/club.db "DELETE FROM rate_limits WHERE created_at < date('now','-1 day');"`, 'none'],
    [`psql -c "DELETE FROM auth_challenges WHERE created_at < now() - interval '1 day'"`, 'none'],
    [`psql -c "DELETE FROM webauthn_challenges WHERE expires_at < now()"`, 'none'],
    [`psql -c "DELETE FROM risk_scores WHERE computed_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM game_sessions WHERE created_at < now() - interval '30 days'"`, 'none'],
    [`sqlite3 instance/club.db "SELECT * FROM ladder_challenges WHERE created_at < date('now','-1 year');"`, 'none'],
    [`sqlite3 instance/test.db "DELETE FROM test_matches WHERE created_at < date('now','-1 year');"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
