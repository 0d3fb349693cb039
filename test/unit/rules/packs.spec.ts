import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { configSchema, type Config } from '../../../src/config/config.js';
import { activeRules, allPacks, familySlots, ruleEnabled } from '../../../src/guards/rules/pack.js';
import { destructiveFamily } from '../../../src/guards/rules/destructiveRule.js';
import { dependencyChecks } from '../../../src/guards/rules/dependencyRule.js';
import { classifyFile, commandChanges } from '../../../src/guards/dependency.js';
import { findDestructive } from '../../../src/guards/destructive.js';
import { findPrimitives } from '../../../src/guards/eval.js';
import { scanText } from '../../../src/guards/secrets.js';
import { packFiles, packsIndexSource, PACKS_INDEX } from '../../../src/guards/rules/packsIndex.js';
import { FAMILIES, packGate, packProblems } from '../../../src/guards/rules/schema.js';
import { ENGINE_RULES } from '../../../src/guards/rules/engineRules.js';
import { packRuleIds, ruleRows } from '../../../src/quiet/ruleIds.js';

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
    [
      'a rule id used twice',
      'rules/destructive/x.json',
      { ...good, rules: [good.rules[0], good.rules[0]] },
      /destructive\/x\/a is used twice/,
    ],
    ['a pack named unlike its file', 'rules/destructive/y.json', good, /expected the file's name "y"/],
    ['an unknown family', 'rules/nope/x.json', good, /"nope" is not a rule family/],
    [
      'a target the risk does not name',
      'rules/destructive/x.json',
      { ...good, rules: [{ ...good.rules[0], target: 'deleted' }] },
      /must say \{target\}/,
    ],
    [
      'a script that is not a regex',
      'rules/destructive/x.json',
      { ...good, rules: [{ ...good.rules[0], script: '(' }] },
      /not a valid regular expression/,
    ],
    ['an unknown field', 'rules/destructive/x.json', { ...good, rules: [{ ...good.rules[0], comand: ['rm'] }] }, /rules\.0/],
    [
      'a glob set no rule defines',
      'rules/destructive/x.json',
      { ...good, rules: [{ ...good.rules[0], paths: ['@record-logs'] }] },
      /"@record-logs" names no set/,
    ],
    [
      'a glob set no rule uses',
      'rules/destructive/x.json',
      { ...good, globs: { 'record-logs': ['**/*.log'] } },
      /"record-logs" is used by no rule/,
    ],
    [
      'a glob set that names another set',
      'rules/destructive/x.json',
      { ...good, globs: { a: ['@b'], b: ['**/*.log'] }, rules: [{ ...good.rules[0], paths: ['@a', '@b'] }] },
      /globs\.a\.0: a glob set holds globs/,
    ],
  ])('rejects %s', (_, file, json, problem) => {
    expect(packProblems([{ file, json }]).join('\n')).toMatch(problem);
  });

  // A pack's named glob set is resolved when the pack is read: the rules that delete, empty or copy
  // /dev/null over a record log judge the same globs, from one list (rules/destructive/filesystem.json).
  test('the record-log rules read one glob set, resolved', () => {
    const filesystem = allPacks().find((pack) => pack.family === 'destructive' && pack.pack === 'filesystem')!;
    expect(filesystem.globs).toBeUndefined();
    const paths = ['rm-record-logs', 'empty-record-log', 'cp-null-record-log'].map(
      (id) => (filesystem.rules.find((rule) => rule.id === id) as { paths?: string[] }).paths,
    );
    expect(paths[0]!.length).toBeGreaterThan(50);
    expect(paths[0]!.some((glob) => glob.startsWith('@'))).toBe(false);
    expect(paths[1]).toEqual(paths[0]);
    expect(paths[2]).toEqual(paths[0]);
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

  // An advisory's `Rule:` line names what a person switches off or silences: an id a guard writes
  // in its code, not read from a pack, must be one of the engine rules the list and the config know.
  test('every rule id written in a guard is one the config, `silence` and `list --rules` know', () => {
    const written = (readdirSync('src/guards', { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => [
        ...readFileSync(`src/guards/${file}`, 'utf8').matchAll(/'((?:destructive|eval|dependency|secrets)\/[a-z-]+\/[a-z0-9-]+)'/g),
      ])
      .map((match) => match[1]!);
    expect(written.length).toBeGreaterThanOrEqual(ENGINE_RULES.length);
    expect(written.filter((id) => !packRuleIds().has(id))).toEqual([]);
    const listed = new Set(ruleRows().map((row) => row.id));
    expect(ENGINE_RULES.filter(({ id }) => !listed.has(id) || !packRuleIds().has(id.split('/').slice(0, 2).join('/')))).toEqual([]);
  });

  test('a switched-off rule is not among the active ones', () => {
    const all = activeRules(destructiveFamily, {});
    const off = all[0]!.fullId;
    expect(activeRules(destructiveFamily, { rules: { [off]: false } }).map((active) => active.fullId)).toEqual(
      all.slice(1).map((active) => active.fullId),
    );
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

// A call reads only the packs its text could need: each pack's gate (its keywords, command names,
// file names) decides, and what the rules find is unchanged (every guard spec runs through gates).
describe('pack gates', () => {
  /** The packs a call reads, by family, given a fresh config (so nothing is cached yet). */
  function packsRead(call: (config: Config) => unknown): string[] {
    const read: string[] = [];
    const loads = [...FAMILIES.values()].flatMap((family) => familySlots(family).map((slot) => [slot, slot.load] as const));
    for (const [slot, load] of loads) slot.load = () => (read.push(slot.name), load());
    try {
      call({});
    } finally {
      for (const [slot, load] of loads) slot.load = load;
    }
    return read;
  }
  const context = (config: Config) => ({
    root: '/p',
    cwd: '/p',
    env: {},
    home: '/h',
    stateDir: '/s',
    session: { delivered: {} },
    change: () => {},
    config,
    options: {},
  });

  test.each([
    ['a package.json', (config: Config) => classifyFile('/p/package.json', config), ['javascript']],
    ['a Cargo.lock', (config: Config) => classifyFile('/p/Cargo.lock', config), ['rust']],
    ['a requirements file, by pattern', (config: Config) => classifyFile('/p/requirements-dev.txt', config), ['python']],
    ['a README', (config: Config) => classifyFile('/p/README.md', config), []],
    ['npm install', (config: Config) => commandChanges('npm install left-pad', config), ['javascript']],
    ['JavaScript naming eval', (config: Config) => findPrimitives('eval(x)', 'js', config), ['javascript']],
    ['Python naming pickle', (config: Config) => findPrimitives('pickle.loads(b)', 'py', config), ['python']],
    ['code naming no keyword', (config: Config) => findPrimitives('const a = 1;', 'js', config), []],
    ['text naming no credential', (config: Config) => scanText('hello', 'a.txt', config), []],
  ])('%s reads %j', (_, call, expected) => {
    expect(packsRead(call)).toEqual(expected);
  });

  test('a git command reads git and the packs whose rules match any command', () => {
    const read = packsRead((config) => findDestructive('git push --force origin main', context(config)));
    expect(read).toContain('git');
    expect(read).not.toContain('cloud');
    expect(read).not.toContain('containers');
  });

  test.each(['dependency', 'destructive', 'eval', 'secrets'] as const)("every %s rule is behind its pack's gate", (family) => {
    for (const slot of familySlots(FAMILIES.get(family)!)) {
      const gate = packGate(family, slot.load());
      expect(slot.gate).toEqual(gate);
      for (const rule of slot.load().rules as Array<{
        keywords?: string[];
        command?: string[];
        files?: string[];
        filePattern?: string;
        redirect?: boolean;
      }>) {
        for (const word of rule.keywords ?? []) expect(gate.words).toContain(word.toLowerCase());
        // A rule of any command that reads only its redirects is behind `>`, not `*`.
        const names = rule.redirect && rule.command?.includes('*') ? ['>'] : (rule.command ?? []);
        for (const name of names) expect(gate.words).toContain(family === 'dependency' ? name.toLowerCase() : name);
        for (const file of rule.files ?? []) expect(gate.files).toContain(file);
        if (rule.filePattern) expect(gate.filePatterns).toContain(rule.filePattern);
      }
    }
  });
});

describe('a YAML manifest names the keys that hold its dependencies', () => {
  const rule = { id: 'env', risk: 'r', ecosystem: 'Conda', files: ['environment.yml'], kind: 'manifest' as const };
  test('without sections it is refused at build time', () => {
    expect(dependencyChecks([rule])).toEqual([expect.stringContaining('a YAML manifest needs "sections"')]);
  });
  test('with them it passes', () => {
    expect(dependencyChecks([{ ...rule, sections: [{ yaml: ['dependencies'] }] }])).toEqual([]);
  });
});
