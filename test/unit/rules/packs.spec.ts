import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { configSchema, type Config } from '../../../src/config/config.js';
import { activeRules, allPacks, ruleEnabled } from '../../../src/guards/rules/pack.js';
import { packFiles, packsIndexSource, PACKS_INDEX } from '../../../src/guards/rules/packsIndex.js';
import { packProblems } from '../../../src/guards/rules/schema.js';

const files = packFiles('rules');
const packs = files.map((file) => ({ file: `rules/${file}`, json: JSON.parse(readFileSync(`rules/${file}`, 'utf8')) as unknown }));

describe('rule packs', () => {
  test('the generated index lists every pack under rules/ (run `node scripts/build.js` when this fails)', () => {
    expect(readFileSync(PACKS_INDEX, 'utf8')).toBe(packsIndexSource(files));
    expect(allPacks().length).toBe(files.length);
  });

  test('every pack is valid', () => {
    expect(packProblems(packs)).toEqual([]);
  });

  const good = { family: 'destructive', pack: 'x', description: 'd', source: 's', rules: [{ id: 'a', risk: 'r', command: ['rm'] }] };
  test.each([
    ['a rule without risk', 'rules/destructive/x.json', { ...good, rules: [{ id: 'a', command: ['rm'] }] }, /rules\.0\.risk/],
    ['a rule id used twice', 'rules/destructive/x.json', { ...good, rules: [good.rules[0], good.rules[0]] }, /destructive\/x\/a is used twice/],
    ['a pack named unlike its file', 'rules/destructive/y.json', good, /expected the file's name "y"/],
    ['an unknown family', 'rules/nope/x.json', good, /"nope" is not a rule family/],
    ['a target the risk does not name', 'rules/destructive/x.json', { ...good, rules: [{ ...good.rules[0], target: 'deleted' }] }, /must say \{target\}/],
    ['a script that is not a regex', 'rules/destructive/x.json', { ...good, rules: [{ ...good.rules[0], script: '(' }] }, /not a valid regular expression/],
    ['an unknown field', 'rules/destructive/x.json', { ...good, rules: [{ ...good.rules[0], comand: ['rm'] }] }, /rules\.0/],
  ])('rejects %s', (_, file, json, problem) => {
    expect(packProblems([{ file, json }]).join('\n')).toMatch(problem);
  });
});

describe('config switches', () => {
  test.each([
    [{}, 'destructive/git/force-push', true],
    [{ 'destructive/git': false }, 'destructive/git/force-push', false],
    [{ 'destructive/git/force-push': false }, 'destructive/git/force-push', false],
    [{ 'destructive/git/force-push': false }, 'destructive/git/reset-hard', true],
    [{ 'destructive/git': false, 'destructive/git/force-push': true }, 'destructive/git/force-push', true],
    [{ destructive: false }, 'destructive/git/force-push', false],
    [{ 'destructive/gi': false }, 'destructive/git/force-push', true],
  ])('%j leaves %s on: %s', (rules, id, on) => {
    expect(ruleEnabled({ rules } as Config, id)).toBe(on);
  });

  test('a switched-off rule is not among the active ones', () => {
    const all = activeRules('destructive', {});
    const off = all[0]!.fullId;
    expect(activeRules('destructive', { rules: { [off]: false } }).map((active) => active.fullId)).toEqual(all.slice(1).map((active) => active.fullId));
  });

  test.each([
    [{ rules: { 'destructive/git': false } }, true],
    [{ rules: { 'destructive/git/force-push': false } }, true],
    [{ rules: { 'destructive/git': 'off' } }, false],
    [{ rules: { 'Destructive Git': false } }, false],
  ])('the config schema accepts %j: %s', (config, valid) => {
    expect(configSchema().safeParse(config).success).toBe(valid);
  });
});
