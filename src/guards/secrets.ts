import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { familyOf } from './lib/codeText.js';
import { gitIgnored } from './lib/gitIgnored.js';
import { displayPath } from '../project/projectRoot.js';
import { toolPath } from './lib/toolPath.js';
import { toolWrite } from './lib/toolWrite.js';
import type { Guard } from './guard.js';
// `text` is the scanned text throughout this file.
import { text as say } from '../text.js';

// Credentials in written text. The advisory names the kind and the line, never the value: an
// advisory that quoted the secret would copy it into the transcript a second time.

const KNOWN: Array<[RegExp, string]> = [
  [/\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/, 'an AWS access key id'],
  [/\baws_secret_access_key\b["']?\s*[:=]\s*["']?[A-Za-z0-9/+=]{40}\b/i, 'an AWS secret access key'],
  [/-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----/, 'a private key'],
  [/\bgh[pousr]_[A-Za-z0-9]{36,}\b/, 'a GitHub token'],
  [/\bgithub_pat_[A-Za-z0-9_]{60,}\b/, 'a GitHub token'],
  [/\bglpat-[A-Za-z0-9_-]{20,}/, 'a GitLab token'],
  [/\bxox[abposr]-[A-Za-z0-9-]{10,}/, 'a Slack token'],
  [/hooks\.slack\.com\/services\/T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]{20,}/, 'a Slack webhook URL'],
  [/\b[sr]k_live_[A-Za-z0-9]{20,}/, 'a Stripe live key'],
  [/\bwhsec_[A-Za-z0-9]{30,}/, 'a webhook signing secret'],
  [/\bsk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{40,}/, 'an Anthropic API key'],
  [/\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,}|\bsk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}\b/, 'an OpenAI API key'],
  [/\bAIza[0-9A-Za-z_-]{35}\b/, 'a Google API key'],
  [/\bGOCSPX-[A-Za-z0-9_-]{28}\b/, 'a Google OAuth client secret'],
  [/\bnpm_[A-Za-z0-9]{36}\b/, 'an npm token'],
  [/\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}/, 'a PyPI token'],
  [/\bhf_[A-Za-z0-9]{34,}\b/, 'a Hugging Face token'],
  [/\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/, 'a SendGrid API key'],
  [/\bAccountKey=[A-Za-z0-9+/]{80,}={0,2}/, 'an Azure storage account key'],
  [/\bdop_v1_[a-f0-9]{64}\b/, 'a DigitalOcean token'],
  [/\b(?:shpat|shpss|shpca)_[a-fA-F0-9]{32}\b/, 'a Shopify token'],
  [/\bdckr_pat_[A-Za-z0-9_-]{27,}/, 'a Docker Hub token'],
  [/\b(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis|amqps?):\/\/[^\s:/@'"]+:[^\s@/'"$<{]{12,}@(?!localhost\b|127\.0\.0\.1\b)/, 'a connection string with a password'],
];

// A value assigned to a secret-like name: `API_KEY = "…"`, `"client_secret": "…"`, `password: …`.
// Found from the keyword outwards, with bounded steps: a pattern that scanned names of any length
// would take quadratic time on a long run of word characters (minified code, data blobs).
const KEYWORD = /secret|token|passw(?:or)?d|passwd|api_?key|apikey|access_?key|private_?key|signing_?key|encryption_?key|auth_?key|credential/gi;
const ASSIGNED = /[\w-]{0,40}?["']?\s*(?::\s*&?'?[\w:<>[\]]{1,30}\s*=|=|:=|:|=>)\s*(["'`]?)([^\s"'`,;)}\]]{16,512})\1/y;
const NAME_CHAR = /[\w.-]/;

/** Each secret-like name in `text` with the value assigned to it and where the name starts. */
function* assignments(text: string): Generator<{ name: string; value: string; at: number }> {
  KEYWORD.lastIndex = 0;
  for (let match = KEYWORD.exec(text); match; match = KEYWORD.exec(text)) {
    const end = match.index + match[0].length;
    ASSIGNED.lastIndex = end;
    const assigned = ASSIGNED.exec(text);
    if (!assigned) continue;
    let start = match.index;
    while (start > 0 && match.index - start < 40 && NAME_CHAR.test(text[start - 1]!)) start--;
    const nameEnd = end + /^[\w-]*/.exec(assigned[0])![0].length;
    yield { name: text.slice(start, nameEnd), value: assigned[2]!, at: start };
    KEYWORD.lastIndex = ASSIGNED.lastIndex;
  }
}

// Values that stand for a secret rather than being one.
const PLACEHOLDER = /^(?:\$|%|<|\{|\[)|\$\{|\{\{|process\.env|os\.environ|getenv|ENV\[|env\(|secrets\.|vault:|example|placeholder|your[_-]|changeme|replace|dummy|redacted|x{4,}|\*{4,}|\.{3}|^(?:true|false|null|none|undefined)$|\(/i;

function entropy(value: string): number {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) bits -= (count / value.length) * Math.log2(count / value.length);
  return bits;
}

/** Whether a value looks generated (a key, not a word, a path or a reference). */
function looksGenerated(value: string): boolean {
  if (PLACEHOLDER.test(value)) return false;
  // A dotted name (`config.auth.token`) or a path is a reference; base64 may hold a `/`.
  if ((/^[\w-]+\.[\w.-]+$/.test(value) && !/\d/.test(value)) || (value.includes('/') && !/^[A-Za-z0-9+/=]{32,}$/.test(value))) return false;
  // Hex draws on 16 symbols: its entropy tops out at 4 bits, so it gets a lower bar.
  if (/^[a-f0-9]{32,}$/i.test(value)) return /\d/.test(value) && /[a-f]/i.test(value) && entropy(value) >= 3;
  // Generated keys of this length almost always hold a digit; identifiers and words seldom do.
  if (!/\d/.test(value)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/].filter((regex) => regex.test(value)).length;
  return classes >= 2 && entropy(value) >= 3.5;
}

function lineOf(text: string, at: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

// Files that document the variables a project needs, with values left for the reader to fill.
const ENV_TEMPLATE = /\.(?:example|sample|template|dist|defaults?|schema|tpl)$/i;

/** What in `text` looks like a credential: kind and line, at most a few, never the value. */
export function findSecrets(text: string, path: string | undefined, aside?: (why: string) => void): string[] {
  const found: string[] = [];
  for (const [regex, kind] of KNOWN) {
    const match = regex.exec(text);
    if (match && !/EXAMPLE|XXXX/.test(match[0])) found.push(`${kind} (line ${lineOf(text, match.index)})`);
  }
  if (familyOf(path) !== 'prose') {
    for (const { name, value, at } of assignments(text)) {
      if (found.length >= 5) break;
      if (PLACEHOLDER.test(value)) aside?.(say.why.placeholder(name));
      else if (looksGenerated(value)) found.push(`a value assigned to \`${name}\` (line ${lineOf(text, at)})`);
    }
  }
  return [...new Set(found)].slice(0, 4);
}

/** An env file with values that git would commit (only judged inside a git project). */
function isCommittedEnvFile(target: string, text: string, context: { root: string; home: string }): boolean {
  const name = basename(target);
  if (!/^\.env(?:\..+)?$|\.env$/.test(name) || ENV_TEMPLATE.test(name)) return false;
  if (!/^\s*(?:export\s+)?\w+\s*=\s*\S/m.test(text) || !existsSync(join(context.root, '.git'))) return false;
  return !gitIgnored(target, context.root, context.home);
}

/** Credentials in the new text of a write, and `.env` files git would not ignore. */
export const secrets: Guard = {
  id: 'secrets',
  detect(event, context) {
    const write = toolWrite(event);
    if (!write) return undefined;
    const found = findSecrets(write.text, write.path, context.aside);
    const target = write.path ? toolPath(write.path, context) : undefined;
    const where = target ? displayPath(target, context.root) : 'this edit';
    if (target && isCommittedEnvFile(target, write.text, context)) found.push(`\`${where}\` is not ignored by git, so its values would be committed`);
    if (found.length === 0) return undefined;
    return { found: found.join('; '), where };
  },
};
