import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waymarkInProcess } from '../support/inProcess.js';
import { BIN } from '../support/run.js';

// Choosing harnesses as a user does: from a subdirectory, several at once, or every one found on
// this machine; the summary install ends with, and verify's closing line.

function machine() {
  const dir = mkdtempSync(join(tmpdir(), 'waymark-select-'));
  const home = join(dir, 'home');
  const repo = join(dir, 'repo');
  const sub = join(repo, 'packages', 'app');
  const bin = join(dir, 'bin');
  for (const each of [join(home, '.claude'), join(repo, '.git'), sub, bin]) mkdirSync(each, { recursive: true });
  // Codex is "installed": its CLI is on PATH, though it has never been run (no ~/.codex).
  writeFileSync(join(bin, 'codex'), '#!/bin/sh\n');
  chmodSync(join(bin, 'codex'), 0o755);
  // waymark itself is installed globally: a project's shared files run it from PATH.
  symlinkSync(BIN, join(bin, 'waymark'));
  const env = { PATH: `${bin}:/usr/bin:/bin`, HOME: home, WAYMARK_HOOK_STATE_DIR: join(dir, 'state') };
  const waymark = (...args: string[]) => waymarkInProcess(args, { cwd: sub, env });
  return { home, repo, sub, bin, waymark };
}

describe('install, verify and uninstall: which harnesses, and where', () => {
  it('--all from a subdirectory: installs every detected harness at the repository root, says why, and ends with one summary', async () => {
    const { home, repo, sub, bin, waymark } = machine();
    const result = await waymark('install', '--all');
    expect(result.status, result.stderr).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe(`project: ${repo} (the repository root; --project <dir> picks another)`);
    expect(lines).toContain(`detected claude-code: ${join(home, '.claude')} exists`);
    expect(lines).toContain(`detected codex: \`codex\` on PATH (${join(bin, 'codex')})`);
    expect(existsSync(join(repo, '.claude', 'settings.local.json'))).toBe(true);
    expect(existsSync(join(repo, '.codex', 'hooks.json'))).toBe(true);
    expect(readdirSync(sub)).toEqual([]);
    const summary = lines.slice(lines.indexOf('summary:'));
    expect(summary[1]).toBe('  installed: claude-code, codex');
    expect(summary[2]).toBe(
      '  skipped: antigravity, auggie, cline, codebuddy, copilot, cursor, devin, droid, gemini, kiro, qoder, qwen-code, omp' +
        ' (not detected: no CLI on PATH, no config folder)',
    );
    expect(summary).toContain('    - trust: codex skips hooks it has not trusted (what to run is printed above)');
    expect(summary.filter(Boolean).at(-1)).toBe('next: `waymark verify`');

    // Run again: nothing to do, and it says so.
    expect((await waymark('install', '--harness', 'claude-code,codex')).stdout).toContain('  up to date: claude-code, codex');

    // verify checks what is installed, prints no progress into a pipe, and ends with one line.
    const verified = await waymark('verify', '--harness', 'claude-code', '--harness', 'codex');
    expect(verified.stderr).toBe('');
    expect(verified.stdout.trimEnd().split('\n').at(-1)).toMatch(
      /^\d+ of \d+ registrations ran as the harness runs them; 1 surface needs your attention/,
    );
    // The Codex fix is said once for the surface, not once per entry.
    expect(verified.stdout.split('Codex skips it silently').length - 1).toBe(1);

    const removed = await waymark('uninstall', '--all');
    expect(removed.status).toBe(0);
    expect(removed.stdout).toContain(`nothing of waymark's in ${join(repo, '.cursor', 'hooks.json')}`);
    expect(existsSync(join(repo, '.codex', 'hooks.json'))).toBe(false);
    expect(existsSync(join(repo, '.claude', 'settings.local.json'))).toBe(false);
  });

  it.each([
    [['install', '--harness', 'claude-code,claud'], 'waymark: unknown harness "claud"; did you mean "claude-code"?'],
    [['uninstall', '--harness', 'cursr'], 'waymark: unknown harness "cursr"; did you mean "cursor"?'],
    [['verify', '--harness', 'qwen-cod'], 'waymark: unknown harness "qwen-cod"; did you mean "qwen-code"?'],
    [['install'], 'waymark: name a harness with --harness <id> (several: --harness a,b), or use --all'],
  ])('%j is an error that says what to type', async (args, message) => {
    const result = await machine().waymark(...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it('install --all with nothing detected names the way out, and writes nothing', async () => {
    const { repo, home, waymark } = machine();
    const bare = await waymarkInProcess(['install', '--all'], { cwd: repo, env: { PATH: '/usr/bin:/bin', HOME: join(home, 'empty') } });
    expect(bare.status).toBe(1);
    expect(bare.stderr).toContain('no harness detected on this machine');
    expect(readdirSync(repo)).toEqual(['.git', 'packages']);
    expect((await waymark('verify', '--json')).stdout).toContain('"installed": false');
  });
});
