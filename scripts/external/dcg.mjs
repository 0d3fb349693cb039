// dcg (destructive_command_guard): its regression corpus, tests/corpus/**/*.toml, labelled
// allow/deny by dcg. Only the commands and dcg's own labels and descriptions are kept.
import { parse } from 'smol-toml';
import { jsonl, sourceJson } from './lib.mjs';

export const REPO = 'Dicklesworthstone/destructive_command_guard';
export const COMMIT = '1a52415130fffec249e3c8adde72f58e3c4d6de0';

export function build(snap) {
  const rows = [];
  for (const path of snap.list('tests/corpus').filter((file) => file.endsWith('.toml'))) {
    const name = path.slice('tests/corpus/'.length, -'.toml'.length);
    const cases = parse(snap.read(path)).case ?? [];
    cases.forEach((item, index) => {
      const row = { id: `dcg/${name}/${item.id ?? index + 1}`, label: item.expected ?? item.expected_decision };
      if (item.command !== undefined) Object.assign(row, { tool_name: 'Bash', tool_input: { command: item.command } });
      // A hook payload fed as it is, malformed ones included.
      else row.stdin = item.raw_input;
      const note = item.description ?? item.category;
      if (note !== undefined) row.note = note;
      if (item.rule_id !== undefined) row.rule = item.rule_id;
      rows.push(row);
    });
  }
  return {
    'cases.jsonl': jsonl(rows),
    LICENSE: snap.read('LICENSE'),
    'source.json': sourceJson({
      name: 'dcg regression corpus',
      repository: `https://github.com/${REPO}`,
      commit: COMMIT,
      paths: ['tests/corpus/**/*.toml'],
      license: 'MIT',
      copyright: 'Copyright (c) 2026 Jeffrey Emanuel',
      converter: 'scripts/external/dcg.mjs',
      cases: rows.length,
    }),
  };
}
