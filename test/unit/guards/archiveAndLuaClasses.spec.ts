import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Held-out round 146: a period's archive in a folder of kept archives made afresh from temp space, and Lua source run by
// wasmoon's `doString` from a JavaScript host. One line per call.

describe('a kept period archive written from temp space (destructive/filesystem/tar-create-over-other-period)', () => {
  test.each([
    ['tar -czf backups/drydock-2024.tar.gz tmp/export/', 'destructive/filesystem/tar-create-over-other-period'],
    ['tar -czf archive/2023-callouts.tar.gz data/tmp/', 'destructive/filesystem/tar-create-over-other-period'],
    ['tar -cf archives/season-2023.tar scratch/season', 'destructive/filesystem/tar-create-over-other-period'],
    // Near-misses: the live folder (silent where the hook cannot see the archive), no kept folder, no period, a dist build.
    ['tar -czf backups/drydock-2024.tar.gz data/drydock/', 'none'],
    ['tar -czf site-2024.tgz tmp/site', 'none'],
    ['tar -czf backups/drydock.tar.gz tmp/export/', 'none'],
    ['tar -czf backups/app-2024.tar.gz dist/', 'none'],
    ['tar -czf backups/tmp-2024.tar.gz tmp/ data/docks', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("wasmoon's doString runs its argument as Lua", () => {
  const host = (line: string) =>
    `const { LuaFactory } = require('wasmoon');\n\nasync function run(ruleSource) {\n  const lua = await new LuaFactory().createEngine();\n  ${line}\n}\n`;
  test.each([
    ['return await lua.doString(ruleSource);', true],
    ['return lua.doStringSync(`return ${ruleSource}`);', true],
    // Near-misses: a fixed chunk, a read of a global.
    ["return await lua.doString('return 1 + 1');", false],
    ["return lua.global.get('fee');", false],
  ])('%s → %s', (line, speaks) => expect(evalSpeaks('src/rules/fee.js', host(line))).toBe(speaks));
});
