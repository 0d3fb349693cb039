// gitleaks: each rule's own true and false positives, the `tps` and `fps` lists of its rule
// generators (cmd/generate/config/rules/*.go). Only the lists' string data is read, by a small Go
// literal reader: elements built from string literals alone (`"…"`, `` `…` ``, joined by +), and
// the path → content maps of the rules that test paths. Elements that gitleaks generates at run
// time (secrets.NewSecret(<regex>), GenerateSampleSecrets templates) or takes from variables are
// not data here; they are counted in source.json, never silently lost.
import { jsonl, mask, sourceJson } from './lib.mjs';

export const REPO = 'gitleaks/gitleaks';
export const COMMIT = 'b58d3f102cf3a2c84cb7f923d05c25c9b1aed84b';
const DIR = 'cmd/generate/config/rules';

/** Go source as tokens: string literals (decoded), identifiers, and single punctuation characters. */
export function tokens(source) {
  const out = [];
  for (let i = 0; i < source.length; ) {
    const c = source[i];
    if (/\s/.test(c)) i++;
    else if (source.startsWith('//', i)) i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (source.startsWith('/*', i)) i = source.indexOf('*/', i) + 2;
    else if (c === '`') {
      const end = source.indexOf('`', i + 1);
      out.push({ string: source.slice(i + 1, end).replaceAll('\r', '') });
      i = end + 1;
    } else if (c === '"') {
      let value = '';
      let j = i + 1;
      for (; source[j] !== '"'; j++) {
        if (source[j] !== '\\') {
          value += source[j];
          continue;
        }
        const e = source[++j];
        const simple = { a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\', "'": "'", '"': '"' };
        if (e in simple) value += simple[e];
        else if (e === 'x') (value += String.fromCharCode(parseInt(source.slice(j + 1, j + 3), 16))), (j += 2);
        else if (e === 'u') (value += String.fromCodePoint(parseInt(source.slice(j + 1, j + 5), 16))), (j += 4);
        else if (e === 'U') (value += String.fromCodePoint(parseInt(source.slice(j + 1, j + 9), 16))), (j += 8);
        else if (/[0-7]/.test(e)) (value += String.fromCharCode(parseInt(source.slice(j, j + 3), 8))), (j += 2);
        else throw new Error(`unknown Go escape \\${e}`);
      }
      out.push({ string: value });
      i = j + 1;
    } else if (/[\w.]/.test(c)) {
      let j = i;
      while (j < source.length && /[\w.]/.test(source[j])) j++;
      out.push({ word: source.slice(i, j) });
      i = j;
    } else out.push({ punct: c }), i++;
  }
  return out;
}

const OPEN = { '(': ')', '[': ']', '{': '}' };

/** The top-level comma-separated parts of the bracketed group that opens at tokens[at]. */
function group(list, at) {
  const parts = [[]];
  let depth = 0;
  for (let i = at; i < list.length; i++) {
    const t = list[i];
    if (t.punct && OPEN[t.punct]) {
      depth++;
      if (depth === 1) continue;
    } else if (t.punct && Object.values(OPEN).includes(t.punct)) {
      depth--;
      if (depth === 0) return { parts: parts.filter((part) => part.length > 0), end: i };
    } else if (depth === 1 && t.punct === ',') {
      parts.push([]);
      continue;
    }
    parts.at(-1).push(t);
  }
  throw new Error('unbalanced group');
}

/** A string built from literals only (`"a" + `b``), or undefined. */
function literal(part) {
  if (part.length === 0 || part.length % 2 === 0) return undefined;
  let value = '';
  for (let i = 0; i < part.length; i++) {
    if (i % 2 === 0) {
      if (part[i].string === undefined) return undefined;
      value += part[i].string;
    } else if (part[i].punct !== '+') return undefined;
  }
  return value;
}

export function build(snap) {
  const paths = snap.list(DIR).filter((file) => file.endsWith('.go') && !file.endsWith('_test.go'));
  const rows = [];
  const skipped = {};
  snap.readMany(paths).forEach((source, index) => {
    const file = paths[index].slice(DIR.length + 1);
    for (const fn of source.split(/\nfunc /).slice(1)) {
      const rule = /RuleID:\s*"([^"]+)"/.exec(fn)?.[1];
      if (!rule) continue;
      const list = tokens(fn);
      const counts = { tp: 0, fp: 0 };
      for (let i = 0; i < list.length; i++) {
        const name = list[i].word;
        if ((name !== 'tps' && name !== 'fps') || (list[i + 1]?.punct !== ':' && list[i + 1]?.punct !== '=')) continue;
        const label = name === 'tps' ? 'tp' : 'fp';
        let at = i + 1;
        while (list[at].punct === ':' || list[at].punct === '=') at++;
        const add = (content, path) => {
          counts[label]++;
          rows.push({
            id: `gitleaks/${rule}/${label}${counts[label]}`,
            label,
            rule,
            tool_name: 'Write',
            tool_input: { file_path: `/home/dev/proj/${path ?? `config/${rule}.txt`}`, content: mask(content) },
          });
        };
        const skip = (why) => void (skipped[`${rule} ${label}: ${why}`] = (skipped[`${rule} ${label}: ${why}`] ?? 0) + 1);
        const head = list[at].word ?? list[at].punct;
        // []string{…} | map[string]string{…} | append(tps, …) | a helper's result.
        let elements;
        let isMap = false;
        if (head === '[' || head === 'map') {
          isMap = head === 'map';
          let open = at;
          while (list[open].punct !== '{') open++;
          elements = group(list, open);
        } else if (head === 'append') elements = (({ parts, end }) => ({ parts: parts.slice(1), end }))(group(list, at + 1));
        else {
          skip(`built by ${head}(…)`);
          continue;
        }
        for (const part of elements.parts) {
          if (isMap) {
            const colon = part.findIndex((t) => t.punct === ':');
            const path = literal(part.slice(0, colon));
            const content = literal(part.slice(colon + 1));
            if (path !== undefined && content !== undefined) add(content, path);
            else skip('map entry built at run time');
            continue;
          }
          const value = literal(part);
          if (value !== undefined) add(value);
          else
            skip(
              part[0]?.word?.startsWith('utils.GenerateSample') ? 'generated sample (secrets.NewSecret or templates)' : 'built at run time',
            );
        }
        i = elements.end;
      }
      void file;
    }
  });
  return {
    'cases.jsonl': jsonl(rows),
    LICENSE: snap.read('LICENSE'),
    'source.json': sourceJson({
      name: "gitleaks rules' own true and false positives",
      repository: `https://github.com/${REPO}`,
      commit: COMMIT,
      paths: [`${DIR}/*.go: the tps and fps lists`],
      license: 'MIT',
      copyright: 'Copyright (c) 2019 Zachary Rice',
      conversion:
        'each literal element is one Write of its text to /home/dev/proj/config/<rule>.txt (a map entry: to its own ' +
        'path); a « after the third character of every run of 16 or more token characters holding a digit and a ' +
        'letter (removed by the scorer)',
      converter: 'scripts/external/gitleaks.mjs',
      cases: rows.length,
      not_converted: Object.fromEntries(Object.entries(skipped).sort()),
    }),
  };
}
