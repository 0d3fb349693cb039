import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeProblem, loadConfig, readConfigFiles } from '../../src/config/config.js';
import { configReport } from '../../src/cli/report.js';
import { MESSAGES_DIR } from '../../src/home.js';
import { projectMessages } from '../../src/messages/library.js';
import { route } from '../../src/core/route.js';
import { viewProject } from '../../src/core/projectView.js';

const log = { debug: () => undefined };

/** A project (a git root) and a user config file beside it, in a fresh temp dir. */
function setup(files: Record<string, string>): { root: string; user: string } {
  const base = mkdtempSync(join(tmpdir(), 'waymark-config-'));
  const root = join(base, 'project');
  mkdirSync(join(root, '.git'), { recursive: true });
  for (const [path, content] of Object.entries(files)) {
    const full = join(base, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, content);
  }
  return { root, user: join(base, 'user', 'config.json') };
}

const message = (event: string, extra = '') => `# A message\n\nProject advice.\n\n## Bindings\n- event: ${event}\n${extra}`;

describe('config precedence', () => {
  it('merges the project over the user, key by key', () => {
    const { root, user } = setup({
      'user/config.json': JSON.stringify({ guards: { eval: false, compaction: { threshold: 0.5, window: 100000 } } }),
      'project/.waymark/config.json': JSON.stringify({ guards: { compaction: { threshold: 0.8 } } }),
    });
    expect(loadConfig(root, user)).toEqual({
      config: { guards: { eval: false, compaction: { threshold: 0.8, window: 100000 } } },
      problems: [],
    });
  });

  it('reads messageDirs of both files, each relative to the file that names it', () => {
    const { root, user } = setup({
      'user/config.json': JSON.stringify({ messageDirs: ['mine'] }),
      'user/mine/user-note.md': message('SessionStart'),
      'project/.waymark/config.json': JSON.stringify({ messageDirs: ['../team'] }),
      'project/team/team-note.md': message('SessionStart'),
      'project/.waymark/messages/local-note.md': message('SessionStart'),
    });
    const { messages, problems } = projectMessages(MESSAGES_DIR, root, readConfigFiles(root, user));
    expect(problems).toEqual([]);
    expect(messages.map((each) => each.name)).toEqual(['local-note', 'user-note', 'team-note']);
    expect(messages[1]!.path).toBe(join(root, '..', 'user', 'mine', 'user-note.md'));
  });
});

