import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import ALIASES from '../../../rules/aliases.json';
import SHELL_LINES from '../../../rules/shell-lines.json';
import DOWNLOADS from '../../../rules/downloads.json';
import { shellLineKind, shellLinesOf } from '../../../src/guards/engine/shellLines.js';
import { familyOfFile, familyOfHead, maskCode } from '../../../src/guards/lib/codeText.js';

// The eval engine's two top-level tables are not packs (the build validates those): their shape is checked here.

const words = z.array(z.string().check(z.regex(/^[A-Za-z_$][\w$.]*$/))).check(z.minLength(1));

describe('rules/aliases.json', () => {
  test('names wrappers and methods per language family, as plain names', () => {
    const schema = z.strictObject({
      description: z.string(),
      source: z.string(),
      wrappers: z.strictObject({ js: words, py: words }),
      methods: z.strictObject({ js: words }),
      invokers: z.strictObject({ js: z.record(z.string().check(z.regex(/^[A-Za-z_$][\w$.]*$/)), z.enum(['arguments', 'list'])) }),
    });
    expect(schema.safeParse(ALIASES).error?.issues).toBeUndefined();
  });
});

describe('rules/downloads.json', () => {
  test('names downloaders by their options, runners and checks, as plain words', () => {
    const option = z.string().check(z.regex(/^-{1,2}[A-Za-z][\w-]*$/));
    const downloader = z.strictObject({
      commands: z.array(z.string().check(z.regex(/^[a-z][\w.-]*$/))).check(z.minLength(1)),
      output: z.array(option).check(z.minLength(1)),
      remote: z.optional(z.array(option)),
      dir: z.optional(z.array(option)),
      values: z.optional(z.string().check(z.regex(/^[A-Za-z\d]+$/))),
      saves: z.optional(z.boolean()),
    });
    const schema = z.strictObject({
      description: z.string(),
      source: z.string(),
      downloaders: z.array(downloader),
      unpackers: z.array(
        z.strictObject({
          commands: z.array(z.string().check(z.regex(/^[a-z\d][\w.-]*$/))).check(z.minLength(1)),
          dir: z.array(option).check(z.minLength(1)),
        }),
      ),
      runners: z.array(z.string().check(z.regex(/^(?:\.|[a-z][\w.-]*)$/))),
      checks: z.record(z.string().check(z.regex(/^[a-z][\w-]*$/)), z.array(z.string())),
    });
    expect(schema.safeParse(DOWNLOADS).error?.issues).toBeUndefined();
    // A short output or remote option of a tool that clusters short options must be one of its value letters or a flag.
    for (const tool of DOWNLOADS.downloaders)
      for (const each of tool.output.filter((o) => /^-\w$/.test(o))) expect(tool.values ?? each[1]).toContain(each[1]);
  });
});

