import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../src/core/event.js';
import { applyPatch } from '../../src/contracts/transforms/applyPatch.js';
import { GUARDS } from '../../src/guards/index.js';
import type { GuardContext } from '../../src/guards/guard.js';
import { dependencySections } from '../../src/guards/lib/manifestSections.js';
import { opTotal, resetOps } from '../../src/guards/lib/opCount.js';
import { applyEdits, MAX_EDIT_WORK } from '../../src/guards/lib/toolWrite.js';
import { anyName, backreferencedNameGroups, shrunkCapture } from '../support/backreferences.js';
import { FAMILY_GUARD, hostileCases, hostileManifests } from '../support/hostileInputs.js';
import { guardContext } from '../support/guardContext.js';

// Linear time, asserted on the work the code under test counts (src/guards/lib/opCount.ts:
// characters scanned, matcher steps, expansions), never on "it did not time out". Each input is
// run at two sizes, SMALL and LARGE = 4 × SMALL: linear work grows by about 4, quadratic by 16.
// Every case also holds an absolute bound per input character. Wall-clock ratios at 64 KB and
// 1 MB are bench/guards.js's (`npm run bench:guards`), never a test's.

const SMALL = 16 * 1024;
const LARGE = 4 * SMALL;
/** Growth allowed from SMALL to LARGE: 4 for linear work, with room for fixed costs. */
const GROWTH = 4.5;
/** `npm run test:torture` sets 1 MB. */
const RULE_LARGE = Number(process.env.WAYMARK_HOSTILE_BYTES) || 16 * 1024;

const base = mkdtempSync(join(tmpdir(), 'waymark-linear-'));
const root = join(base, 'proj');
mkdirSync(join(root, '.git'), { recursive: true });
afterAll(() => rmSync(base, { recursive: true, force: true }));
const context: GuardContext = guardContext(base);

async function counted(run: () => unknown): Promise<number> {
  resetOps();
  await run();
  return opTotal();
}

/** The work at both sizes; fails when it grows faster than linear or passes `perChar` per input character. */
async function expectLinear(at: (size: number) => () => unknown, perChar: number): Promise<void> {
  const small = await counted(at(SMALL));
  const large = await counted(at(LARGE));
  expect(small, 'the scanners counted no work: the case does not reach them').toBeGreaterThan(0);
  expect(large).toBeLessThanOrEqual(GROWTH * small + 4096);
  expect(large).toBeLessThanOrEqual(perChar * LARGE);
}

describe('manifest sections: one pass per section kind, for every format in the data', () => {
  const cases = hostileManifests(SMALL);
  test('every format with sections yields a hostile manifest whose opener the scanner recognises', () => {
    expect(cases.length).toBeGreaterThan(30);
    const unrecognised = cases.filter((each) => dependencySections(each.text, each.sections).length === 0).map((each) => each.label);
    expect(unrecognised).toEqual([]);
  });
  test.each(cases.map((each) => [each.label, each] as const))('%s', async (label, each) => {
    await expectLinear(
      (size) => () => dependencySections(hostileManifests(size).find((one) => one.label === label)!.text, each.sections),
      8,
    );
  });
});

describe('manifest edits through the dependency guard, with the file on disk', () => {
  // A small edit of a hostile manifest the repository holds; and the same through a Codex patch.
  const byFile = new Map(hostileManifests(SMALL).map((each) => [each.file, each.label]));
  test.each([...byFile].map(([file, label]) => [file, label] as const))('an Edit of %s', async (file, label) => {
    await expectLinear((size) => {
      const text = hostileManifests(size).find((one) => one.label === label)!.text;
      // A name with its folder (`meta/main.yml`) needs the folder.
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
      const event: CanonicalEvent = {
        hook_event_name: 'PreToolUse',
        tool_name: 'Edit',
        tool_input: { file_path: join(root, file), old_string: text.slice(0, 12), new_string: 'x' },
      };
      return () => GUARDS.get('dependency')!.detect(event, context);
    }, 16);
  });
  test('an apply_patch of package.json with 32,000 unclosed sections and many hunks', async () => {
    await expectLinear((size) => {
      writeFileSync(join(root, 'package.json'), '"dependencies":{'.repeat(size / 16));
      const hunks = '@@\n-"dependencies":{\n+"x":1\n'.repeat(size / 32);
      const [event] = applyPatch(
        {
          hook_event_name: 'PreToolUse',
          tool_name: 'apply_patch',
          tool_input: { command: `*** Begin Patch\n*** Update File: ${join(root, 'package.json')}\n${hunks}*** End Patch` },
        },
        {},
      );
      return () => GUARDS.get('dependency')!.detect(event as CanonicalEvent, context);
    }, 16);
  });
});

