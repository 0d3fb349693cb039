import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { PASSWORD_NAME, secretName } from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import { looksLikePassword } from './valueShape.js';

// A `.conf` file of space-separated directives (`name value`, no `=`): Redis's and Valkey's `requirepass` and
// `masterauth` (https://redis.io/docs/latest/operate/oss_and_stack/management/config-file/), Sentinel's `sentinel
// auth-pass` lines' last word aside. A directive whose name is a credential's, given one word that ends the line, is an
// assignment. The names the credential words do not say are tabled here.
const DIRECTIVE_PASSWORDS = new Set(['requirepass', 'masterauth']);
// Mosquitto's bridge `remote_password` (https://mosquitto.org/man/mosquitto-conf-5.html) is read by the credential words.
// A `#` starts a comment only at a line's start (Redis, Mosquitto): inside a word it is the password's.
// One line at a time, each bounded: linear on any text.
const DIRECTIVE = /^[ \t]{0,8}([A-Za-z][\w-]{0,40})[ \t]{1,16}(["']?)([^\s"'#;][^\s"';]{4,255})\2[ \t]{0,16}\r?$/;
const MAX_LINES = 5000;

export function directiveSecrets(source: string, rule: Compiled | undefined, found: Secret[], note?: Note): void {
  if (!rule) return;
  let offset = 0;
  const lines = source.split('\n', MAX_LINES);
  for (const line of lines) {
    const at = offset;
    offset += line.length + 1;
    if (found.length >= 8) break;
    if (line.length > 400) continue;
    const match = DIRECTIVE.exec(line);
    if (!match) continue;
    const [, name, , value] = match as unknown as [string, string, string, string];
    const tabled = DIRECTIVE_PASSWORDS.has(name.toLowerCase());
    if (!tabled && !(secretName(name) === 'strong' && PASSWORD_NAME.test(name))) continue;
    const reason = placeholderReason(value);
    if (reason) {
      note?.(text.why.placeholder(name, reason));
      continue;
    }
    if (!looksLikePassword(value)) continue;
    const start = at + line.indexOf(value, name.length);
    found.push({ kind: text.findings.assignedTo(name), rule: rule.fullId, start, end: start + value.length });
  }
}
