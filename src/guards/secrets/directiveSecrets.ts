import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { PASSWORD_NAME, secretName } from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import { looksLikePassword } from './valueShape.js';

// A `.conf` file of space-separated directives (`name value`, no `=`): Redis's and Valkey's `requirepass` and
// `masterauth` (https://redis.io/docs/latest/operate/oss_and_stack/management/config-file/). A directive whose name is a
// credential's, given one word that ends the line, is an assignment. The names the credential words do not say are
// tabled here: Valkey 8's `primaryauth` (its new name for `masterauth`) and the passphrases of the TLS key files
// (`tls-key-file-pass`, `tls-client-key-file-pass`).
const DIRECTIVE_PASSWORDS = new Set(['requirepass', 'masterauth', 'primaryauth', 'tls-key-file-pass', 'tls-client-key-file-pass']);
// Mosquitto's bridge `remote_password` (https://mosquitto.org/man/mosquitto-conf-5.html) is read by the credential words.
// A `#` starts a comment only at a line's start (Redis, Mosquitto): inside a word it is the password's.
// One line at a time, each bounded: linear on any text.
const DIRECTIVE = /^[ \t]{0,8}([A-Za-z][\w-]{0,40})[ \t]{1,16}(["']?)([^\s"'#;][^\s"';]{4,255})\2[ \t]{0,16}\r?$/;
// Sentinel's passwords follow more words than a directive's name (https://redis.io/docs/latest/operate/oss_and_stack/management/sentinel/):
// `sentinel auth-pass <master> <password>` (the monitored master's) and `sentinel sentinel-pass <password>` (the other
// Sentinels'). `sentinel auth-user` names a user, no password.
const SENTINEL =
  /^[ \t]{0,40}sentinel[ \t]{1,16}(?:(auth-pass)[ \t]{1,16}[^\s"']{1,64}|(sentinel-pass))[ \t]{1,16}(["']?)([^\s"'#;][^\s"';]{4,255})\3[ \t]{0,16}\r?$/i;
// An ACL user (https://redis.io/docs/latest/operate/oss_and_stack/management/security/acl/), in redis.conf or the `aclfile`
// (`users.acl`): `user <name> on >password ~keys:* +@all`. Each `>word` adds a password; `#<sha256>` is one stored hashed
// and `nopass` none, neither a secret.
const ACL_USER = /^[ \t]{0,40}user[ \t]{1,16}[^\s>]{1,64}[ \t]/i;
// A rule only ACL users take (`on`, `off`, a `~keys`, `&channels` or `+@category`): `user bob >out.log` in a script is a redirect.
const ACL_RULE = /(?:^|[ \t])(?:on|off|[~&+][^\s]|%R?W?~)/i;
const ACL_PASSWORD = /(?<=^|[ \t])(["']?)>([^\s"']{1,255})\1(?=[ \t]|\r?$)/g;
// The Redis directives above are read in any file (a ConfigMap's or a Helm value's `redis.conf: |` block, a heredoc's
// body), indented as YAML indents them; a credential-named directive of any other server only in a `.conf` file.
const REDIS_ONLY = /^[ \t]{0,40}(?:requirepass|masterauth|primaryauth|tls-(?:client-)?key-file-pass)[ \t]/i;
const MAX_LINES = 5000;

/**
 * The passwords a file of directives gives: all credential-named directives in a `.conf` file (`anyName`), only the Redis
 * and Sentinel ones elsewhere.
 */
export function directiveSecrets(source: string, rule: Compiled | undefined, found: Secret[], note?: Note, anyName = true): void {
  if (!rule) return;
  let offset = 0;
  const lines = source.split('\n', MAX_LINES);
  for (const line of lines) {
    const at = offset;
    offset += line.length + 1;
    if (found.length >= 8) break;
    if (line.length > 400) continue;
    for (const [name, value, from] of passwords(line, anyName)) {
      const reason = placeholderReason(value);
      if (reason) {
        note?.(text.why.placeholder(name, reason));
        continue;
      }
      if (!looksLikePassword(value)) continue;
      const start = at + line.indexOf(value, from);
      found.push({ kind: text.findings.assignedTo(name), rule: rule.fullId, start, end: start + value.length });
    }
  }
}

/** The line's passwords: the name each is given to, the value, and where in the line to look for it. */
function passwords(line: string, anyName: boolean): Array<[string, string, number]> {
  const sentinel = SENTINEL.exec(line);
  if (sentinel) {
    const name = `sentinel ${(sentinel[1] ?? sentinel[2])!.toLowerCase()}`;
    const value = sentinel[4]!;
    // Where the value itself starts: any run of blanks may stand between `sentinel` and its subcommand.
    return [[name, value, sentinel.index + sentinel[0].lastIndexOf(value)]];
  }
  const user = ACL_USER.exec(line);
  if (user && ACL_RULE.test(line.slice(user[0].length - 1)))
    return [...line.slice(user[0].length).matchAll(ACL_PASSWORD)]
      .slice(0, 8)
      .map((match) => ['user', match[2]!, user[0].length + match.index]);
  if (!anyName && !REDIS_ONLY.test(line)) return [];
  const match = DIRECTIVE.exec(anyName ? line : line.trimStart());
  if (!match) return [];
  const [, name, , value] = match as unknown as [string, string, string, string];
  if (!DIRECTIVE_PASSWORDS.has(name.toLowerCase()) && !(anyName && secretName(name) === 'strong' && PASSWORD_NAME.test(name))) return [];
  return [[name, value, line.indexOf(name) + name.length]];
}