describe('rules/shell-lines.json', () => {
  const kind = z.strictObject({
    id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
    files: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    format: z.enum(['json', 'yaml', 'lines', 'ruby', 'hcl', 'groovy', 'ini']),
    keys: z.array(z.string().check(z.regex(/^(?:\*|[\w-]+(?:\.\*)?)$/))).check(z.minLength(1)),
    firstLine: z.optional(z.string()),
    families: z.optional(z.array(z.enum(['destructive', 'eval', 'secrets']))),
    source: z.string().check(z.regex(/^https:\/\//)),
  });
  test('each kind names its files, its syntax, its keys and its source', () => {
    const schema = z.strictObject({ description: z.string(), source: z.string(), kinds: z.array(kind) });
    expect(schema.safeParse(SHELL_LINES).error?.issues).toBeUndefined();
    expect(new Set(SHELL_LINES.kinds.map((each) => each.id)).size).toBe(SHELL_LINES.kinds.length);
  });
  test.each([
    ['/p/.devcontainer/devcontainer.json', 'devcontainer'],
    ['/p/packages/web/package.json', 'npm-scripts'],
    ['/p/docker-compose.prod.yml', 'compose'],
    ['C:\\p\\.gitlab-ci.yml', 'gitlab-ci'],
    ['/p/.github/workflows/ci.yml', 'github-actions'],
    ['/p/Procfile.dev', 'procfile'],
    ['/p/infra/main.tf', 'terraform-provisioners'],
    ['/p/tox.ini', 'tox'],
    ['/p/.pre-commit-config.yaml', 'pre-commit'],
  ])('%s is %s', (path, id) => expect(shellLineKind(path, '')?.id).toBe(id));
  test.each([['/p/package.json.bak'], ['/p/docs/devcontainer.json.md'], ['/p/my-compose.yml.txt'], ['/p/src/Procfile.ts']])(
    '%s holds no shell lines',
    (path) => expect(shellLinesOf(path, '{"scripts": {"a": "curl x | sh"}}\nweb: x\ncommand: x\n')).toEqual([]),
  );
  test('values come back as lines: exec forms joined, blocks kept, objects of commands flattened', () => {
    expect(shellLinesOf('/p/.devcontainer/devcontainer.json', '{"postCreateCommand": {"a": "make", "b": ["sh", "-c", "x | y"]}}')).toEqual([
      'make',
      "sh -c 'x | y'",
    ]);
    expect(shellLinesOf('/p/.gitlab-ci.yml', 'job:\n  script:\n    - make\n    - |\n      a\n      b\n  image: x\n')).toEqual([
      'make',
      'a\nb',
    ]);
    expect(
      shellLinesOf(
        '/p/infra/k3s.tf',
        'provisioner "remote-exec" {\n  inline = [\n    "echo \\"hi\\"", # a comment\n    "curl -sfL https://get.k3s.io | sh -",\n  ]\n}\n' +
          'provisioner "local-exec" {\n  command = <<-EOT\n    make $${X}\n  EOT\n}\nname = "inline"\n',
      ),
    ).toEqual(['echo "hi"', 'curl -sfL https://get.k3s.io | sh -', '    make $${X}']);
  });
  test('an HCL list never closed ends the scan: a hostile file is read once', () => {
    expect(shellLinesOf('/p/x.tf', `${'inline = [ '.repeat(20_000)}"a"`)).toEqual(['a']);
  });
});

describe('a file whose name says nothing of its language is read by its first line', () => {
  test.each([
    ['#!/bin/bash\neval $1', 'sh'],
    ['#!/bin/sh -e\n', 'sh'],
    ['#!/usr/bin/env python3\n', 'py'],
    ['#!/usr/bin/env python3.12\n', 'py'],
    ['#!/usr/bin/env -S node --no-warnings\n', 'js'],
    ['#!/usr/bin/env -i PATH=/bin bash\n', 'sh'],
    ['#!/usr/bin/perl -w\n', 'pl'],
    ['#!/usr/local/bin/ruby\n', 'rb'],
    ['#!/usr/bin/env Rscript\n', 'r'],
    ['#!/usr/bin/octave -qf\n', 'matlab'],
    ['\uFEFF#!/bin/zsh\n', 'sh'],
    ['#SBATCH --job-name=x\n#SBATCH -N 1\nsrun a.out\n', 'sh'],
    ['# a PBS job\n#PBS -l nodes=1\n', 'sh'],
  ])('%j is %s', (head, family) => expect(familyOfHead(head)).toBe(family));
  test.each([['#!/usr/bin/env unknown-tool\n'], ['# eval $1\n'], ['eval $1\n'], ['  #!/bin/bash\n'], [''], ['#SBATCHx\n']])(
    '%j names no language',
    (head) => expect(familyOfHead(head)).toBeUndefined(),
  );
  test.each([
    ['/p/job.sbatch', '#!/bin/bash\n', 'sh'],
    ['/p/run.cgi', '#!/usr/bin/perl\n', 'pl'],
    ['/p/bin/deploy', '#!/usr/bin/env node\n', 'js'],
    ['/p/job.pbs', '#PBS -N x\n', 'sh'],
    ['/p/notes.txt', '#!/bin/bash\n', 'prose'],
    ['/p/app.py', '#!/bin/bash\n', 'py'],
    ['/p/bin/deploy', 'no shebang', 'generic'],
    ['/p/solve.m', 'function x = solve(a)\n% MATLAB\nx = a;\nend\n', 'matlab'],
    ['/p/run.m', "x = A'; disp(x)\n", 'matlab'],
    ['/p/AppDelegate.m', '#import "AppDelegate.h"\n@implementation AppDelegate\n@end\n', 'clike'],
    ['/p/Util.m', '- (void)run {\n  [self go];\n}\n', 'clike'],
    ['/p/a.F90', 'program p\nend program\n', 'fortran'],
    ['/p/a.for', '      PROGRAM P\n', 'fortran'],
  ])('%s holding %j is %s', (path, head, family) => expect(familyOfFile(path, () => head)).toBe(family));
  test('the head is read only when the name says nothing', () => {
    expect(
      familyOfFile('/p/a.py', () => {
        throw new Error('read');
      }),
    ).toBe('py');
  });
});

describe('comments and strings of MATLAB and Fortran', () => {
  test.each([
    ['matlab', '% eval(s)\nx = 1;', '         \nx = 1;'],
    ['matlab', "x = A'; eval('y')", "x = A'; eval(' ')"],
    ['matlab', '%{\neval(s)\n%}\ny', '  \n       \n  \ny'],
    ['fortran', "call system('ls') ! call system(cmd)", "call system('  ')".padEnd(36)],
    ['fortran', 'C     CALL SYSTEM(CMD)\n      x = 1', '                      \n      x = 1'],
    ['fortran', 'call system(cmd)', 'call system(cmd)'],
  ] as const)('%s: %j', (family, code, masked) => expect(maskCode(code, family)).toBe(masked));
});