describe('shell commands that write a manifest', () => {
  test.each([
    ['sed -i with a huge script', (size: number) => `sed -i '${'s/"a": "1"/"a": "2"/;'.repeat(size / 22)}' package.json`],
    ['many appends', (size: number) => 'echo x >> requirements.txt; '.repeat(size / 30)],
    ['tee onto many manifests', (size: number) => `echo x | tee ${'Cargo.toml '.repeat(size / 11)}`],
    ['npm pkg set of many keys', (size: number) => `npm pkg set ${'dependencies.a=1 '.repeat(size / 17)}`],
    ['a huge redirect target', (size: number) => `echo x > ${'a'.repeat(size)}package.json`],
  ])('%s', async (_, command) => {
    await expectLinear((size) => {
      const event: CanonicalEvent = { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: command(size) } };
      return () => GUARDS.get('dependency')!.detect(event, context);
    }, 64);
  });
});

describe('many-edit payloads and patches with many files', () => {
  test('a MultiEdit of 20,000 edits stops applying at its work budget', () => {
    const file = 'line\n'.repeat(55_000);
    const edits = Array.from({ length: 20_000 }, () => ({ old: 'line', new: 'LINE' }));
    resetOps();
    expect(applyEdits(file, edits)).toBeUndefined();
    expect(opTotal()).toBeLessThanOrEqual(MAX_EDIT_WORK);
  });
  test('a MultiEdit through the eval guard costs work linear in the edits', async () => {
    await expectLinear((size) => {
      writeFileSync(join(root, 'big.py'), 'x = load(1)\n'.repeat(size / 12));
      const edits = Array.from({ length: size / 64 }, (_, i) => ({ old_string: `x = load(1)`, new_string: `y${i} = eval(a)` }));
      const event: CanonicalEvent = {
        hook_event_name: 'PreToolUse',
        tool_name: 'MultiEdit',
        tool_input: { file_path: join(root, 'big.py'), edits },
      };
      return () => GUARDS.get('eval')!.detect(event, context);
    }, 200);
  });
  test('a patch naming one file 10,000 times is one call; naming 10,000 files, at most 100', () => {
    const same = applyPatch({ tool_name: 'apply_patch', tool_input: { input: '*** Update File: a.py\n+x\n'.repeat(10_000) } }, {});
    expect(same).toHaveLength(1);
    const many = applyPatch(
      {
        tool_name: 'apply_patch',
        tool_input: { input: Array.from({ length: 10_000 }, (_, i) => `*** Add File: f${i}.py\n+x\n`).join('') },
      },
      {},
    );
    expect(many).toHaveLength(100);
  });
});

describe('every built-in rule, fed its own words (test/support/hostileInputs.ts)', () => {
  // A rule's words repeated: each case's counted work must grow linearly with the input.
  // Smaller than above: 2,600 inputs. A quadratic scan still shows as 16 where linear work shows 4.
  const large = hostileCases(RULE_LARGE);
  const small = new Map(hostileCases(RULE_LARGE / 4).map((each) => [each.label, each]));
  test.each(large.map((each) => [each.label, each] as const))('%s', async (label, { family, event }) => {
    const guard = GUARDS.get(FAMILY_GUARD[family]!)!;
    const smallWork = await counted(() => guard.detect(small.get(label)!.event, context));
    const largeWork = await counted(() => guard.detect(event, context));
    // A guard that does not read this input (the dependency guard on a source file) counts nothing at either size.
    expect(largeWork).toBeLessThanOrEqual(GROWTH * smallWork + 4096);
  });
});

