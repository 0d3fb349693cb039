import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foreignMatch } from '../../../src/contracts/contract.js';
import { CONTRACTS_INDEX, contractIds, contractsIndexSource } from '../../../src/contracts/contractsIndex.js';
import { FOREIGN } from '../../../src/contracts/registry.js';

// The contract registry is generated from contracts/, so its order is the files' order: recognising
// a foreign payload must not depend on it. Every captured or documented payload is claimed by at
// most one contract's `foreign` rules, whatever the order.

const FIXTURES = 'test/fixtures';
const payloads = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['external', 'heldout', 'heeded', 'install', 'precision'].includes(entry.name))
  .flatMap((dir) =>
    readdirSync(join(FIXTURES, dir.name))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [`${dir.name}/${file}`, JSON.parse(readFileSync(join(FIXTURES, dir.name, file), 'utf8'))] as const),
  )
  .filter(([, payload]) => typeof payload === 'object' && payload !== null && !Array.isArray(payload));

describe('the generated contract registry', () => {
  it('lists every contract file the hook answers for (run `node scripts/build.js` when this fails)', () => {
    expect(readFileSync(CONTRACTS_INDEX, 'utf8')).toBe(contractsIndexSource(contractIds('contracts')));
  });

  it('has payloads to prove the next case on', () => expect(payloads.length).toBeGreaterThan(50));

  // Each payload with the variables its own harness sets for a hook (none for most).
  const ENV: Record<string, Record<string, string>> = {
    copilot: { COPILOT_CLI: '1' },
    grok: { GROK_HOOK_EVENT: 'pre_tool_use', GROK_WORKSPACE_ROOT: '/p' },
    devin: { DEVIN_PROJECT_DIR: '/p' },
  };
  it("no payload, with its harness's variables, is claimed by two contracts", () => {
    for (const [name, payload] of payloads) {
      const env = ENV[name.split('/')[0]!] ?? {};
      const claimed = FOREIGN.filter(([, rules]) => foreignMatch(rules, payload as Record<string, unknown>, env)).map(([id]) => id);
      expect(claimed.length, `${name}: ${claimed.join(', ')}`).toBeLessThanOrEqual(1);
    }
  });
});
