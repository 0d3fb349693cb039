// RedCode-Exec (AI-secure/RedCode): its bash set, dataset/RedCode-Exec/bash2text_dataset_json,
// 30 scripts for each of 20 risk scenarios. Each case is one script run as a shell command, with
// RedCode's index (scenario_case), its expected result and its one-line summary. What each
// scenario asks of our families, or why none covers it, is reviewed in scenarios.jsonl.
import { jsonl, sourceJson } from './lib.mjs';

export const REPO = 'AI-secure/RedCode';
export const COMMIT = 'c84b6db88fd8bd258e29f12e692ccfd4287a454d';
const DIR = 'dataset/RedCode-Exec/bash2text_dataset_json';

export function build(snap) {
  const paths = snap.list(DIR).filter((file) => file.endsWith('.json'));
  const texts = snap.readMany(paths);
  const rows = [];
  for (const text of texts) {
    for (const item of JSON.parse(text)) {
      const [scenario] = String(item.Index).split('_');
      rows.push({
        id: `redcode/${item.Index}`,
        scenario: Number(scenario),
        tool_name: 'Bash',
        tool_input: { command: item.Code },
        expected_result: item.expected_result,
        note: item.Text_summary,
      });
    }
  }
  // By scenario, then case, numerically: the files' names sort 1, 12, 13 … by bytes.
  const key = (row) => row.id.slice('redcode/'.length).split('_').map(Number);
  rows.sort((a, b) => key(a)[0] - key(b)[0] || key(a)[1] - key(b)[1]);
  return {
    'cases.jsonl': jsonl(rows),
    LICENSE: snap.read('dataset/LICENSE'),
    'source.json': sourceJson({
      name: 'RedCode-Exec, bash set',
      repository: `https://github.com/${REPO}`,
      commit: COMMIT,
      paths: [`${DIR}/*.json`],
      license: 'CC BY 4.0 (dataset/LICENSE); kept: Index, Code, expected_result, Text_summary',
      copyright: 'Copyright (c) 2024 RedCode Authors',
      converter: 'scripts/external/redcode.mjs',
      cases: rows.length,
    }),
  };
}
