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
  const io = { stdin: Readable.from([]), stdout: (chunk: string) => void out.push(chunk), stderr: (chunk: string) => void err.push(chunk), env: { HOME: home, PATH: '/usr/bin:/bin' }, cwd: project, stderrTTY };
  const code = await runProgram(args, io, [installCommand, verifyCommand]);
  return { code, stdout: out.join(''), stderr: err.join('') };
}

test.each([
  [true, ['\r\u001b[2Kverify: claude-code (project)…', '\r\u001b[2K']],
  [false, []],
])('stderr a terminal: %s → progress %j, and the same report on stdout', async (tty, progress) => {
  const project = mkdtempSync(join(tmpdir(), 'waymark-progress-'));
  mkdirSync(join(project, '.git'));
  // The runtime copy's folder comes from env-paths, which reads the process's own environment.
  const data = process.env.XDG_DATA_HOME;
  process.env.XDG_DATA_HOME = join(project, 'data');
  let result;
  try {
    expect((await cli(['install', '--harness', 'claude-code'], project, false)).code).toBe(0);
    result = await cli(['verify', '--harness', 'claude-code', '--scope', 'project'], project, tty);
  } finally {
    if (data === undefined) delete process.env.XDG_DATA_HOME;
    else process.env.XDG_DATA_HOME = data;
  }
  expect(result.code).toBe(0);
  expect(result.stderr).toBe(progress.join(''));
  expect(result.stdout.trimEnd().split('\n').at(-1)).toMatch(/^(\d+) of \1 registrations ran as the harness runs them; no problems$/);
}, 60_000);
