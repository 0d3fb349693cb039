import { describe, expect, test } from 'vitest';
import { computedCutoffs } from '../../../src/guards/engine/computedCutoffs.js';
import { directiveSecrets } from '../../../src/guards/secrets/directiveSecrets.js';
import { evalSpeaks, secretSpeaks } from '../../support/guardSpeaks.js';
import { commandIds as rule, editSpeaks as edit } from '../../support/destructiveIds.js';

// A review of one day's diff: the mistakes it found that change an answer, each with the call that showed it and the
// near-miss beside it. (1) A crafted `make_interval(` argument list backtracked super-linearly. (3) A SafeLoader
// subclass chain four deep spent the lookup budget twice per level and read unsafe. (4) `python -m prune` read a package
// `prun` that named the act. (5) A `#` inside a string hid the tree delete after it on the line. (6) `id < {max_id}` read
// as a date cutoff. (13) The Ably rule's keyword `ably` is in "probably". (14) A Sentinel password with more than one
// blank after `sentinel` was looked for from too early in the line.

// Assembled at run time so that no scanner flags this file.
const ably = ['c1RVLJ.7yyHwS:', 'KTiVQ47qsxG72VnY6wGD4tylc-', 'Y3oLOr0GlsP5S_KXv'].join('');
const pw = ['MKs24NrvA3p1', 'eJPwJfeVJtLc79C0'].join('');

describe('computed cutoffs (engine/computedCutoffs.ts)', () => {
  test('a 500 KB crafted make_interval argument list is read in linear time', () => {
    // Each `<` tried every split of the blanks between the commas (10 s per 100 KB): at this size the old pattern ran for
    // about a minute, past the runner's 30 s timeout. No time is asserted: the timeout is the check.
    const unit = `< now() - make_interval(${'    ,'.repeat(6)}    x `;
    const crafted = `DELETE FROM t WHERE a ${unit.repeat(Math.ceil(500_000 / unit.length))}`;
    expect(computedCutoffs([crafted], false)).toHaveLength(1);
    // The forms it read before still read.
    expect(computedCutoffs(['DELETE FROM t WHERE d < now() - make_interval(0, 0, 0, %s)'], false)).toEqual(['DELETE FROM t WHERE d < %s']);
    expect(computedCutoffs(['DELETE FROM t WHERE d < now() - make_interval( days => %s)'], false)).toEqual(['DELETE FROM t WHERE d < %s']);
  });

  test.each([
    ['DELETE FROM orders WHERE created_at < {cutoff}', 'DELETE FROM orders WHERE created_at < %s'],
    ["DELETE FROM orders WHERE visit_date <= '{cutoff}'", 'DELETE FROM orders WHERE visit_date <= %s'],
    ['DELETE FROM orders WHERE "created_at" < ${cutoff}', 'DELETE FROM orders WHERE "created_at" < %s'],
    // An interpolated bound on a column that is no date is no cutoff.
    ['DELETE FROM orders WHERE id < {max_id}', 'DELETE FROM orders WHERE id < {max_id}'],
    ["DELETE FROM orders WHERE batch_no <= '{batch}'", "DELETE FROM orders WHERE batch_no <= '{batch}'"],
  ])('%s', (statement, read) => expect(computedCutoffs([statement], false)).toEqual([read]));
});

describe('a SafeLoader subclass chain (engine/safeBinding.ts)', () => {
  const chain = (depth: number) => {
    const names = ['A', 'B', 'C', 'D', 'E'].slice(0, depth);
    const classes = names.map((name, i) => `class ${name}(${i === 0 ? 'yaml.SafeLoader' : names[i - 1]}):\n    pass\n\n\n`);
    return `import yaml\n\n\n${classes.join('')}def load(s):\n    return yaml.load(s, Loader=${names.at(-1)})\n`;
  };
  test.each([
    [chain(2), false],
    [chain(3), false],
    [chain(4), false],
    [chain(4).replace('yaml.SafeLoader', 'yaml.Loader'), true],
  ])('%s', (content, speaks) => expect(evalSpeaks('app/config.py', content)).toBe(speaks));
});

describe('a module named for its verb alone (engine/namedScript.ts)', () => {
  test.each([
    ['python -m prune --commit', 'none'],
    ['python prune.py --commit', 'none'],
    ['python -m telemetry.prune --commit', 'destructive/unlisted/delete-named-script'],
  ])('%s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a tree delete after a string holding a comment marker (engine/recordFolders.ts)', () => {
  const PY = '    estate.status = EstateStatus.CLOSED\n    db.session.commit()';
  const adds = (line: string) => edit('src/estates/closure.py', PY, `${PY}\n    ${line}`);
  test.each([
    ['log.info(f"Deleting estate #{estate.id}"); shutil.rmtree(settings.ESTATE_FILES_ROOT / str(estate.id))', true],
    ["log.info('-- closing %s', estate.id); shutil.rmtree(settings.ESTATE_FILES_ROOT / str(estate.id))", true],
    // A delete in a comment stays silent, at the line's start or after code.
    ['# shutil.rmtree(settings.ESTATE_FILES_ROOT / str(estate.id))', false],
    ['log.info("closed")  # shutil.rmtree(settings.ESTATE_FILES_ROOT / str(estate.id))', false],
  ])('%s', (line, speaks) => expect(adds(line)).toBe(speaks));
});

describe('an Ably key is read only in Ably code (secrets/messaging/ably-api-key)', () => {
  test.each([
    ['web/src/realtime.js', `const ably = new Ably.Realtime({ key: '${ably}' });`, true],
    ['pub/Pub.php', `$client = new Ably\\AblyRest('${ably}');\n`, true],
    ['web/src/realtime.ts', `import Ably from "ably";\nconst key = '${ably}';\n`, true],
    // Prose that says "probably" or "reliably" is no Ably code.
    ['notes/tokens.md', `This is probably the staging one: ${ably}\n`, false],
    ['notes/tokens.md', `Delivered reliably with ${ably}\n`, false],
  ])('%s', (path, content, speaks) => expect(secretSpeaks(path, content)).toBe(speaks));
});

describe('a Sentinel password after more than one blank (secrets/directiveSecrets.ts)', () => {
  test('the finding spans the password, not the master name that holds it', () => {
    const line = `sentinel    auth-pass ${pw}-east ${pw}`;
    const found: Array<{ start: number; end: number }> = [];
    directiveSecrets(line, { fullId: 'secrets/assignment', rule: {}, keywords: [] } as never, found as never);
    expect(found.map((each) => line.slice(each.start, each.end))).toEqual([pw]);
    expect(found[0]!.start).toBe(line.lastIndexOf(pw));
  });
});