describe('config validation', () => {
  it.each([
    [
      '{"guards": {"compaction": {"threshold": 2}}}',
      /guards\.compaction\.threshold: must be less than 1; waymark ignores this key and applies the rest of the file\. Fix: Correct or remove `guards\.compaction\.threshold` \(`waymark schema`/,
      { eval: false, compaction: {} },
    ],
    [
      '{"guards": {"header": {"txt": "x"}}}',
      /guards\.header\.txt: not a known key; waymark ignores this key.*Fix: Correct or remove `guards\.header\.txt`/,
      { eval: false, header: {} },
    ],
    [
      '{"guards": {"eval": 3, "header": false}}',
      /guards\.eval: expected boolean or object; waymark ignores this key.*Fix/,
      { eval: false, header: false },
    ],
    [
      '{"messageDirs": "advice", "guards": {"header": false}}',
      /messageDirs: .*Fix: Correct or remove `messageDirs`/,
      { eval: false, header: false },
    ],
  ])('%s: names the file, the key dropped and the fix; the rest of the file applies', (content, expected, guards) => {
    const { root, user } = setup({ 'project/.waymark/config.json': content, 'user/config.json': '{"guards": {"eval": false}}' });
    const { config, problems } = loadConfig(root, user);
    expect(config).toEqual({ guards });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.startsWith(`${join(root, '.waymark', 'config.json')}: `)).toBe(true);
    expect(problems[0]).toMatch(expected);
    expect(configReport(root, { userFile: user }).map(describeProblem)).toEqual(problems);
  });

  it.each([
    ['{"guards": {"eval": false,}}', /JSON.*Fix: Make it valid JSON/],
    ['[]', /\(top level\): .*Fix: Correct or remove `\(top level\)`/],
  ])('%s: names the file, the problem and the fix; the file is ignored', (content, expected) => {
    const { root, user } = setup({ 'project/.waymark/config.json': content, 'user/config.json': '{"guards": {"eval": false}}' });
    const { config, problems } = loadConfig(root, user);
    expect(config).toEqual({ guards: { eval: false } });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(expected);
    expect(configReport(root, { userFile: user }).map(describeProblem)).toEqual(problems);
  });

  it('reports a guard id that names no guard, with the known ones', () => {
    const { root, user } = setup({
      'project/.waymark/config.json': JSON.stringify({ guards: { evl: false, 'no-apply': false } }),
      'project/.waymark/messages/no-apply.md': message('PreToolUse', '- when: tool_input.command ~ /apply/\n'),
    });
    const problems = configReport(root, { userFile: user });
    expect(problems).toEqual([
      {
        file: join(root, '.waymark', 'config.json'),
        problem: 'guards.evl names no guard, so it changes nothing',
        fix: expect.stringContaining('dependency, destructive, eval'),
      },
    ]);
  });

  it('reports a rules id that names no family, pack or rule', () => {
    const { root, user } = setup({
      'project/.waymark/config.json': JSON.stringify({
        rules: { destructive: true, 'destructive/git': false, 'destructive/git/force-push': true, 'destructive/gti': false },
      }),
    });
    const problems = configReport(root, { userFile: user });
    expect(problems.filter((each) => !each.warning)).toEqual([
      {
        file: join(root, '.waymark', 'config.json'),
        problem: 'rules.destructive/gti names no rule family, pack or rule, so it changes nothing; did you mean "destructive/git"?',
        fix: expect.stringContaining('waymark list'),
      },
    ]);
    // A project's "off" for destructive rules holds only for work inside it: said as a warning.
    expect(problems.filter((each) => each.warning).map((each) => each.problem)).toContain(
      "`rules.destructive/git` in a project's config switches advice off only for work inside the project; advice about anything beyond it stays on",
    );
  });

  it.each([
    [
      '{"guard": {"eval": false}, "guards": {"header": false}}',
      '"guard" is not a key waymark reads, so it changes nothing; did you mean "guards"?',
    ],
    [
      '{"messagedirs": ["x"], "guards": {"header": false}}',
      '"messagedirs" is not a key waymark reads, so it changes nothing; did you mean "messageDirs"?',
    ],
    ['{"colour": true, "guards": {"header": false}}', '"colour" is not a key waymark reads, so it changes nothing'],
  ])('%s: an unknown top-level key is reported like an unknown guard id; the rest of the file applies', (content, problem) => {
    const { root, user } = setup({ 'project/.waymark/config.json': content });
    expect(loadConfig(root, user).config.guards).toEqual({ header: false });
    const problems = configReport(root, { userFile: user });
    expect(problems).toEqual([
      {
        file: join(root, '.waymark', 'config.json'),
        problem,
        fix: expect.stringMatching(/^Use one of "\$schema", "guards", "messageDirs"/),
      },
    ]);
  });

  it.each([
    ['- evnt: PreToolUse\n', 'binding `- evnt:` is not a binding waymark reads, so it is ignored; did you mean `- event:`?', 2],
    [
      '- event: PreToolUse\n- macther: Bash\n',
      'binding `- macther:` is not a binding waymark reads, so it is ignored; did you mean `- matcher:`?',
      1,
    ],
  ])('%j: an unknown binding key is reported, with its file', (bindings, problem, count) => {
    const { root, user } = setup({ 'project/.waymark/messages/note.md': `# Note\n\nAdvice.\n\n## Bindings\n${bindings}` });
    const problems = configReport(root, { userFile: user });
    expect(problems).toHaveLength(count);
    expect(problems[0]).toEqual({
      file: join(root, '.waymark', 'messages', 'note.md'),
      problem,
      fix: 'A binding is one of `- event:`, `- matcher:`, `- guard:`, `- when:`.',
    });
  });
});

