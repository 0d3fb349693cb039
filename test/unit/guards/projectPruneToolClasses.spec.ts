import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 150: a project's own program whose name says it deletes (`prune-telemetry`, `bayerase`, `wipe-device`), run through its
// build tool (`cargo run --bin X --`, `go run ./cmd/X`, `npm run X --`, `python -m pkg.X`, `./bin/X`) with the argument that makes
// it act (`--execute`, `--yes`, `--apply`, `--no-dry-run`, a raw device) deletes what its name says, as a script named for the
// delete does (destructive/unlisted/delete-named-script). One line per case: the class speaks, and its near-misses (a preview,
// no acting argument where the name is only `prune`, housekeeping by its object, a name that says nothing) stay silent.

const NAMED = 'destructive/unlisted/delete-named-script';

describe("a project's own prune/purge/erase program told to act (destructive/unlisted/delete-named-script)", () => {
  test.each([
    ['cargo run --release --bin prune-telemetry -- --before 2024-01-01 --execute', NAMED],
    ['cargo run --bin prune-telemetry -- --execute', NAMED],
    ['cargo run --bin=prune_audit_log -- --apply', NAMED],
    ['cargo run -p prune-telemetry -- --older-than 90d --yes', NAMED],
    ['cargo run --bin bayerase -- --device /dev/nvme1n1', NAMED],
    ['cargo run --bin bayerase -- --yes', NAMED],
    ['cargo run --bin wipe-device -- /dev/sdb', NAMED],
    ['cargo run --bin diskwipe -- --device /dev/sdb', NAMED],
    ['go run ./cmd/prune-telemetry --before 2024-01-01 --execute', NAMED],
    ['go run ./cmd/admin prune-telemetry --before 2024-01-01 --confirm', NAMED],
    ['go run ./cmd/nvmerase /dev/nvme0n1', NAMED],
    ['./bin/prune-telemetry --before 2024-01-01 --no-dry-run', NAMED],
    ['./bin/bayerase --device /dev/nvme1n1', NAMED],
    ['python -m ops.prune_telemetry --execute', NAMED],
    ['python -m telemetry.prune --commit', NAMED],
    ['dotnet run --project tools/PruneTelemetry -- --execute', NAMED],
    ['npm run prune-telemetry -- --execute', NAMED],
    ['npm run purge:uploads -- --yes', NAMED],
    ['pnpm run nuke-uploads -- --yes', NAMED],
    ['pnpm purge-uploads --force', NAMED],
    ['yarn prune-telemetry --execute', NAMED],
    ['bun run prune-telemetry --apply', NAMED],
    // The forms the class already spoke in.
    ['cargo run --bin purge-telemetry -- --execute', NAMED],
    ['go run ./cmd/admin purge-telemetry --confirm', NAMED],
    ['cargo run --bin oddsctl -- prune --before 2024-01-01', NAMED],
    ['bun scripts/purge_guests.ts', NAMED],
    ['bun run scripts/purge_guests.ts', NAMED],
    // A preview, help or listing of the same program.
    ['cargo run --release --bin prune-telemetry -- --before 2024-01-01 --dry-run', 'none'],
    ['cargo run --release --bin prune-telemetry -- --before 2024-01-01 --plan', 'none'],
    ['cargo run --bin prune-telemetry -- --list', 'none'],
    ['cargo run --bin prune-telemetry -- --help', 'none'],
    ['cargo run --bin bayerase -- --help', 'none'],
    ['cargo run --bin bayerase -- --device /dev/nvme1n1 --dry-run', 'none'],
    ['npm run prune-telemetry -- --dry-run', 'none'],
    ['npm run prune-telemetry -- --dry-run --execute', 'none'],
    // A `prune` (a chore's word as often as a delete's) not told to act, and fused names not told to act.
    ['cargo run --bin prune-telemetry -- --before 2024-01-01', 'none'],
    ['cargo run --bin prune-telemetry', 'none'],
    ['npm run prune-telemetry', 'none'],
    ['cargo run --bin bayerase', 'none'],
    ['cargo run --bin bayerase -- --list-devices', 'none'],
    // Housekeeping by its object: caches, scratch, build output, sessions, expired tokens, git branches.
    ['go run ./cmd/admin purge-sessions --before 2024-01-01 --confirm', 'none'],
    ['cargo run --bin purge-cache -- --yes', 'none'],
    ['npm run prune-tmp -- --force', 'none'],
    ['pnpm prune-build-artifacts --execute', 'none'],
    ['go run ./cmd/prune-tokens --expired --execute', 'none'],
    ['cargo run --bin prune-branches -- --yes', 'none'],
    ['./bin/prune-worktrees --force', 'none'],
    ['python -m cache.prune --yes', 'none'],
    ['python -m lpr_tools.prune --older-than 90d --dry-run', 'none'],
    ['python scripts/prune.py --yes', 'none'],
    // A name that says no delete, or only looks like one.
    ['cargo run --bin server', 'none'],
    ['cargo run --bin server -- --yes', 'none'],
    ['go run ./cmd/admin list-sessions', 'none'],
    ['go run ./cmd/admin list-sessions --confirm', 'none'],
    ['cargo run --bin baycheck -- --device /dev/nvme1n1', 'none'],
    ['cargo run --bin swipe -- --yes', 'none'],
    ['cargo run --bin undelete -- --apply', 'none'],
    ['cargo run --bin airdrop -- --yes', 'none'],
    ['cargo run --bin eraser -- --yes', 'none'],
    ['npm run build -- --force', 'none'],
    ['cargo build --release --bin prune-telemetry', 'none'],
    ['cargo test --bin prune-telemetry', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