describe('a name captured and matched again by a backreference (test/support/backreferences.ts)', () => {
  // The counters see characters, not the matcher's backtracking, and the rules' own words never form a declaration: a
  // capture that can shrink to a prefix of its name retried every declaration 41 times across a 4,000-character span
  // (20 s on a 462 KB file) while the counted work stayed linear. Read from the pattern instead: each such capture's end
  // is held (`(?![\w$])`, `\b`), and on a hostile file of declarations no capture can end inside a name.
  const groups = backreferencedNameGroups();
  test('every eval pattern that captures a name for a backreference ends the capture at the name', () => {
    expect(groups.length).toBeGreaterThan(20);
    const held = /^(?:\(\?!\[[^\]]*\\w[^\]]*\]\)|\(\?!\\w\)|\\b)/;
    expect(
      groups.filter((group) => !held.test(group.source.slice(group.close + 1))).map((group) => `${group.rule} \\${group.number}`),
    ).toEqual([]);
  });
  // One hostile file per shape: the longest names the capture takes, declared many times and never used, then one use.
  const name = (i: number) => `${'a'.repeat(40 - String(i).length)}${i}`;
  const declared = (line: (i: number) => string) => Array.from({ length: 200 }, (_, i) => line(i)).join('\n');
  test.each([
    [
      'eval/jvm/beanshell-interpreter',
      `import bsh.*;\n${declared((i) => `Interpreter ${name(i)} = new Interpreter();`)}\nother.eval(code);`,
    ],
    ['eval/jvm/script-engine-held-by-type', `${declared((i) => `GroovyShell ${name(i)} = new GroovyShell();`)}\nother.evaluate(code);`],
    ['eval/jvm/script-engine-held-by-type', `${declared((i) => `var ${name(i)} = new GroovyShell();`)}\nother.evaluate(code);`],
    [
      'eval/jvm/rhino-context-held',
      `${declared((i) => `Context ${name(i)} = Context.enter();`)}\nother.evaluateString(s, code, "x", 1, null);`,
    ],
    ['eval/engines/js-template-imported', `${declared((i) => `import { template as ${name(i)} } from 'lodash';`)}\nother(text);`],
    ['eval/engines/js-framework-compiler', `${declared((i) => `import { compile as ${name(i)} } from 'vue';`)}\nother(text);`],
  ])('%s: no capture ends inside a name', (rule, text) => {
    const mine = groups.filter((group) => group.rule === rule);
    expect(mine.length).toBeGreaterThan(0);
    // The file reaches the backreference (any name there matches), and no capture of a shorter prefix does.
    expect(mine.some((group) => anyName(group).test(text))).toBe(true);
    expect(mine.filter((group) => shrunkCapture(group).test(text)).map((group) => `\\${group.number}`)).toEqual([]);
  });
});