describe('project messages', () => {
  it("never replace waymark's own messages or guards; the first folder to name a message wins", () => {
    const { root, user } = setup({
      'project/.waymark/config.json': JSON.stringify({ messageDirs: ['../team'] }),
      'project/.waymark/messages/sessionstart.md': message('SessionStart'),
      'project/.waymark/messages/eval.md': message('PreToolUse', '- when: tool_input.command ~ /eval/\n'),
      'project/.waymark/messages/note.md': message('SessionStart'),
      'project/team/note.md': message('SessionStart'),
    });
    const { messages, problems } = projectMessages(MESSAGES_DIR, root, readConfigFiles(root, user));
    expect(messages.map((each) => each.path)).toEqual([join(root, '.waymark', 'messages', 'note.md')]);
    expect(problems.map((problem) => [problem.file, problem.problem])).toEqual([
      [join(root, '.waymark', 'messages', 'eval.md'), expect.stringContaining('"eval" is the name of one of waymark\'s own')],
      [
        join(root, '.waymark', 'messages', 'sessionstart.md'),
        expect.stringContaining('"sessionstart" is the name of one of waymark\'s own'),
      ],
      [join(root, 'team', 'note.md'), `"note" is already defined by ${join(root, '.waymark', 'messages', 'note.md')}; the first one wins`],
    ]);
  });

  it('skips, with a reason, a rejected regex, a `guard:` binding, no event, a link or a folder outside the project', () => {
    const { root, user } = setup({
      'project/.waymark/config.json': JSON.stringify({ messageDirs: ['../../elsewhere'] }),
      'elsewhere/far.md': message('SessionStart'),
      'secret.md': message('SessionStart'),
      'project/.waymark/messages/redos.md': message('PreToolUse', '- when: tool_input.command ~ /(?!safe)(\\w+\\s?)*$/\n'),
      'project/.waymark/messages/borrow.md': message('PreToolUse', '- guard: eval\n'),
      'project/.waymark/messages/loose.md': '# No bindings\n',
    });
    symlinkSync(join(root, '..', 'secret.md'), join(root, '.waymark', 'messages', 'linked.md'));
    const files = readConfigFiles(root, user);
    const { messages, problems } = projectMessages(MESSAGES_DIR, root, files);
    expect(messages).toEqual([]);
    // The folder outside is dropped as the config is read (src/config/projectLimits.ts).
    expect(files[1]!.ignored?.map((each) => each.problem)).toEqual([expect.stringContaining('`messageDirs` is ignored')]);
    const why = Object.fromEntries(problems.map((problem) => [problem.file.slice(root.length + 1), problem.problem]));
    expect(why).toEqual({
      '.waymark/messages/borrow.md': expect.stringContaining('names guard "eval"'),
      '.waymark/messages/linked.md': expect.stringContaining('outside the folder it may read'),
      '.waymark/messages/loose.md': 'binds no event, so nothing ever selects it',
      '.waymark/messages/redos.md': expect.stringContaining('cannot run in linear time'),
    });
  });

  it("come after waymark's own in the selection, bound by their own bindings even when the registration names messages", () => {
    const { root } = setup({
      'project/.waymark/messages/migrations.md': message(
        'PreToolUse',
        '- matcher: Write|Edit\n- when: tool_input.file_path ~ /(^|\\/)migrations\\//\n',
      ),
    });
    const event = { hook_event_name: 'PreToolUse', tool_name: 'Write', cwd: root, tool_input: { file_path: 'db/migrations/1.sql' } };
    const select = (names: string[], each: typeof event) =>
      route(names, [each], MESSAGES_DIR, root, (cwd) => viewProject(cwd, MESSAGES_DIR), log)[0]!.messages;
    const names = select(['pretooluse-write'], event).map((each) => [each.name, each.bindings.guard]);
    expect(names).toEqual([
      ['pretooluse-write', undefined],
      ['migrations', 'migrations'],
    ]);
    expect(select(['pretooluse-bash'], { ...event, tool_name: 'Bash' }).map((each) => each.name)).toEqual(['pretooluse-bash']);
  });
});

describe("a project config may narrow or add advice, never widen waymark's powers (issue 12 item 9)", () => {
  const widening = JSON.stringify({
    guards: { 'ask-user': { strict: true }, 'outside-project': { allow: ['~/.ssh'] }, secrets: true },
    messageDirs: ['../../outside', 'local'],
    plan: { paths: ['/etc/passwd', '../x.md', 'PLAN.md'] },
    knowledgeBase: { paths: ['../../wiki', 'wiki'] },
  });

  it.each([
    ['guards.ask-user.strict', (config: Record<string, any>) => config.guards['ask-user'].strict],
    ['guards.outside-project.allow', (config: Record<string, any>) => config.guards['outside-project'].allow],
  ])('%s from the project is dropped, and the merged config lacks it', (key, get) => {
    const { root, user } = setup({ 'project/.waymark/config.json': widening });
    const { config, problems } = loadConfig(root, user);
    expect(get(config)).toBeUndefined();
    expect(problems.join('\n')).toContain(`\`${key}\` is ignored in a project's config`);
  });

  it('paths that leave the project are dropped; the ones inside are kept', () => {
    const { root, user } = setup({ 'project/.waymark/config.json': widening });
    const { config } = loadConfig(root, user);
    expect([config.messageDirs, config.plan?.paths, config.knowledgeBase?.paths, config.guards?.secrets]).toEqual([
      ['local'],
      ['PLAN.md'],
      ['wiki'],
      true,
    ]);
  });

  it("the same settings in the user's own config hold", () => {
    const { root, user } = setup({ 'user/config.json': JSON.stringify({ guards: { 'ask-user': { strict: true } } }) });
    expect(loadConfig(root, user).config.guards?.['ask-user']).toEqual({ strict: true });
  });

  it('explain and verify say what was ignored and why', () => {
    const { root, user } = setup({ 'project/.waymark/config.json': widening });
    const report = configReport(root, { userFile: user }).map(describeProblem).join('\n');
    expect(report).toMatch(/ask-user\.strict` is ignored in a project's config: only your own config may let waymark deny/);
    expect(report).toMatch(/messageDirs` is ignored/);
  });
});
