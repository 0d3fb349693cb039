import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { type Machine, machine } from '../../support/operator.js';
import { ROOT } from '../../support/run.js';

let m: Machine;
afterEach(() => m?.cleanup());

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { files: string[] };

describe('the README, for users first', () => {
  test('every link resolves to a file the published package holds', async () => {
    const links = [...readme.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)].map((match) => match[1]!).filter((link) => !/^[a-z]+:/.test(link));
    expect(links.length).toBeGreaterThan(3);
    // npm always packs README, LICENSE and package.json; the rest is what "files" lists.
    const shipped = (path: string) =>
      ['README.md', 'LICENSE', 'package.json'].includes(path) ||
      pkg.files.some((entry) => path === entry || path.startsWith(entry.endsWith('/') ? entry : `${entry}/`));
    for (const link of links) expect([link, shipped(link) && existsSync(join(ROOT, link))]).toEqual([link, true]);
    expect(readme).not.toMatch(/DESIGN §|rules\/README\.md/);
  });

  test('users come first: what it does, install, quieting, the log, doctor, troubleshooting, exit codes; then Develop', async () => {
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((match) => match[1]!);
    for (const heading of [
      'What the model reads',
      'Install and upgrade',
      'Harnesses',
      'Quieting advice',
      'The advice log and doctor',
      'Troubleshooting',
      'Exit codes',
    ]) {
      expect(headings.indexOf(heading)).toBeGreaterThanOrEqual(0);
      expect(headings.indexOf(heading)).toBeLessThan(headings.indexOf('Develop'));
    }
    expect(headings.at(-1)).toBe('Develop');
    expect(readme).toMatch(/\| 0 \| done[^\n]*\n\| 1 \| problems found[^\n]*\n\| 2 \| usage error/);
  });

  test('the advice it shows is what the model reads for that call', async () => {
    m = machine();
    const shown = /## What the model reads[\s\S]*?```text\n([\s\S]*?)```/.exec(readme)![1]!;
    const reply = await m.hook('PreToolUse', { tool_name: 'Bash', tool_input: { command: 'git push --force origin main' } });
    const text = (JSON.parse(reply) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
    const procedure = /^Full procedure: .*$/m;
    expect(`${text}\n`.replace(procedure, '')).toBe(shown.replace(procedure, ''));
    expect(shown).toMatch(/^Full procedure: \S+\/messages\/pretooluse-destructive-guard\.md$/m);
  });
});
