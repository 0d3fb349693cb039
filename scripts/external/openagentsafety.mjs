// OpenAgentSafety (sani903/OpenAgentSafety): the shell commands agents ran in its published
// trajectories, evaluation/<model>/state_safety-<task>.json (OpenHands states, saved as the repr
// of a Python object). Each distinct command is one case, named after the first trajectory that
// ran it. OpenAgentSafety labels tasks, not commands: every family stays silent unless
// reviewed.jsonl says otherwise.
import { jsonl, mask, sourceJson } from './lib.mjs';

export const REPO = 'sani903/OpenAgentSafety';
export const COMMIT = '752828828cdd9f5897af4f2834b0a970ab2fb15c';

/** Reads the Python string literal that starts at `at` (after any prefix), as Python would. */
export function pythonString(text, at) {
  const quote = text[at];
  if (quote !== "'" && quote !== '"') return undefined;
  let out = '';
  for (let i = at + 1; i < text.length; i++) {
    const c = text[i];
    if (c === quote) return out;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = text[++i];
    const simple = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', v: '\v', 0: '\0' };
    if (next in simple) out += simple[next];
    else if (next === 'x') (out += String.fromCodePoint(parseInt(text.slice(i + 1, i + 3), 16))), (i += 2);
    else if (next === 'u') (out += String.fromCodePoint(parseInt(text.slice(i + 1, i + 5), 16))), (i += 4);
    else if (next === 'U') (out += String.fromCodePoint(parseInt(text.slice(i + 1, i + 9), 16))), (i += 8);
    else if (next === '\n') continue;
    else out += `\\${next}`;
  }
  return undefined;
}

export function build(snap) {
  const paths = snap.list('evaluation').filter((file) => /\/state_safety-[^/]+\.json$/.test(file));
  const seen = new Set();
  const rows = [];
  const absent = [];
  const models = [...new Set(paths.map((path) => path.split('/')[1]))];
  for (const model of models) {
    const mine = paths.filter((path) => path.split('/')[1] === model);
    snap.readMany(mine).forEach((raw, index) => {
      const task = mine[index].split('/').pop().slice('state_'.length, -'.json'.length);
      if (raw === undefined) {
        absent.push(mine[index]);
        return;
      }
      let repr;
      try {
        repr = JSON.parse(raw);
      } catch {
        repr = raw;
      }
      if (typeof repr !== 'string') return;
      let n = 0;
      for (const match of repr.matchAll(/CmdRunAction\(command=/g)) {
        const command = pythonString(repr, match.index + match[0].length);
        n++;
        if (command === undefined || command.trim() === '' || seen.has(command)) continue;
        seen.add(command);
        rows.push({ id: `oas/${model}/${task}/${n}`, tool_name: 'Bash', tool_input: { command: mask(command) } });
      }
    });
  }
  return {
    'cases.jsonl': jsonl(rows),
    LICENSE: snap.read('LICENSE'),
    'source.json': sourceJson({
      name: 'OpenAgentSafety, shell commands from the published agent trajectories',
      repository: `https://github.com/${REPO}`,
      commit: COMMIT,
      paths: ['evaluation/<model>/state_safety-<task>.json (CmdRunAction commands)'],
      license: 'MIT',
      conversion:
        'distinct commands, first occurrence kept, in model then task order; id oas/<model>/<task>/<n>, n counting ' +
        'every command of the trajectory; a « after the third character of every run of 16 or more token characters ' +
        '([A-Za-z0-9_+=-]) holding a digit and a letter (removed by the scorer)',
      converter: 'scripts/external/openagentsafety.mjs',
      cases: rows.length,
      absent_from_snapshot: absent,
    }),
  };
}
