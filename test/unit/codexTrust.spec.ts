import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { recordedHash, trustEdit, withoutTrustEdit } from '../../src/install/surfaces/codexTrust.js';
import { undo } from '../../src/install/files/undo.js';

// Codex trust entries are edited by exact key, and every result is parsed and compared with the
// original before it is written.

const project = { key: '/p/.codex/hooks.json:session_start:0:0', hash: 'sha256:new' };
const user = { key: '/h/.codex/hooks.json:session_start:0:0', hash: 'sha256:same' };

describe('trustEdit', () => {
  it('replaces the hash under its own key, not the first line with that hash', () => {
    // Both scopes share a hash (the same handler): reinstalling the project scope must leave the user scope alone.
    const toml = `[hooks.state."${user.key}"]\ntrusted_hash = "sha256:same"\n\n[hooks.state."${project.key}"]\ntrusted_hash = "sha256:same"\n`;
    const edit = trustEdit(toml, [project]);
    expect(edit.ok && edit.text).toBe(
      `[hooks.state."${user.key}"]\ntrusted_hash = "sha256:same"\n\n[hooks.state."${project.key}"]\ntrusted_hash = "sha256:new"\n`,
    );
  });

  it.each([
    ['an empty [hooks] table', '[hooks]\n'],
    [
      'an empty [hooks] table between others, with a comment',
      'model = "o4"\n[hooks] # later\n\n[projects."/p"]\ntrust_level = "trusted"\n',
    ],
    ['an empty inline hooks table', 'hooks = {}\n'],
    ['an empty inline hooks table with spaces, more keys after', 'hooks = {  }\nmodel = "o4"\n'],
    ['an empty [hooks] table and an empty [hooks.state] table', '[hooks]\n[hooks.state]\n'],
    ['an inline hooks table', 'hooks = { state = {} }\n'],
    ['[hooks] with an inline state', '[hooks]\nstate = { }\n'],
    ['[hooks] with an inline state, no final newline', 'model = "o4"\n[hooks]\nstate = {}'],
    ['an inline state holding another entry', `hooks = { state = { "${user.key}" = { trusted_hash = "sha256:same" } } }\n`],
    ['a [hooks.state] table', '[hooks.state]\n'],
    ['nothing at all', ''],
    ['CRLF', 'model = "o4"\r\n[projects."/p"]\r\ntrust_level = "trusted"\r\n'],
    ['a header inside a multi-line string', `note = """\n[hooks.state."${project.key}"]\ntrusted_hash = "sha256:old"\n"""\n`],
  ])('%s: the result parses, trusts the entry, and says everything else the file said', (_, toml) => {
    const edit = trustEdit(toml, [project]);
    expect(edit.ok).toBe(true);
    if (!edit.ok) return;
    const after = parse(edit.text) as { hooks: { state: Record<string, { trusted_hash: string }> } };
    expect(after.hooks.state[project.key]!.trusted_hash).toBe(project.hash);
    delete after.hooks.state[project.key];
    const before = parse(toml) as Record<string, any>;
    expect(JSON.stringify(after)).toBe(JSON.stringify({ ...before, hooks: { ...before.hooks, state: { ...before.hooks?.state } } }));
    expect(withoutTrustEdit(edit.text, [project])).toEqual({ text: toml, removed: 1 });
    // Install's own undo record takes it back byte for byte.
    expect(undo(edit.text, edit.edits)).toBe(toml);
  });

  it.each([
    ['a file that is not TOML', 'model = \n', /./],
    [
      'a hash recorded as something other than a string',
      `[hooks.state."${project.key}"]\ntrusted_hash = 5\n`,
      /form waymark does not edit/,
    ],
    ['hooks that is not a table', 'hooks = 3\n', /./],
  ])('%s is refused, unchanged', (_, toml, problem) => {
    const edit = trustEdit(toml, [project]);
    expect(edit.ok).toBe(false);
    if (!edit.ok) expect(edit.problem).toMatch(problem);
  });

  it('reads the hash by key', () => {
    expect(recordedHash(`[hooks.state.'${project.key}']\ntrusted_hash = "sha256:x"\n`, project.key)).toBe('sha256:x');
    expect(recordedHash('not = [toml', project.key)).toBeUndefined();
  });
});
