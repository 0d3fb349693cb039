import { text } from '../../text.js';
import { basicPair } from './matchPatterns.js';
import { placeholderReason, testValue, weakLogin } from './placeholderReason.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';

// A Basic Authorization value joined from its scheme and a constant the file gives the base64 to: `const AUTH = '…'` then
// `'Basic ' + AUTH`, `` `Basic ${AUTH}` ``, Python's `f'Basic {TOKEN}'`, Go's `"Basic "+auth`, Java's `String.format("Basic %s",
// AUTH)`, Ruby's `"Basic #{AUTH}"`, PHP's `'Basic ' . $auth`, .NET's `$"Basic {Auth}"` (https://datatracker.ietf.org/doc/html/rfc7617#section-2:
// base64 of `user:password` hides nothing). The scheme joined to a literal is the `basic-credentials-encoded` rule's own
// pattern; here the header names the constant, and the constant's literal is judged as that rule judges its value. A name
// read from the environment or a store has no literal and stays silent. Bounded runs, a few names each searched once: linear.

// `Basic` then a join to a name: `' + NAME`, `" . $name`, `'.concat(NAME`, `${NAME}`, `#{NAME}`, `{NAME}`, `$NAME`,
// `%s", NAME`, `%s' % NAME`, `{}'.format(NAME`, `", NAME` (`AuthenticationHeaderValue("Basic", auth)`). A qualifier
// (`this.`, `self.`, `Config::`, `$this->`) is read past; a call's result or a member of the name is not the name's literal.
const JOINED =
  /(?<![\w-])[Bb]asic(?:[ \t]?["'`][ \t]{0,3}(?:\+|\.{1,2}|<<|\.concat\(|,)[ \t]{0,3}|[ \t](?:\$\{|#\{|\{|\$(?=[A-Za-z_]))[ \t]{0,3}|[ \t](?:%s|\{0?\})["'][ \t]{0,3}(?:[,%]|\.format\()[ \t]{0,3}\(?[ \t]{0,3})(?:[A-Za-z_$][\w$]{0,40}(?:\.|::|->)){0,2}\$?([A-Za-z_]\w{0,60})(?![\w$]|[ \t]{0,3}[([.])/g;
const MAX_NAMES = 4;
const MAX_ASSIGNMENTS = 4;

/** The base64 literals `name` is given in `source` (`NAME = '…'`, `const name: string = "…"`, `name := "…"`, `$name = '…'`, `name: '…'`). */
function assignedLiterals(source: string, name: string): { value: string; at: number }[] {
  const assigned = new RegExp(
    String.raw`(?<![\w$])\$?${name}[ \t]{0,3}(?::[ \t]{0,3}[\w.<>[\]&']{1,40}[ \t]{0,3})?(?::?=(?!=)|:)[ \t]{0,3}(["'\x60]?)([A-Za-z0-9+/]{8,400}={0,2})\1(?![\w+/=-])`,
    'g',
  );
  const out: { value: string; at: number }[] = [];
  for (let match = assigned.exec(source); match && out.length < MAX_ASSIGNMENTS; match = assigned.exec(source)) {
    const value = match[2]!;
    out.push({ value, at: match.index + match[0].lastIndexOf(value) });
  }
  return out;
}

/**
 * `testFile`: a test's file, where a pair whose password names itself a test value or is a weak made-up login
 * (`testuser:testpass`, `alice:wonderland1`) is the test's own fixture.
 */
export function basicConstantSecrets(source: string, rule: Compiled | undefined, found: Secret[], note?: Note, testFile = false): void {
  if (!rule || !/basic/i.test(source)) return;
  JOINED.lastIndex = 0;
  const names = new Set<string>();
  for (let match = JOINED.exec(source); match && names.size < MAX_NAMES; match = JOINED.exec(source)) names.add(match[1]!);
  for (const name of names)
    for (const { value, at } of assignedLiterals(source, name)) {
      const reason = placeholderReason(value);
      if (reason) {
        note?.(text.findings.skipped(rule.fullId, reason));
        continue;
      }
      if (!basicPair(value)) continue;
      const password = Buffer.from(value, 'base64')
        .toString('latin1')
        .replace(/^[^:]*:/, '');
      if (testFile && (testValue(password) || weakLogin(password))) continue;
      found.push({ kind: rule.rule.risk, rule: rule.fullId, start: at, end: at + value.length });
      return;
    }
}