describe('known quadratic cases stay linear (each at n and 4n)', () => {
  const bash = (command: string): CanonicalEvent => ({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } });
  const write = (file_path: string, content: string): CanonicalEvent => ({
    hook_event_name: 'PreToolUse',
    tool_name: 'Write',
    tool_input: { file_path, content },
  });
  // n is about a sixteenth of the counts that once took minutes at 1 MB.
  test.each([
    ['curl × n (a pipe-to-shell pattern restarted at every curl)', (n: number) => bash('curl '.repeat(n))],
    ['many small heredocs (shellView rebuilt the command per heredoc)', (n: number) => bash('cat <<E\nx\nE\n'.repeat(n))],
    ['a long word list after rm -rf', (n: number) => bash(`rm -rf ${'build/a '.repeat(n)}/`)],
    ['one unterminated quote', (n: number) => bash(`psql -c "${'DROP TABLE x; '.repeat(n)}`)],
    [
      'a for loop over many words whose body names the variable many times',
      (n: number) => bash(`for d in ${'a '.repeat(4 * n)}; do rm -rf ${'"$d" '.repeat(n)}; done`),
    ],
    [
      'a for loop followed by many commands naming its variable',
      (n: number) => bash(`for d in ${'a '.repeat(64)}; do ${'cat "$d"; '.repeat(n)}done`),
    ],
    ['ssh commands each running curl | sh (every wrapped script is read)', (n: number) => bash("ssh h 'curl x | sh'; ".repeat(n / 2))],
    [
      'an ssh script of curl | sh run for each host of a loop',
      (n: number) => bash(`for h in ${'a '.repeat(32)}; do ssh $h '${'curl x | sh; '.repeat(n)}'; done`),
    ],
    [
      'a parallel template of many replacement strings and many inputs',
      (n: number) => bash(`parallel '${'rm -rf {} '.repeat(n)}' ::: ${'a '.repeat(n)}`),
    ],
    [
      'interpreter code of many library deletes on call chains',
      (n: number) => bash(`python3 -c "${'a.b(c).objects.all().delete(); '.repeat(n / 2)}"`),
    ],
    [
      'a heredoc of many SQL calls and unclosed calls',
      (n: number) => bash(`node <<'EOF'\n${"db.query('DROP TABLE t'); x.delete_bucket(((".repeat(n / 4)}\nEOF`),
    ],
    [
      'SQL keywords in a heredoc to an unknown client',
      (n: number) => bash(`bteq <<EOF\n${'DELETE FROM t WHERE /* -- */ '.repeat(n / 2)}\nEOF`),
    ],
    ['SQL statements handed as an option value', (n: number) => bash(`nzsql -c "${'-- x\n.y\nDROP TABLE WHERE 1=1 ;'.repeat(n / 2)}"`)],
    ['spaces after a WHERE in a lone operand', (n: number) => bash(`xsql "UPDATE t SET a=1 WHERE${' '.repeat(16 * n)}"`)],
    [
      'MongoDB deletes with unclosed filters and bulk writes (documentDeletes)',
      (n: number) =>
        write(
          'scripts/crafted.js',
          `${'db.members.deleteMany({ paidUntil: { $lt: new Date( [{ deleteMany: { filter: { a: '.repeat(n / 64)}.bulkWrite(`,
        ),
    ],
    [
      'MongoDB updates with unclosed filters and bulk writes (documentDeletes)',
      (n: number) =>
        write(
          'tools/crafted.js',
          `${'db.snails.updateMany({}, { $set: { a: [{ updateMany: { filter: {}, update: '.repeat(n / 64)}.bulkWrite(`,
        ),
    ],
    ['regex-like slashes, each an unterminated class', (n: number) => write('src/a.js', `eval(x);\n${'(/['.repeat(3 * n)}`)],
    // Each compared password once looked for its line's ends across the whole source (comparedSecrets' userOnLine).
    ['password comparisons on one line', (n: number) => write('src/c3.py', 'pass=="a1!x";'.repeat(n))],
    ['slashes after long blanks', (n: number) => write('src/a.js', `eval(x);\n${`${' '.repeat(190)}/`.repeat(n / 16)}`)],
    [
      'many sinks bound to names and called through them',
      (n: number) => write('src/a.js', 'const r = promisify(exec); r(`x ${y}`); '.repeat(n / 8)),
    ],
    [
      'many import renames of sinks',
      (n: number) => write('src/a.ts', 'import { exec as s } from "child_process";\ns(a + b);\n'.repeat(n / 8)),
    ],
    [
      'many consts handed to a sink',
      (n: number) => write('src/a.ts', 'const s = readFileSync(x);\nHandlebars.compile(s);\n'.repeat(n / 8)),
    ],
    ['Python from-imports of sinks and their calls', (n: number) => write('a.py', 'from os import system as s\ns(x)\n'.repeat(n / 4))],
    ['a compose file of many shell commands', (n: number) => write('docker-compose.yml', 'command: sh -c "curl x | sh"\n'.repeat(n / 4))],
    ['a YAML list key with many block items', (n: number) => write('.gitlab-ci.yml', `script:\n${'  - |\n    curl x\n'.repeat(n / 4)}`)],
    ['package.json scripts, unparseable', (n: number) => write('package.json', '"scripts": {"a": "curl x | sh", '.repeat(n / 4))],
    [
      'a Vagrantfile of many inline variables',
      (n: number) => write('Vagrantfile', '$s = <<-S\ncurl x | sh\nS\ninline: $s\n'.repeat(n / 4)),
    ],
    ['basic-auth tuples opened and never closed', (n: number) => write('a.py', 'AUTH = ("a", "'.repeat(n))],
    ['upper-case _KEY names without values', (n: number) => write('a.py', 'A_KEY '.repeat(2 * n))],
    ['config settings', (n: number) => write('a.sh', 'npm config set //r/:_authToken '.repeat(n / 2))],
    [
      'config settings and PowerShell env assignments',
      (n: number) => bash(`npm config set //r/:_authToken x; Set-Item env:A_KEY -Value 'y'; `.repeat(n / 4)),
    ],
  ])('%s', async (_, event) => {
    const run = (n: number) => async () => {
      for (const id of ['destructive', 'dependency', 'eval', 'secrets']) await GUARDS.get(id)!.detect(event(n), context);
    };
    const small = await counted(run(2048));
    const large = await counted(run(8192));
    expect(small).toBeGreaterThan(0);
    expect(large).toBeLessThanOrEqual(GROWTH * small + 4096);
  });

  test('a long word list is judged by its first and last words', () => {
    const finding = GUARDS.get('destructive')!.detect(bash(`rm -rf ${'build/a '.repeat(130_000)}/`), context) as Record<string, string>;
    expect(finding.items).toContain('everything from the filesystem root');
  });
});
