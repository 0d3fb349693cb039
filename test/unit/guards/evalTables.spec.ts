import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import ALIASES from '../../../rules/aliases.json';
import SHELL_LINES from '../../../rules/shell-lines.json';
import { shellLineKind, shellLinesOf } from '../../../src/guards/engine/shellLines.js';

// The eval engine's two top-level tables are not packs (the build validates those): their shape is checked here.

const words = z.array(z.string().check(z.regex(/^[A-Za-z_$][\w$.]*$/))).check(z.minLength(1));

describe('rules/aliases.json', () => {
  test('names wrappers and methods per language family, as plain names', () => {
    const schema = z.strictObject({
      description: z.string(),
      source: z.string(),
      wrappers: z.strictObject({ js: words, py: words }),
      methods: z.strictObject({ js: words }),
    });
    expect(schema.safeParse(ALIASES).error?.issues).toBeUndefined();
  });
});

describe('rules/shell-lines.json', () => {
  const kind = z.strictObject({
    id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
    files: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    format: z.enum(['json', 'yaml', 'lines', 'ruby']),
    keys: z.array(z.string().check(z.regex(/^(?:\*|[\w-]+(?:\.\*)?)$/))).check(z.minLength(1)),
    firstLine: z.optional(z.string()),
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
  });
});
