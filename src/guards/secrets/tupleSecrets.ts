import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { namesPassword, secretName } from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import { looksGenerated, looksLikePassword } from './valueShape.js';

// Erlang and Elixir give a setting as a tuple of its atom and its value: an Erlang release's `sys.config`
// (`{db_password, "…"}`, https://www.erlang.org/doc/system/config_cookbook.html), an Elixir keyword list written out
// (`[{:username, "app"}, {:password, "…"}]`), and Erlang's macro `-define(TOKEN, "…").`. The atom says credential
// (secretName); a password's name takes a password's shape, any other a generated value's. A value read elsewhere
// (`{db_password, {env, "DB_PASSWORD"}}`, `System.get_env(…)`) is no string. Bounded runs, no nested quantifier: linear.
const ATOM_TUPLE = /\{[ \t]{0,3}:?([a-z_][\w]{0,60})[ \t]{0,3},[ \t]{0,3}"([^"\\\n]{1,300})"[ \t]{0,3}\}/g;
const DEFINE = /^-define\([ \t]{0,3}([A-Za-z_]\w{0,60})[ \t]{0,3},[ \t]{0,3}"([^"\\\n]{1,300})"[ \t]{0,3}\)/gm;
const MAX_FOUND = 8;

/** `samplesOnly`: a test's or a template's file, where a password is its own sample: only a generated value speaks. */
export function tupleSecrets(source: string, rule: Compiled | undefined, found: Secret[], note?: Note, samplesOnly = false): void {
  if (!rule) return;
  if (source.includes('{')) for (const match of source.matchAll(ATOM_TUPLE)) judge(match);
  if (source.includes('-define(')) for (const match of source.matchAll(DEFINE)) judge(match);

  function judge(match: RegExpMatchArray): void {
    const [whole, name, value] = match as unknown as [string, string, string];
    if (found.length >= MAX_FOUND || !secretName(name)) return;
    const reason = placeholderReason(value);
    if (reason) {
      note?.(text.why.placeholder(name, reason));
      return;
    }
    const password = !samplesOnly && namesPassword(name);
    if (!(password ? looksLikePassword(value) && !/\s/.test(value) : looksGenerated(value))) return;
    const start = match.index! + whole.lastIndexOf(`"${value}"`) + 1;
    if (found.some((other) => other.start === start)) return;
    found.push({ kind: text.findings.assignedTo(name), rule: rule!.fullId, start, end: start + value.length });
  }
}
