import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { guardOptions, loadConfig, mergeConfig } from '../../../src/config/config.js';
import { usageOf, modelWindow } from '../../../src/guards/lib/contextUsage.js';
import { gitIgnored } from '../../../src/guards/lib/gitIgnored.js';
import { stop } from '../../../src/guards/stop.js';
import { findSecrets } from '../../../src/guards/secrets.js';
import { frontMatter, formatSkillIndex, INDEX_BUDGET, type Skill } from '../../../src/guards/lib/skillIndex.js';
import { shellWords } from '../../../src/guards/lib/shellWords.js';

const scratch = mkdtempSync(join(tmpdir(), 'waymark-parts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('shellWords', () => {
  it.each([
    [
      'rm -rf "my dir" && echo done',
      [
        ['rm', '-rf', 'my dir'],
        ['echo', 'done'],
      ],
    ],
    ["git commit -m 'rm -rf /'", [['git', 'commit', '-m', 'rm -rf /']]],
    ['a | b; c || d & e', [['a'], ['b'], ['c'], ['d'], ['e']]],
    [
      'echo $(git rev-parse HEAD) done',
      [
        ['git', 'rev-parse', 'HEAD'],
        ['echo', '$(…)', 'done'],
      ],
    ],
    ['(cd web && npm ci); ls', [['cd', 'web'], ['npm', 'ci'], ['ls']]],
    ['cat <<EOF > x.sh\nrm -rf /\nEOF', [['cat'], ['EOF']]],
    ['# rm -rf /\nls', [['ls']]],
    ['rm -rf \\\n  build', [['rm', '-rf', 'build']]],
  ])('%j', (line, words) => {
    expect(shellWords(line).commands.map((command) => command.words)).toEqual(words);
  });
});

describe('findSecrets', () => {
  it('names kind and line, never the value', () => {
    const key = ['AK', 'IA', 'Z7Q2M4N8P6R3T5V1'].join('');
    const found = findSecrets(`a = 1\nkey = "${key}"\n`, 'src/a.py');
    expect(found).toEqual(['an AWS access key id (line 2)']);
    expect(found.join()).not.toContain(key);
  });
});

describe('gitIgnored', () => {
  const root = join(scratch, 'repo');
  mkdirSync(join(root, 'apps', 'web'), { recursive: true });
  writeFileSync(join(root, '.gitignore'), '# env\n.env*\n!.env.example\n/build/\n');
  writeFileSync(join(root, 'apps', '.gitignore'), 'secret.txt\n');
  it.each([
    ['.env', true],
    ['apps/web/.env.local', true],
    ['.env.example', false],
    ['build/out.js', true],
    ['apps/build/out.js', false],
    ['apps/web/secret.txt', true],
    ['secret.txt', false],
  ])('%s → %s', (path, ignored) => {
    expect(gitIgnored(join(root, path), root, join(scratch, 'nohome'))).toBe(ignored);
  });
});

describe('frontMatter', () => {
  it.each([
    ['---\nname: a\ndescription: plain text\n---', { name: 'a', description: 'plain text' }],
    ["---\nname: \"q\"\ndescription: 'it''s'\n---", { name: 'q', description: "it's" }],
    ['---\ndescription: |\n  line one\n  line two\nname: b\n---', { name: 'b', description: 'line one line two' }],
    ['no front matter', {}],
  ])('%j', (text, fields) => {
    expect(frontMatter(text)).toEqual(fields);
  });
});

describe('formatSkillIndex', () => {
  const skill = fc.record({
    name: fc.string({ minLength: 1, maxLength: 40 }).map((name) => name.replace(/\s/g, '-')),
    description: fc.string({ maxLength: 400 }),
    group: fc.constantFrom('Project skills (.claude/skills)', 'Personal skills (~/.claude/skills)'),
    path: fc.constant('/x/SKILL.md'),
  });

  it('stays under the budget, one line per shown skill, and counts the rest', () => {
    fc.assert(
      fc.property(fc.array(skill, { maxLength: 80 }), (skills: Skill[]) => {
        const index = formatSkillIndex(skills);
        expect(index.length).toBeLessThan(INDEX_BUDGET);
        const shown = index.split('\n').filter((line) => line.startsWith('- ')).length;
        const more = /… and (\d+) more skills?/.exec(index);
        expect(shown + (more ? Number(more[1]) : 0)).toBe(skills.length);
      }),
    );
  });
});

describe('context usage', () => {
  it('reads Claude Code and Codex usage records', () => {
    expect(
      usageOf(
        JSON.stringify({
          message: {
            model: 'claude-opus-4-1',
            usage: { input_tokens: 10, cache_read_input_tokens: 90, cache_creation_input_tokens: 5, output_tokens: 7 },
          },
        }),
      ),
    ).toEqual({ tokens: 105, model: 'claude-opus-4-1' });
    expect(
      usageOf(
        JSON.stringify({
          type: 'event_msg',
          payload: {
            type: 'token_count',
            info: { last_token_usage: { input_tokens: 5000, cached_input_tokens: 4000 }, model_context_window: 272000 },
          },
        }),
      ),
    ).toEqual({ tokens: 5000, window: 272000 });
    expect(usageOf(JSON.stringify({ isSidechain: true, message: { usage: { input_tokens: 10 } } }))).toBeUndefined();
    expect(modelWindow('claude-sonnet-4-5[1m]')).toBe(1_000_000);
  });
});

describe('config', () => {
  it('merges the project over the user, objects by key, `false` replacing', () => {
    expect(
      mergeConfig(
        { guards: { eval: false, compaction: { threshold: 0.6, window: 1 } } },
        { guards: { compaction: { threshold: 0.8 }, eval: {} } },
      ),
    ).toEqual({
      guards: { eval: {}, compaction: { threshold: 0.8, window: 1 } },
    });
  });

  it('reads `true` as on, for opt-in guards too, and `false` as off', () => {
    expect(guardOptions({ guards: { stop: true, eval: false } }, 'stop')).toEqual({ enabled: true });
    expect(guardOptions({ guards: { stop: true, eval: false } }, 'eval')).toBeUndefined();
    expect(guardOptions({}, 'eval')).toEqual({});
  });

  it('ignores an invalid file and keeps the other', () => {
    const root = join(scratch, 'cfg');
    mkdirSync(join(root, '.waymark'), { recursive: true });
    writeFileSync(join(root, '.waymark', 'config.json'), '{"guards": {"eval": 3}}');
    const user = join(scratch, 'user.json');
    writeFileSync(user, '{"guards": {"eval": false}}');
    const { config, problems } = loadConfig(root, user);
    expect(config).toEqual({ guards: { eval: false } });
    expect(problems).toHaveLength(1);
  });
});

describe('stop guard', () => {
  const context = (options: Record<string, unknown>) => ({
    root: scratch,
    cwd: scratch,
    env: {},
    home: scratch,
    stateDir: join(scratch, 'state'),
    session: { delivered: {} },
    change: () => undefined,
    config: {},
    options,
  });
  const event = (session: string, active = false) => ({ hook_event_name: 'Stop', session_id: session, stop_hook_active: active });

  it('is off by default', async () => {
    expect(await stop.detect(event('s1'), context({}))).toBeUndefined();
  });

  it("speaks when enabled: once per session and never while a Stop hook is active are the pipeline's Stop rule", async () => {
    expect(await stop.detect(event('s2'), context({ enabled: true }))).toEqual({});
  });
});
