import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { expect, test } from 'vitest';
import { installCommand } from '../../src/cli/commands/installCommand.js';
import { verifyCommand } from '../../src/cli/commands/verifyCommand.js';
import { runProgram } from '../../src/cli/program.js';

// verify's progress is for a person watching a terminal: on stderr, only when stderr is one. The
// CLI runs in-process here so the test can say what a terminal is.

async function cli(args: string[], project: string, stderrTTY: boolean) {
  const out: string[] = [];
  const err: string[] = [];
  const home = join(project, 'home');
  const io = {
    stdin: Readable.from([]),
    stdout: (chunk: string) => void out.push(chunk),
    stderr: (chunk: string) => void err.push(chunk),
    env: { HOME: home, PATH: '/usr/bin:/bin' },
    cwd: project,
    stderrTTY,
  };
  const code = await runProgram(args, io, [installCommand, verifyCommand]);
  return { code, stdout: out.join(''), stderr: err.join('') };
}

test('progress on stderr when it is a terminal, none otherwise; the same report on stdout either way', async () => {
  const project = mkdtempSync(join(tmpdir(), 'waymark-progress-'));
  mkdirSync(join(project, '.git'));
  // The runtime copy's folder comes from env-paths, which reads the process's own environment.
  const data = process.env.XDG_DATA_HOME;
  process.env.XDG_DATA_HOME = join(project, 'data');
  try {
    const installed = await cli(['install', '--harness', 'claude-code'], project, false);
    expect(installed.code, installed.stdout + installed.stderr).toBe(0);
    const args = ['verify', '--harness', 'claude-code', '--scope', 'project'];
    const [terminal, piped] = [await cli(args, project, true), await cli(args, project, false)];
    const progress = terminal.stderr.split('\r\u001b[2K');
    expect(progress.slice(0, 3)).toEqual(['', 'verify: claude-code (project)…', 'verify: claude-code (project): running SessionStart…']);
    expect(progress).toContain('verify: claude-code (project): running PreToolUse [Bash]…');
    expect(progress.at(-1)).toBe('');
    expect(piped.stderr).toBe('');
    expect(terminal.stdout).toBe(piped.stdout);
    expect(piped.stdout.trimEnd().split('\n').at(-1)).toMatch(/^(\d+) of \1 registrations ran as the harness runs them; no problems$/);
  } finally {
    if (data === undefined) delete process.env.XDG_DATA_HOME;
    else process.env.XDG_DATA_HOME = data;
  }
}, 60_000);
