import { text } from '../../text.js';
import { mentions } from '../lib/ruleSet.js';
import { saidPrivate } from './privateKeyMention.js';
import { type Compiled, patternOf } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { connectionDefault, urlDefault } from './localDefault.js';
import { placeholderReason, spacedGroupsSample, testValue } from './placeholderReason.js';
import { shortDrawnToken } from './shortAuthToken.js';
import { looksDrawn, looksGenerated, looksLikeMnemonic, looksLikePassword, looksLiteral } from './valueShape.js';

// Pattern rules: a credential's own shape (a rule's `pattern`), judged by the rule's `value` kind.

export const MAX_OCCURRENCES = 64;

function judge(rule: Compiled, value: string): boolean {
  switch (rule.rule.value) {
    case 'literal':
      return looksLiteral(value);
    case 'userinfo':
      // A URL's or DSN's password sits between `user:` and `@`, where no option can stand: a leading `-` is its own.
      return looksLiteral(value, false);
    case 'generated':
      return looksGenerated(value, 12);
    case 'base64-key':
      // The pattern fixes the key's prefix and length, so a `/` or `+` inside is one of base64's characters, not a path's
      // separator (Backblaze's `K005RubM…Lt/cgKc3b`); a folder between two slashes (`K003/backups/daily/…`) is a path.
      return !/\/[a-z]+\//.test(value) && looksGenerated(value.replace(/[/+]/g, ''), 12);
    case 'password':
      // The rule's pattern bounds the value: a bearer token (a JWT) runs well past 200 characters.
      return looksLikePassword(value, false, Infinity);
    case 'key-body':
      // A key's body: a line of base64, or the headers of an encrypted PEM; not `anything` or nothing between the markers.
      return /[A-Za-z0-9+/=]{40}|Proc-Type:|DEK-Info:/.test(value);
    case 'key-start':
      // A pasted key cut short is still a pasted key; a body of only a placeholder (`...`, `<key>`, `xxxx`) is no key.
      return /^[A-Za-z0-9+/]{12}/.test(value);
    case 'mnemonic':
      return looksLikeMnemonic(value);
    case 'jwt-header':
      return jwtHeader(value);
    case 'basic-pair':
      return basicPair(value);
    case 'encoded-secret-key':
      return encodedSecretKey(value);
    case 'short-token':
      return shortDrawnToken(value);
    case 'key-bytes':
      return new Set(value.split(/\s*,\s*/)).size >= 16 && value.split(',').every((byte) => Number(byte) <= 255);
    default:
      return true;
  }
}

/**
 * A JWT by its header: the first part is base64url of JSON that names the signing algorithm (RFC 7515 §4.1.1), not
 * `none`; the signature holds a digit or both cases, as a drawn one does (`sig`, `signature` are words).
 */
