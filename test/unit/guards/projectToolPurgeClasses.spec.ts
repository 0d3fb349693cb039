import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 104: the project's own program (run through `go run <pkg>`, `cargo run --bin x --`, `./bin/x`, `python -m pkg`,
// `dotnet run --project x --`, `node <file>`) given a delete subcommand bounded by a cutoff or widened to a whole scope deletes
// records as a script named for the delete does (destructive/unlisted/delete-named-script). One line per case: the class
// speaks, and its near-misses (a preview, a non-delete subcommand, housekeeping by its object, a system tool) stay silent.

const NAMED = 'destructive/unlisted/delete-named-script';

describe("a project program's delete subcommand with a cutoff or a whole scope (destructive/unlisted/delete-named-script)", () => {
  test.each([
    ['go run ./cmd/oddsctl purge --before 2024-01-01 --all-markets', NAMED],
    ['go run ./cmd/oddsctl purge --before 2024-01-01', NAMED],
    ['go run ./cmd/oddsctl purge --before=2024-01-01', NAMED],
    ['./bin/oddsctl purge --before 2024-01-01', NAMED],
    ['cargo run --bin oddsctl -- purge --before 2024-01-01', NAMED],
    ['cargo run --release --bin=oddsctl -- purge --all', NAMED],
    ['cargo run -p oddsctl -- wipe --yes', NAMED],
    ['go run ./cmd/oddsctl delete --all-markets', NAMED],
    ['python -m oddsctl purge --before 2024-01-01', NAMED],
    ['dotnet run --project src/Odds -- purge --older-than 90d', NAMED],
    ['dotnet run --project src/Odds/Odds.csproj -c Release -- delete --all-markets', NAMED],
    ['dotnet run -- purge --before 2024-01-01', NAMED],
    ['node dist/cli.js prune --days 30', NAMED],
    ['./bin/oddsctl truncate --until 2023-12-31', NAMED],
    ['./bin/oddsctl clear --older-than=90d', NAMED],
    ['./bin/ledger bets purge --before 2024-01-01', NAMED],
    // The named-script forms it reads as, already speaking.
    ['node scripts/purge-odds.js --before 2024-01-01', NAMED],
    ['npx tsx scripts/purge.ts --older-than 90d', NAMED],
    ['python manage.py purge_bets --before 2024-01-01', NAMED],
    // A preview, a listing or a report of the same delete.
    ['go run ./cmd/oddsctl purge --before 2024-01-01 --dry-run', 'none'],
    ['go run ./cmd/oddsctl purge --before 2024-01-01 --list', 'none'],
    ['go run ./cmd/oddsctl purge --before 2024-01-01 --report', 'none'],
    ['cargo run --bin oddsctl -- purge --before 2024-01-01 --dry-run', 'none'],
    ['dotnet run --project src/Odds -- purge --older-than 90d --dry-run', 'none'],
    // A subcommand that deletes nothing, with the same options.
    ['go run ./cmd/oddsctl import --since 2024-01-01', 'none'],
    ['go run ./cmd/oddsctl export --before 2024-01-01', 'none'],
    ['go run ./cmd/oddsctl list --before 2024-01-01', 'none'],
    ['go run ./cmd/oddsctl report --all', 'none'],
    ['cargo run --bin oddsctl -- import --since 2024-01-01', 'none'],
    ['dotnet run --project src/Odds -- import --since 2024-01-01', 'none'],
    // A delete with neither a cutoff nor a scope, and programs run without a delete.
    ['go run ./cmd/oddsctl purge 41872', 'none'],
    ['go run ./cmd/server', 'none'],
    ['go test ./...', 'none'],
    ['go run . migrate up', 'none'],
    ['cargo run --bin server', 'none'],
    ['dotnet run --project src/Api', 'none'],
    // Housekeeping by its object: caches, scratch, build output, sessions.
    ['go run ./cmd/oddsctl cache purge --all', 'none'],
    ['cargo run --bin oddsctl -- purge cache --all', 'none'],
    ['dotnet run --project src/Odds -- cache purge --all', 'none'],
    ['./bin/tool purge-cache', 'none'],
    ['./bin/tool prune --all-caches', 'none'],
    ['cargo run -- clean --all', 'none'],
    ['go run ./cmd/oddsctl prune --tmp', 'none'],
    ['go run ./cmd/oddsctl prune tmp --all', 'none'],
    ['go run ./cmd/oddsctl purge sessions --before 2024-01-01', 'none'],
    // A system tool judged by its own rule, or by none.
    ['docker system prune --all', 'destructive/containers/docker-system-prune-all'],
    ['docker container prune --filter until=24h', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
