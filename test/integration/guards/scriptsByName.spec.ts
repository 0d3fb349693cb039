import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import { guardContext } from '../../support/guardContext.js';
import { tempDir } from '../../support/run.js';

// A script the line runs by name is read from the project (bounded, a regular file inside it), so
// `python scripts/purge.py` is judged by what purge.py does. What is outside, not a file, or huge is not.
const HANG = 10_000;

function project(files: Record<string, string>): string {
  const home = tempDir();
  const root = join(home, 'proj');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  mkdirSync(root, { recursive: true });
  return root;
}

const rules = (root: string, command: string) =>
  findDestructive(command, guardContext(join(root, '..'), { root, cwd: root }))
    .map((hit) => hit.rule)
    .join(' ') || 'none';

const PURGE = 'import boto3\nboto3.client("s3").delete_bucket(Bucket="prod-archive")\n';

const KLAVIYO = [
  'import requests',
  'r = requests.get("https://a.klaviyo.com/api/profiles/", headers=H).json()',
  'for p in r["data"]:',
  '    requests.post("https://a.klaviyo.com/api/data-privacy-deletion-jobs/", headers=H, json={"id": p["id"]})',
  '',
].join('\n');
const AMPLITUDE = [
  'for (let i = 0; i < ids.length; i += 100) {',
  "  await fetch('https://amplitude.com/api/2/deletions/users', {",
  "    method: 'POST', body: JSON.stringify({ user_ids: ids.slice(i, i + 100) }) });",
  '}',
  '',
].join('\n');
const INTERCOM = [
  'let page = await client.contacts.list({ perPage: 150 });',
  'while (page.data.length) {',
  '  await Promise.all(page.data.map(c => client.contacts.delete({ id: c.id })));',
  '  page = await client.contacts.list({ perPage: 150 });',
  '}',
  '',
].join('\n');

describe('a script run by name is judged by its text in the project', () => {
  test.each([
    ['python scripts/purge.py --all', { 'scripts/purge.py': PURGE }, 'destructive/unlisted/any-cli'],
    ['cd scripts && python3 purge.py', { 'scripts/purge.py': PURGE }, 'destructive/unlisted/any-cli'],
    ['./scripts/purge.py', { 'scripts/purge.py': `#!/usr/bin/env python3\n${PURGE}` }, 'destructive/unlisted/any-cli'],
    ['bash scripts/reset.sh', { 'scripts/reset.sh': 'rm -rf ~/\n' }, 'destructive/filesystem/rm-recursive'],
    ['./reset', { reset: '#!/bin/sh\ngit push --force origin main\n' }, 'destructive/git/force-push'],
    // Round 26: SaaS scripts run by name, through a runner or piped to tee.
    ['python scripts/purge_profiles.py && echo done', { 'scripts/purge_profiles.py': KLAVIYO }, 'destructive/http/http-delete-operation'],
    ['npx ts-node tools/reset_amplitude.ts', { 'tools/reset_amplitude.ts': AMPLITUDE }, 'destructive/http/http-delete-operation'],
    ['node scripts/intercom_wipe.js 2>&1 | tee wipe.log', { 'scripts/intercom_wipe.js': INTERCOM }, 'destructive/unlisted/any-cli'],
    ['python scripts/report.py', { 'scripts/report.py': 'import boto3\nprint(boto3.client("s3").list_buckets())\n' }, 'none'],
    ['python scripts/missing.py', {}, 'none'],
    // A script named for a delete that the project does not hold speaks by its name; read, its text speaks instead.
    ['python scripts/purge_guests.py', {}, 'destructive/unlisted/delete-named-script'],
  ])('%s → %s', (command, files, id) => expect(rules(project(files), command)).toBe(id));

  test('a link out of the project is not read', () => {
    const root = project({});
    const outside = join(root, '..', 'outside.py');
    writeFileSync(outside, PURGE);
    mkdirSync(join(root, 'scripts'));
    symlinkSync(outside, join(root, 'scripts', 'tasks.py'));
    expect(rules(root, 'python scripts/tasks.py')).toBe('none');
  });

  test('a FIFO is not opened', { timeout: HANG }, () => {
    const root = project({});
    execFileSync('mkfifo', [join(root, 'tasks.py')]);
    expect(rules(root, 'python tasks.py && sh tasks.py')).toBe('none');
  });

  test('a huge script is read only as far as the bound', () => {
    const root = project({ 'big.py': `${'# x\n'.repeat(64 * 1024)}${PURGE}` });
    expect(rules(root, 'python big.py')).toBe('none');
  });
});