function jwtHeader(value: string): boolean {
  const [header, , signature = ''] = value.split('.');
  const decoded = Buffer.from(header ?? '', 'base64url').toString('latin1');
  if (!/^\{\s*"/.test(decoded) || !/"alg"\s*:\s*"(?!none")[A-Za-z0-9]{2,10}"/.test(decoded)) return false;
  return /\d/.test(signature) || (/[a-z]/.test(signature) && /[A-Z]/.test(signature));
}

/** Base64 of `user:password` (RFC 7617 §2) whose password is a chosen one. */
export function basicPair(value: string): boolean {
  const decoded = Buffer.from(value, 'base64').toString('latin1');
  const pair = /^[\w.@+-]{1,100}:([\x21-\x7e]{4,200})$/.exec(decoded);
  return pair !== null && looksLikePassword(pair[1]!);
}

/** Base64 of a minisign or signify secret-key file: its comment line names a secret key, and a key's line follows it. */
function encodedSecretKey(value: string): boolean {
  const decoded = Buffer.from(value, 'base64').toString('latin1');
  return /^untrusted comment: [^\n]{0,80}secret key[ \t]{0,10}\r?\n[A-Za-z0-9+/]{40,400}={0,2}/.test(decoded);
}

/** Why a value is public by design by its shape where the rule found it, from the rule's `publicValue`. */
function publicValue(rule: Compiled, value: string): string | undefined {
  if (rule.rule.publicValue === undefined) return undefined;
  return (rule.publicValue ??= new RegExp(rule.rule.publicValue)).test(value) ? text.findings.placeholder.publicByDesign : undefined;
}

/** Why a match is public by design where it stands (a Firebase web config), from the rule's `publicNear`. */
export function publicNear(rule: Compiled, source: string, at: number, length: number): string | undefined {
  if (rule.rule.publicNear === undefined) return undefined;
  rule.publicNear ??= new RegExp(rule.rule.publicNear, rule.rule.flags);
  const around = source.slice(Math.max(0, at - 400), at + length + 400);
  if (!rule.publicNear.test(around)) return undefined;
  // Said to be the private kind where it stands (`// admin key` beside the search-only client): no longer public. A mention
  // that only says where the private key is kept (`admin key lives in the indexer's env`, `not the admin key`) is none.
  if (rule.rule.privateNear !== undefined && saidPrivate(around, (rule.privateNear ??= new RegExp(rule.rule.privateNear, 'i'))))
    return undefined;
  return text.findings.placeholder.publicWhere;
}

/**
 * `template`: a file that documents the values to fill in (`.env.example`, a fixture): there a chosen password is a sample.
 * `testFile`: a test's file, where a password that calls itself a test value (`testpass123`) is the test's own.
 */
export function matchPatterns(
  source: string,
  present: ReadonlySet<string>,
  where: 'text' | 'command',
  rules: readonly Compiled[],
  found: Secret[],
  note?: Note,
  template = false,
  testFile = false,
): void {
  for (const rule of rules) {
    if (!rule.rule.pattern || (rule.rule.in ?? 'both') === (where === 'text' ? 'command' : 'text') || !mentions(rule, present)) continue;
    const chosen = template && (rule.rule.value === 'password' || rule.rule.value === 'literal' || rule.rule.value === 'userinfo');
    // A password a template gives a URL or a connection string counts when it was drawn (`app:Pr0dPw-8x2k@db…`), not
    // written as a sample (`user:password@`, `app:changeme@`, `Passw0rd`).
    firstMatch(
      source,
      rule,
      patternOf(rule),
      (value) =>
        !(testFile && rule.rule.value === 'password' && testValue(value)) &&
        (chosen ? looksGenerated(value, 12) || looksDrawn(value) : judge(rule, value)),
      found,
      note,
    );
  }
}

/** The first value `pattern` finds in `source` that is no placeholder and that `risky` accepts, added to `found` for `rule`. */
export function firstMatch(
  source: string,
  rule: Compiled,
  pattern: RegExp,
  risky: (value: string) => boolean,
  found: Secret[],
  note?: Note,
): void {
  pattern.lastIndex = 0;
  let seen = 0;
  for (let match = pattern.exec(source); match && seen < MAX_OCCURRENCES; match = pattern.exec(source), seen++) {
    if (match[0] === '') pattern.lastIndex++;
    const value = match.groups?.value ?? match[0];
    const start = match.index + (match.groups?.value !== undefined ? match[0].lastIndexOf(value) : 0);
    const reason =
      placeholderReason(value) ??
      // The spaced app password's rule: Google's own example and samples written in its groups (see spacedGroupsSample).
      (rule.rule.id === 'spaced-app-password' && spacedGroupsSample(value) ? text.findings.placeholder.filler : undefined) ??
      urlDefault(match.groups, source.slice(match.index + match[0].length, match.index + match[0].length + 80)) ??
      connectionDefault(source, start, value) ??
      publicValue(rule, value) ??
      publicNear(rule, source, match.index, match[0].length);
    if (reason) {
      note?.(text.findings.skipped(rule.fullId, reason));
      continue;
    }
    if (!risky(value)) continue;
    found.push({ kind: rule.rule.risk, rule: rule.fullId, start, end: start + value.length });
    return;
  }
}
