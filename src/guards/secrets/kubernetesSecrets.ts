import { text } from '../../text.js';
import { firstMatch } from './matchPatterns.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { placeholderReason } from './placeholderReason.js';
import { looksLikePassword, printableBase64 } from './valueShape.js';

// A Kubernetes Secret's values, in any key order (`data:` before or after `kind: Secret`), YAML or JSON, past
// comments and through block scalars (`.dockercfg: |`): `data` holds base64, `stringData` plain text
// (https://kubernetes.io/docs/concepts/configuration/secret/#restriction-names-data).
const SECRET_KIND = /(?:^|[\s{,])["']?kind["']?[ \t]{0,5}:[ \t]{0,5}["']?secret["']?[ \t]{0,5}(?:,|$)/im;
const DATA_KEY = /^([ \t]*)["']?(data|stringData)["']?[ \t]{0,5}:[ \t]{0,5}(\{?)[ \t]{0,5}$/;
const ENTRY = /^([ \t]*)["']?([\w.-]{1,253})["']?[ \t]{0,5}:[ \t]{0,5}(.{0,4000})$/;
const JSON_DATA = /"(data|stringData)"[ \t\n]{0,20}:[ \t\n]{0,20}\{([^{}]{0,20000})\}/g;
const JSON_ENTRY = /"([\w.-]{1,253})"[ \t\n]{0,20}:[ \t\n]{0,20}"([^"\n]{1,4000})"/g;
const MAX_SECRET_LINES = 2000;

// A Secret's first value found the short way, in a command's heredoc as in a file: `kind: Secret`, then
// within a few lines an indented entry under `data:` or `stringData:`, judged as a password.
const INLINE_SECRET =
  /\bkind:\s{0,5}["']?Secret["']?\s[\s\S]{0,400}?\b(?:data|stringData):[ \t]{0,5}\n[ \t]{1,10}[\w.-]{1,80}:[ \t]{0,5}["']?(?<value>[A-Za-z0-9+/=_.!@#%^&*-]{8,500})/gi;

export function inlineKubernetesSecret(source: string, rule: Compiled, found: Secret[], note?: Note): void {
  firstMatch(source, rule, INLINE_SECRET, (value) => looksLikePassword(value, false, Infinity), found, note);
}

export function kubernetesSecrets(source: string, rule: Compiled, found: Secret[], note?: Note): void {
  if (!SECRET_KIND.test(source)) return;
  const judge = (kind: string, value: string, at: number) => {
    const reason = placeholderReason(value);
    if (reason) return note?.(text.findings.skipped(rule.fullId, reason));
    const decoded = kind === 'data' ? printableBase64(value.replace(/\s+/g, '')) : value;
    // `data` holds base64: bytes that are no text (a key, a keystore) are a secret by length; text is judged as a password.
    const risky =
      kind === 'data'
        ? decoded === undefined
          ? value.length >= 16 && /^[A-Za-z0-9+/=\s]+$/.test(value)
          : decoded.length >= 5
        : looksLikePassword(value);
    if (risky) found.push({ kind: rule.rule.risk, rule: rule.fullId, start: at, end: at < 0 ? -1 : at + value.length });
  };
  if (source.trimStart().startsWith('{')) {
    for (const block of source.matchAll(JSON_DATA))
      for (const entry of block[2]!.matchAll(JSON_ENTRY)) judge(block[1]!, entry[2]!, source.indexOf(entry[2]!));
    return;
  }
  const lines = source.split('\n').slice(0, MAX_SECRET_LINES);
  for (let i = 0; i < lines.length; i++) {
    const open = DATA_KEY.exec(lines[i]!.replace(/\r$/, ''));
    if (!open || open[3]) continue;
    const depth = open[1]!.length;
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j]!.replace(/\r$/, '');
      if (/^[ \t]*(?:#.*)?$/.test(line)) continue;
      const entry = ENTRY.exec(line);
      if (!entry || entry[1]!.length <= depth) break;
      let value = entry[3]!.replace(/[ \t]+#.*$/, '').trim();
      // A block scalar: the value is the deeper lines that follow.
      if (/^[|>][-+]?$/.test(value)) {
        const parts: string[] = [];
        while (j + 1 < lines.length && (/^[ \t]*$/.test(lines[j + 1]!) || /^[ \t]*/.exec(lines[j + 1]!)![0].length > entry[1]!.length))
          parts.push(lines[++j]!.trim());
        value = parts.join('');
      }
      value = value.replace(/^(["'])(.*)\1$/, '$2');
      if (value) judge(open[2]!, value, source.indexOf(value));
    }
  }
}
